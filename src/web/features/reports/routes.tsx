import type { FeatureRoutes } from "../../lib/feature-routes.ts";

/** Reports: no pages yet, so each destination shows its honest empty state. */
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
      ],
    },
  ],
};
