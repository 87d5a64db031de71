import {
  ZAdverseImpact,
  ZAdverseImpactRequest,
  ZExecutiveMetrics,
  ZExecutiveRequest,
  ZInsights,
  ZInsightsRequest,
  ZOceanDistribution,
  ZOceanDistributionRequest,
  ZTeamComposition,
  ZTeamRequest,
} from "../../../contracts/analytics.ts";
import type { AppModule } from "../module.ts";
import { subscribeAnalytics } from "./subscribers.ts";

/**
 * Organization analytics (spec 1 §7 analytics calls): the OCEAN distribution, executive metrics, insights,
 * team composition and the adverse-impact view, read from the rollups by admins and managers. The body's
 * organizationId must be the caller's organization (another answers 404).
 */
export const analyticsModule: AppModule = {
  name: "analytics",
  register({ core, route }) {
    const svc = core.services.analytics;
    // the rollups follow starts and completions inside their transactions
    subscribeAnalytics(core.bus, core.analytics, () => core.ports.completionOf);
    const tags = ["analytics"];
    const common = { access: "member", allow: "analytics.read", tags } as const;
    route(
      {
        ...common,
        method: "POST",
        url: "/api/analytics/ocean-distribution",
        summary: "The organization's Big Five distribution and its comparison",
        body: ZOceanDistributionRequest,
        response: ZOceanDistribution,
      },
      async ({ actor, body }) => svc.oceanDistribution(actor, body.filters),
    );
    route(
      {
        ...common,
        method: "POST",
        url: "/api/analytics/executive",
        summary: "Executive metrics over a date range (default the last 30 days)",
        body: ZExecutiveRequest,
        response: ZExecutiveMetrics,
      },
      async ({ actor, body }) => svc.executive(actor, body.dateRange),
    );
    route(
      {
        ...common,
        method: "POST",
        url: "/api/analytics/insights",
        summary: "Analytics with filters: KPIs, patterns, statistics, departments and insights",
        body: ZInsightsRequest,
        response: ZInsights,
      },
      async ({ actor, body }) => svc.insights(actor, body.filters),
    );
    route(
      { ...common, method: "POST", url: "/api/analytics/team", summary: "Team composition of a department or chosen members", body: ZTeamRequest, response: ZTeamComposition },
      async ({ actor, body }) => svc.team(actor, body),
    );
    route(
      {
        ...common,
        method: "POST",
        url: "/api/analytics/adverse-impact",
        summary: "Selection rates by sex and age for a cut-off (a screening aid)",
        body: ZAdverseImpactRequest,
        response: ZAdverseImpact,
      },
      async ({ actor, body }) => svc.adverseImpact(actor, body),
    );
  },
};
