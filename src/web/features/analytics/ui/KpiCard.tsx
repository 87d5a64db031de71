/**
 * One headline figure: its label, the value (or the withheld words), an optional note, and for a figure that
 * cannot follow the page's date range the period it covers and why.
 */
export function KpiCard({ label, value, note, period, testId }: { label: string; value: string; note?: string; period?: string; testId?: string }) {
  return (
    <div data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">{value}</p>
      {note && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p>}
      {period && (
        <p data-testid="period-note" className="mt-1 text-xs text-amber-800 dark:text-amber-300">
          {period}
        </p>
      )}
    </div>
  );
}

/** A responsive row of KPI cards. */
export function KpiGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}
