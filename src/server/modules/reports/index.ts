import { ZDeleteTemplateQuery, ZReportTemplate, ZSaveTemplate, ZTemplateList, ZTemplateParams, ZTemplatesQuery } from "../../../contracts/reports.ts";
import type { AppModule } from "../module.ts";
import { SettingsService } from "../settings/service.ts";
import { ReportsService } from "./service.ts";
import { ReportGenerator } from "./generation.ts";
import { ReportInstanceService } from "./report-service.ts";
import { WorkflowService } from "./workflow-service.ts";
import { ShareService } from "./share-service.ts";
import { registerReportRoutes } from "./report-routes.ts";

/** Reporting (spec 2): report templates, reports, their workflow, files and share links, with the spec's paths and payloads. */
export const reportsModule: AppModule = {
  name: "reports",
  register({ core, route }) {
    const db = core.database.db;
    const generator = new ReportGenerator({ db, settings: new SettingsService({ db }) });
    const svc = new ReportsService({ db, generator });
    const reports = new ReportInstanceService({ db, generator });
    const workflow = new WorkflowService({ db, notifier: core.notifier, jobs: core.jobs, baseURL: core.baseURL, reports });
    const shares = new ShareService({ db, mailer: core.mailer, baseURL: core.baseURL, reports });
    const tags = ["reports"];
    const member = { access: "member", allow: "organization.read", tags } as const;

    route(
      { ...member, method: "GET", url: "/api/reports/templates", summary: "Report templates of the organization", query: ZTemplatesQuery, response: ZTemplateList },
      async ({ actor, query }) => svc.listTemplates(actor, query.organizationId),
    );
    route(
      {
        ...member,
        method: "POST",
        url: "/api/reports/templates",
        summary: "Create a report template",
        body: ZSaveTemplate,
        response: ZReportTemplate,
        status: 201,
        idempotent: true,
      },
      async ({ actor, body }) => svc.createTemplate(actor, body),
    );
    route(
      {
        ...member,
        method: "PUT",
        url: "/api/reports/templates/:templateId",
        summary: "Edit a report template",
        params: ZTemplateParams,
        body: ZSaveTemplate,
        response: ZReportTemplate,
      },
      async ({ actor, params, body }) => svc.updateTemplate(actor, params.templateId, body),
    );
    route(
      { ...member, method: "DELETE", url: "/api/reports/templates", summary: "Delete a report template", query: ZDeleteTemplateQuery, response: "empty" },
      async ({ actor, query }) => {
        await svc.deleteTemplate(actor, query.organizationId, query.templateId);
      },
    );
    registerReportRoutes(route, core, { reports, workflow, shares });
  },
};
