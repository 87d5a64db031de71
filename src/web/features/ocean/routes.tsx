import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** OCEAN (the Big Five across the organization): no pages yet, so each destination shows its honest empty state. */
export const feature: FeatureRoutes = {
  sidebar: [
    {
      id: "ocean",
      path: "/dashboard/ocean",
      icon: "circles",
      section: "workspace",
      children: [
        { id: "ocean.coverage", path: "/dashboard/ocean/coverage" },
        { id: "ocean.insights", path: "/dashboard/ocean/insights" },
        { id: "ocean.recommendations", path: "/dashboard/ocean/recommendations" },
      ],
    },
  ],
};
