import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const TemplatesPage = lazyPage(() => import("./TemplatesPage.tsx"), "TemplatesPage");
const DistributionPage = lazyPage(() => import("./distribution/DistributionPage.tsx"), "DistributionPage");

/**
 * Reports: the template manager (spec 2 §2.11); the weekly, monthly and custom lists have no pages yet, so each
 * shows its honest empty state.
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
  detailPages: [{ id: "reports.distribution", path: "/dashboard/reports/distribution", parent: "/dashboard/reports", page: DistributionPage }],
};
