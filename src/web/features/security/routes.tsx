import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Security (sign-ins, sessions, access changes): no page yet (honest empty state). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "security", path: "/dashboard/security", icon: "shield", section: "platform" }],
};
