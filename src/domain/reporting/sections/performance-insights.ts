/**
 * The performance_insights section (spec 2 §2.2, §3.1): the analytics alerts of the period (domain/analytics/
 * alerts.ts) and the insights the analytics writes for it (domain/analytics/insights.ts), each as a title, a
 * description with its numbers, recommendations and a severity. Empty when no rule fires (the viewer's
 * "No Insights Available").
 *
 * Severity: the alert rules that watch the assessments themselves (completion rate, completions falling) are
 * high; response quality, activity and low reliability medium; withheld departments and group differences
 * low (they describe the data, nothing is going wrong). The completions projection is left out: it looks
 * forward from today, not at the period. The analytics insights are stored as their codes and figures
 * (`insight.<kind>.<part>`, the analytics' own sentences), worded in the reader's language when read.
 */
import type { Alert } from "../../analytics/alerts.ts";
import { ALPHA_CONCERN, formatP, type AnalyticsInsight } from "../../analytics/insights.ts";
import { round1 } from "./change.ts";
import type { Period } from "./period.ts";
import { say, type Coded } from "../words.ts";

/** An insight's words; a report stored before the codes holds plain strings (read as given). */
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

/** One analytics insight (departments, reliability, quality) as codes and figures; null for the projection. */
export function analyticsInsight(i: AnalyticsInsight): PerformanceInsight | null {
  const n = Math.round(i.n) || 0;
  switch (i.kind) {
    case "departmentDifference": {
      const names = { trait: say(`trait.${i.trait}`), department: i.department ?? say("cells.noDepartment") };
      const facts = { ...names, d: { fixed: Math.abs(i.numbers.d), digits: 1 }, n, p: formatP(i.numbers.p) };
      return {
        title: say("insight.departmentDifference.title", names),
        description: say(i.numbers.d < 0 ? "insight.departmentDifference.below" : "insight.departmentDifference.above", facts),
        recommendations: [say("insights.groupDifference")],
        severity: "low",
      };
    }
    case "lowAlpha": {
      const scale = say(`trait.${i.scale}`);
      return {
        title: say("insight.lowAlpha.title", { scale }),
        description: say("insight.lowAlpha.description", {
          scale,
          alpha: { fixed: i.numbers.alpha, digits: 2 },
          n,
          threshold: { fixed: ALPHA_CONCERN, digits: 2, leadingZero: false },
        }),
        recommendations: [say("insights.reliability")],
        severity: "medium",
      };
    }
    case "flaggedResponses":
      return {
        title: say("insight.flaggedResponses.title"),
        description: say("insight.flaggedResponses.description", { percent: Math.round(i.numbers.flaggedShare * 100) || 0, n }),
        recommendations: [say("insights.qualityTime"), say("insights.qualityCare")],
        severity: "medium",
      };
    case "projection":
    case "projectionInProgress":
      return null;
  }
}

const order = { high: 0, medium: 1, low: 2 } as const;

/** The section's insights, most severe first; the quality insight only when the quality alert did not already say it. */
export function performanceInsights(alerts: readonly Alert[], insights: readonly AnalyticsInsight[], period: Period, asOf: string): PerformanceInsight[] {
  const out = alerts.map((a) => alertInsight(a, period, asOf));
  const hasQualityAlert = alerts.some((a) => a.kind === "flaggedResponses");
  for (const i of insights) {
    if (hasQualityAlert && i.kind === "flaggedResponses") continue;
    const x = analyticsInsight(i);
    if (x) out.push(x);
  }
  return out.sort((a, b) => order[a.severity] - order[b.severity]);
}
