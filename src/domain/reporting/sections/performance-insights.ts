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
import { formatCount, formatFigure } from "./change.ts";
import type { Period } from "./period.ts";
import { formatPeriod } from "./period.ts";

export type PerformanceInsight = { title: string; description: string; recommendations: string[]; severity: "high" | "medium" | "low" };

/** One analytics alert in the report's words (`asOf`: the last day of the 30 days the activity rule reads). */
export function alertInsight(a: Alert, period: Period, asOf: string): PerformanceInsight {
  const when = formatPeriod(period);
  switch (a.kind) {
    case "lowCompletionRate":
      return {
        title: "Low completion rate",
        description: `${formatFigure(a.value)}% of the ${formatCount(a.n)} assessments started in ${when} were completed (${formatCount(a.numbers.completed)}), under ${formatFigure(a.threshold)}%.`,
        recommendations: ["Remind the members whose assessments are unfinished.", "Check whether the length or timing of the assessments puts people off."],
        severity: "high",
      };
    case "completionDrop":
      return {
        title: "Completions fell",
        description: `${formatCount(a.numbers.completed)} assessments were completed in ${when}, ${formatFigure(Math.abs(a.value))}% fewer than the ${formatCount(a.numbers.previousCompleted)} of the ${formatCount(a.numbers.days)} days before (the rule fires at a fall of ${formatFigure(Math.abs(a.threshold))}% or more).`,
        recommendations: ["Look for assignments that ended or reminders that stopped in the period.", "Ask the managers of the quieter departments what changed."],
        severity: "high",
      };
    case "flaggedResponses":
      return {
        title: "Response quality",
        description: `${formatFigure(a.value)}% of ${formatCount(a.n)} responses in whole privacy blocks of ${when} carry a quality flag (rushed, long runs of identical answers or inconsistent halves), above ${formatFigure(a.threshold)}%.`,
        recommendations: ["Remind respondents to take their time; results of rushed responses are less dependable.", "Read the flagged responses' results with care."],
        severity: "medium",
      };
    case "lowActivity":
      return {
        title: "Few active members",
        description: `${formatCount(a.value)} of ${formatCount(a.numbers.members)} members were active in the 30 days to ${formatPeriod({ start: asOf, end: asOf })}, under ${formatCount(a.threshold)}.`,
        recommendations: ["Invite the members who have not signed in recently.", "Assign an assessment to the teams that have none open."],
        severity: "medium",
      };
    case "withheldDepartments": {
      const names = (a.departments ?? []).map((d) => d.department).join(", ");
      return {
        title: "Departments below the minimum group size",
        description: `${formatCount(a.value)} ${a.value === 1 ? "department has" : "departments have"} fewer than ${formatCount(a.threshold)} responses in whole privacy blocks of ${when} (${names}): their score figures are withheld.`,
        recommendations: ["Collect more responses in these departments before reading their averages."],
        severity: "low",
      };
    }
  }
}

/** One analytics insight (departments, reliability, quality); null for the projection. */
export function analyticsInsight(i: Insight): PerformanceInsight | null {
  if ("d" in i.numbers)
    return {
      title: i.title,
      description: i.description,
      recommendations: ["Discuss the difference with the department's lead before acting on it: it describes the group, not any one person."],
      severity: "low",
    };
  if ("alpha" in i.numbers) return { title: i.title, description: i.description, recommendations: ["Read differences on this scale with care."], severity: "medium" };
  if ("flaggedShare" in i.numbers)
    return {
      title: i.title,
      description: i.description,
      recommendations: ["Remind respondents to take their time.", "Read the flagged responses' results with care."],
      severity: "medium",
    };
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
