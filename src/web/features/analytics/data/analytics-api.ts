import { inReaderWords } from "../../../lib/assessment-types.ts";
import { z } from "zod";
import { ZAssessmentTypeList, type TAssessmentTypeSummary } from "../../../../contracts/assessments.ts";
import {
  ZAdverseImpact,
  ZAdverseImpactRequest,
  ZExecutiveMetrics,
  ZInsights,
  ZOceanDistribution,
  ZOrganizationProfile,
  ZTeamComposition,
  ZTeamRequest,
  type TAdverseImpact,
  type TAnalyticsFilters,
  type TDateRange,
  type TExecutiveMetrics,
  type TInsights,
  type TOceanDistribution,
  type TOrganizationProfile,
  type TTeamComposition,
} from "../../../../contracts/analytics.ts";
import type { TMember } from "../../../../contracts/members.ts";
import { api } from "../../../lib/api.ts";
import { fetchMembers, membersQueryKey } from "../../../data/members.ts";

export type TTeamRequest = z.input<typeof ZTeamRequest>;
export type TAdverseImpactRequest = z.input<typeof ZAdverseImpactRequest>;

/** Query keys: everything under ["analytics"], so one invalidation refreshes every dashboard. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  profile: (orgId: string) => ["analytics", orgId, "profile"] as const,
  ocean: (orgId: string, filters: TAnalyticsFilters) => ["analytics", orgId, "ocean", filters] as const,
  executive: (orgId: string, range: TDateRange | undefined) => ["analytics", orgId, "executive", range ?? null] as const,
  insights: (orgId: string, filters: TAnalyticsFilters) => ["analytics", orgId, "insights", filters] as const,
  team: (request: TTeamRequest) => ["analytics", request.organizationId, "team", request] as const,
  adverseImpact: (request: TAdverseImpactRequest) => ["analytics", request.organizationId, "adverse-impact", request] as const,
};

/** GET /api/organization/profile: industry, departments, minimum group size, simulated. */
export function fetchProfile(signal?: AbortSignal): Promise<TOrganizationProfile> {
  return api.get("/api/organization/profile", { schema: ZOrganizationProfile, signal });
}

/** POST /api/analytics/ocean-distribution */
export function fetchOceanDistribution(organizationId: string, filters: TAnalyticsFilters, signal?: AbortSignal): Promise<TOceanDistribution> {
  return api.post("/api/analytics/ocean-distribution", { organizationId, filters }, { schema: ZOceanDistribution, signal });
}

/** POST /api/analytics/executive */
export function fetchExecutive(organizationId: string, dateRange: TDateRange | undefined, signal?: AbortSignal): Promise<TExecutiveMetrics> {
  return api.post("/api/analytics/executive", { organizationId, dateRange }, { schema: ZExecutiveMetrics, signal });
}

/** POST /api/analytics/insights */
export function fetchInsights(organizationId: string, filters: TAnalyticsFilters, signal?: AbortSignal): Promise<TInsights> {
  return api.post("/api/analytics/insights", { organizationId, filters }, { schema: ZInsights, signal });
}

/** POST /api/analytics/team */
export function fetchTeam(request: TTeamRequest, signal?: AbortSignal): Promise<TTeamComposition> {
  return api.post("/api/analytics/team", request, { schema: ZTeamComposition, signal });
}

/** POST /api/analytics/adverse-impact */
export function fetchAdverseImpact(request: TAdverseImpactRequest, signal?: AbortSignal): Promise<TAdverseImpact> {
  return api.post("/api/analytics/adverse-impact", request, { schema: ZAdverseImpact, signal });
}

/** GET /api/assessment-types: the types for the assessment-type filter (the same cache entry the assessments pages use). */
export const assessmentTypesKey = ["assessment-types"] as const;
export async function fetchAssessmentTypes(signal?: AbortSignal): Promise<TAssessmentTypeSummary[]> {
  return (await api.get("/api/assessment-types", { schema: ZAssessmentTypeList, signal })).types.map(inReaderWords);
}

/**
 * GET /api/organization/members: the organization's members, for choosing a team by hand (the same request and
 * cache entry as the member list elsewhere in the app).
 */
export const organizationMembersKey = membersQueryKey;
export function fetchOrganizationMembers(signal?: AbortSignal): Promise<TMember[]> {
  return fetchMembers(signal);
}
