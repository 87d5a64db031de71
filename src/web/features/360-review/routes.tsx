import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** 360 Review: no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "review360", path: "/dashboard/360-review", icon: "refresh", section: "platform" }],
};
