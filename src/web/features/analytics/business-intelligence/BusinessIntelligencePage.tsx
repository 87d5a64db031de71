import { typeName } from "../../../lib/assessment-types.ts";
import { useMemo, useState } from "react";
import { ChartCard, chartQueryState } from "../../../components/charts/index.ts";
import { Icon } from "../../../components/Icon.tsx";
import { secondaryButtonClass } from "../../../components/buttons.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { SeriesChart } from "../charts/SeriesChart.tsx";
import { useLiveStatus } from "../data/analytics-live.ts";
import { dayWords, monthListWords, rangeWords } from "../data/calendar-words.ts";
import { timeRangeDates, TIME_RANGES, type TimeRange } from "../data/date-range.ts";
import { figureText, shownPercent } from "../data/figures.ts";
import { measureRows } from "../data/month-rows.ts";
import { ALL_FILTERS, requestFilters } from "../data/filters.ts";
import { traitRows } from "../data/ocean-view.ts";
import { useExecutiveMetrics, useInsights } from "../data/use-analytics.ts";
import { useAnalyticsT } from "../i18n.ts";
import { AnalyticsFrame } from "../ui/AnalyticsFrame.tsx";
import { Chips } from "../ui/Chips.tsx";
import { KpiCard, KpiGrid } from "../ui/KpiCard.tsx";
import { AlertsCard } from "./AlertsCard.tsx";
import { builderDatasets, monthGaps, recentActivity, weeklyTotals } from "./bi-view.ts";
import { CustomChartBuilder } from "./CustomChartBuilder.tsx";

/** The range the page opens with: Month (the last 30 days). */
const DEFAULT_TIME_RANGE: TimeRange = "month";

/** The live banner: the figures refresh themselves when a completion lands. */
function LiveBanner() {
  const t = useAnalyticsT();
  const { status } = useLiveStatus();
  return (
    <div
      role="status"
      className={`rounded-xl px-4 py-2 text-sm ${status === "live" ? "bg-emerald-50 text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"}`}
    >
      {t(`bi.banner.${status}`)}
    </div>
  );
}

