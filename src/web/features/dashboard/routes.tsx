import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";
import { DASHBOARD_PATH } from "../../lib/nav.ts";

const OverviewPage = lazyPage(() => import("./OverviewPage.tsx"), "OverviewPage");

/** The dashboard's home: the Overview entry at /dashboard. */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "overview", path: DASHBOARD_PATH, icon: "home", section: "workspace", page: OverviewPage }],
};
