import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Business Intelligence: no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "businessIntelligence", path: "/dashboard/business-intelligence", icon: "briefcase", section: "platform" }],
};
