import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const OperationsPage = lazyPage(() => import("./OperationsPage.tsx"), "OperationsPage");

/** Operations: the background job queue, for admins (the server's viewOperations policy). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "operations", path: "/dashboard/operations", icon: "refresh", section: "platform", requires: "viewOperations", page: OperationsPage }],
};
