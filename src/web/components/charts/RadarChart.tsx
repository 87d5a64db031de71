import { lazy, Suspense, useId, useState } from "react";
import { ChartSkeleton } from "./ChartStates.tsx";
import { useChartsT } from "./i18n.ts";
import { groupBoundaryAngles, radarColor, radarLayout, radarValue, type RadarRow, type RadarSeries } from "./radar.ts";
import { useBoxWidth } from "./use-box-width.ts";

/** The drawing pulls in recharts: loaded when a radar is first shown (call it earlier to have it ready, e.g. before printing). */
export const loadRadarPlot = () => import("./RadarPlot.tsx");
const RadarPlot = lazy(async () => ({ default: (await loadRadarPlot()).RadarPlot }));

export interface RadarChartProps {
  /** What the chart shows: names the figure and captions its data table. */
  title: string;
  /** The axes, drawn clockwise from 12 o'clock in this order. */
  rows: readonly RadarRow[];
  /** One outline per series, on the same 0-100 axes (e.g. "Self" and "Others"). */
  series: readonly RadarSeries[];
  /** What the numbers are (e.g. "Percentile against Johnson's IPIP-NEO norms"): said under the chart and in the table. */
  valueLabel?: string;
  /** Heading of the table's first column (default "Axis"). */
  axisHeading?: string;
  /** How a number is written in the tooltip and table (default: rounded to a whole number). */
  formatValue?: (value: number) => string;
  /** Shown for a value a row does not have (default "No score"). */
  missingText?: string;
  /** Show the data table at first (default: behind a "Show data table" button). */
  defaultTableOpen?: boolean;
  /** Draw at this width instead of following the box's width (e.g. when printing). */
  width?: number;
  /** Draw without animation (printing, screenshots). */
  still?: boolean;
  className?: string;
}

const wholeNumber = (v: number) => String(Math.round(v));

/**
 * A radar on a 0-100 scale (rings every 20, spec 2 §9) with one or more named series, a legend, a note naming the
 * axes that have no number, and a data table with the same numbers (keyboard-focusable, behind a toggle). An axis
 * without a number breaks the series' outline there: it is never drawn as 0. Takes its data as props (no fetching).
 */
export function RadarChart(props: RadarChartProps) {
  const { title, rows, series, valueLabel, formatValue = wholeNumber } = props;
  const t = useChartsT();
  const { ref, width: boxWidth } = useBoxWidth();
  const [tableOpen, setTableOpen] = useState(props.defaultTableOpen ?? false);
  const tableId = useId();
  const width = props.width ?? boxWidth;
  const layout = radarLayout(width, rows);
  const missingText = props.missingText ?? t("radar.missing");
  const gaps = series.map((s) => ({ series: s, names: rows.filter((row) => radarValue(row, s.key) === null).map((row) => row.label) })).filter((g) => g.names.length > 0);
  const groups = [...new Set(rows.map((row) => row.group))];
  const axisName = (row: RadarRow) => (layout.labels === "short" ? (row.shortLabel ?? row.label) : row.label);
  // Which spokes belong to which group, clockwise from the top (contiguous groups only: the chart draws a line between them).
  const groupKey =
    groups.every((g) => g !== undefined) && groups.length > 1 && groupBoundaryAngles(rows).length === groups.length
      ? groups.map((group) => {
          const members = rows.filter((row) => row.group === group);
          return { group: group!, first: axisName(members[0]), last: axisName(members[members.length - 1]) };
        })
      : [];

  return (
    <figure className={`min-w-0 ${props.className ?? ""}`} aria-label={title} data-testid="radar-chart" data-axes={rows.length}>
      <div ref={ref} className="w-full overflow-hidden text-slate-600 dark:text-slate-300" style={{ minHeight: layout.height }} data-labels={layout.labels}>
        <Suspense fallback={<ChartSkeleton height={layout.height} />}>
          <RadarPlot rows={rows} series={series} width={width} layout={layout} formatValue={formatValue} missingText={missingText} animate={!props.still} />
        </Suspense>
      </div>
      <figcaption className="mt-2 space-y-1 text-xs text-slate-500 dark:text-slate-400">
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1" aria-label={t("radar.legend")}>
          {series.map((s, i) => (
            <li key={s.key} className="inline-flex items-center gap-1.5 text-slate-700 dark:text-slate-200">
              <svg aria-hidden="true" width="22" height="8" className="shrink-0">
                <line x1="1" y1="4" x2="21" y2="4" stroke={radarColor(s, i)} strokeWidth="2.5" strokeDasharray={s.dashed ? "5 3" : undefined} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
        {groupKey.length > 0 && (
          <p className="text-center" data-testid="radar-groups">
            {t("radar.groups", { groups: groupKey.map((g) => t("radar.groupRange", g)).join(t("radar.groupSeparator")) })}
          </p>
        )}
        {valueLabel && <p className="text-center">{t("radar.scale", { value: valueLabel })}</p>}
        {gaps.map((g) => (
          <p key={g.series.key} className="text-center" data-testid="radar-gaps">
            {series.length > 1
              ? t("radar.gapsOf", { series: g.series.label, names: g.names.join(t("radar.listSeparator")) })
              : t("radar.gaps", { names: g.names.join(t("radar.listSeparator")) })}
          </p>
        ))}
      </figcaption>
      <div className="mt-3 print:hidden">
        <button
          type="button"
          aria-expanded={tableOpen}
          aria-controls={tableId}
          onClick={() => setTableOpen((open) => !open)}
          className="rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:text-indigo-200"
        >
          {tableOpen ? t("radar.hideTable") : t("radar.showTable")}
        </button>
      </div>
      <div
        id={tableId}
        hidden={!tableOpen}
        role="region"
        aria-label={t("radar.tableLabel", { title })}
        tabIndex={0}
        className="mt-2 max-h-[32rem] overflow-auto rounded-lg border border-slate-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-700"
      >
        {tableOpen && (
          <table className="w-full text-left text-sm" data-testid="radar-table">
            <caption className="sr-only">{valueLabel ? t("radar.caption", { title, value: valueLabel }) : title}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {props.axisHeading ?? t("radar.axis")}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group ?? ""} className="divide-y divide-slate-100 dark:divide-slate-800">
                {group !== undefined && (
                  <tr>
                    <th
                      scope="rowgroup"
                      colSpan={series.length + 1}
                      className="bg-slate-50/60 px-3 pt-2 pb-1 text-xs font-semibold text-slate-700 dark:bg-slate-800/40 dark:text-slate-200"
                    >
                      {group}
                    </th>
                  </tr>
                )}
                {rows
                  .filter((row) => row.group === group)
                  .map((row) => (
                    <tr key={row.id} data-row={row.id}>
                      <th scope="row" className="px-3 py-1.5 font-normal text-slate-800 dark:text-slate-200">
                        {row.label}
                      </th>
                      {series.map((s) => {
                        const v = radarValue(row, s.key);
                        return (
                          <td key={s.key} data-series={s.key} className={`px-3 py-1.5 text-right tabular-nums ${v === null ? "text-slate-500 italic dark:text-slate-400" : ""}`}>
                            {v === null ? missingText : formatValue(v)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
              </tbody>
            ))}
          </table>
        )}
      </div>
    </figure>
  );
}
