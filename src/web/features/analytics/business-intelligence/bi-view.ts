import { typeName } from "../../../lib/assessment-types.ts";
import type { TAlert, TExecutiveMetrics, TInsights } from "../../../../contracts/analytics.ts";
import { monthWords } from "../data/calendar-words.ts";
import { traitRows } from "../data/ocean-view.ts";

type Daily = TExecutiveMetrics["trends"];

/** Monday (UTC) of a YYYY-MM-DD day, as YYYY-MM-DD. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Daily points summed into ISO weeks (Monday first), in date order, with the completion rate of each week. A week
 * is named by its first day in the data, so a week cut by the range's start is not named by a day outside it.
 */
export function weeklyTotals(daily: Daily): { week: string; started: number; completed: number; completionRate: number | null }[] {
  const weeks = new Map<string, { week: string; started: number; completed: number }>();
  for (const d of [...daily].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = weekStart(d.date);
    const w = weeks.get(key) ?? { week: d.date, started: 0, completed: 0 };
    w.started += d.started;
    w.completed += d.completed;
    weeks.set(key, w);
  }
  return [...weeks.values()].map((w) => ({ ...w, completionRate: w.started === 0 ? null : Math.round((w.completed / w.started) * 1000) / 10 }));
}

/** The most recent days with any activity, newest first (Recent Activity: only what the data holds). */
export function recentActivity(daily: Daily, limit = 7): Daily {
  return [...daily]
    .filter((d) => d.started > 0 || d.completed > 0)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, limit);
}

/** A data set the custom chart builder can draw: its rows, category key and numeric series keys. */
export interface BuilderDataset {
  id: "daily" | "weekly" | "monthly" | "types" | "traits";
  xKey: string;
  series: readonly string[];
  rows: readonly Record<string, string | number | null>[];
}

/** The real data sets on the page, for the custom chart builder (nothing invented; withheld figures stay null; months in the reader's words). */
export function builderDatasets(executive: TExecutiveMetrics | undefined, insights: TInsights | undefined): BuilderDataset[] {
  const out: BuilderDataset[] = [];
  if (executive) {
    out.push({ id: "daily", xKey: "date", series: ["started", "completed"], rows: executive.trends });
    out.push({ id: "weekly", xKey: "week", series: ["started", "completed", "completionRate"], rows: weeklyTotals(executive.trends) });
    out.push({
      id: "types",
      xKey: "name",
      series: ["started", "completed", "completionRate", "avgMinutes"],
      rows: executive.assessmentPerformance.map((p) => ({
        name: typeName({ id: p.typeId, name: p.name }),
        started: p.started,
        completed: p.completed,
        completionRate: p.completionRate,
        avgMinutes: p.avgMinutes,
      })),
    });
    out.push({
      id: "traits",
      xKey: "trait",
      series: ["organization", "comparison"],
      rows: traitRows(executive.benchmarking).map((r) => ({ trait: r.trait, organization: r.organization, comparison: r.comparison })),
    });
  }
  if (insights) {
    out.push({
      id: "monthly",
      xKey: "month",
      series: ["started", "completed", "quality", "avgScore"],
      rows: insights.months.map((m) => ({ ...m, month: monthWords(m.month, "short") })),
    });
  }
  return out;
}

/** The parameters of an alert's words: its figures as the API gives them, a fall as a positive percent. */
export function alertParams(alert: TAlert): Record<string, number> {
  const base = { ...alert.numbers, value: alert.value, threshold: alert.threshold, n: alert.n };
  switch (alert.kind) {
    case "completionDrop":
      return { ...base, drop: Math.abs(alert.value), threshold: Math.abs(alert.threshold), previous: alert.numbers.previousCompleted ?? 0 };
    case "withheldDepartments":
      return { ...base, count: alert.value, min: alert.threshold };
    default:
      return base;
  }
}

/** How many alerts of each severity (the card's summary). */
export function alertCounts(alerts: readonly TAlert[]): Record<TAlert["severity"], number> {
  const out: Record<TAlert["severity"], number> = { warning: 0, info: 0 };
  for (const a of alerts) out[a.severity] += 1;
  return out;
}

/**
 * Why months of a monthly measure have no point: those with no completed response, and those whose completed
 * responses are too few in whole privacy blocks to be shown. Empty lists when every month has its figure.
 */
export function monthGaps(
  months: readonly { month: string; completed: number; quality: number | null; avgScore: number | null }[],
  measure: "quality" | "avgScore",
): { noResponses: string[]; withheld: string[] } {
  const noResponses: string[] = [];
  const withheld: string[] = [];
  for (const m of months) {
    if (m[measure] !== null) continue;
    (m.completed === 0 ? noResponses : withheld).push(m.month);
  }
  return { noResponses, withheld };
}
