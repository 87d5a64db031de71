import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Real-time activity: no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "realTime", path: "/dashboard/real-time", icon: "activity", section: "platform" }],
};
