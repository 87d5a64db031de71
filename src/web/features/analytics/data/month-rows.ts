/**
 * The rows the analytics month charts draw: one per month, its category (the x axis) the month in the reader's
 * words ("Mar 2026"), the figures rounded as the dashboards show them. The chart's CSV and JSON exports carry the
 * same rows.
 */
import type { TInsights } from "../../../../contracts/analytics.ts";
import { analyticsT } from "../i18n.ts";
import { monthWords } from "./calendar-words.ts";
import { shownNumber } from "./figures.ts";

type Months = TInsights["months"] | undefined;

/** User Engagement: started and completed per month. */
export function engagementRows(months: Months) {
  return (months ?? []).map((m) => ({ month: monthWords(m.month, "short"), started: m.started, completed: m.completed }));
}

/** Assessment quality: the month's mean quality and score (one decimal; null where withheld) and its counts. */
export function qualityRows(months: Months) {
  return (months ?? []).map((m) => ({
    month: monthWords(m.month, "short"),
    quality: shownNumber(m.quality, false, 1),
    started: m.started,
    completed: m.completed,
    avgScore: shownNumber(m.avgScore, false, 1),
  }));
}

/** Business Intelligence's monthly line: the month's mean quality and score only (one decimal; null where withheld). */
export function measureRows(months: Months) {
  return (months ?? []).map((m) => ({ month: monthWords(m.month, "short"), quality: shownNumber(m.quality, false, 1), avgScore: shownNumber(m.avgScore, false, 1) }));
}

/** The months (YYYY-MM) whose quality is withheld: too few completed responses in whole privacy blocks. */
export function withheldQualityMonths(months: Months): string[] {
  return (months ?? []).filter((m) => shownNumber(m.quality, false, 1) === null).map((m) => m.month);
}

/**
 * Predictive Insights: the completed months, then the projected ones, named as such on the axis (the month under
 * way shows its completions so far beside the projection to its end).
 */
export function predictiveRows(predictive: TInsights["predictive"] | undefined) {
  const history = (predictive?.history ?? []).map((h) => ({ month: monthWords(h.month, "short"), completed: h.completed, projected: null, low: null, high: null }));
  const projection = (predictive?.projection ?? []).map((p) => ({
    month: analyticsT(p.actualSoFar != null ? "predictive.inProgressMonth" : "predictive.projectedMonth", { month: monthWords(p.month, "short") }),
    completed: p.actualSoFar,
    projected: Math.round(p.value),
    low: Math.round(p.low),
    high: Math.round(p.high),
  }));
  return [...history, ...projection];
}
