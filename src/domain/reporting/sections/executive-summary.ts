/**
 * The executive_summary section (spec 2 §2.2, §3.1): key metrics of the period, their percent change against
 * the previous period of the same length, highlights coloured by whether a movement goes the desirable way,
 * and a narrative written by rules from those figures (it says so).
 */
import { changeSize, changeUnit, movementType, percentChange, round1, trendOf } from "./change.ts";
import { completionRate, METRICS, type PeriodFigures } from "./figures.ts";
import { previousPeriodWords } from "./period.ts";
import { say, type Coded } from "../words.ts";

/** The key metrics, in the order the summary shows them. */
export const EXECUTIVE_METRICS = ["total_users", "active_users", "assessments_started", "assessments_completed", "completion_rate", "average_score"] as const;

/** The narrative's last sentence: it was written by rules. */
export const RULE_WRITTEN = say("narrative.ruleWritten");

export type Highlight = { type: "positive" | "negative" | "other"; title: Coded; description: Coded };
export type ExecutiveSummary = {
  key_metrics: Record<string, number | null>;
  trends: Record<string, number | null>;
  highlights: Highlight[];
  narrative: Coded[];
};

/** "12% more than in the 7 days before (37)", "as many as…", "none in the 7 days before either". */
function countComparison(current: number, previous: number, before: Coded): Coded {
  if (previous === 0) return current === 0 ? say("compare.noneEither", { before }) : say("compare.againstNone", { before });
  if (current === previous) return say("compare.asMany", { before });
  return say(current > previous ? "compare.more" : "compare.fewer", { size: changeSize(current, previous), before, previous });
}

/** A percent figure against its previous value (", up from 80% before", ", unchanged from 80% before"); null with none. */
function rateComparison(current: number, previous: number | null): Coded | null {
  if (previous === null) return null;
  return say(current === previous ? "compare.rateUnchanged" : current > previous ? "compare.rateUp" : "compare.rateDown", { previous: round1(previous) });
}

/** The narrative: what happened in the period, each sentence from the figures beside it. */
export function executiveNarrative(cur: PeriodFigures, prev: PeriodFigures, minGroupSize: number): Coded[] {
  const when = cur.period;
  const before = previousPeriodWords(cur.period);
  const s: Coded[] = [];
  s.push(
    cur.completed === 0 && prev.completed === 0
      ? say("narrative.noneCompleted", { when, before })
      : say("narrative.completed", { when, completed: cur.completed, count: cur.completed, comparison: countComparison(cur.completed, prev.completed, before) }),
  );
  const rate = completionRate(cur);
  if (rate === null) s.push(say("narrative.noStarts"));
  else {
    const comparison = rateComparison(rate, completionRate(prev));
    s.push(
      comparison
        ? say("narrative.started", { started: cur.started, count: cur.started, rate: round1(rate), comparison })
        : say("narrative.startedAlone", { started: cur.started, count: cur.started, rate: round1(rate) }),
    );
  }
  const joined = cur.newMembers === 0 ? say("narrative.noneJoined") : say("narrative.joined", { joined: cur.newMembers, count: cur.newMembers });
  s.push(
    say("narrative.active", { active: cur.activeUsers, members: cur.members, count: cur.members, comparison: countComparison(cur.activeUsers, prev.activeUsers, before), joined }),
  );
  if (cur.averageScore === null) s.push(say("narrative.noAverage", { minGroupSize }));
  else {
    const score = round1(cur.averageScore);
    s.push(
      prev.averageScore === null
        ? say("narrative.averageAlone", { score })
        : say("narrative.average", {
            score,
            comparison:
              cur.averageScore === prev.averageScore ? say("compare.averageUnchanged", { before }) : say("compare.averageAgainst", { previous: round1(prev.averageScore), before }),
          }),
    );
  }
  s.push(RULE_WRITTEN);
  return s;
}

/** One highlight per key metric that can be compared with the previous period (both zero: nothing to say). */
export function executiveHighlights(cur: PeriodFigures, prev: PeriodFigures): Highlight[] {
  const out: Highlight[] = [];
  const before = previousPeriodWords(cur.period);
  for (const key of EXECUTIVE_METRICS) {
    const m = METRICS[key];
    const c = m.value(cur);
    const p = m.value(prev);
    if (c === null || p === null || (c === 0 && p === 0)) continue;
    const trend = trendOf(c, p);
    const metric = say(`metrics.${key}`);
    // a rate moves in points (a relative change of a percent reads ambiguously); counts move in percent
    const size = m.format === "percentage" ? say("size.points", { value: round1(Math.abs(c - p)) }) : changeSize(c, p);
    const title =
      p === 0 && m.format !== "percentage"
        ? say("highlight.noneBefore", { metric, value: round1(c) })
        : trend === "flat"
          ? say("highlight.unchanged", { metric })
          : say(trend === "up" ? "highlight.up" : "highlight.down", { metric, size });
    out.push({
      type: movementType(trend, m.desirable),
      title,
      description: say(m.format === "percentage" ? "highlight.descriptionPercent" : "highlight.description", {
        current: round1(c),
        when: cur.period,
        previous: round1(p),
        before,
        meaning: say(`meanings.${key}`),
      }),
    });
  }
  return out;
}

/** The whole section content. */
export function executiveSummary(cur: PeriodFigures, prev: PeriodFigures, minGroupSize: number): ExecutiveSummary {
  const key_metrics: Record<string, number | null> = {};
  const trends: Record<string, number | null> = {};
  for (const key of EXECUTIVE_METRICS) {
    key_metrics[key] = METRICS[key].value(cur);
    // in the unit the highlights speak of: points for a rate, percent of the previous value for a count
    const c = METRICS[key].value(cur);
    const p = METRICS[key].value(prev);
    trends[key] = changeUnit(key) === "points" ? (c === null || p === null ? null : round1(c - p)) : percentChange(c, p);
  }
  return { key_metrics, trends, highlights: executiveHighlights(cur, prev), narrative: executiveNarrative(cur, prev, minGroupSize) };
}
