import { useParams } from "react-router";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { NotFoundContent } from "../errors/NotFoundPage.tsx";
import { ResultsView } from "./ResultsView.tsx";
import { useResults } from "./use-results.ts";

/** /dashboard/assessments/:responseId/results — the taker's (or, for managers and admins, a member's) results. */
export function ResultsPage() {
  const { responseId = "" } = useParams();
  const results = useResults(responseId);
  useDocumentTitle(results.data ? `${results.data.response.title} results` : "Assessment results");

  if (results.isPending) return <LoadingState label="Loading results…" />;
  if (results.isError) {
    // Someone else's results, or none: the server answers 404 and so does this page.
    if (results.error instanceof ApiError && (results.error.statusCode === 404 || results.error.statusCode === 403)) return <NotFoundContent />;
    const notScored = results.error instanceof ApiError && results.error.statusCode === 409;
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Icon name="alert" className="mx-auto h-8 w-8 text-red-500" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{notScored ? "These results are not ready" : "Couldn't load the results"}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(results.error)}</p>
        <button type="button" onClick={() => void results.refetch()} className={`${secondaryButtonClass} mt-5`}>
          <Icon name="refresh" className="h-4 w-4" />
          Retry
        </button>
      </div>
    );
  }
  return <ResultsView results={results.data} readOnly={false} />;
}
