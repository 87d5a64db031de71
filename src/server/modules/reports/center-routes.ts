/** The Reporting Center's routes (spec 2 §2.10, §7): the builder's save, data, generate and email, the stats and the Templates tab. */
import {
  ZBuilderReport,
  ZBuilderReportList,
  ZBuilderReportParams,
  ZCenterStats,
  ZCenterStatsRequest,
  ZCenterTemplateList,
  ZCenterTemplatesQuery,
  ZEmailBuilderReport,
  ZEmailBuilderResult,
  ZFavouriteBody,
  ZFavouriteResult,
  ZGenerateBuilderReport,
  ZOrganizationQuery,
  ZSaveBuilderReport,
  ZSectionData,
  ZSectionDataRequest,
  ZTemplateParams,
} from "../../../contracts/reports.ts";
import type { ModuleContext } from "../module.ts";
import { BuilderData } from "./center-data.ts";
import { CenterService } from "./center-service.ts";
import { sendAsDownload } from "../../http/content-disposition.ts";
import { readerLang } from "../../i18n/request-locale.ts";

/** Registers the Reporting Center's routes; answers the service. */
export function registerCenterRoutes({ core, route }: Pick<ModuleContext, "core" | "route">): CenterService {
  const db = core.database.db;
  const allowPseudo = core.config.env !== "production";
  const svc = new CenterService({ db, data: new BuilderData(core.services.analytics), pdf: core.reports, mailer: core.mailer, baseURL: core.baseURL });
  const tags = ["reports"];
  const member = { access: "member", allow: "organization.read", tags } as const;

  route(
    {
      ...member,
      method: "POST",
      url: "/api/analytics/reports/save",
      summary: "Save a Reporting Center builder report (201 when created, 200 when saved over builderReportId)",
      body: ZSaveBuilderReport,
      response: ZBuilderReport,
      idempotent: true,
    },
    async ({ actor, body, reply }) => {
      const { report, created } = await svc.saveBuilderReport(actor, body);
      if (created) reply.code(201);
      return report;
    },
  );
  route(
    { ...member, method: "GET", url: "/api/analytics/reports/builder", summary: "Saved builder reports", query: ZOrganizationQuery, response: ZBuilderReportList },
    async ({ actor }) => svc.listBuilderReports(actor),
  );
  route(
    {
      ...member,
      method: "DELETE",
      url: "/api/analytics/reports/builder/:builderReportId",
      summary: "Delete a saved builder report",
      params: ZBuilderReportParams,
      query: ZOrganizationQuery,
      response: "empty",
    },
    async ({ actor, params }) => {
      await svc.deleteBuilderReport(actor, params.builderReportId);
    },
  );
  route(
    { ...member, method: "POST", url: "/api/analytics/reports/data", summary: "The data a builder section shows", body: ZSectionDataRequest, response: ZSectionData },
    // in the caller's words: their saved language, else Accept-Language
    async ({ actor, body, req }) => svc.sectionData(actor, body, (await readerLang(db, actor.userId, req.headers["accept-language"], allowPseudo)).locale),
  );
  route(
    { ...member, method: "POST", url: "/api/analytics/reports/generate", summary: "The builder report as a PDF", body: ZGenerateBuilderReport, response: "pdf" },
    async ({ actor, body, reply }) => {
      const out = await svc.exportPdf(actor, body);
      sendAsDownload(reply, "application/pdf", out.fileName);
      return out.pdf;
    },
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/analytics/reports/email",
      summary: "Email the builder report as a PDF attachment (a repeated Idempotency-Key sends nothing twice)",
      body: ZEmailBuilderReport,
      response: ZEmailBuilderResult,
      idempotent: true,
    },
    async ({ actor, body }) => svc.emailPdf(actor, body),
  );
  route(
    { ...member, method: "POST", url: "/api/analytics/reports/stats", summary: "Reporting Center statistics", body: ZCenterStatsRequest, response: ZCenterStats },
    async ({ actor }) => svc.stats(actor),
  );
  route(
    {
      ...member,
      method: "GET",
      url: "/api/analytics/reports/templates",
      summary: "Templates with category, favourite, uses and last use",
      query: ZCenterTemplatesQuery,
      response: ZCenterTemplateList,
    },
    async ({ actor, query }) => svc.templates(actor, query.category),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/analytics/reports/templates/:templateId/favourite",
      summary: "Mark or unmark a template as a favourite of the caller",
      params: ZTemplateParams,
      body: ZFavouriteBody,
      response: ZFavouriteResult,
    },
    async ({ actor, params, body }) => svc.setFavourite(actor, params.templateId, body.favourite),
  );
  return svc;
}
