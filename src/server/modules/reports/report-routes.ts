/** The reports' routes (spec 2 §7 paths and payloads, plus files, sharing, reading events and ratings). */
import {
  ZCreatedShareLink,
  ZCreateReport,
  ZCreateShareLink,
  ZGenerateReport,
  ZOrganizationBody,
  ZOrganizationQuery,
  ZRateReport,
  ZReportEnvelope,
  ZReportExportQuery,
  ZReportList,
  ZReportParams,
  ZReportRatingResult,
  ZReportReadingEvent,
  ZReportsQuery,
  ZShareByEmail,
  ZSharedByEmail,
  ZSharedReport,
  ZSharedReportParams,
  ZShareLinkList,
  ZShareLinkParams,
  ZUpdateReport,
  ZWorkflow,
  ZWorkflowAction,
  ZWorkflowQuery,
} from "../../../contracts/reports.ts";
import type { Core } from "../../core.ts";
import type { RouteFn } from "../../http/route.ts";
import type { ReportInstanceService } from "./report-service.ts";
import type { WorkflowService } from "./workflow-service.ts";
import type { ShareService } from "./share-service.ts";
import { renderPdf, reportFileName } from "./report-files.ts";
import { reportHtmlDocument } from "./report-html.ts";
import { sendAsDownload } from "../../http/content-disposition.ts";
import { readerLang } from "../../i18n/request-locale.ts";

type Services = { reports: ReportInstanceService; workflow: WorkflowService; shares: ShareService };

