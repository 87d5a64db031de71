import { ZDeleteTemplateQuery, ZReportTemplate, ZSaveTemplate, ZTemplateList, ZTemplateParams, ZTemplatesQuery } from "../../../contracts/reports.ts";
import type { AppModule } from "../module.ts";
import { ReportsService } from "./service.ts";
import { registerCenterRoutes } from "./center-routes.ts";

/** Reporting (spec 2): report templates so far, with the spec's paths and payloads. */
export const reportsModule: AppModule = {
  name: "reports",
  register({ core, route }) {
    const svc = new ReportsService({ db: core.database.db });
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
    // the Reporting Center (spec 2 §2.10): builder, stats and the Templates tab
    registerCenterRoutes({ core, route });
  },
};
