import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const SalesPage = lazyPage(() => import("./SalesPage.tsx"), "SalesPage");

/** /dashboard/sales: the sales view for staff who may read sales (sales, CEO, platform admin). */
export const feature: FeatureRoutes = {
  sidebar: [{ id: "sales", path: "/dashboard/sales", icon: "megaphone", section: "staff", requiresPlatform: "readSales", page: SalesPage }],
};
