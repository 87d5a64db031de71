import { Link, useParams } from "react-router";
import { CenteredMessage, primaryLinkClass } from "../../components/CenteredMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Logo } from "../../components/Logo.tsx";
import { LoadingState } from "../../components/Spinner.tsx";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { ResultsView } from "./ResultsView.tsx";
import { useSharedResults } from "./use-results.ts";

/** /shared/results/:token — read-only results behind a share link: public, no dashboard shell, no actions but Print. */
export function SharedResultsPage() {
  const { token = "" } = useParams();
  const results = useSharedResults(token);
  useDocumentTitle(results.data ? `${results.data.response.title} results` : "Shared results");

  if (results.isPending) return <LoadingState label="Loading shared results…" fullScreen />;
  if (results.isError) {
    const gone = results.error instanceof ApiError && [400, 403, 404, 410].includes(results.error.statusCode);
    return (
      <CenteredMessage
        icon={gone ? "search" : "alert"}
        tone={gone ? "neutral" : "danger"}
        title={gone ? "This link is not valid" : "Couldn't load these results"}
        actions={
          <Link to="/" className={primaryLinkClass}>
            <Icon name="home" className="h-4 w-4" />
            Go to Facetwise
          </Link>
        }
      >
        <p>{gone ? "The share link may have expired, been revoked, or been copied incompletely. Ask the person who shared it for a new one." : errorMessage(results.error)}</p>
      </CenteredMessage>
    );
  }
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900 print:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 py-3">
          <Link to="/" aria-label="Facetwise home" className="rounded-lg">
            <Logo />
          </Link>
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">Shared, read-only</span>
        </div>
      </header>
      <main id="main" className="px-4 py-6 sm:px-6 md:py-8">
        <ResultsView results={results.data} readOnly />
      </main>
    </div>
  );
}
