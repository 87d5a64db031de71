/**
 * Reports (spec 2 §2.2–2.6, §3.1–3.3, §4, §7): made from a template for a period, generated from the
 * organization's data, edited under the editor's rules, listed with full-text search, duplicated, deleted,
 * read and rated. Every member reads them; the policy module decides who creates, edits and deletes.
 */
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can, type ReportRef } from "../../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg } from "../../http/errors.ts";
import type { TCreateReport, TReportContent, TReportInstance, TReportList, TReportSection, TUpdateReport } from "../../../contracts/reports.ts";
import { ZReportContent, type ZGenerateReport, type ZRateReport, type ZReportReadingEvent, type ZReportsQuery } from "../../../contracts/reports.ts";
import { MAX_REPORT_PERIOD_DAYS, periodIssue } from "../../../domain/calendar.ts";
import { contractMsg } from "../../http/validation.ts";
import type { z } from "zod";
import { duplicateOf, nextVersion } from "../../../domain/reporting/reports.ts";
import { newWorkflow } from "../../../domain/reporting/workflow.ts";
import type { ReportGenerator } from "./generation.ts";
import { findTemplate } from "./repo.ts";
import * as reports from "./instances/repo.ts";
import * as activity from "./activity/repo.ts";
import { applyEdit, orderedSections, searchTextOf, sectionsFromTemplate } from "./content.ts";
import { NO_COUNTS, NO_RATING, presentReport, presentSummary } from "./present.ts";
import type { DbExecutor } from "../../jobs/repo.ts";

/** Spec 2 §3.7 step names. */
export const STEP_NAMES = { draft: "Draft", review: "Review", approval: "Approval", publish: "Publish" } as const;
/** A viewer opening the same report again within this time is one view. */
const VIEW_WINDOW_MS = 30 * 60_000;

/** The organization a call names must be the caller's own: another one does not exist for them (404). */
export const refOf = (found: reports.FoundReport): ReportRef => ({ kind: "report", createdBy: found.r.createdBy });

type NewReportSpec = { templateId: string; title: string; periodStart: string; periodEnd: string; priority: string; tags: string[]; autoGenerate: boolean };

export type ReportServiceDeps = { db: Db; generator: ReportGenerator; now?: () => Date };

export class ReportInstanceService {
  constructor(private readonly d: ReportServiceDeps) {}

  now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** The report of the caller's organization, or 404. */
  async load(organizationId: string, reportId: string): Promise<reports.FoundReport> {
    const found = await reports.findReport(this.d.db, organizationId, reportId);
    if (!found) throw notFound("Report");
    return found;
  }

  policiesFor(actor: TenantActor, found: reports.FoundReport): TReportInstance["policies"] {
    const ref = refOf(found);
    return {
      edit: can(actor, "reports.edit", ref),
      delete: can(actor, "reports.delete", ref),
      generate: can(actor, "reports.generate", ref),
      share: can(actor, "reports.share", ref),
    };
  }

  /** The instance with its analytics and ratings (the caller's own rating when a user is named). */
  async present(found: reports.FoundReport, userId: string | null, policies: TReportInstance["policies"]): Promise<TReportInstance> {
    const orgId = found.r.organizationId;
    const counts = (await activity.countsFor(this.d.db, orgId, [found.r.id])).get(found.r.id) ?? NO_COUNTS;
    const rating = (await activity.ratingsFor(this.d.db, orgId, [found.r.id], userId ?? "")).get(found.r.id) ?? NO_RATING;
    return presentReport(found, counts, rating, policies);
  }

  async get(actor: TenantActor, reportId: string): Promise<TReportInstance> {
    return (await this.read(actor, reportId)).instance;
  }

  /** The report as GET answers it, and its row (for the events a read leads to). */
  async read(actor: TenantActor, reportId: string): Promise<{ instance: TReportInstance; found: reports.FoundReport }> {
    const found = await this.load(actor.organizationId, reportId);
    return { instance: await this.present(found, actor.userId, this.policiesFor(actor, found)), found };
  }

