import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const NotFoundPage = lazyPage(() => import("./NotFoundPage.tsx"), "NotFoundPage");

/** The 404 for any unknown address outside the dashboard (the router ranks "*" after every other path). */
export const feature: FeatureRoutes = {
  pages: [{ path: "*", element: <NotFoundPage /> }],
};
