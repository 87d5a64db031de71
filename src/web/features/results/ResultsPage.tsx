import { useParams } from "react-router";
import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { NotFoundContent } from "../../components/NotFoundContent.tsx";
import { useT } from "../../lib/i18n.ts";
import { useResultsT } from "./i18n.ts";
import { ResultsView } from "./ResultsView.tsx";
import { useResults } from "./use-results.ts";

/** /dashboard/assessments/:responseId/results — the taker's (or, for managers and admins, a member's) results. */
export function ResultsPage() {
  const { responseId = "" } = useParams();
  const results = useResults(responseId);
  const t = useResultsT();
  const common = useT("common");
  useDocumentTitle(results.data ? t("page.documentTitle", { title: results.data.response.title }) : t("page.defaultTitle"));

  if (results.isPending) return <LoadingState label={t("page.loading")} />;
  if (results.isError) {
    // Someone else's results, or none: the server answers 404 and so does this page.
    if (results.error instanceof ApiError && (results.error.statusCode === 404 || results.error.statusCode === 403)) return <NotFoundContent />;
    const notScored = results.error instanceof ApiError && results.error.statusCode === 409;
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Icon name="alert" className="mx-auto h-8 w-8 text-red-500" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{notScored ? t("page.notReady") : t("page.loadFailed")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(results.error)}</p>
        <button type="button" onClick={() => void results.refetch()} className={`${secondaryButtonClass} mt-5`}>
          <Icon name="refresh" className="h-4 w-4" />
          {common("actions.retry")}
        </button>
      </div>
    );
  }
  return <ResultsView results={results.data} readOnly={false} />;
}
