import type { TInsights } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { MatrixChart } from "../charts/MatrixChart.tsx";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The fill of a count in the weekday x hour grid: indigo by share of the busiest hour. */
function countFill(count: number, max: number): { fill: string; textColor: string } {
  if (max === 0 || count === 0) return { fill: "#f1f5f9", textColor: "#64748b" };
  const share = count / max;
  const light = Math.round(95 - share * 55);
  return { fill: `hsl(239 84% ${light}%)`, textColor: share > 0.5 ? "#ffffff" : "#0f172a" };
}

/** Assessment Patterns: completions by weekday and hour (UTC), and the completion-time histogram. */
export function PatternsPanel({ patterns, state }: { patterns: TInsights["patterns"] | undefined; state: QueryState }) {
  const t = useAnalyticsT();
  const grid = patterns?.byWeekdayHour ?? [];
  const max = Math.max(0, ...grid.flat());
  const total = grid.flat().reduce((a, b) => a + b, 0);
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const gridRows = grid.flatMap((row, d) => row.map((count, h) => ({ weekday: t(`weekdays.${WEEKDAYS[d]}`), hour: h, count })));
  const durations = (patterns?.durationBuckets ?? []).map((b, i, all) => ({
    minutes: b.upTo === null ? t("patterns.over", { min: all[i - 1]?.upTo ?? 0 }) : t("patterns.upTo", { min: b.upTo }),
    count: b.count,
  }));
  return (
    <>
      <ChartCard
        title={t("panels.patterns")}
        subtitle={t("patterns.gridSubtitle")}
        n={patterns ? total : undefined}
        {...state}
        empty={patterns !== undefined && total === 0}
        data={{ rows: gridRows }}
      >
        {({ width }) => (
          <MatrixChart
            width={width}
            label={t("panels.patterns")}
            rows={WEEKDAYS.map((d) => t(`weekdays.${d}`))}
            columns={hours}
            rowLabelWidth={44}
            cellHeight={26}
            fontSize={10}
            columnLabelEvery={width < 600 ? 3 : 1}
            cells={grid.map((row, d) =>
              row.map((count, h) => ({ ...countFill(count, max), text: "", title: t("patterns.cellTitle", { weekday: t(`weekdays.${WEEKDAYS[d]}`), hour: h, count }) })),
            )}
          />
        )}
      </ChartCard>
      <ChartCard
        title={t("panels.durations")}
        n={patterns ? durations.reduce((a, b) => a + b.count, 0) : undefined}
        {...state}
        empty={patterns !== undefined && durations.every((d) => d.count === 0)}
        data={{ rows: durations }}
      >
        {({ width, height }) => (
          <SeriesChart kind="bar" data={durations} xKey="minutes" series={[{ key: "count", label: t("patterns.completions") }]} width={width} height={height} />
        )}
      </ChartCard>
    </>
  );
}
