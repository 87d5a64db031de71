/** Scheduled reports and the History (src/contracts/report-schedules.ts): the calls and the queries using them. */
import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ZRunEnvelope, ZRunList, ZScheduleEnvelope, ZScheduleList, type ZCreateSchedule, type TRun } from "../../../../contracts/report-schedules.ts";
import { api, toApiError } from "../../../lib/api.ts";
import { useIntentKeys } from "../../../lib/idempotency.ts";

export const scheduleKeys = {
  list: (organizationId: string) => ["reports", "schedules", organizationId] as const,
  runs: (organizationId: string, status: string) => ["reports", "runs", organizationId, status] as const,
};

export function useSchedules(organizationId: string) {
  return useQuery({
    queryKey: scheduleKeys.list(organizationId),
    queryFn: ({ signal }) => api.get(`/api/reports/schedules?${new URLSearchParams({ organizationId })}`, { schema: ZScheduleList, signal }),
  });
}

export type CreateScheduleBody = z.input<typeof ZCreateSchedule>;

export function useCreateSchedule(organizationId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: CreateScheduleBody) => api.post("/api/reports/schedules", body, { schema: ZScheduleEnvelope, idempotencyKey: keys.keyFor(body) }),
    onSuccess: () => {
      keys.renew();
      // the list and the Reporting Center's Scheduled tile
      return queryClient.invalidateQueries({ queryKey: ["reports"], predicate: (q) => q.queryKey.includes(organizationId) });
    },
  });
}

export function useScheduleActions(organizationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["reports"] });
  const keys = useIntentKeys();
  return {
    setEnabled: useMutation({
      mutationFn: ({ scheduleId, enabled }: { scheduleId: string; enabled: boolean }) =>
        api.request(`/api/reports/schedules/${encodeURIComponent(scheduleId)}`, { method: "PUT", body: { organizationId, enabled }, schema: ZScheduleEnvelope }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (scheduleId: string) =>
        api.request(`/api/reports/schedules/${encodeURIComponent(scheduleId)}?${new URLSearchParams({ organizationId })}`, { method: "DELETE", schema: null }),
      onSuccess: refresh,
    }),
    runNow: useMutation({
      mutationFn: (scheduleId: string) =>
        api.post(`/api/reports/schedules/${encodeURIComponent(scheduleId)}/run`, { organizationId }, { schema: ZRunEnvelope, idempotencyKey: keys.keyFor({ scheduleId }) }),
      onSuccess: () => {
        keys.renew();
        return refresh();
      },
    }),
  };
}

/**
 * The History; polled every 2 s while a run is still processing. When the last processing run finishes, what
 * it changed elsewhere (the Reporting Center's tiles and recent runs, the reports list) is read again.
 */
export function useRuns(organizationId: string, status: TRun["status"] | "all") {
  const queryClient = useQueryClient();
  const processing = useRef(false);
  const query = useQuery({
    queryKey: scheduleKeys.runs(organizationId, status),
    queryFn: ({ signal }) => api.get(`/api/reports/runs?${new URLSearchParams({ organizationId, ...(status === "all" ? {} : { status }) })}`, { schema: ZRunList, signal }),
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === "processing") ? 2000 : false),
  });
  const busy = query.data?.runs.some((r) => r.status === "processing") ?? false;
  useEffect(() => {
    if (processing.current && !busy) void queryClient.invalidateQueries({ queryKey: ["reports"], predicate: (q) => q.queryKey[1] !== "runs" });
    processing.current = busy;
  }, [busy, queryClient]);
  return query;
}

export function useRunActions(organizationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["reports", "runs", organizationId] });
  return {
    retry: useMutation({
      mutationFn: (runId: string) => api.post(`/api/reports/runs/${encodeURIComponent(runId)}/retry`, { organizationId }, { schema: ZRunEnvelope }),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: (runId: string) => api.post(`/api/reports/runs/${encodeURIComponent(runId)}/resend`, { organizationId }, { schema: ZRunEnvelope }),
      onSuccess: refresh,
    }),
  };
}

/** GET /api/reports/runs/:runId/download: the run's report PDF. */
export async function downloadRun(organizationId: string, runId: string): Promise<Blob> {
  const response = await fetch(`/api/reports/runs/${encodeURIComponent(runId)}/download?${new URLSearchParams({ organizationId })}`, {
    credentials: "same-origin",
    headers: { Accept: "application/pdf" },
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON
    }
    throw toApiError(response.status, body);
  }
  return response.blob();
}
