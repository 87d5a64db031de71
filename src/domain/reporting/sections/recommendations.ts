/**
 * The recommendations section (spec 2 §2.2, §3.1): what the period's figures call for, each written by a rule
 * with the numbers that triggered it; empty when nothing does ("No Recommendations").
 *
 * Rules: completion rate under the alerts_warnings threshold (70%, spec 2 §3.4) → high; completions falling by
 * the analytics alert's 25% or more over at least its 10 previous completions → high; fewer active members
 * than the user_activity threshold (10) in an organization that has that many → medium; the analytics
 * response-quality alert → medium; assessment types or departments under the minimum group size → low.
 */
import { ACTIVE_USERS_MIN, COMPLETION_DROP_PERCENT, COMPLETION_RATE_MIN, MIN_EVENTS, type Alert } from "../../analytics/alerts.ts";
import { changeSize, formatCount, formatFigure, percentChange } from "./change.ts";
import { completionRate, type PeriodFigures } from "./figures.ts";
import { formatPeriod, previousPeriodWords } from "./period.ts";

export type Recommendation = { title: string; description: string; priority: "high" | "medium" | "low" };

/** The recommendations, most urgent first. */
export function recommendations(cur: PeriodFigures, prev: PeriodFigures, alerts: readonly Alert[], minGroupSize: number): Recommendation[] {
  const out: Recommendation[] = [];
  const when = formatPeriod(cur.period);
  const rate = completionRate(cur);
  if (rate !== null && rate < COMPLETION_RATE_MIN) {
    const unfinished = Math.max(0, cur.started - cur.completed);
    out.push({
      title: "Follow up on unfinished assessments",
      description: `The completion rate in ${when} was ${formatFigure(rate)}%, under ${COMPLETION_RATE_MIN}%: ${formatCount(cur.completed)} completed of ${formatCount(cur.started)} started${
        unfinished > 0 ? ` (${formatCount(unfinished)} more started than completed)` : ""
      }. Remind the members whose assessments are open, and check whether their length or timing gets in the way.`,
      priority: "high",
    });
  }
  // the analytics alert's test: the change as shown (one decimal) at or past the threshold
  const drop = percentChange(cur.completed, prev.completed);
  if (prev.completed >= MIN_EVENTS && drop !== null && drop <= -COMPLETION_DROP_PERCENT)
    out.push({
      title: "Find out why completions fell",
      description: `${formatCount(cur.completed)} assessments were completed in ${when}, ${changeSize(cur.completed, prev.completed)} fewer than the ${formatCount(prev.completed)} of ${previousPeriodWords(cur.period)}. Check for assignments that ended or reminders that stopped, and ask the quieter teams' managers.`,
      priority: "high",
    });
  if (cur.members >= ACTIVE_USERS_MIN && cur.activeUsers < ACTIVE_USERS_MIN)
    out.push({
      title: "Bring members back",
      description: `Only ${formatCount(cur.activeUsers)} of ${formatCount(cur.members)} members were active in ${when} (under ${ACTIVE_USERS_MIN}). Invite the members who have not signed in and assign assessments to teams with none open.`,
      priority: "medium",
    });
  const quality = alerts.find((a) => a.kind === "flaggedResponses");
  if (quality)
    out.push({
      title: "Review response quality",
      description: `${formatFigure(quality.value)}% of ${formatCount(quality.n)} responses carry a quality flag (rushed, long runs of identical answers or inconsistent halves), above ${formatFigure(quality.threshold)}%. Remind respondents to take their time and read flagged results with care.`,
      priority: "medium",
    });
  const smallTypes = cur.byType.filter((t) => t.completed > 0 && t.completed < minGroupSize);
  if (smallTypes.length)
    out.push({
      title: "Collect more responses before comparing assessment types",
      description: `${smallTypes.map((t) => `${t.name} (${formatCount(t.completed)})`).join(", ")} had fewer than ${minGroupSize} completions in ${when}, the organization's minimum group size: their averages are withheld.`,
      priority: "low",
    });
  const departments = alerts.find((a) => a.kind === "withheldDepartments");
  if (departments?.departments?.length)
    out.push({
      title: "Collect more responses in small departments",
      description: `${departments.departments.map((d) => d.department).join(", ")} ${departments.departments.length === 1 ? "has" : "have"} fewer than ${minGroupSize} responses in whole privacy blocks of ${when}: their score figures are withheld until more arrive.`,
      priority: "low",
    });
  return out;
}
