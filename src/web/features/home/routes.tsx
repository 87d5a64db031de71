import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const LandingPage = lazyPage(() => import("./LandingPage.tsx"), "LandingPage");

/** The public landing page at /. */
export const feature: FeatureRoutes = {
  pages: [{ path: "/", element: <LandingPage /> }],
};
