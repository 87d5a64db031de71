import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const PricingPage = lazyPage(() => import("./PricingPage.tsx"), "PricingPage");

/** The plans and their prices (public: readable signed out). */
export const feature: FeatureRoutes = {
  pages: [{ path: "/pricing", element: <PricingPage /> }],
};
