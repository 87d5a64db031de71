import { typeName } from "../../lib/assessment-types.ts";
import { reliabilityBasisText } from "./data/basis-text.ts";
import { rangeWords } from "./data/calendar-words.ts";
import { ChartCard, chartQueryState } from "../../components/charts/index.ts";
import { SeriesChart } from "./charts/SeriesChart.tsx";
import { ProgressBars } from "./charts/ProgressBars.tsx";
import { figureText, shownNumber, shownPercent } from "./data/figures.ts";
import { useExecutiveMetrics } from "./data/use-analytics.ts";
import { useAnalyticsT } from "./i18n.ts";
import { BenchmarkPanel } from "./panels/BenchmarkPanel.tsx";
import { AnalyticsFrame } from "./ui/AnalyticsFrame.tsx";
import { DateRangePicker } from "./ui/DateRangePicker.tsx";
import { KpiCard, KpiGrid } from "./ui/KpiCard.tsx";
import { useRangeParam } from "./ui/use-range-param.ts";

/** Spec §2 Executive Dashboard: four KPIs and four chart panels for a date range (default the last 30 days). */
export function ExecutivePage() {
  const t = useAnalyticsT();
  const [range, setRange] = useRangeParam("last30");
  const query = useExecutiveMetrics(range);
  const data = query.data;
  const state = chartQueryState(query);
  const withheld = t("withheld.notEnough");
  const percent = (v: number) => t("format.percent", { value: v });
  const trends = data?.trends ?? [];
  const types = (data?.assessmentPerformance ?? []).map((p) => ({
    ...p,
    name: typeName({ id: p.typeId, name: p.name }),
    completionRate: shownPercent(p.completionRate),
    avgMinutes: shownNumber(p.avgMinutes, false, 1),
  }));
  const usage = data
    ? [
        { measure: t("executive.dailyActiveShare"), short: t("executive.dailyActive"), unit: "percent", value: shownPercent(data.platformUsage.dailyActiveShare) },
        { measure: t("executive.avgSessionMinutes"), short: t("executive.avgSessionMinutes"), unit: "minutes", value: shownNumber(data.platformUsage.avgSessionMinutes, false, 1) },
        { measure: t("executive.consentShare"), short: t("executive.consent"), unit: "percent", value: shownPercent(data.platformUsage.consentShare) },
      ]
    : [];
  const reliability = data?.metrics.scoringReliability;

  return (
    <AnalyticsFrame controls={<DateRangePicker value={range} onChange={setRange} defaultPreset="last30" />}>
      {data && (
        <KpiGrid>
          <KpiCard testId="kpi-total" label={t("kpi.totalAssessments")} value={String(data.metrics.totalAssessments)} note={t("kpi.inRange", rangeWords(data.dateRange))} />
          <KpiCard label={t("kpi.completionRate")} value={figureText(shownPercent(data.metrics.completionRate), withheld, percent)} />
          <KpiCard label={t("kpi.activeUsers")} value={String(data.metrics.activeUsers)} note={t("kpi.activeInRange", rangeWords(data.dateRange))} />
          <KpiCard
            label={t("kpi.reliability")}
            value={figureText(shownNumber(reliability?.meanAlpha, false, 2), withheld, (v) => t("kpi.alpha", { value: v.toFixed(2) }))}
            note={reliability ? `${reliabilityBasisText(reliability.basis)} (${t("kpi.reliabilityBasis", { n: reliability.n, ...rangeWords(data.dateRange) })})` : undefined}
          />
        </KpiGrid>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard title={t("panels.kpiTrends")} {...state} empty={data !== undefined && trends.length === 0} data={{ rows: trends }}>
          {({ width, height }) => (
            <SeriesChart
              kind="line"
              data={trends}
              xKey="date"
              series={[
                { key: "started", label: t("series.started") },
                { key: "completed", label: t("series.completed") },
              ]}
              width={width}
              height={height}
            />
          )}
        </ChartCard>
        <ChartCard title={t("panels.typePerformance")} {...state} empty={data !== undefined && types.length === 0} data={{ rows: types }}>
          {({ width, height }) => (
            <SeriesChart
              kind="bar"
              data={types}
              xKey="name"
              series={[
                { key: "started", label: t("series.started") },
                { key: "completed", label: t("series.completed") },
              ]}
              width={width}
              height={height}
            />
          )}
        </ChartCard>
        <BenchmarkPanel benchmarking={data?.benchmarking} state={state} />
        <ChartCard
          title={t("panels.platformUsage")}
          subtitle={data ? t("executive.members", { count: data.platformUsage.members }) : undefined}
          period={t("period.members")}
          {...state}
          data={{ rows: usage }}
        >
          {({ width }) => (
            <div className="space-y-4">
              {/* shares on a 0-100 bar each; the session length is minutes, so it is a figure of its own */}
              <ProgressBars
                label={t("panels.platformUsage")}
                width={width}
                items={usage.filter((u) => u.unit === "percent").map((u) => ({ label: u.short, value: u.value, valueText: figureText(u.value, withheld, percent) }))}
              />
              <dl className="text-sm">
                {usage
                  .filter((u) => u.unit === "minutes")
                  .map((u) => (
                    <div key={u.measure} className="flex justify-between gap-4">
                      <dt>{u.measure}</dt>
                      <dd className="font-semibold tabular-nums">{figureText(u.value, withheld)}</dd>
                    </div>
                  ))}
              </dl>
              <p className="text-xs text-slate-500 dark:text-slate-400">{t("executive.sessionNote")}</p>
            </div>
          )}
        </ChartCard>
      </div>
    </AnalyticsFrame>
  );
}
