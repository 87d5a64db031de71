import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Analytics: no data source yet, so each destination shows its honest empty state. */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "analytics",
      path: "/dashboard/analytics",
      icon: "chart",
      section: "workspace",
      children: [
        { id: "analytics.performance", path: "/dashboard/analytics/performance" },
        { id: "analytics.trends", path: "/dashboard/analytics/trends" },
        { id: "analytics.insights", path: "/dashboard/analytics/insights" },
      ],
    },
  ],
};