  async list(actor: TenantActor, q: z.infer<typeof ZReportsQuery>): Promise<TReportList> {
    const org = actor.organizationId;
    const { rows, total } = await reports.listReports(this.d.db, org, { status: q.status, type: q.type, priority: q.priority, q: q.q || undefined, since: q.since }, q.limit);
    const ids = rows.map((r) => r.r.id);
    const counts = await activity.countsFor(this.d.db, org, ids);
    const ratings = await activity.ratingsFor(this.d.db, org, ids, actor.userId);
    const anyone: ReportRef = { kind: "report", createdBy: null };
    return {
      reports: rows.map((row) => presentSummary(presentReport(row, counts.get(row.r.id) ?? NO_COUNTS, ratings.get(row.r.id) ?? NO_RATING, this.policiesFor(actor, row)))),
      total,
      all: await reports.countReports(this.d.db, org),
      // list-wide flags: what the caller may do with any report of the organization (their own may allow more)
      policies: { create: can(actor, "reports.create"), edit: can(actor, "reports.edit", anyone), delete: can(actor, "reports.delete", anyone) },
    };
  }

  /** POST /api/reports: the template's sections, generated when asked, and a fresh workflow. */
  async create(actor: TenantActor, body: TCreateReport): Promise<TReportInstance> {
    if (!can(actor, "reports.create")) throw forbidden(msg("reports.onlyManagersAdminsCreateReports"));
    const id = await this.build(actor.organizationId, actor.userId, {
      templateId: body.templateId,
      title: body.title,
      periodStart: body.reportPeriodStart,
      periodEnd: body.reportPeriodEnd,
      priority: body.priority,
      tags: body.tags,
      autoGenerate: body.autoGenerate,
    });
    return this.get(actor, id);
  }

  /**
   * A report made by the system (a schedule's run): every section generated. `createdBy` is the schedule's
   * owner, or null. Answers the report's id; 404 when the template is not the organization's.
   */
  async createSystemReport(organizationId: string, createdBy: string | null, spec: { templateId: string; title: string; periodStart: string; periodEnd: string }): Promise<string> {
    return this.build(organizationId, createdBy, { ...spec, priority: "medium", tags: [], autoGenerate: true });
  }

  private async build(organizationId: string, createdBy: string | null, spec: NewReportSpec): Promise<string> {
    const template = await findTemplate(this.d.db, organizationId, spec.templateId);
    if (!template) throw notFound("Template");
    let content = sectionsFromTemplate(template.t.sections);
    let generated: { ms: number; ids: string[] } | null = null;
    const now = this.now();
    if (spec.autoGenerate) {
      const g = await this.generateSections(organizationId, content, { start: spec.periodStart, end: spec.periodEnd }, null);
      content = g.content;
      generated = { ms: g.ms, ids: g.ids };
    }
    return this.d.db.transaction(async (tx) => {
      const id = await reports.insertReport(
        tx,
        organizationId,
        {
          templateId: template.t.id,
          templateName: template.t.name,
          templateType: template.t.templateType,
          title: spec.title,
          priority: spec.priority,
          tags: spec.tags,
          periodStart: spec.periodStart,
          periodEnd: spec.periodEnd,
          content,
          searchText: searchTextOf(content, spec.tags),
          generatedAt: generated ? now : null,
          createdBy,
        },
        now,
      );
      await this.startWorkflow(tx, organizationId, id, createdBy);
      if (generated) await this.recordGenerated(tx, organizationId, id, template.t.id, createdBy, generated, now);
      return id;
    });
  }

  /** The four steps of a new workflow: draft in progress, assigned to the report's author; the rest pending, unassigned. */
  private async startWorkflow(tx: DbExecutor, organizationId: string, reportId: string, author: string | null): Promise<void> {
    const steps = newWorkflow({ draft: author });
    await reports.insertSteps(
      tx,
      organizationId,
      reportId,
      steps.map((s, i) => ({ position: i, stepType: s.type, stepName: STEP_NAMES[s.type], status: s.status, assigneeId: s.assigneeId })),
    );
  }

  private async recordGenerated(
    tx: DbExecutor,
    organizationId: string,
    reportId: string,
    templateId: string | null,
    userId: string | null,
    g: { ms: number; ids: string[] },
    at: Date,
  ) {
    await activity.insertEvent(
      tx,
      organizationId,
      { reportId, templateId, userId, kind: "generated", amount: Math.round(g.ms), detail: { sections: g.ids.length, sectionIds: g.ids } },
      at,
    );
  }

