import { useParams } from "react-router";
import { LoadingState } from "../../components/Spinner.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useResultsT } from "../../components/results/i18n.ts";
import { ResultsLoadFailed } from "./ResultsLoadFailed.tsx";
import { ResultsView } from "./ResultsView.tsx";
import { useResults } from "./use-results.ts";

/** /dashboard/assessments/:responseId/results — the taker's (or, for managers and admins, a member's) results. */
export function ResultsPage() {
  const { responseId = "" } = useParams();
  const results = useResults(responseId);
  const t = useResultsT();
  useDocumentTitle(results.data ? t("page.documentTitle", { title: results.data.response.title }) : t("page.defaultTitle"));

  if (results.isPending) return <LoadingState label={t("page.loading")} />;
  if (results.isError) return <ResultsLoadFailed error={results.error} onRetry={() => void results.refetch()} />;
  return <ResultsView results={results.data} readOnly={false} />;
}
