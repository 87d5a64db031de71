import { isRouteErrorResponse, useRouteError } from "react-router";
import { CenteredMessage, secondaryLinkClass } from "../components/CenteredMessage.tsx";

/** Shown when a route fails to render or its code cannot be loaded (for example after a new deployment). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  if (error) console.error("Route error", error);
  return (
    <CenteredMessage
      icon="alert"
      tone="danger"
      title="Something went wrong"
      actions={
        <>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500"
          >
            Reload the page
          </button>
          <a href="/dashboard" className={secondaryLinkClass}>
            Go to the dashboard
          </a>
        </>
      }
    >
      <p>This page couldn't be shown. Reloading usually fixes it.</p>
      {detail && <p className="mt-2 font-mono text-xs text-slate-500">{detail}</p>}
    </CenteredMessage>
  );
}