/** Spec §2 Business Intelligence: time range, KPIs, six chart cards with selector chips, alerts from the figures and a custom chart builder. */
export function BusinessIntelligencePage() {
  const t = useAnalyticsT();
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const range = useMemo(() => timeRangeDates(timeRange), [timeRange]);
  const executive = useExecutiveMetrics(range);
  const insights = useInsights(useMemo(() => requestFilters(ALL_FILTERS, range), [range]));
  const [trendSeries, setTrendSeries] = useState<"both" | "started" | "completed">("both");
  const [coverageMeasure, setCoverageMeasure] = useState<"n" | "organization">("n");
  const [typeMeasure, setTypeMeasure] = useState<"volume" | "completionRate">("volume");
  const [weekMeasure, setWeekMeasure] = useState<"counts" | "completionRate">("counts");
  const [monthMeasure, setMonthMeasure] = useState<"quality" | "avgScore">("quality");
  const ex = executive.data;
  const ins = insights.data;
  const exState = chartQueryState(executive);
  const insState = chartQueryState(insights);
  const withheld = t("withheld.notEnough");
  const percent = (v: number) => t("format.percent", { value: v });

  const trends = ex?.trends ?? [];
  const coverage = ex ? traitRows(ex.benchmarking).map((r) => ({ trait: traitName(r.trait), n: r.n, organization: r.organization })) : [];
  const types = (ex?.assessmentPerformance ?? []).map((p) => ({
    name: typeName({ id: p.typeId, name: p.name }),
    started: p.started,
    completed: p.completed,
    completionRate: shownPercent(p.completionRate),
  }));
  const weeks = weeklyTotals(trends);
  const recent = recentActivity(trends);
  const months = measureRows(ins?.months);
  const gaps = monthGaps(ins?.months ?? [], monthMeasure);
  const gapNotes = [
    ...(gaps.noResponses.length > 0 ? [t("bi.monthGaps.noResponses", { months: monthListWords(gaps.noResponses) })] : []),
    ...(gaps.withheld.length > 0 ? [t("bi.monthGaps.withheld", { months: monthListWords(gaps.withheld) })] : []),
  ];
  // the range the page opens with is named so on its chip
  const timeRangeLabel = (r: TimeRange) => (r === DEFAULT_TIME_RANGE ? t("dateRange.defaultPreset", { preset: t(`bi.ranges.${r}`) }) : t(`bi.ranges.${r}`));
  const refresh = () => {
    void executive.refetch();
    void insights.refetch();
  };

  const controls = (
    <div className="flex flex-wrap items-center gap-3">
      <Chips label={t("bi.timeRange")} value={timeRange} onChange={setTimeRange} options={TIME_RANGES.map((r) => ({ value: r, label: timeRangeLabel(r) }))} />
      <button type="button" onClick={refresh} className={secondaryButtonClass} disabled={executive.isFetching || insights.isFetching}>
        <Icon name="refresh" className="h-4 w-4" />
        {t("bi.refresh")}
      </button>
      <span className="text-xs text-slate-500 dark:text-slate-400">{t("bi.rangeDates", rangeWords(range))}</span>
    </div>
  );

  return (
    <AnalyticsFrame controls={controls} liveBadge={false}>
      <LiveBanner />
      {ex && (
        <KpiGrid>
          <KpiCard testId="kpi-total" label={t("kpi.totalAssessments")} value={String(ex.metrics.totalAssessments)} note={t("kpi.inRange", rangeWords(ex.dateRange))} />
          <KpiCard label={t("kpi.completionRate")} value={figureText(shownPercent(ex.metrics.completionRate), withheld, percent)} />
          <KpiCard label={t("kpi.activeUsers")} value={String(ex.metrics.activeUsers)} note={t("kpi.activeInRange", rangeWords(ex.dateRange))} />
          <KpiCard label={t("kpi.dataQuality")} value={figureText(shownPercent(ex.metrics.dataQuality), withheld, percent)} />
        </KpiGrid>
      )}
      <AlertsCard alerts={ex?.alerts} error={executive.error ?? undefined} onRetry={() => void executive.refetch()} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t("bi.charts.trends")}
          {...exState}
          empty={ex !== undefined && trends.length === 0}
          data={{ rows: trends }}
          toolbar={
            <Chips
              label={t("bi.series")}
              value={trendSeries}
              onChange={setTrendSeries}
              options={(["both", "started", "completed"] as const).map((v) => ({ value: v, label: t(`bi.seriesOptions.${v}`) }))}
            />
          }
        >
          {({ width, height }) => (
            <SeriesChart
              kind="area"
              data={trends}
              xKey="date"
              series={[
                ...(trendSeries !== "completed" ? [{ key: "started", label: t("series.started") }] : []),
                ...(trendSeries !== "started" ? [{ key: "completed", label: t("series.completed"), color: "#059669" }] : []),
              ]}
              width={width}
              height={height}
            />
          )}
        </ChartCard>
        <ChartCard
          title={t("bi.charts.coverage")}
          {...exState}
          empty={ex !== undefined && coverage.every((r) => (coverageMeasure === "n" ? r.n === 0 : r.organization === null))}
          emptyMessage={withheld}
          data={{ rows: coverage }}
          toolbar={
            <Chips
              label={t("bi.series")}
              value={coverageMeasure}
              onChange={setCoverageMeasure}
              options={(["n", "organization"] as const).map((v) => ({ value: v, label: t(`bi.coverageOptions.${v}`) }))}
            />
          }
        >
          {({ width, height }) => (
            <SeriesChart
              kind={coverageMeasure === "n" ? "bar" : "radar"}
              data={coverage}
              xKey="trait"
              series={[{ key: coverageMeasure, label: t(`bi.coverageOptions.${coverageMeasure}`) }]}
              width={width}
              height={height}
              yDomain={coverageMeasure === "n" ? undefined : [0, 100]}
            />
          )}
        </ChartCard>
        <ChartCard
          title={t("bi.charts.types")}
          {...exState}
          empty={ex !== undefined && types.length === 0}
          data={{ rows: types }}
          toolbar={
            <Chips
              label={t("bi.series")}
              value={typeMeasure}
              onChange={setTypeMeasure}
              options={(["volume", "completionRate"] as const).map((v) => ({ value: v, label: t(`bi.typeOptions.${v}`) }))}
            />
          }
        >
          {({ width, height }) =>
            typeMeasure === "volume" ? (
              <SeriesChart kind="pie" data={types} xKey="name" series={[{ key: "completed", label: t("series.completed") }]} width={width} height={height} />
            ) : (
              <SeriesChart
                kind="bar"
                data={types}
                xKey="name"
                series={[{ key: "completionRate", label: t("bi.typeOptions.completionRate") }]}
                width={width}
                height={height}
                yDomain={[0, 100]}
              />
            )
          }
        </ChartCard>
        <ChartCard
          title={t("bi.charts.weekly")}
          {...exState}
          empty={ex !== undefined && weeks.length === 0}
          data={{ rows: weeks }}
          toolbar={
            <Chips
              label={t("bi.series")}
              value={weekMeasure}
              onChange={setWeekMeasure}
              options={(["counts", "completionRate"] as const).map((v) => ({ value: v, label: t(`bi.weekOptions.${v}`) }))}
            />
          }
        >
          {({ width, height }) => (
            <SeriesChart
              kind={weekMeasure === "counts" ? "bar" : "line"}
              data={weeks}
              xKey="week"
              series={
                weekMeasure === "counts"
                  ? [
                      { key: "started", label: t("series.started") },
                      { key: "completed", label: t("series.completed") },
                    ]
                  : [{ key: "completionRate", label: t("bi.weekOptions.completionRate") }]
              }
              width={width}
              height={height}
            />
          )}
        </ChartCard>
        <ChartCard
          title={t("bi.charts.recent")}
          subtitle={t("bi.recentSubtitle")}
          {...exState}
          empty={ex !== undefined && recent.length === 0}
          emptyMessage={t("bi.noRecent")}
          data={{ rows: recent }}
        >
          {({ width, height }) => (
            <div>
              <SeriesChart
                kind="bar"
                stacked
                data={[...recent].reverse()}
                xKey="date"
                series={[
                  { key: "started", label: t("series.started") },
                  { key: "completed", label: t("series.completed"), color: "#059669" },
                ]}
                width={width}
                height={Math.min(height, 200)}
              />
              <ul className="mt-2 space-y-1 text-xs">
                {recent.map((d) => (
                  <li key={d.date}>{t("bi.recentLine", { date: dayWords(d.date), started: d.started, completed: d.completed })}</li>
                ))}
              </ul>
            </div>
          )}
        </ChartCard>
        <ChartCard
          title={t("bi.charts.monthly")}
          {...insState}
          empty={ins !== undefined && months.every((m) => m[monthMeasure] === null)}
          emptyMessage={gaps.withheld.length > 0 ? withheld : t("bi.monthGaps.allEmpty")}
          data={{ rows: months }}
          toolbar={
            <Chips
              label={t("bi.series")}
              value={monthMeasure}
              onChange={setMonthMeasure}
              options={(["quality", "avgScore"] as const).map((v) => ({ value: v, label: t(`series.${v}`) }))}
            />
          }
        >
          {({ width, height }) => (
            <>
              <SeriesChart
                kind="line"
                data={months}
                xKey="month"
                series={[{ key: monthMeasure, label: t(`series.${monthMeasure}`) }]}
                width={width}
                height={gapNotes.length > 0 ? height - 20 * gapNotes.length : height}
                yDomain={[0, 100]}
              />
              {gapNotes.map((note) => (
                <p key={note} className="text-xs text-slate-600 dark:text-slate-400">
                  {note}
                </p>
              ))}
            </>
          )}
        </ChartCard>
      </div>
      <CustomChartBuilder datasets={builderDatasets(ex, ins)} loading={executive.isPending} />
    </AnalyticsFrame>
  );
}
