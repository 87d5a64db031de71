import { Icon } from "../Icon.tsx";
import { secondaryButtonClass } from "../buttons.ts";
import { useChartsT } from "./i18n.ts";

/** A grey placeholder the size of the chart while its data loads (announced politely). */
export function ChartSkeleton({ height }: { height: number }) {
  const t = useChartsT();
  return (
    <div role="status" aria-live="polite" style={{ height }} className="flex animate-pulse items-end gap-2 px-2 pb-6 motion-reduce:animate-none">
      <span className="sr-only">{t("loading")}</span>
      {[55, 80, 40, 95, 65, 75, 50].map((h, i) => (
        <div key={i} aria-hidden="true" style={{ height: `${h}%` }} className="flex-1 rounded-t bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}

/** The chart failed to load: what happened and a Retry button. */
export function ChartError({ height, message, onRetry }: { height: number; message?: string; onRetry?(): void }) {
  const t = useChartsT();
  return (
    <div role="alert" style={{ minHeight: height }} className="flex flex-col items-center justify-center gap-2 px-4 text-center">
      <Icon name="alert" className="h-6 w-6 text-red-500" />
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t("error")}</p>
      {message && <p className="max-w-sm text-xs text-slate-500 dark:text-slate-400">{message}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-2`}>
          <Icon name="refresh" className="h-4 w-4" />
          {t("actions.retry")}
        </button>
      )}
    </div>
  );
}

/** Nothing to draw for this selection (an honest empty state, no invented figures). */
export function ChartEmpty({ height, message }: { height: number; message?: string }) {
  const t = useChartsT();
  return (
    <div style={{ minHeight: height }} className="flex flex-col items-center justify-center gap-2 px-4 text-center text-sm text-slate-500 dark:text-slate-400">
      <Icon name="inbox" className="h-6 w-6" />
      <p>{message ?? t("empty")}</p>
    </div>
  );
}

/** "Sample data" / "Simulated": the figures are not from real respondents. */
export function DataBadge({ kind }: { kind: "sample" | "simulated" }) {
  const t = useChartsT();
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:bg-amber-950 dark:text-amber-200">
      {t(`badge.${kind}`)}
    </span>
  );
}
