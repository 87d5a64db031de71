import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const OceanOverviewPage = lazyPage(() => import("./OceanOverviewPage.tsx"), "OceanOverviewPage");
const OceanCoveragePage = lazyPage(() => import("./OceanCoveragePage.tsx"), "OceanCoveragePage");
const OceanInsightsPage = lazyPage(() => import("./OceanInsightsPage.tsx"), "OceanInsightsPage");
const OceanRecommendationsPage = lazyPage(() => import("./OceanRecommendationsPage.tsx"), "OceanRecommendationsPage");

/** OCEAN (the Big Five across the organization): distribution, coverage, insights and recommendations (analytics policy). */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "ocean",
      path: "/dashboard/ocean",
      icon: "circles",
      section: "workspace",
      requires: "readAnalytics",
      page: OceanOverviewPage,
      children: [
        { id: "ocean.coverage", path: "/dashboard/ocean/coverage", page: OceanCoveragePage },
        { id: "ocean.insights", path: "/dashboard/ocean/insights", page: OceanInsightsPage },
        { id: "ocean.recommendations", path: "/dashboard/ocean/recommendations", page: OceanRecommendationsPage },
      ],
    },
  ],
};
