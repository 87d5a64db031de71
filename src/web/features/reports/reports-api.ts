/**
 * The report calls (src/contracts/reports.ts, spec 2 §7): the list, one report, create, save, delete, duplicate,
 * generate, the workflow, export, share links and e-mail, reading events and ratings; and the TanStack Query
 * hooks the manager, viewer and editor use. Every call names the caller's own organization.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ZCreatedShareLink,
  ZReportEnvelope,
  ZReportList,
  ZShareLinkList,
  ZWorkflow,
  type TReportContent,
  type TReportInstance,
  type TReportList,
  type TWorkflow,
  type TWorkflowAction,
} from "../../../contracts/reports.ts";
import { api, toApiError } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";
import type { CreateReportBody } from "./lib/create-form.ts";
import { localToday, reportsQueryString, type Priority, type ReportFilters } from "./lib/report-filters.ts";
import { dispositionFileName } from "../../lib/download.ts";

const BASE = "/api/reports";
const reportPath = (reportId: string) => `${BASE}/${encodeURIComponent(reportId)}`;
const org = (organizationId: string) => new URLSearchParams({ organizationId }).toString();

/** POST …/share-links (201) — the share link made (its address shown once, when made), its expiry and whether it shows people. */
export const ZShareLink = ZCreatedShareLink;
/** GET …/share-links — the report's live links, with their expiry, whether they show people and who may revoke them. */
export const ZShareLinks = ZShareLinkList;
export type TShareLinks = z.infer<typeof ZShareLinks>;
/** POST …/share-email — how many addresses the report was sent to. */
export const ZShareEmailResult = z.object({ sent: z.number().int() });

/** TanStack Query keys of the reports (templates have their own, in templates-api.ts). */
export const reportKeys = {
  all: ["reports", "instances"] as const,
  lists: (organizationId: string) => ["reports", "instances", organizationId, "list"] as const,
  list: (organizationId: string, filters: ReportFilters) => ["reports", "instances", organizationId, "list", filters] as const,
  report: (organizationId: string, reportId: string) => ["reports", "instances", organizationId, "report", reportId] as const,
  workflow: (organizationId: string, reportId: string) => ["reports", "instances", organizationId, "workflow", reportId] as const,
  shareLinks: (organizationId: string, reportId: string) => ["reports", "instances", organizationId, "share-links", reportId] as const,
};

/** GET /api/reports?organizationId=&status=&type=&priority=&q=&since=&limit=50 */
export function fetchReports(organizationId: string, filters: ReportFilters, signal?: AbortSignal): Promise<TReportList> {
  return api.get(`${BASE}?${reportsQueryString(organizationId, filters, localToday())}`, { schema: ZReportList, signal });
}

/** GET /api/reports/:reportId?organizationId= */
export async function fetchReport(organizationId: string, reportId: string, signal?: AbortSignal): Promise<TReportInstance> {
  return (await api.get(`${reportPath(reportId)}?${org(organizationId)}`, { schema: ZReportEnvelope, signal })).reportInstance;
}

/** POST /api/reports (201): one report per intent (the idempotency key). */
export async function createReport(body: CreateReportBody, idempotencyKey: string): Promise<TReportInstance> {
  return (await api.post(BASE, body, { schema: ZReportEnvelope, idempotencyKey })).reportInstance;
}

export interface SaveReportBody {
  organizationId: string;
  content: TReportContent;
  title?: string;
  tags?: string[];
  priority?: Priority;
  /** The version the edit started from: a save over a newer version answers 409. */
  baseVersion?: number;
}

/** PUT /api/reports/:reportId — the version rises by one. */
export async function saveReport(reportId: string, body: SaveReportBody): Promise<TReportInstance> {
  return (await api.request(reportPath(reportId), { method: "PUT", body, schema: ZReportEnvelope })).reportInstance;
}

/** DELETE /api/reports/:reportId?organizationId= (204). */
export function deleteReport(organizationId: string, reportId: string): Promise<void> {
  return api.request(`${reportPath(reportId)}?${org(organizationId)}`, { method: "DELETE", schema: null });
}

