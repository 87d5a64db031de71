import { Component, type ReactNode } from "react";
import { CenteredMessage, secondaryLinkClass } from "../components/CenteredMessage.tsx";
import { useT } from "../lib/i18n.ts";

/** Shown when a route fails to render or its code cannot be loaded (for example after a new deployment). */
export function RouteError({ error }: { error: unknown }) {
  const t = useT("common");
  const detail = error instanceof Error ? error.message : null;
  return (
    <CenteredMessage
      icon="alert"
      tone="danger"
      title={t("routeError.title")}
      actions={
        <>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500"
          >
            {t("routeError.reload")}
          </button>
          <a href="/dashboard" className={secondaryLinkClass}>
            {t("routeError.toDashboard")}
          </a>
        </>
      }
    >
      <p>{t("routeError.body")}</p>
      {detail && <p className="mt-2 font-mono text-xs text-slate-500 dark:text-slate-400">{detail}</p>}
    </CenteredMessage>
  );
}

interface BoundaryState {
  error: unknown;
  /** The resetKey the error happened under: a new key (the next navigation) clears it. */
  key: string;
}

/** Catches render errors below it and shows RouteError instead, until `resetKey` (the path) changes. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error("Route error", error);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
