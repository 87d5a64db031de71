import { Navigate, useLocation } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const load = () => import("./AnalyticsDashboard.tsx");
const AnalyticsOverviewPage = lazyPage(load, "AnalyticsOverviewPage");
const AnalyticsPerformancePage = lazyPage(load, "AnalyticsPerformancePage");
const AnalyticsTrendsPage = lazyPage(load, "AnalyticsTrendsPage");
const AnalyticsInsightsPage = lazyPage(load, "AnalyticsInsightsPage");
const ExecutivePage = lazyPage(() => import("./ExecutivePage.tsx"), "ExecutivePage");

/** A spec path outside /dashboard that lands on its page inside the shell (keeping the query). */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Analytics (admins, managers and analysts): the analytics dashboard and its sections, and the executive dashboard. */
export const feature: FeatureRoutes = {
  pages: [
    { path: "/analytics/insights", element: <RedirectTo to="/dashboard/analytics/insights" /> },
    { path: "/analytics/executive", element: <RedirectTo to="/dashboard/analytics/executive" /> },
  ],
  sidebar: [
    {
      id: "analytics",
      path: "/dashboard/analytics",
      icon: "chart",
      section: "workspace",
      requires: "readAnalytics",
      page: AnalyticsOverviewPage,
      children: [
        { id: "analytics.performance", path: "/dashboard/analytics/performance", page: AnalyticsPerformancePage },
        { id: "analytics.trends", path: "/dashboard/analytics/trends", page: AnalyticsTrendsPage },
        { id: "analytics.insights", path: "/dashboard/analytics/insights", page: AnalyticsInsightsPage },
        { id: "analytics.executive", path: "/dashboard/analytics/executive", page: ExecutivePage },
      ],
    },
  ],
};

const OceanOverviewPage = lazyPage(() => import("./ocean/OceanOverviewPage.tsx"), "OceanOverviewPage");
const OceanCoveragePage = lazyPage(() => import("./ocean/OceanCoveragePage.tsx"), "OceanCoveragePage");
const OceanInsightsPage = lazyPage(() => import("./ocean/OceanInsightsPage.tsx"), "OceanInsightsPage");
const OceanRecommendationsPage = lazyPage(() => import("./ocean/OceanRecommendationsPage.tsx"), "OceanRecommendationsPage");

/** OCEAN (the Big Five across the organization): distribution, coverage, insights and recommendations (analytics policy). */
export const oceanFeature: FeatureRoutes = {
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

const BusinessIntelligencePage = lazyPage(() => import("./business-intelligence/BusinessIntelligencePage.tsx"), "BusinessIntelligencePage");

/** Business Intelligence: leadership measures over a week, month, quarter or year (analytics policy). */
export const businessIntelligenceFeature: FeatureRoutes = {
  sidebar: [{ id: "businessIntelligence", path: "/dashboard/business-intelligence", icon: "pie", section: "platform", requires: "readAnalytics", page: BusinessIntelligencePage }],
};
