/**
 * The Reporting Center's calls (spec 2 §7, src/contracts/reports.ts): stats, saved builder reports, a section's
 * data, the PDF export and Email Report, the Templates tab and favourites; and the queries and mutations the page
 * uses. Every call names the caller's own organization.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ZBuilderReport,
  ZBuilderReportList,
  ZCenterStats,
  ZCenterTemplateList,
  ZEmailBuilderResult,
  ZFavouriteResult,
  ZSectionData,
  type TBuilderConfig,
  type TBuilderReport,
  type TBuilderSection,
  type TCenterStats,
  type TCenterTemplateList,
  type TSectionData,
} from "../../../contracts/reports.ts";
import type { BuilderSectionType, TemplateCategory } from "../../../domain/reporting/center.ts";
import { api, toApiError } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

const BASE = "/api/analytics/reports";

/** TanStack Query keys of the Reporting Center. */
export const centerKeys = {
  stats: (organizationId: string) => ["reports", "center", "stats", organizationId] as const,
  builderReports: (organizationId: string) => ["reports", "center", "builder", organizationId] as const,
  /** A section's data: its type and whole configuration are part of the key, so changing a select asks again. */
  sectionData: (organizationId: string, type: Exclude<BuilderSectionType, "text">, config: TBuilderConfig) =>
    ["reports", "center", "data", organizationId, type, config.dataSource, config.timeRange, config.visualization] as const,
  templates: (organizationId: string) => ["reports", "center", "templates", organizationId] as const,
};

/** The body of save, generate and email: the report as the builder holds it. */
export type BuilderBody = { organizationId: string; name: string; sections: TBuilderSection[]; builderReportId?: string };

export const fetchStats = (organizationId: string, signal?: AbortSignal): Promise<TCenterStats> =>
  api.request(`${BASE}/stats`, { method: "POST", body: { organizationId }, schema: ZCenterStats, signal });

export const fetchBuilderReports = (organizationId: string, signal?: AbortSignal) =>
  api.get(`${BASE}/builder?${new URLSearchParams({ organizationId })}`, { schema: ZBuilderReportList, signal });

/** POST /api/analytics/reports/data: what one section shows. */
export const fetchSectionData = (organizationId: string, type: Exclude<BuilderSectionType, "text">, config: TBuilderConfig, signal?: AbortSignal): Promise<TSectionData> =>
  api.request(`${BASE}/data`, { method: "POST", body: { organizationId, type, config }, schema: ZSectionData, signal });

export const fetchCenterTemplates = (organizationId: string, signal?: AbortSignal): Promise<TCenterTemplateList> =>
  api.get(`${BASE}/templates?${new URLSearchParams({ organizationId })}`, { schema: ZCenterTemplateList, signal });

/** POST /api/analytics/reports/generate → the PDF as a Blob (an ApiError with the server's message when it fails). */
export async function generatePdf(body: BuilderBody): Promise<Blob> {
  const response = await fetch(`${BASE}/generate`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/pdf", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw toApiError(response.status, parsed);
  }
  return response.blob();
}

export function useCenterStats(organizationId: string) {
  return useQuery({ queryKey: centerKeys.stats(organizationId), queryFn: ({ signal }) => fetchStats(organizationId, signal) });
}

export function useBuilderReports(organizationId: string, enabled = true) {
  return useQuery({ queryKey: centerKeys.builderReports(organizationId), queryFn: ({ signal }) => fetchBuilderReports(organizationId, signal), enabled });
}

/** The data of one section; a new type or configuration is a new query (the last answer stays shown while it loads). */
export function useSectionData(organizationId: string, type: BuilderSectionType, config: TBuilderConfig) {
  return useQuery(sectionDataQuery(organizationId, type, config));
}

/** The query options of a section's data (useSectionData's; the tests observe them). */
export function sectionDataQuery(organizationId: string, type: BuilderSectionType, config: TBuilderConfig) {
  const dataType = type === "text" ? "chart" : type;
  return {
    queryKey: centerKeys.sectionData(organizationId, dataType, config),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSectionData(organizationId, dataType, config, signal),
    enabled: type !== "text",
    placeholderData: keepPreviousData,
  };
}

export function useCenterTemplates(organizationId: string) {
  return useQuery({ queryKey: centerKeys.templates(organizationId), queryFn: ({ signal }) => fetchCenterTemplates(organizationId, signal) });
}

/** Saves the builder report (a new one once per intent, whatever the clicks); the saved list and the stats are read again. */
export function useSaveBuilderReport(organizationId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: BuilderBody): Promise<TBuilderReport> => api.post(`${BASE}/save`, body, { schema: ZBuilderReport, idempotencyKey: keys.keyFor(body) }),
    onSuccess: () => {
      keys.renew();
      // a saved report is counted in the stats' Total Reports too
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: centerKeys.builderReports(organizationId) }),
        queryClient.invalidateQueries({ queryKey: centerKeys.stats(organizationId) }),
      ]);
    },
  });
}

export function useDeleteBuilderReport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/builder/${encodeURIComponent(id)}?${new URLSearchParams({ organizationId })}`, { method: "DELETE", schema: null }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: centerKeys.builderReports(organizationId) }),
        queryClient.invalidateQueries({ queryKey: centerKeys.stats(organizationId) }),
      ]),
  });
}

/** Exports the PDF; the stats and the runs list are read again (a run was recorded). */
export function useGeneratePdf(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generatePdf, onSettled: () => queryClient.invalidateQueries({ queryKey: centerKeys.stats(organizationId) }) });
}

/** Emails the PDF: one sending per intent, whatever the clicks (the idempotency key). */
export function useEmailReport(organizationId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: BuilderBody & { emails: string[] }) => api.post(`${BASE}/email`, body, { schema: ZEmailBuilderResult, idempotencyKey: keys.keyFor(body) }),
    onSuccess: () => keys.renew(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: centerKeys.stats(organizationId) }),
  });
}

/** Marks or unmarks a favourite, shown at once and read again after. */
export function useFavourite(organizationId: string) {
  const queryClient = useQueryClient();
  const key = centerKeys.templates(organizationId);
  return useMutation({
    mutationFn: ({ templateId, favourite }: { templateId: string; favourite: boolean }) =>
      api.post(`${BASE}/templates/${encodeURIComponent(templateId)}/favourite`, { organizationId, favourite }, { schema: ZFavouriteResult }),
    onMutate: ({ templateId, favourite }) => {
      queryClient.setQueryData<TCenterTemplateList>(key, (old) => (old ? { ...old, templates: old.templates.map((t) => (t.id === templateId ? { ...t, favourite } : t)) } : old));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The templates of a category (all when null), favourites first. */
export function templatesOf(list: TCenterTemplateList["templates"], category: TemplateCategory | null) {
  return list.filter((t) => category === null || t.category === category).sort((a, b) => Number(b.favourite) - Number(a.favourite));
}