  /**
   * Generates the sections (all, or the one named) through the generator. The section keeps its id, title and
   * place; a text section keeps the words a person wrote (the generator fills it only when empty).
   */
  private async generateSections(
    organizationId: string,
    content: TReportContent,
    period: { start: string; end: string },
    only: string | null,
  ): Promise<{ content: TReportContent; ms: number; ids: string[] }> {
    // the bounds hold before any work: a stored period from before them (decades long, not a calendar date) is refused
    const issue = periodIssue(period, MAX_REPORT_PERIOD_DAYS);
    if (issue) {
      const { code, ...facts } = issue;
      const problem = contractMsg(code, code === "rangeTooLong" || code === "rangeEndsBeforeStart" ? { ...facts, what: "reportPeriod" } : facts);
      throw new AppError(422, "VALIDATION_ERROR", msg("reports.reportSPeriodStartEnd", { start: period.start, end: period.end, problem }), {
        field: "reportPeriod",
      });
    }
    const started = performance.now();
    const now = this.now();
    const sections = { ...content.sections };
    const ids: string[] = [];
    for (const s of orderedSections(content)) {
      if (only !== null && s.id !== only) continue;
      const spec = { id: s.id, type: s.type, title: s.title, order_index: s.order_index, configuration: s.configuration ?? {} };
      const g: TReportSection = await this.d.generator.generateSection(organizationId, spec, period, now);
      const kept = s.type === "text" && s.content?.trim() ? { content: s.content, format: s.format } : {};
      sections[s.id] = { ...g, ...kept, id: s.id, title: s.title, order_index: s.order_index };
      ids.push(s.id);
    }
    // never store what the report's answer could not show
    const checked = ZReportContent.safeParse({ sections });
    if (!checked.success) throw new Error(`generated content breaks its contract: ${checked.error.issues[0]?.path.join(".")} ${checked.error.issues[0]?.message}`);
    return { content: { sections }, ms: performance.now() - started, ids };
  }

  /** PUT /api/reports/{id}: the editor's save (version + 1); a stale baseVersion is refused (409). */
  async update(actor: TenantActor, reportId: string, body: TUpdateReport): Promise<TReportInstance> {
    const org = actor.organizationId;
    const found = await this.load(org, reportId);
    if (!can(actor, "reports.edit", refOf(found))) throw forbidden(msg("reports.youMayNotEditReport"));
    const now = this.now();
    await this.d.db.transaction(async (tx) => {
      const row = await reports.lockReport(tx, org, reportId);
      if (!row) throw notFound("Report");
      if (body.baseVersion !== undefined && body.baseVersion !== row.version) {
        throw new AppError(409, "CONFLICT", msg("reports.someoneElseSavedReportMeanwhile", { version: row.version, baseVersion: body.baseVersion }), {
          currentVersion: row.version,
        });
      }
      const keyed = Object.entries(body.content.sections).find(([key, s]) => key !== s.id);
      if (keyed) throw new AppError(422, "VALIDATION_ERROR", msg("reports.sectionKeyedKeyedByAnother", { keyed: keyed[0], id: keyed[1].id }));
      const { content, unknown } = applyEdit(row.content, body.content);
      if (unknown.length) throw new AppError(422, "VALIDATION_ERROR", msg("reports.sectionsNotInReport", { sections: unknown.join(", ") }), { sections: unknown });
      const tags = body.tags ?? row.tags;
      const version = nextVersion(row.version);
      await reports.updateReport(
        tx,
        org,
        reportId,
        { content, tags, title: body.title ?? row.title, priority: body.priority ?? row.priority, searchText: searchTextOf(content, tags), version },
        now,
      );
      await activity.insertEvent(tx, org, { reportId, templateId: row.templateId, userId: actor.userId, kind: "edited", detail: { version } }, now);
    });
    return this.get(actor, reportId);
  }

  async remove(actor: TenantActor, reportId: string): Promise<void> {
    const found = await this.load(actor.organizationId, reportId);
    if (!can(actor, "reports.delete", refOf(found))) throw forbidden(msg("reports.onlyAdminsReportSAuthor"));
    await reports.deleteReport(this.d.db, actor.organizationId, reportId);
  }

  /** Spec 2 §4: a draft at version 1 titled "… (Copy)", analytics zeroed, a fresh workflow; the caller is its author. */
  async duplicate(actor: TenantActor, reportId: string): Promise<TReportInstance> {
    const org = actor.organizationId;
    const found = await this.load(org, reportId);
    if (!can(actor, "reports.create")) throw forbidden(msg("reports.onlyManagersAdminsCreateReports"));
    const r = found.r;
    const copy = duplicateOf({ title: r.title, status: "draft" as const, version: r.version, analytics: NO_COUNTS });
    const now = this.now();
    const id = await this.d.db.transaction(async (tx) => {
      const newId = await reports.insertReport(
        tx,
        org,
        {
          templateId: r.templateId,
          templateName: r.templateName,
          templateType: r.templateType,
          title: copy.title,
          priority: r.priority,
          tags: r.tags,
          periodStart: r.periodStart,
          periodEnd: r.periodEnd,
          content: r.content,
          searchText: searchTextOf(r.content, r.tags),
          generatedAt: r.generatedAt,
          createdBy: actor.userId,
        },
        now,
      );
      await this.startWorkflow(tx, org, newId, actor.userId);
      return newId;
    });
    return this.get(actor, id);
  }

