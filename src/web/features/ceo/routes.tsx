import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const CeoDashboardPage = lazyPage(() => import("./CeoDashboardPage.tsx"), "CeoDashboardPage");

/** The CEO dashboard: platform staff who may read the business (the Platform section). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "ceo", path: "/dashboard/ceo", icon: "monitor", section: "staff", requiresPlatform: "readBusiness", page: CeoDashboardPage }],
};
