import { Link } from "react-router";
import { CenteredMessage, primaryLinkClass } from "../../components/CenteredMessage.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** A friendly 404 for any unknown address outside the dashboard. */
export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <CenteredMessage
      icon="search"
      title="We can't find that page"
      actions={
        <Link to="/" className={primaryLinkClass}>
          <Icon name="home" className="h-4 w-4" />
          Go to the home page
        </Link>
      }
    >
      <p>The address may be mistyped, or the page may have moved. Check the link, or head back home.</p>
    </CenteredMessage>
  );
}

/** The 404 shown inside the dashboard shell (the header already says "Page not found"). */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon name="search" className="h-6 w-6" />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">We can't find that page</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">This part of the dashboard doesn't exist. Use the sidebar or the search box to find your way.</p>
      <Link to="/dashboard" className={`mt-6 ${primaryLinkClass}`}>
        <Icon name="home" className="h-4 w-4" />
        Back to the overview
      </Link>
    </div>
  );
}
