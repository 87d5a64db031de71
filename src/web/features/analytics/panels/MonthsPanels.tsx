import type { TInsights } from "../../../../contracts/analytics.ts";
import { ChartCard, type ChartCardProps } from "../../../components/charts/index.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { shownNumber } from "../data/figures.ts";
import { dayWords, monthListWords, monthWords } from "../data/calendar-words.ts";
import { engagementRows, predictiveRows, qualityRows, withheldQualityMonths } from "../data/month-rows.ts";
import { cutMonths } from "../data/range-cut.ts";
import { useAnalyticsT } from "../i18n.ts";

type QueryState = Pick<ChartCardProps, "loading" | "error" | "onRetry" | "onRefresh" | "refreshing">;
type Range = { start: string; end: string };

/** Where the range cuts a month, in words ("August 2026: from Aug 30, 2026 only"), so a short first or last bar reads as cut, not as a slump. */
function RangeCutNote({ range }: { range: Range | undefined }) {
  const t = useAnalyticsT();
  const cuts = range ? cutMonths(range) : [];
  if (cuts.length === 0) return null;
  return (
    <p className="mt-2 text-xs">
      {cuts
        .map((c) => {
          const month = monthWords(c.month);
          return c.from && c.to
            ? t("rangeCut.both", { month, from: dayWords(c.from), to: dayWords(c.to) })
            : c.from
              ? t("rangeCut.from", { month, from: dayWords(c.from) })
              : t("rangeCut.to", { month, to: dayWords(c.to ?? "") });
        })
        .join(" ")}
    </p>
  );
}

/** User Engagement: assessments started and completed by month (the months in the reader's words). */
export function EngagementPanel({ months, range, state }: { months: TInsights["months"] | undefined; range?: Range; state: QueryState }) {
  const t = useAnalyticsT();
  const rows = engagementRows(months);
  return (
    <ChartCard title={t("panels.engagement")} {...state} empty={months !== undefined && rows.length === 0} data={{ rows }}>
      {({ width, height }) => (
        <div>
          <SeriesChart
            kind="bar"
            data={rows}
            xKey="month"
            series={[
              { key: "started", label: t("series.started") },
              { key: "completed", label: t("series.completed") },
            ]}
            width={width}
            height={height}
          />
          <RangeCutNote range={range} />
        </div>
      )}
    </ChartCard>
  );
}

/**
 * Assessment quality: monthly mean response quality against the benchmark and the average score (0-100, left
 * axis), with the months' started and completed counts as bars on the right axis.
 */
export function QualityPanel({
  months,
  benchmark,
  range,
  minGroupSize,
  state,
}: {
  months: TInsights["months"] | undefined;
  benchmark: TInsights["qualityBenchmark"] | undefined;
  range?: Range;
  minGroupSize?: number;
  state: QueryState;
}) {
  const t = useAnalyticsT();
  const rows = qualityRows(months);
  const withheld = withheldQualityMonths(months);
  // one decimal, as the monthly means
  const benchmarkValue = shownNumber(benchmark?.value ?? null, false, 1);
  return (
    <ChartCard
      title={t("panels.quality")}
      subtitle={benchmarkValue != null ? t("quality.benchmark", { label: t("quality.benchmarkLabel"), value: benchmarkValue }) : t("quality.benchmarkLabel")}
      period={benchmarkValue != null ? t("period.qualityBenchmark") : undefined}
      {...state}
      empty={months !== undefined && rows.length === 0}
      data={{ rows }}
    >
      {({ width, height }) => (
        <div>
          <SeriesChart
            kind="composed"
            data={rows}
            xKey="month"
            series={[
              { key: "started", label: t("series.startedCount"), color: "#cbd5e1", axis: "right" },
              { key: "completed", label: t("series.completedCount"), color: "#0891b2", axis: "right" },
              { key: "quality", label: t("series.quality"), as: "line", color: "#4f46e5" },
              { key: "avgScore", label: t("series.avgScore"), as: "line", color: "#d97706", dashed: true },
            ]}
            width={width}
            height={height}
            yDomain={[0, 100]}
            reference={benchmarkValue != null && benchmark ? { value: benchmarkValue, label: t("quality.benchmarkLabel") } : undefined}
          />
          {withheld.length > 0 && <p className="mt-2 text-xs">{t("quality.withheldMonths", { months: monthListWords(withheld), k: minGroupSize ?? "" })}</p>}
          <RangeCutNote range={range} />
        </div>
      )}
    </ChartCard>
  );
}

/** Predictive Insights: completions by month and the projection with its interval, with the method in words. */
export function PredictivePanel({ predictive, accuracy, state }: { predictive: TInsights["predictive"] | undefined; accuracy: number | null | undefined; state: QueryState }) {
  const t = useAnalyticsT();
  const rows = predictiveRows(predictive);
  const inProgress = predictive?.projection.find((p) => p.actualSoFar != null);
  // the basis in words: how many real months the line rests on, or why there is none
  const basis = predictive
    ? predictive.months > 0
      ? t("predictive.basis", { months: predictive.months })
      : t("predictive.tooFew", { minimum: predictive.minimum, months: predictive.available })
    : undefined;
  return (
    <ChartCard
      title={t("panels.predictive")}
      subtitle={basis}
      period={t("period.predictive")}
      exportLines={predictive && basis ? [basis, t(`predictive.method.${predictive.method.code}`, predictive.method)] : undefined}
      {...state}
      empty={predictive !== undefined && rows.length === 0}
      data={{ rows }}
    >
      {({ width, height }) => (
        <div>
          <SeriesChart
            kind="composed"
            data={rows}
            xKey="month"
            series={[
              { key: "completed", label: t("series.completed"), as: "line", color: "#0891b2" },
              { key: "projected", label: t("series.projected"), as: "line", color: "#4f46e5", dashed: true },
            ]}
            band={{ lowKey: "low", highKey: "high", label: t("series.interval") }}
            width={width}
            height={height}
          />
          {inProgress && (
            <p className="mt-2 text-xs">{t("predictive.soFar", { month: monthWords(inProgress.month), actual: inProgress.actualSoFar, value: Math.round(inProgress.value) })}</p>
          )}
          {accuracy != null && predictive && <p className="mt-2 text-xs">{t("predictive.accuracy", { value: Math.round(accuracy * 100), forecasts: predictive.forecasts })}</p>}
        </div>
      )}
    </ChartCard>
  );
}
