import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const TemplatesPage = lazyPage(() => import("./TemplatesPage.tsx"), "TemplatesPage");
const ReportAnalyticsScreen = lazyPage(() => import("./ReportAnalyticsScreen.tsx"), "ReportAnalyticsScreen");

/**
 * Reports: the template manager (spec 2 §2.11) and the report analytics (§2.7: a page under Reports without a
 * sidebar entry of its own, for admins, managers and analysts; the reports tabs link it); the weekly, monthly and
 * custom lists have no pages yet, so each shows its honest empty state.
 */
export const feature: FeatureRoutes = {
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
      ],
    },
  ],
  detailPages: [{ id: "reports.analytics", path: "/dashboard/reports/analytics", parent: "/dashboard/reports", page: ReportAnalyticsScreen }],
};
