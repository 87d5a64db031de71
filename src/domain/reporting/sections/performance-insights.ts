/**
 * The performance_insights section (spec 2 §2.2, §3.1): the analytics alerts of the period (domain/analytics/
 * alerts.ts) and the insights the analytics writes for it (domain/analytics/insights.ts), each as a title, a
 * description with its numbers, recommendations and a severity. Empty when no rule fires (the viewer's
 * "No Insights Available").
 *
 * Severity: the alert rules that watch the assessments themselves (completion rate, completions falling) are
 * high; response quality, activity and low reliability medium; withheld departments and group differences
 * low (they describe the data, nothing is going wrong). The completions projection is left out: it looks
 * forward from today, not at the period.
 */
import type { Alert } from "../../analytics/alerts.ts";
import type { Insight } from "../../analytics/insights.ts";
import { round1 } from "./change.ts";
import type { Period } from "./period.ts";
import { say, type Coded } from "../words.ts";

/** The analytics insights' own title and description come as the analytics writes them. */
export type PerformanceInsight = { title: Coded | string; description: Coded | string; recommendations: (Coded | string)[]; severity: "high" | "medium" | "low" };

const ins = (k: string, rest: string) => say(`insights.${k}.${rest}`);

/** One analytics alert in the report's words (`asOf`: the last day of the 30 days the activity rule reads). */
export function alertInsight(a: Alert, period: Period, asOf: string): PerformanceInsight {
  const when = period;
  switch (a.kind) {
    case "lowCompletionRate":
      return {
        title: ins(a.kind, "title"),
        description: say("insights.lowCompletionRate.description", { rate: round1(a.value), started: a.n, when, completed: a.numbers.completed, threshold: round1(a.threshold) }),
        recommendations: [ins(a.kind, "remind"), ins(a.kind, "length")],
        severity: "high",
      };
    case "completionDrop":
      return {
        title: ins(a.kind, "title"),
        description: say("insights.completionDrop.description", {
          completed: a.numbers.completed,
          when,
          fall: round1(Math.abs(a.value)),
          previous: a.numbers.previousCompleted,
          days: a.numbers.days,
          threshold: round1(Math.abs(a.threshold)),
        }),
        recommendations: [ins(a.kind, "assignments"), ins(a.kind, "managers")],
        severity: "high",
      };
    case "flaggedResponses":
      return {
        title: ins(a.kind, "title"),
        description: say("insights.flaggedResponses.description", { share: round1(a.value), responses: a.n, when, threshold: round1(a.threshold) }),
        recommendations: [ins(a.kind, "time"), ins(a.kind, "care")],
        severity: "medium",
      };
    case "lowActivity":
      return {
        title: ins(a.kind, "title"),
        description: say("insights.lowActivity.description", { active: a.value, members: a.numbers.members, asOf: { start: asOf, end: asOf }, threshold: a.threshold }),
        recommendations: [ins(a.kind, "invite"), ins(a.kind, "assign")],
        severity: "medium",
      };
    case "withheldDepartments":
      return {
        title: ins(a.kind, "title"),
        description: say("insights.withheldDepartments.description", {
          departments: a.value,
          count: a.value,
          threshold: a.threshold,
          when,
          names: (a.departments ?? []).map((d) => d.department),
        }),
        recommendations: [ins(a.kind, "collect")],
        severity: "low",
      };
  }
}

/** One analytics insight (departments, reliability, quality); null for the projection. */
export function analyticsInsight(i: Insight): PerformanceInsight | null {
  if ("d" in i.numbers) return { title: i.title, description: i.description, recommendations: [say("insights.groupDifference")], severity: "low" };
  if ("alpha" in i.numbers) return { title: i.title, description: i.description, recommendations: [say("insights.reliability")], severity: "medium" };
  if ("flaggedShare" in i.numbers)
    return { title: i.title, description: i.description, recommendations: [say("insights.qualityTime"), say("insights.qualityCare")], severity: "medium" };
  return null;
}

const order = { high: 0, medium: 1, low: 2 } as const;

/** The section's insights, most severe first; the quality insight only when the quality alert did not already say it. */
export function performanceInsights(alerts: readonly Alert[], insights: readonly Insight[], period: Period, asOf: string): PerformanceInsight[] {
  const out = alerts.map((a) => alertInsight(a, period, asOf));
  const hasQualityAlert = alerts.some((a) => a.kind === "flaggedResponses");
  for (const i of insights) {
    if (hasQualityAlert && "flaggedShare" in i.numbers) continue;
    const x = analyticsInsight(i);
    if (x) out.push(x);
  }
  return out.sort((a, b) => order[a.severity] - order[b.severity]);
}
