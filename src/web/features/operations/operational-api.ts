import { useQuery } from "@tanstack/react-query";
import { ZOrganizationOperational, type TOrganizationOperational } from "../../../contracts/analytics.ts";
import { api } from "../../lib/api.ts";

/** Spec 1 Operational Dashboard: the refresh interval's default. */
export const REFRESH_INTERVAL_MS = 30_000;

/** POST /api/analytics/operational for the caller's organization. */
export function fetchOperational(organizationId: string, signal?: AbortSignal): Promise<TOrganizationOperational> {
  return api.post("/api/analytics/operational", { organizationId }, { schema: ZOrganizationOperational, signal });
}

/** The operational metrics, polled at the refresh interval while `auto` is on (Manual: only the refresh button). */
export function useOperational(organizationId: string | null, auto: boolean) {
  return useQuery({
    queryKey: ["analytics", "operational", organizationId],
    queryFn: ({ signal }) => fetchOperational(organizationId!, signal),
    enabled: organizationId !== null,
    refetchInterval: auto ? REFRESH_INTERVAL_MS : false,
  });
}
