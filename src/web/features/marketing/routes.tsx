import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Marketing (campaigns, leads, CRM): no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "marketing", path: "/dashboard/marketing", icon: "megaphone", section: "platform" }],
};
