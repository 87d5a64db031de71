import { lazy, Suspense } from "react";
import type { TReportSection } from "../../../../contracts/reports.ts";
import { ChartCard, ChartSkeleton } from "../../../components/charts/index.ts";
import { useReportsT } from "../i18n.ts";
import { chartXKey, keyLabel } from "../lib/sections.ts";

const ChartPlot = lazy(async () => ({ default: (await import("./ChartPlot.tsx")).ChartPlot }));

/**
 * A metrics section's chart from its chart_data: line or bar (pie and scatter drawn as bars: the chart kit's
 * cartesian forms), with the figures also in a data table for screen readers and keyboard users.
 */
export function SectionChart({ title, chart }: { title: string; chart: NonNullable<TReportSection["chart_data"]> }) {
  const t = useReportsT();
  const xKey = chartXKey(chart);
  const series = chart.series.map((key) => ({ key, label: keyLabel(key) }));
  const empty = xKey === null || chart.points.length === 0 || series.length === 0;
  return (
    <ChartCard title={title} empty={empty} emptyMessage={t("sections.empty.noData")} height={260}>
      {(size) => (
        <>
          <Suspense fallback={<ChartSkeleton height={size.height} />}>
            <ChartPlot kind={chart.type === "line" ? "line" : "bar"} rows={chart.points} xKey={xKey ?? ""} series={series} width={size.width} height={size.height} />
          </Suspense>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{keyLabel(xKey ?? "")}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.points.map((point, i) => (
                <tr key={i}>
                  <th scope="row">{String(point[xKey ?? ""] ?? "")}</th>
                  {series.map((s) => (
                    <td key={s.key}>{point[s.key] === null || point[s.key] === undefined ? "—" : String(point[s.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ChartCard>
  );
}
