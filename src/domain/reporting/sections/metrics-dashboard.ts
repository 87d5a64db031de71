/**
 * The metrics_dashboard section (spec 2 §2.2, §3.4): the configured primary and secondary metrics with their
 * change against the previous period, and a daily chart of assessments started and completed.
 */
import { defaultConfiguration, type SectionConfiguration } from "../templates.ts";
import { percentChange, trendOf, type Trend } from "./change.ts";
import { isMetric, METRICS, type MetricFormat, type PeriodFigures } from "./figures.ts";
import { eachDay } from "./period.ts";
import { fitChartPoints } from "./chart-points.ts";
import { say, type Coded } from "../words.ts";

export type DashboardMetric = { key: string; label: Coded; value: number | null; change: number | null; trend: Trend; format: MetricFormat };
export type ChartData = { type: "line" | "bar" | "pie" | "scatter"; series: string[]; points: { date: string; started: number; completed: number; end?: string }[] };

export type MetricsDashboard = { primary_metrics: DashboardMetric[]; secondary_metrics: DashboardMetric[]; chart_data: ChartData; unknown: string[] };

/** One metric of the catalogue for the period, against the previous one. */
export function dashboardMetric(key: keyof typeof METRICS, cur: PeriodFigures, prev: PeriodFigures): DashboardMetric {
  const m = METRICS[key];
  const value = m.value(cur);
  const before = m.value(prev);
  return { key, label: say(`metrics.${key}`), value, change: percentChange(value, before), trend: trendOf(value, before), format: m.format };
}

/**
 * Every day of the period with its starts and completions (days with neither are 0); a period longer than the
 * chart holds (CHART_MAX_POINTS) is summed into weeks or longer buckets, so the chart always fits its contract.
 */
export function dailyChart(cur: PeriodFigures, type: ChartData["type"] = "line"): ChartData {
  const byDay = new Map(cur.daily.map((d) => [d.date, d]));
  const daily = eachDay(cur.period).map((date) => ({ date, started: byDay.get(date)?.started ?? 0, completed: byDay.get(date)?.completed ?? 0 }));
  return { type, series: ["started", "completed"], points: fitChartPoints(daily) };
}

/** The section: the configuration's metrics (§3.4 defaults when it names none); unknown keys are left out and listed. */
export function metricsDashboard(cur: PeriodFigures, prev: PeriodFigures, configuration: SectionConfiguration): MetricsDashboard {
  const defaults = defaultConfiguration("metrics_dashboard");
  const primary = configuration.primary_metrics?.length ? configuration.primary_metrics : (defaults.primary_metrics ?? []);
  const secondary = configuration.secondary_metrics?.length ? configuration.secondary_metrics : (defaults.secondary_metrics ?? []);
  const unknown = [...primary, ...secondary].filter((k) => !isMetric(k));
  const pick = (keys: readonly string[]) => keys.filter(isMetric).map((k) => dashboardMetric(k, cur, prev));
  return {
    primary_metrics: pick(primary),
    secondary_metrics: pick(secondary),
    chart_data: dailyChart(cur, configuration.chart_type ?? defaults.chart_type ?? "line"),
    unknown: [...new Set(unknown)],
  };
}
