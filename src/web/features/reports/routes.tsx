import { Navigate, useLocation } from "react-router";
import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { REPORTS_PATH, TYPE_PATHS } from "./paths.ts";

const loadPages = () => import("./pages.ts");
const ReportsPage = lazyPage(loadPages, "ReportsPage");
const WeeklyReportsPage = lazyPage(loadPages, "WeeklyReportsPage");
const MonthlyReportsPage = lazyPage(loadPages, "MonthlyReportsPage");
const CustomReportsPage = lazyPage(loadPages, "CustomReportsPage");
const ReportViewerPage = lazyPage(loadPages, "ReportViewerPage");
const ReportEditorPage = lazyPage(loadPages, "ReportEditorPage");
const TemplatesPage = lazyPage(() => import("./TemplatesPage.tsx"), "TemplatesPage");
const DistributionPage = lazyPage(() => import("./distribution/DistributionPage.tsx"), "DistributionPage");
const ReportAnalyticsScreen = lazyPage(() => import("./ReportAnalyticsScreen.tsx"), "ReportAnalyticsScreen");

const SharedReportPage = lazyPage(() => import("./shared/SharedReportPage.tsx"), "SharedReportPage");
const ReportingCenterPage = lazyPage(() => import("./ReportingCenterPage.tsx"), "ReportingCenterPage");

/** The spec's /analytics/reports lands on the Reporting Center inside the shell (keeping the query). */
function ToCenter() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/reports/center${search}`} replace />;
}

/**
 * Reports (spec 2 §2.2–2.7, §2.9–2.11): the reports manager (and its weekly, monthly and custom lists), one report's
 * viewer and editor, the template manager, the report analytics (admins, managers and analysts), distribution and the
 * Reporting Center (also at the spec's /analytics/reports). The tabs of the area are listed in paths.ts (REPORTS_TABS).
 */
export const feature: FeatureRoutes = {
  pages: [
    { path: "/analytics/reports", element: <ToCenter /> },
    { path: "/shared/reports/:token", element: <SharedReportPage /> },
  ],
  sidebar: [
    {
      id: "reports",
      path: REPORTS_PATH,
      icon: "file",
      section: "workspace",
      page: ReportsPage,
      children: [
        { id: "reports.weekly", path: TYPE_PATHS.weekly, page: WeeklyReportsPage },
        { id: "reports.monthly", path: TYPE_PATHS.monthly, page: MonthlyReportsPage },
        { id: "reports.custom", path: TYPE_PATHS.custom, page: CustomReportsPage },
        { id: "reports.templates", path: `${REPORTS_PATH}/templates`, page: TemplatesPage },
        { id: "reports.center", path: `${REPORTS_PATH}/center`, page: ReportingCenterPage },
      ],
    },
  ],
  detailPages: [
    { id: "reports", path: `${REPORTS_PATH}/view/:reportId`, parent: REPORTS_PATH, page: ReportViewerPage },
    { id: "reports", path: `${REPORTS_PATH}/edit/:reportId`, parent: REPORTS_PATH, page: ReportEditorPage },
    { id: "reports.distribution", path: `${REPORTS_PATH}/distribution`, parent: REPORTS_PATH, page: DistributionPage },
    { id: "reports.analytics", path: `${REPORTS_PATH}/analytics`, parent: REPORTS_PATH, page: ReportAnalyticsScreen },
  ],
};