/** POST /api/reports/:reportId/duplicate (201): a draft copy, version 1, "(Copy)". */
export async function duplicateReport(organizationId: string, reportId: string, idempotencyKey: string): Promise<TReportInstance> {
  return (await api.post(`${reportPath(reportId)}/duplicate`, { organizationId }, { schema: ZReportEnvelope, idempotencyKey })).reportInstance;
}

/** POST /api/reports/generate — the whole report, or one section with `sectionId` (force regenerates). */
export async function generateReport(body: { reportId: string; organizationId: string; sectionId?: string; force: boolean }): Promise<TReportInstance> {
  return (await api.post(`${BASE}/generate`, body, { schema: ZReportEnvelope })).reportInstance;
}

/** GET /api/reports/workflow?reportId=&organizationId= */
export function fetchWorkflow(organizationId: string, reportId: string, signal?: AbortSignal): Promise<TWorkflow> {
  return api.get(`${BASE}/workflow?${new URLSearchParams({ reportId, organizationId })}`, { schema: ZWorkflow, signal });
}

/** POST /api/reports/workflow — one of the actions; the caller reloads the workflow after it. */
export function postWorkflowAction(action: TWorkflowAction): Promise<void> {
  return api.post(`${BASE}/workflow`, action, { schema: null });
}

/** GET …/share-links?organizationId= */
export function fetchShareLinks(organizationId: string, reportId: string, signal?: AbortSignal): Promise<TShareLinks> {
  return api.get(`${reportPath(reportId)}/share-links?${org(organizationId)}`, { schema: ZShareLinks, signal });
}

/** POST …/share-links (201): a new revocable link. */
export function createShareLink(
  organizationId: string,
  reportId: string,
  o: { expiresInDays: number; includePeople: boolean },
  idempotencyKey: string,
): Promise<z.infer<typeof ZShareLink>> {
  return api.post(`${reportPath(reportId)}/share-links`, { organizationId, ...o }, { schema: ZShareLink, idempotencyKey });
}

/** DELETE …/share-links/:shareId?organizationId= — the link stops working. */
export function revokeShareLink(organizationId: string, reportId: string, shareId: string): Promise<void> {
  return api.request(`${reportPath(reportId)}/share-links/${encodeURIComponent(shareId)}?${org(organizationId)}`, { method: "DELETE", schema: null });
}

/** POST …/share-email — sends the report to the addresses. */
export function shareByEmail(organizationId: string, reportId: string, emails: string[], message: string): Promise<z.infer<typeof ZShareEmailResult>> {
  const body = message.trim() === "" ? { organizationId, emails } : { organizationId, emails, message: message.trim() };
  return api.post(`${reportPath(reportId)}/share-email`, body, { schema: ZShareEmailResult });
}

/** POST …/rating — the caller's 1–5 rating (a second one replaces the first). */
export function rateReport(organizationId: string, reportId: string, rating: number): Promise<void> {
  return api.post(`${reportPath(reportId)}/rating`, { organizationId, rating }, { schema: null });
}

/** POST …/events — "viewed" when opened. */
export function recordViewed(organizationId: string, reportId: string): Promise<void> {
  return api.post(`${reportPath(reportId)}/events`, { organizationId, kind: "viewed" }, { schema: null });
}

/**
 * POST …/events "read" with the seconds the report was visible; sent with keepalive so it survives the page
 * being hidden or left. Failures are ignored (a reading figure is not worth an error on the way out).
 */
export function recordRead(organizationId: string, reportId: string, seconds: number): void {
  if (seconds <= 0) return;
  void globalThis
    .fetch(`${reportPath(reportId)}/events`, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ organizationId, kind: "read", seconds }),
    })
    .catch(() => undefined);
}

export type ExportFormat = "pdf" | "html" | "json";

