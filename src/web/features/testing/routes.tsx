import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Testing (trial runs and quality checks): no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "testing", path: "/dashboard/testing", icon: "flask", section: "platform" }],
};
