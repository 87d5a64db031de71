import { useRef, useState, type ReactNode } from "react";
import { Dialog } from "../Dialog.tsx";
import { Icon } from "../Icon.tsx";
import { Spinner } from "../Spinner.tsx";
import { ChartEmpty, ChartError, ChartSkeleton, DataBadge } from "./ChartStates.tsx";
import { ExportMenu } from "./ExportMenu.tsx";
import { exportChart, type ChartData, type ExportFormat } from "./export.ts";
import { useChartsT } from "./i18n.ts";
import { useBoxWidth } from "./use-box-width.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

/** What a chart's body is drawn at: its box width, its height, and whether it is the expanded (full-screen) copy. */
export interface ChartSize {
  width: number;
  height: number;
  expanded: boolean;
}

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  /**
   * For a figure that cannot follow the page's date range: the period it covers and why, in one sentence (shown
   * under the subtitle and printed in the PDF export).
   */
  period?: string;
  /** Responses behind the figures (shown as "n = …"). */
  n?: number | null;
  loading?: boolean;
  /** A failure (shows "Error loading chart" with Retry); its message is shown when it has one. */
  error?: unknown;
  /** Nothing to draw (shows the empty state, or `emptyMessage`). */
  empty?: boolean;
  emptyMessage?: string;
  onRetry?(): void;
  /** Re-read the data (header button); `refreshing` spins it. */
  onRefresh?(): void;
  refreshing?: boolean;
  /** Rows for the CSV and JSON exports; without them those two are disabled. */
  data?: ChartData;
  /** Lines printed under the title in the PDF export. */
  exportLines?: readonly string[];
  /** Marks figures that are not from real respondents. */
  badge?: "sample" | "simulated";
  /** Controls under the header (selector chips, view modes). */
  toolbar?: ReactNode;
  /** Body height in the card (the expanded copy takes the dialog's height). */
  height?: number;
  className?: string;
  children: (size: ChartSize) => ReactNode;
}

const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white";

function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * A chart panel: title, subtitle and n; loading skeleton, error with Retry, or empty state; header buttons to
 * refresh, export (CSV, JSON, PNG, PDF) and expand to a full-screen dialog (Escape closes, focus returns).
 */
export function ChartCard(props: ChartCardProps) {
  const { title, subtitle, n, loading, error, empty, height = 280, children } = props;
  const t = useChartsT();
  const { ref, width } = useBoxWidth();
  const chartRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const ready = !loading && !error && !empty;

  const body = (size: ChartSize) => {
    if (loading) return <ChartSkeleton height={size.height} />;
    if (error) return <ChartError height={size.height} message={errorText(error)} onRetry={props.onRetry} />;
    if (empty) return <ChartEmpty height={size.height} message={props.emptyMessage} />;
    return children(size);
  };

  const onExport = (format: ExportFormat) => {
    setExportError(null);
    const lines = [
      ...(n != null ? [t("n", { n })] : []),
      ...(props.period ? [props.period] : []),
      ...(props.exportLines ?? []),
      t("exportLines.exported", { date: new Date().toLocaleString(displayLocale(), { timeZone: displayTimeZone() }) }),
    ];
    exportChart({ format, title, lines, data: props.data, chart: chartRef.current }).catch((e: unknown) =>
      setExportError(t("exportMenu.failed", { message: errorText(e) ?? String(e) })),
    );
  };

  return (
    <section className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${props.className ?? ""}`}>
      <header className="flex items-start gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
            {props.badge && <DataBadge kind={props.badge} />}
            {n != null && <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{t("n", { n })}</span>}
          </div>
          {subtitle && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{subtitle}</p>}
          {props.period && (
            <p data-testid="period-note" className="mt-0.5 text-xs text-amber-800 dark:text-amber-300">
              {props.period}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-0.5 print:hidden">
          {props.onRefresh && (
            <button
              type="button"
              onClick={props.onRefresh}
              disabled={props.refreshing}
              aria-label={t("actions.refresh", { title })}
              title={t("actions.refresh", { title })}
              className={iconButton}
            >
              {props.refreshing ? <Spinner className="h-4 w-4" /> : <Icon name="refresh" className="h-4 w-4" />}
            </button>
          )}
          <ExportMenu
            label={t("actions.export", { title })}
            buttonClassName={iconButton}
            available={(format) => ready && (format === "csv" || format === "json" ? props.data !== undefined : true)}
            onExport={onExport}
          />
          <button type="button" onClick={() => setExpanded(true)} aria-label={t("actions.expand", { title })} title={t("actions.expand", { title })} className={iconButton}>
            <Icon name="expand" className="h-4 w-4" />
          </button>
        </div>
      </header>
      {props.toolbar && <div className="border-b border-slate-100 px-4 py-2 dark:border-slate-800">{props.toolbar}</div>}
      {exportError && (
        <p role="alert" className="px-4 pt-2 text-xs text-red-600 dark:text-red-400">
          {exportError}
        </p>
      )}
      <div ref={ref} className="min-w-0 flex-1 px-3 py-3">
        <div ref={chartRef} className="overflow-hidden text-slate-500 dark:text-slate-400">
          {body({ width, height, expanded: false })}
        </div>
      </div>
      <Dialog open={expanded} onClose={() => setExpanded(false)} title={title} description={subtitle} size="full">
        <ExpandedBody render={body} />
      </Dialog>
    </section>
  );
}

/** The expanded copy, sized to the dialog. */
function ExpandedBody({ render }: { render: (size: ChartSize) => ReactNode }) {
  const { ref, width } = useBoxWidth();
  const height = typeof window === "undefined" ? 480 : Math.max(320, window.innerHeight - 200);
  return (
    <div ref={ref} className="text-slate-500 dark:text-slate-400">
      {render({ width, height, expanded: true })}
    </div>
  );
}
