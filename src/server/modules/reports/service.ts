/** Report templates (spec 2 §2.11, §3.4): read by every member, made and changed by those the policy allows. */
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies/index.ts";
import { forbidden, notFound, msg } from "../../http/errors.ts";
import type { TReportTemplate, TSaveTemplate, TTemplateList } from "../../../contracts/reports.ts";
import type { TemplateSection, TemplateType } from "../../../domain/reporting/templates.ts";
import * as repo from "./repo.ts";
import type { ReportGenerator } from "./generation.ts";
import { ReportInstanceService } from "./report-service.ts";

/** The organization a call names must be the caller's own: another one does not exist for them (404). */
/** Sections as stored: in the order given, order_index equal to the position. */
const ordered = (sections: TSaveTemplate["sections"]): TemplateSection[] => sections.map((s, i) => ({ ...s, order_index: i }));

export class ReportsService {
  constructor(private readonly d: { db: Db; generator?: ReportGenerator }) {}

  /**
   * A report made by the system (a schedule's run) from the organization's template for a period, every
   * section generated, with a fresh workflow (its draft step assigned to `createdBy`, when given). Answers the
   * report's id; 404 when the template is not the organization's. Needs the generator (given at construction).
   */
  async createSystemReport(organizationId: string, createdBy: string | null, spec: { templateId: string; title: string; periodStart: string; periodEnd: string }): Promise<string> {
    if (!this.d.generator) throw new Error("ReportsService.createSystemReport needs the report generator");
    return new ReportInstanceService({ db: this.d.db, generator: this.d.generator }).createSystemReport(organizationId, createdBy, spec);
  }

  private present(actor: TenantActor, row: NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>): TReportTemplate {
    const manage = can(actor, "reports.manageTemplates");
    return {
      id: row.t.id,
      name: row.t.name,
      description: row.t.description,
      template_type: row.t.templateType as TemplateType,
      // stored sections passed the same contract on the way in (ZSaveTemplate)
      sections: [...row.t.sections].sort((a, b) => a.order_index - b.order_index) as TReportTemplate["sections"],
      is_active: row.t.isActive,
      created_at: row.t.createdAt.toISOString(),
      updated_at: row.t.updatedAt.toISOString(),
      created_by_user: { full_name: row.creator ?? "" },
      policies: { edit: manage, delete: manage },
    };
  }

  async listTemplates(actor: TenantActor): Promise<TTemplateList> {
    const rows = await repo.listTemplates(this.d.db, actor.organizationId);
    return { templates: rows.map((r) => this.present(actor, r)), policies: { create: can(actor, "reports.manageTemplates") } };
  }

  async createTemplate(actor: TenantActor, body: TSaveTemplate): Promise<TReportTemplate> {
    if (!can(actor, "reports.manageTemplates")) throw forbidden(msg("reports.onlyManagersAdminsCreateReport"));
    const id = await repo.insertTemplate(this.d.db, actor.organizationId, actor.userId, {
      name: body.name,
      description: body.description,
      templateType: body.templateType,
      sections: ordered(body.sections),
    });
    return this.present(actor, (await repo.findTemplate(this.d.db, actor.organizationId, id))!);
  }

  async updateTemplate(actor: TenantActor, templateId: string, body: TSaveTemplate): Promise<TReportTemplate> {
    if (!(await repo.findTemplate(this.d.db, actor.organizationId, templateId))) throw notFound("Template");
    if (!can(actor, "reports.manageTemplates")) throw forbidden(msg("reports.onlyManagersAdminsEditReport"));
    await repo.updateTemplate(this.d.db, actor.organizationId, templateId, {
      name: body.name,
      description: body.description,
      templateType: body.templateType,
      sections: ordered(body.sections),
    });
    return this.present(actor, (await repo.findTemplate(this.d.db, actor.organizationId, templateId))!);
  }

  async deleteTemplate(actor: TenantActor, templateId: string): Promise<void> {
    if (!(await repo.findTemplate(this.d.db, actor.organizationId, templateId))) throw notFound("Template");
    if (!can(actor, "reports.manageTemplates")) throw forbidden(msg("reports.onlyManagersAdminsDeleteReport"));
    await repo.deleteTemplate(this.d.db, actor.organizationId, templateId);
  }
}
