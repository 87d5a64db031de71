import { Navigate, useLocation } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const TemplatesPage = lazyPage(() => import("./TemplatesPage.tsx"), "TemplatesPage");
const ReportingCenterPage = lazyPage(() => import("./ReportingCenterPage.tsx"), "ReportingCenterPage");

/** The spec's /analytics/reports lands on the Reporting Center inside the shell (keeping the query). */
function ToCenter() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/reports/center${search}`} replace />;
}

/**
 * Reports: the template manager (spec 2 §2.11) and the Reporting Center (§2.10, also at the spec's /analytics/reports); the weekly, monthly and custom lists have no pages yet, so each
 * shows its honest empty state.
 */
export const feature: FeatureRoutes = {
  pages: [{ path: "/analytics/reports", element: <ToCenter /> }],
  sidebar: [
    {
      id: "reports",
      path: "/dashboard/reports",
      icon: "file",
      section: "workspace",
      children: [
        { id: "reports.weekly", path: "/dashboard/reports/weekly" },
        { id: "reports.monthly", path: "/dashboard/reports/monthly" },
        { id: "reports.custom", path: "/dashboard/reports/custom" },
        { id: "reports.templates", path: "/dashboard/reports/templates", page: TemplatesPage },
        { id: "reports.center", path: "/dashboard/reports/center", page: ReportingCenterPage },
      ],
    },
  ],
};
