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
import { changeSize, percentChange, round1 } from "./change.ts";
import { completionRate, typeWord, type PeriodFigures } from "./figures.ts";
import { previousPeriodWords } from "./period.ts";
import { say, type Coded } from "../words.ts";

export type Recommendation = { title: Coded; description: Coded; priority: "high" | "medium" | "low" };

/** The recommendations, most urgent first. */
export function recommendations(cur: PeriodFigures, prev: PeriodFigures, alerts: readonly Alert[], minGroupSize: number): Recommendation[] {
  const out: Recommendation[] = [];
  const when = cur.period;
  const rate = completionRate(cur);
  if (rate !== null && rate < COMPLETION_RATE_MIN) {
    const unfinished = Math.max(0, cur.started - cur.completed);
    out.push({
      title: say("recommendations.followUp.title"),
      description: say(unfinished > 0 ? "recommendations.followUp.descriptionUnfinished" : "recommendations.followUp.description", {
        when,
        rate: round1(rate),
        threshold: COMPLETION_RATE_MIN,
        completed: cur.completed,
        started: cur.started,
        ...(unfinished > 0 ? { unfinished } : {}),
      }),
      priority: "high",
    });
  }
  // the analytics alert's test: the change as shown (one decimal) at or past the threshold
  const drop = percentChange(cur.completed, prev.completed);
  if (prev.completed >= MIN_EVENTS && drop !== null && drop <= -COMPLETION_DROP_PERCENT)
    out.push({
      title: say("recommendations.completionsFell.title"),
      description: say("recommendations.completionsFell.description", {
        completed: cur.completed,
        when,
        size: changeSize(cur.completed, prev.completed),
        previous: prev.completed,
        before: previousPeriodWords(cur.period),
      }),
      priority: "high",
    });
  if (cur.members >= ACTIVE_USERS_MIN && cur.activeUsers < ACTIVE_USERS_MIN)
    out.push({
      title: say("recommendations.bringBack.title"),
      description: say("recommendations.bringBack.description", { active: cur.activeUsers, members: cur.members, when, threshold: ACTIVE_USERS_MIN }),
      priority: "medium",
    });
  const quality = alerts.find((a) => a.kind === "flaggedResponses");
  if (quality)
    out.push({
      title: say("recommendations.quality.title"),
      description: say("recommendations.quality.description", { share: round1(quality.value), responses: quality.n, threshold: round1(quality.threshold) }),
      priority: "medium",
    });
  const smallTypes = cur.byType.filter((t) => t.completed > 0 && t.completed < minGroupSize);
  if (smallTypes.length)
    out.push({
      title: say("recommendations.smallTypes.title"),
      description: say("recommendations.smallTypes.description", {
        types: smallTypes.map((t) => say("recommendations.smallTypes.type", { name: typeWord(t), completed: t.completed })),
        minGroupSize,
        when,
      }),
      priority: "low",
    });
  const departments = alerts.find((a) => a.kind === "withheldDepartments");
  if (departments?.departments?.length)
    out.push({
      title: say("recommendations.smallDepartments.title"),
      description: say("recommendations.smallDepartments.description", {
        departments: departments.departments.map((d) => d.department),
        count: departments.departments.length,
        minGroupSize,
        when,
      }),
      priority: "low",
    });
  return out;
}
