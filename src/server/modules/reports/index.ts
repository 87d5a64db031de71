import { ZDeleteTemplateQuery, ZReportTemplate, ZSaveTemplate, ZTemplateList, ZTemplateParams, ZTemplatesQuery } from "../../../contracts/reports.ts";
import { ZInsights, ZReportAnalyticsOverview, ZReportAnalyticsAction, ZReportAnalyticsQuery, EXPORT_FORMATS } from "../../../contracts/report-analytics.ts";
import type { AppModule } from "../module.ts";
import { ReportsService } from "./service.ts";
import { registerDistribution } from "./distribution/index.ts";
import { registerSchedules } from "./schedule-routes.ts";
import { reportPdf } from "./report-files.ts";
import { ReportAnalyticsService } from "./analytics-service.ts";
import { EXPORT_MEDIA } from "./analytics-export.ts";
import { registerCenterRoutes } from "./center-routes.ts";

import { ReportGenerator } from "./generation.ts";
import { ReportInstanceService } from "./report-service.ts";
import { WorkflowService } from "./workflow-service.ts";
import { ShareService } from "./share-service.ts";
import { registerReportRoutes } from "./report-routes.ts";
import { backfillDefaultTemplates } from "./default-templates.ts";
import { readerLang } from "../../i18n/request-locale.ts";

/** Reporting (spec 2): templates, reports with their workflow, files and share links, distribution and report analytics. */
export const reportsModule: AppModule = {
  name: "reports",
  async register({ core, route }) {
    const db = core.database.db;
    // organizations made before the default templates existed get them now (once: seeding is marked per organization)
    const seeded = await backfillDefaultTemplates(db);
    if (seeded) core.log.info({ organizations: seeded }, "gave organizations the default report templates");
    const generator = new ReportGenerator({ settings: core.services.settings, analytics: core.services.analytics });
    const svc = new ReportsService({ db, generator });
    const reports = new ReportInstanceService({ db, generator });
    const workflow = new WorkflowService({ db, bus: core.bus, reports });
    const shares = new ShareService({ db, mailer: core.mailer, baseURL: core.baseURL, reports });
    const tags = ["reports"];
    const member = { access: "member", allow: "organization.read", tags } as const;

    route(
      { ...member, method: "GET", url: "/api/reports/templates", summary: "Report templates of the organization", query: ZTemplatesQuery, response: ZTemplateList },
      async ({ actor }) => svc.listTemplates(actor),
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
        await svc.deleteTemplate(actor, query.templateId);
      },
    );
    registerReportRoutes(route, core, { reports, workflow, shares });

    const deliveries = await registerDistribution({ core, route });

    // scheduled reports and the History (spec 2 §2.10): each run makes the report, renders it, and delivers it
    await registerSchedules(
      { core, route },
      {
        createReport: (organizationId, createdBy, spec) => reports.createSystemReport(organizationId, createdBy, spec),
        renderPdf: (organizationId, reportId, reader) => reportPdf(core, organizationId, reportId, reader),
        deliver: async (organizationId, reportId, to) => void (await deliveries.toScheduleRun(organizationId, reportId, to)),
      },
    );

    // ---- report analytics (spec 2 §2.7, §3.6, §7): admins, managers and analysts ----
    const analytics = new ReportAnalyticsService({ db: core.database.db });
    /** The language a member reads an export in (saved, else Accept-Language, else English). */
    const reader = (userId: string, acceptLanguage: string | undefined) => readerLang(core.database.db, userId, acceptLanguage, core.config.env !== "production");
    const analyst = { access: "member", allow: "analytics.read", tags } as const;
    route(
      {
        ...analyst,
        method: "GET",
        url: "/api/reports/analytics",
        summary: "Report analytics: generation, delivery, engagement, feedback and template performance over a time range",
        query: ZReportAnalyticsQuery,
        response: ZReportAnalyticsOverview,
      },
      async ({ actor, query }) => analytics.read(actor, query.timeRange),
    );
    // One path, two answers (spec 2 §7): generate_insights answers JSON; export_analytics answers the file.
    route(
      {
        ...analyst,
        method: "POST",
        url: "/api/reports/analytics",
        summary: "Report analytics actions: generate_insights (JSON) or export_analytics (a CSV, JSON or XLSX download)",
        body: ZReportAnalyticsAction,
        response: { json: ZInsights, files: EXPORT_FORMATS.map((f) => EXPORT_MEDIA[f]) },
      },
      async ({ actor, body, req }) =>
        body.action === "generate_insights"
          ? analytics.insights(actor, body.timeRange, body.focusArea)
          : analytics.export(actor, body.timeRange, body.format, body.includeDetails, await reader(actor.userId, req.headers["accept-language"])),
    );

    // the Reporting Center (spec 2 §2.10): builder, stats and the Templates tab
    registerCenterRoutes({ core, route });
  },
};
