import { lazyPage, type FeatureRoutes } from "../../lib/feature-routes.ts";

const ResultsPage = lazyPage(() => import("./ResultsPage.tsx"), "ResultsPage");
const FacetAnalysisPage = lazyPage(() => import("./FacetAnalysisPage.tsx"), "FacetAnalysisPage");
const SharedResultsPage = lazyPage(() => import("./SharedResultsPage.tsx"), "SharedResultsPage");

/** Results: one sitting's results and its 30-facet analysis under Assessments, and the read-only page behind a share link. */
export const feature: FeatureRoutes = {
  // Public, with no dashboard shell: a share link carries no session.
  pages: [{ path: "/shared/results/:token", element: <SharedResultsPage /> }],
  detailPages: [
    { id: "assessments.results", path: "/dashboard/assessments/:responseId/results", parent: "/dashboard/assessments", page: ResultsPage },
    { id: "assessments.facets", path: "/dashboard/assessments/:responseId/facets", parent: "/dashboard/assessments", page: FacetAnalysisPage },
  ],
};
