/**
 * The Reporting Center (spec 2 §2.10, §3.5, §6, §7): saved builder reports, the data of a builder section, the
 * builder's PDF export (rendered in the worker pool and recorded as a run), the stats tiles, and the Templates
 * tab with categories, favourites and real use. The door refuses an organization that is not the caller's (404).
 */
import { mailLangOfAddress, mailLangOfUser } from "../../i18n/mail-locale.ts";
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can, centerPolicies } from "../../auth/policies/index.ts";
import { forbidden, notFound, msg } from "../../http/errors.ts";
import type { ReportPool } from "../../pdf/report-pool.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { claimExternalRecipients } from "../../mail/external-quota.ts";
import { builderReportEmail } from "./center-email.ts";
import type { BuilderDocument } from "../../pdf/render-builder.ts";
import type {
  TBuilderReport,
  TBuilderReportList,
  TBuilderSection,
  TCenterStats,
  TCenterTemplateList,
  TEmailBuilderReport,
  TGenerateBuilderReport,
  TSaveBuilderReport,
  TSectionData,
  TSectionDataRequest,
} from "../../../contracts/reports.ts";
import { averageGenerationSeconds, builderFileName, templateCategory, type TemplateCategory } from "../../../domain/reporting/center.ts";
import type { TemplateType } from "../../../domain/reporting/templates.ts";
import type { BuilderData } from "./center-data.ts";
import { sectionInWords } from "./center-words.ts";
import { reportWordsFor } from "../../i18n/report-words.ts";
import type { ServerLocale } from "../../i18n/index.ts";
import * as repo from "./center-repo.ts";

const iso = (d: Date | string | null | undefined): string | null => (d === null || d === undefined ? null : new Date(d).toISOString());
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** A rendered export: the PDF, its file name and the run that recorded it. */
export type BuilderExport = { pdf: Buffer; fileName: string; runId: string };

export class CenterService {
  constructor(private readonly d: { db: Db; data: BuilderData; pdf: ReportPool; mailer: Mailer; baseURL: string }) {}

  private mayBuild(actor: TenantActor): void {
    if (!can(actor, "reports.build")) throw forbidden(msg("reports.onlyAdminsManagersAnalystsBuild"));
  }

  private present(actor: TenantActor, row: NonNullable<Awaited<ReturnType<typeof repo.findBuilderReport>>>): TBuilderReport {
    return {
      id: row.r.id,
      name: row.r.name,
      // stored sections passed ZBuilderSection on the way in
      sections: row.r.sections as TBuilderSection[],
      created_at: row.r.createdAt.toISOString(),
      updated_at: row.r.updatedAt.toISOString(),
      created_by_user: { full_name: row.creator ?? "" },
      policies: { delete: can(actor, "reports.deleteBuilderReport", { kind: "builder-report", ownerId: row.r.createdBy }) },
    };
  }

  async listBuilderReports(actor: TenantActor): Promise<TBuilderReportList> {
    this.mayBuild(actor);
    return { reports: (await repo.listBuilderReports(this.d.db, actor.organizationId)).map((r) => this.present(actor, r)) };
  }

  /** Creates a builder report, or saves over the one named; answers it and whether it was created. */
  async saveBuilderReport(actor: TenantActor, body: TSaveBuilderReport): Promise<{ report: TBuilderReport; created: boolean }> {
    this.mayBuild(actor);
    const values = { name: body.name, sections: body.sections };
    if (body.builderReportId) {
      if (!(await repo.updateBuilderReport(this.d.db, actor.organizationId, body.builderReportId, values))) throw notFound("Report");
      return { report: this.present(actor, (await repo.findBuilderReport(this.d.db, actor.organizationId, body.builderReportId))!), created: false };
    }
    const id = await repo.insertBuilderReport(this.d.db, actor.organizationId, actor.userId, values);
    return { report: this.present(actor, (await repo.findBuilderReport(this.d.db, actor.organizationId, id))!), created: true };
  }

  async deleteBuilderReport(actor: TenantActor, id: string): Promise<void> {
    const found = await repo.findBuilderReport(this.d.db, actor.organizationId, id);
    if (!found) throw notFound("Report");
    this.mayBuild(actor);
    if (!can(actor, "reports.deleteBuilderReport", { kind: "builder-report", ownerId: found.r.createdBy })) throw forbidden(msg("reports.onlyReportSOwnerAdmins"));
    await repo.deleteBuilderReport(this.d.db, actor.organizationId, id);
  }

  /** A builder section's data in the words of the reader who asks (their language). */
  async sectionData(actor: TenantActor, body: TSectionDataRequest, locale: ServerLocale): Promise<TSectionData> {
    this.mayBuild(actor);
    return sectionInWords(await this.d.data.section(actor, body.type, body.config), reportWordsFor({ locale }));
  }

