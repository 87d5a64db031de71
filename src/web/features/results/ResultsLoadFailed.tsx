import { secondaryButtonClass } from "../../components/buttons.ts";
import { Icon } from "../../components/Icon.tsx";
import { NotFoundContent } from "../../components/NotFoundContent.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useT } from "../../lib/i18n.ts";
import { useResultsT } from "../../components/results/i18n.ts";

/**
 * A results request that failed: someone else's results or none (the server answers 404 or 403) show the
 * not-found page; results not scored yet (409) and other failures say so, with Retry.
 */
export function ResultsLoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useResultsT();
  const common = useT("common");
  if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403)) return <NotFoundContent />;
  const notScored = error instanceof ApiError && error.statusCode === 409;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Icon name="alert" className="mx-auto h-8 w-8 text-red-500" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{notScored ? t("page.notReady") : t("page.loadFailed")}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-5`}>
        <Icon name="refresh" className="h-4 w-4" />
        {common("actions.retry")}
      </button>
    </div>
  );
}
