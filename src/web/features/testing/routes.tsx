import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Testing (trial runs and quality checks): admins only (the entry requires an admin-level policy). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "testing", path: "/dashboard/testing", icon: "flask", section: "platform", requires: "manageSettings" }],
};
