import { useQuery } from "@tanstack/react-query";
import type { TAnalyticsFilters, TDateRange } from "../../../../contracts/analytics.ts";
import { useMe } from "../../../lib/auth.tsx";
import {
  analyticsKeys,
  fetchAdverseImpact,
  fetchExecutive,
  fetchInsights,
  fetchOceanDistribution,
  fetchProfile,
  fetchOrganizationMembers,
  fetchTeam,
  organizationMembersKey,
  type TAdverseImpactRequest,
  type TTeamRequest,
} from "./analytics-api.ts";
import { useAnalyticsLive } from "./analytics-live.ts";

/** The signed-in user's active organization (analytics pages are only reachable with one). */
export function useOrganizationId(): string {
  return useMe().organization?.id ?? "";
}

/** Figures change only when a completion lands, which the socket announces: no polling, no refetch on focus. */
const STALE_MS = 5 * 60_000;

/** The organization's analytics profile (departments, industry, simulated). */
export function useOrganizationProfile() {
  const orgId = useOrganizationId();
  useAnalyticsLive();
  return useQuery({ queryKey: analyticsKeys.profile(orgId), queryFn: ({ signal }) => fetchProfile(signal), enabled: orgId !== "", staleTime: STALE_MS });
}

/** The OCEAN distribution for the filters; refetched when the socket says the analytics changed. */
export function useOceanDistribution(filters: TAnalyticsFilters) {
  const orgId = useOrganizationId();
  useAnalyticsLive();
  return useQuery({
    queryKey: analyticsKeys.ocean(orgId, filters),
    queryFn: ({ signal }) => fetchOceanDistribution(orgId, filters, signal),
    enabled: orgId !== "",
    staleTime: STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** The executive metrics for a date range. */
export function useExecutiveMetrics(dateRange: TDateRange | undefined) {
  const orgId = useOrganizationId();
  useAnalyticsLive();
  return useQuery({
    queryKey: analyticsKeys.executive(orgId, dateRange),
    queryFn: ({ signal }) => fetchExecutive(orgId, dateRange, signal),
    enabled: orgId !== "",
    staleTime: STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** The analytics insights for the filters. */
export function useInsights(filters: TAnalyticsFilters) {
  const orgId = useOrganizationId();
  useAnalyticsLive();
  return useQuery({
    queryKey: analyticsKeys.insights(orgId, filters),
    queryFn: ({ signal }) => fetchInsights(orgId, filters, signal),
    enabled: orgId !== "",
    staleTime: STALE_MS,
    placeholderData: (previous) => previous,
  });
}

/** A team's composition (null request: nothing chosen yet). */
export function useTeamComposition(request: TTeamRequest | null) {
  useAnalyticsLive();
  return useQuery({
    queryKey: request ? analyticsKeys.team(request) : ["analytics", "team", "none"],
    queryFn: ({ signal }) => fetchTeam(request!, signal),
    enabled: request !== null,
    staleTime: STALE_MS,
  });
}

/** Selection rates for a cut-off (null request: not run yet). */
export function useAdverseImpact(request: TAdverseImpactRequest | null) {
  useAnalyticsLive();
  return useQuery({
    queryKey: request ? analyticsKeys.adverseImpact(request) : ["analytics", "adverse-impact", "none"],
    queryFn: ({ signal }) => fetchAdverseImpact(request!, signal),
    enabled: request !== null,
    staleTime: STALE_MS,
  });
}

/** The organization's members (the team composition's member choice). */
export function useOrganizationMembers(enabled: boolean) {
  return useQuery({ queryKey: organizationMembersKey, queryFn: ({ signal }) => fetchOrganizationMembers(signal), enabled, staleTime: STALE_MS });
}
