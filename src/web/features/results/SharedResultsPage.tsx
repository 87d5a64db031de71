import { Link, useParams } from "react-router";
import { CenteredMessage, primaryLinkClass } from "../../components/CenteredMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useResultsT } from "../../components/results/i18n.ts";
import { ResultsView } from "./ResultsView.tsx";
import { useSharedResults } from "./use-results.ts";

/** /shared/results/:token — read-only results behind a share link: public, no dashboard shell, no actions but Print. */
export function SharedResultsPage() {
  const { token = "" } = useParams();
  const results = useSharedResults(token);
  const t = useResultsT();
  useDocumentTitle(results.data ? t("page.documentTitle", { title: results.data.response.title }) : t("page.sharedTitle"));

  if (results.isPending) return <LoadingState label={t("page.loadingShared")} fullScreen />;
  if (results.isError) {
    const gone = results.error instanceof ApiError && [400, 403, 404, 410].includes(results.error.statusCode);
    return (
      <CenteredMessage
        icon={gone ? "search" : "alert"}
        tone={gone ? "neutral" : "danger"}
        title={gone ? t("page.linkInvalid") : t("page.sharedLoadFailed")}
        actions={
          <Link to="/" className={primaryLinkClass}>
            <Icon name="home" className="h-4 w-4" />
            {t("page.goHome")}
          </Link>
        }
      >
        <p>{gone ? t("page.linkGone") : errorMessage(results.error)}</p>
      </CenteredMessage>
    );
  }
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900 print:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
          <Link to="/" aria-label={t("page.homeLink")} className="rounded-lg">
            <Logo />
          </Link>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">{t("page.sharedBadge")}</span>
        </div>
      </header>
      <main id="main" className="px-4 py-6 sm:px-6 md:py-8">
        {/* The top heading the dashboard's header gives its pages, so the result's own headings keep their levels (h2, h3). */}
        <h1 className="sr-only">{t("page.sharedTitle")}</h1>
        <ResultsView results={results.data} readOnly />
      </main>
    </div>
  );
}
