import { useParams } from "react-router";
import { LoadingState } from "../../components/Spinner.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { FacetAnalysisView } from "./FacetAnalysisView.tsx";
import { useResultsT } from "../../components/results/i18n.ts";
import { ResultsLoadFailed } from "./ResultsLoadFailed.tsx";
import { useResults } from "./use-results.ts";

/** /dashboard/assessments/:responseId/facets — the 30-Facet Personality Analysis of a response (same results API and access as its results page). */
export function FacetAnalysisPage() {
  const { responseId = "" } = useParams();
  const results = useResults(responseId);
  const t = useResultsT();
  useDocumentTitle(results.data ? t("facetAnalysis.documentTitle", { title: results.data.response.title }) : t("facetAnalysis.title"));

  if (results.isPending) return <LoadingState label={t("page.loading")} />;
  if (results.isError) return <ResultsLoadFailed error={results.error} onRetry={() => void results.refetch()} />;
  return <FacetAnalysisView results={results.data} />;
}