/** GET …/export?organizationId=&format= — the file and its name (the server's, or the title's with underscores). */
export async function exportReport(organizationId: string, reportId: string, format: ExportFormat, title: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await globalThis.fetch(`${reportPath(reportId)}/export?${new URLSearchParams({ organizationId, format })}`, { credentials: "same-origin" });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: the status alone */
    }
    throw toApiError(response.status, body);
  }
  const fallback = `${title.trim().replace(/[^\w.-]+/g, "_") || "report"}.${format}`;
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get("content-disposition")) ?? fallback };
}

/* ───────────── hooks ───────────── */

/** The list for the filters (the previous answer stays on screen while a new filter loads). */
export function useReports(organizationId: string, filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.list(organizationId, filters),
    queryFn: ({ signal }) => fetchReports(organizationId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One report with its content. */
export function useReport(organizationId: string, reportId: string) {
  return useQuery({ queryKey: reportKeys.report(organizationId, reportId), queryFn: ({ signal }) => fetchReport(organizationId, reportId, signal) });
}

/** After a change to a report: its copy in the cache is the server's answer, and the lists are read again. */
function useSettle(organizationId: string) {
  const queryClient = useQueryClient();
  return (report: TReportInstance | null) => {
    if (report) queryClient.setQueryData(reportKeys.report(organizationId, report.id), report);
    return queryClient.invalidateQueries({ queryKey: reportKeys.lists(organizationId) });
  };
}

/** Creates a report from the form (one per intent). */
export function useCreateReport(organizationId: string) {
  const settle = useSettle(organizationId);
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: CreateReportBody) => createReport(body, keys.keyFor(body)),
    onSuccess: (report) => {
      keys.renew();
      return settle(report);
    },
  });
}

/** Duplicates a report (one copy per click intent on that report). */
export function useDuplicateReport(organizationId: string) {
  const settle = useSettle(organizationId);
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (reportId: string) => duplicateReport(organizationId, reportId, keys.keyFor(reportId)),
    onSuccess: (report) => {
      keys.renew();
      return settle(report);
    },
  });
}

/** Generates a whole report, or regenerates one section. */
export function useGenerateReport(organizationId: string) {
  const settle = useSettle(organizationId);
  return useMutation({
    mutationFn: (input: { reportId: string; sectionId?: string; force: boolean }) => generateReport({ organizationId, ...input }),
    onSuccess: (report) => settle(report),
  });
}

/** Saves the editor's content. */
export function useSaveReport(organizationId: string) {
  const settle = useSettle(organizationId);
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: Omit<SaveReportBody, "organizationId"> }) => saveReport(reportId, { organizationId, ...body }),
    onSuccess: (report) => settle(report),
  });
}

/** Deletes a report, then reads the lists again. */
export function useDeleteReport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => deleteReport(organizationId, reportId),
    onSuccess: (_, reportId) => {
      queryClient.removeQueries({ queryKey: reportKeys.report(organizationId, reportId) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.lists(organizationId) });
    },
  });
}

/** Rates a report, then reads it again (average and count). */
export function useRateReport(organizationId: string, reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateReport(organizationId, reportId, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.report(organizationId, reportId) }),
  });
}

/** A report's workflow steps and comments. */
export function useWorkflow(organizationId: string, reportId: string) {
  return useQuery({ queryKey: reportKeys.workflow(organizationId, reportId), queryFn: ({ signal }) => fetchWorkflow(organizationId, reportId, signal) });
}

/** Runs a workflow action, then reloads the workflow (spec 2 §4) and the report (its status follows the steps). */
export function useWorkflowAction(organizationId: string, reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWorkflowAction,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.workflow(organizationId, reportId) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.report(organizationId, reportId) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.lists(organizationId) }),
      ]),
  });
}

/** The report's live share links (read while the Share dialog is open). */
export function useShareLinks(organizationId: string, reportId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.shareLinks(organizationId, reportId),
    queryFn: ({ signal }) => fetchShareLinks(organizationId, reportId, signal),
    enabled,
  });
}
