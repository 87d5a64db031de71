import { Navigate } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const OperationsPage = lazyPage(() => import("./OperationsPage.tsx"), "OperationsPage");

/**
 * Operations: the operational dashboard for admins and managers (readAnalytics; admins hold it too), with the
 * job queue below it for admins only (viewOperations, checked on the page). Spec 2's /analytics/operational
 * path leads here.
 */
export const feature: FeatureRoutes = {
  pages: [{ path: "/analytics/operational", element: <Navigate to="/dashboard/operations" replace /> }],
  sidebar: [{ id: "operations", path: "/dashboard/operations", icon: "refresh", section: "platform", requires: "readAnalytics", page: OperationsPage }],
};