  /**
   * POST /api/reports/generate: every section (refused when already generated, unless forced), or the one
   * named. The content changes, so the version goes up by one.
   */
  async generate(actor: TenantActor, body: z.infer<typeof ZGenerateReport>): Promise<TReportInstance> {
    const org = actor.organizationId;
    const found = await this.load(org, body.reportId);
    if (!can(actor, "reports.generate", refOf(found))) throw forbidden(msg("reports.youMayNotGenerateReport"));
    const only = body.sectionId ?? null;
    if (only !== null && !Object.hasOwn(found.r.content.sections, only)) throw new AppError(422, "VALIDATION_ERROR", msg("reports.sectionOnlyNotInReport", { only }));
    if (only === null && found.r.generatedAt && !body.force) {
      throw new AppError(409, "CONFLICT", msg("reports.reportWasAlreadyGeneratedRegenerate"), {
        generatedAt: found.r.generatedAt.toISOString(),
      });
    }
    const g = await this.generateSections(org, found.r.content, { start: found.r.periodStart, end: found.r.periodEnd }, only);
    const now = this.now();
    await this.d.db.transaction(async (tx) => {
      const row = await reports.lockReport(tx, org, body.reportId);
      if (!row) throw notFound("Report");
      // sections edited while generating keep the generator's answer for the sections generated only
      const sections = { ...row.content.sections };
      for (const id of g.ids) if (Object.hasOwn(sections, id)) sections[id] = g.content.sections[id];
      const content = { sections };
      // hand-written sections (text, table) are never generated: the report is generated when every other one is
      const complete = Object.values(sections).every((s) => s.generated_at !== null || !s.auto_generated);
      await reports.updateReport(
        tx,
        org,
        row.id,
        { content, searchText: searchTextOf(content, row.tags), version: nextVersion(row.version), generatedAt: complete ? now : row.generatedAt },
        now,
      );
      await this.recordGenerated(tx, org, row.id, row.templateId, actor.userId, g, now);
    });
    return this.get(actor, body.reportId);
  }

  /** A viewer opened the report (once per half hour per reader), or read it for some seconds. */
  async recordReading(actor: TenantActor, reportId: string, body: z.infer<typeof ZReportReadingEvent>): Promise<void> {
    const org = actor.organizationId;
    const found = await this.load(org, reportId);
    const now = this.now();
    if (body.kind === "viewed") {
      if (await activity.hasRecentEvent(this.d.db, org, reportId, actor.userId, "viewed", new Date(now.getTime() - VIEW_WINDOW_MS))) return;
      await activity.insertEvent(this.d.db, org, { reportId, templateId: found.r.templateId, userId: actor.userId, kind: "viewed", detail: { via: "app" } }, now);
      return;
    }
    await activity.insertEvent(this.d.db, org, { reportId, templateId: found.r.templateId, userId: actor.userId, kind: "read", amount: body.seconds }, now);
  }

  /** One rating per reader: rating again replaces it. */
  async rate(actor: TenantActor, reportId: string, body: z.infer<typeof ZRateReport>): Promise<{ rating: TReportInstance["rating"] }> {
    const org = actor.organizationId;
    await this.load(org, reportId);
    await activity.upsertRating(this.d.db, org, reportId, actor.userId, body.rating, this.now());
    return { rating: (await activity.ratingsFor(this.d.db, org, [reportId], actor.userId)).get(reportId) ?? NO_RATING };
  }

  /** Records an event on a report (downloads, shares, public views). */
  async record(
    db: DbExecutor,
    found: reports.FoundReport,
    userId: string | null,
    kind: activity.ReportEventKind,
    extra: { amount?: number | null; detail?: Record<string, unknown> } = {},
  ): Promise<void> {
    await activity.insertEvent(db, found.r.organizationId, { reportId: found.r.id, templateId: found.r.templateId, userId, kind, ...extra }, this.now());
  }
}