export function registerReportRoutes(route: RouteFn, core: Core, { reports, workflow, shares }: Services): void {
  const tags = ["reports"];
  const member = { access: "member", allow: "organization.read", tags } as const;

  route(
    { ...member, method: "GET", url: "/api/reports", summary: "Reports of the organization (filters and full-text search)", query: ZReportsQuery, response: ZReportList },
    async ({ actor, query }) => reports.list(actor, query),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports",
      summary: "Create a report from a template (generated when asked)",
      body: ZCreateReport,
      response: ZReportEnvelope,
      status: 201,
      idempotent: true,
    },
    async ({ actor, body }) => ({ reportInstance: await reports.create(actor, body) }),
  );
  route(
    { ...member, method: "POST", url: "/api/reports/generate", summary: "Generate a report's sections, or regenerate one", body: ZGenerateReport, response: ZReportEnvelope },
    async ({ actor, body }) => ({ reportInstance: await reports.generate(actor, body) }),
  );
  route(
    { ...member, method: "GET", url: "/api/reports/workflow", summary: "A report's workflow steps and comments", query: ZWorkflowQuery, response: ZWorkflow },
    async ({ actor, query }) => workflow.get(actor, query.reportId),
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/workflow",
      summary: "Advance or reject a step, comment, resolve a comment, assign a step",
      body: ZWorkflowAction,
      response: ZWorkflow,
    },
    async ({ actor, body }) => workflow.act(actor, body),
  );
  route(
    { ...member, method: "GET", url: "/api/reports/:reportId", summary: "One report", params: ZReportParams, query: ZOrganizationQuery, response: ZReportEnvelope },
    async ({ actor, params }) => ({ reportInstance: await reports.get(actor, params.reportId) }),
  );
  route(
    {
      ...member,
      method: "PUT",
      url: "/api/reports/:reportId",
      summary: "Save a report's edits (version + 1)",
      params: ZReportParams,
      body: ZUpdateReport,
      response: ZReportEnvelope,
    },
    async ({ actor, params, body }) => ({ reportInstance: await reports.update(actor, params.reportId, body) }),
  );
  route(
    { ...member, method: "DELETE", url: "/api/reports/:reportId", summary: "Delete a report", params: ZReportParams, query: ZOrganizationQuery, response: "empty" },
    async ({ actor, params }) => {
      await reports.remove(actor, params.reportId);
    },
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/:reportId/duplicate",
      summary: "Duplicate a report (a draft at version 1)",
      params: ZReportParams,
      body: ZOrganizationBody,
      response: ZReportEnvelope,
      status: 201,
      idempotent: true,
    },
    async ({ actor, params }) => ({ reportInstance: await reports.duplicate(actor, params.reportId) }),
  );
  route(
    {
      ...member,
      method: "GET",
      url: "/api/reports/:reportId/export",
      summary: "Download a report as PDF, HTML or JSON",
      params: ZReportParams,
      query: ZReportExportQuery,
      response: "download",
    },
    async ({ actor, params, query, reply, req }) => {
      const { instance, found } = await reports.read(actor, params.reportId);
      const now = new Date();
      const reader = query.format === "json" ? null : await readerLang(core.database.db, actor.userId, req.headers["accept-language"], core.config.env !== "production");
      const body =
        query.format === "pdf"
          ? await renderPdf(core.reports, instance, now, reader ?? undefined)
          : query.format === "html"
            ? reportHtmlDocument(instance, now, reader ?? undefined)
            : JSON.stringify({ reportInstance: instance }, null, 2);
      await reports.record(core.database.db, found, actor.userId, "downloaded", { detail: { format: query.format } });
      const type = { pdf: "application/pdf", html: "text/html; charset=utf-8", json: "application/json; charset=utf-8" }[query.format];
      sendAsDownload(reply, type, reportFileName(instance.title, query.format), `${instance.title.replace(/\s+/g, "_")}.${query.format}`);
      return body;
    },
  );

  // ---- sharing ----
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/:reportId/share-links",
      summary: "Create a revocable, expiring read-only link to a report (sections naming people only with includePeople)",
      params: ZReportParams,
      body: ZCreateShareLink,
      response: ZCreatedShareLink,
      status: 201,
      idempotent: true,
      secretFields: ["url"],
    },
    async ({ actor, params, body, reply }) => {
      reply.header("cache-control", "no-store");
      return shares.createLink(actor, params.reportId, { expiresInDays: body.expiresInDays, includePeople: body.includePeople });
    },
  );
  route(
    {
      ...member,
      method: "GET",
      url: "/api/reports/:reportId/share-links",
      summary: "A report's live share links",
      params: ZReportParams,
      query: ZOrganizationQuery,
      response: ZShareLinkList,
    },
    async ({ actor, params }) => shares.listLinks(actor, params.reportId),
  );
  route(
    {
      ...member,
      method: "DELETE",
      url: "/api/reports/:reportId/share-links/:shareId",
      summary: "Revoke a share link",
      params: ZShareLinkParams,
      query: ZOrganizationQuery,
      response: "empty",
    },
    async ({ actor, params }) => {
      await shares.revokeLink(actor, params.reportId, params.shareId);
    },
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/:reportId/share-email",
      summary: "Share a report by email (a link for each address)",
      params: ZReportParams,
      body: ZShareByEmail,
      response: ZSharedByEmail,
    },
    async ({ actor, params, body }) => shares.shareByEmail(actor, params.reportId, body),
  );
  route(
    {
      access: "public-token",
      tags,
      method: "GET",
      url: "/api/shared/reports/:token",
      summary: "A shared report, read-only (anyone with a live link; 410 once it expired)",
      params: ZSharedReportParams,
      response: ZSharedReport,
    },
    async ({ params, reply }) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      return shares.openShared(params.token);
    },
  );

  // ---- reading ----
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/:reportId/events",
      summary: "Record a view or reading time",
      params: ZReportParams,
      body: ZReportReadingEvent,
      response: "empty",
    },
    async ({ actor, params, body }) => {
      await reports.recordReading(actor, params.reportId, body);
    },
  );
  route(
    {
      ...member,
      method: "POST",
      url: "/api/reports/:reportId/rating",
      summary: "Rate a report 1–5 (one rating per reader)",
      params: ZReportParams,
      body: ZRateReport,
      response: ZReportRatingResult,
    },
    async ({ actor, params, body }) => reports.rate(actor, params.reportId, body),
  );
}
