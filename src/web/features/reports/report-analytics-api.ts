/**
 * The report analytics calls (src/contracts/report-analytics.ts, spec 2 §7): the figures of a time range, the
 * insights written from them, and the export files (POST with action export_analytics answers a file download).
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  ZInsights,
  ZReportAnalyticsOverview,
  type TAnalyticsRange,
  type TExportFormat,
  type TInsights,
  type TReportAnalyticsOverview,
} from "../../../contracts/report-analytics.ts";
import { api, toApiError } from "../../lib/api.ts";
import { dispositionFileName, saveBlob } from "../../lib/download.ts";

const PATH = "/api/reports/analytics";

/** TanStack Query keys of the report analytics. */
export const reportAnalyticsKeys = {
  overview: (organizationId: string, range: TAnalyticsRange) => ["reports", "analytics", organizationId, range] as const,
};

/** GET /api/reports/analytics?organizationId=&timeRange= */
export function fetchReportAnalytics(organizationId: string, range: TAnalyticsRange, signal?: AbortSignal): Promise<TReportAnalyticsOverview> {
  return api.get(`${PATH}?${new URLSearchParams({ organizationId, timeRange: range })}`, { schema: ZReportAnalyticsOverview, signal });
}

/** POST /api/reports/analytics {action: generate_insights} */
export function generateInsights(organizationId: string, range: TAnalyticsRange): Promise<TInsights> {
  return api.post(PATH, { action: "generate_insights", organizationId, timeRange: range, focusArea: "all" }, { schema: ZInsights });
}

/** POST /api/reports/analytics {action: export_analytics}: the file and the name the server gave it. */
export async function exportAnalytics(organizationId: string, range: TAnalyticsRange, format: TExportFormat): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "export_analytics", organizationId, format, timeRange: range, includeDetails: true }),
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, body);
  }
  return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get("content-disposition")) ?? `report-analytics-${range}.${format}` };
}

/** The figures of a range (kept while another range loads, so the screen does not flash empty). */
export function useReportAnalytics(organizationId: string, range: TAnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: reportAnalyticsKeys.overview(organizationId, range),
    queryFn: ({ signal }) => fetchReportAnalytics(organizationId, range, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** Generates the insights of a range. */
export function useGenerateInsights(organizationId: string) {
  return useMutation({ mutationFn: (range: TAnalyticsRange) => generateInsights(organizationId, range) });
}

/** Exports a range as a file and saves it. */
export function useExportAnalytics(organizationId: string) {
  return useMutation({
    mutationFn: async ({ range, format }: { range: TAnalyticsRange; format: TExportFormat }) => {
      const file = await exportAnalytics(organizationId, range, format);
      saveBlob(file.blob, file.fileName);
      return file.fileName;
    },
  });
}
