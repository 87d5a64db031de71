import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const DarkSidePage = lazyPage(() => import("./DarkSidePage.tsx"), "DarkSidePage");

/** Dark-side analysis: one assessment's derailer analysis (spec 1 §2), a detail page under Assessments. */
export const feature: FeatureRoutes = {
  detailPages: [{ id: "assessments.darkSide", path: "/dashboard/assessments/:assessmentId/dark-side", parent: "/dashboard/assessments", page: DarkSidePage }],
};