  /** Renders the builder report to PDF in the worker pool, recording the run (completed with its size and time, or failed). */
  async exportPdf(actor: TenantActor, body: TGenerateBuilderReport, recipients: string[] = []): Promise<BuilderExport> {
    this.mayBuild(actor);
    if (body.builderReportId && !(await repo.findBuilderReport(this.d.db, actor.organizationId, body.builderReportId))) throw notFound("Report");
    const started = performance.now();
    const runId = await repo.startRun(this.d.db, actor.organizationId, {
      name: body.name,
      kind: "builder",
      builderReportId: body.builderReportId ?? null,
      generatedBy: actor.userId,
      recipients,
    });
    try {
      // in the sender's language and time zone: one file goes to every recipient
      const reader = await mailLangOfUser(this.d.db, actor.userId);
      const say = reportWordsFor({ locale: reader.locale });
      const sections = await Promise.all(
        body.sections.map(async (s) => ({
          type: s.type,
          title: s.title,
          config: s.config,
          text: s.text,
          data: s.type === "text" ? null : sectionInWords(await this.d.data.section(actor, s.type, s.config), say),
        })),
      );
      const doc: BuilderDocument = { name: body.name, organizationName: actor.organizationName ?? "", generatedBy: actor.name || actor.email, sections };
      const pdf = await this.d.pdf.renderBuilder(doc, reader);
      await repo.finishRun(this.d.db, actor.organizationId, runId, {
        status: "completed",
        sizeBytes: pdf.length,
        processingMs: Math.round(performance.now() - started),
        error: null,
      });
      return { pdf, fileName: builderFileName(body.name), runId };
    } catch (e) {
      await repo.finishRun(this.d.db, actor.organizationId, runId, {
        status: "failed",
        sizeBytes: null,
        processingMs: Math.round(performance.now() - started),
        error: (e instanceof Error ? e.message : String(e)).slice(0, 1000),
      });
      throw e;
    }
  }

  /** Renders the builder report and mails it as a PDF attachment to each address (one message each), recording the run with its recipients. */
  async emailPdf(actor: TenantActor, body: TEmailBuilderReport): Promise<{ recipients: string[]; runId: string; fileName: string }> {
    this.mayBuild(actor);
    // outside addresses count against the organization's day before anything is rendered or sent
    await claimExternalRecipients(this.d.db, actor.organizationId, body.emails);
    const out = await this.exportPdf(actor, body, body.emails);
    const sender = actor.name || actor.email;
    const senderLang = await mailLangOfUser(this.d.db, actor.userId);
    for (const to of body.emails)
      await this.d.mailer.send(
        builderReportEmail({
          to,
          reportName: body.name,
          senderName: sender,
          senderEmail: actor.email,
          organizationName: actor.organizationName ?? "",
          fileName: out.fileName,
          pdf: out.pdf,
          url: `${this.d.baseURL}/dashboard/reports/center`,
          lang: await mailLangOfAddress(this.d.db, to, senderLang),
        }),
        { organizationId: actor.organizationId },
      );
    return { recipients: body.emails, runId: out.runId, fileName: out.fileName };
  }

  /** The stats tiles (spec 2 §3.5), the latest runs and what the caller sees (spec 2 §6). */
  async stats(actor: TenantActor): Promise<TCenterStats> {
    const [f, runs] = await Promise.all([repo.centerFigures(this.d.db, actor.organizationId), repo.recentRuns(this.d.db, actor.organizationId, 5)]);
    return {
      // one notion of a report: the Reports list's (from templates) and the builder's saved ones, both counted and named
      totalReports: f.templateReports + f.builderReports,
      templateReports: f.templateReports,
      builderReports: f.builderReports,
      scheduledReports: f.scheduledReports,
      lastGenerated: later(iso(f.lastReportGenerated), iso(f.lastRunFinished)),
      avgGenerationTime: averageGenerationSeconds([f.runs, f.events]),
      recentRuns: runs.map(({ run, by }) => ({
        id: run.id,
        name: run.name,
        kind: run.kind,
        status: run.status as TCenterStats["recentRuns"][number]["status"],
        started_at: run.startedAt.toISOString(),
        size_bytes: run.sizeBytes,
        processing_ms: run.processingMs,
        generated_by: by,
      })),
      policies: centerPolicies(actor),
    };
  }

  /** The Templates tab: every template with its category, the caller's favourite mark, and its use. */
  async templates(actor: TenantActor, category?: TemplateCategory): Promise<TCenterTemplateList> {
    const rows = await repo.templatesWithUse(this.d.db, actor.organizationId, actor.userId);
    const templates = rows
      .map((r) => ({
        id: r.t.id,
        name: r.t.name,
        description: r.t.description,
        template_type: r.t.templateType as TemplateType,
        category: templateCategory(r.t.sections.map((s) => s.type)),
        section_count: r.t.sections.length,
        favourite: Boolean(r.favourite),
        uses: Number(r.uses ?? 0),
        last_used: iso(r.lastUsed),
      }))
      .filter((t) => category === undefined || t.category === category);
    return { templates, policies: centerPolicies(actor) };
  }

  async setFavourite(actor: TenantActor, templateId: string, favourite: boolean): Promise<{ templateId: string; favourite: boolean }> {
    if (!(await repo.templateExists(this.d.db, actor.organizationId, templateId))) throw notFound("Template");
    await repo.setFavourite(this.d.db, actor.organizationId, templateId, actor.userId, favourite);
    return { templateId, favourite };
  }
}
