import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const CeoSignalsPage = lazyPage(() => import("./CeoSignalsPage.tsx"), "CeoSignalsPage");

/** A staff page showing the signal components on their own; removed when they join /dashboard/ceo at merge. */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "ceo-signals", path: "/dashboard/ceo-signals", icon: "shield", section: "staff", requiresPlatform: "readBusiness", page: CeoSignalsPage }],
};
