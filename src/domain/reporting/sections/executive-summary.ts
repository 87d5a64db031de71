/**
 * The executive_summary section (spec 2 §2.2, §3.1): key metrics of the period, their percent change against
 * the previous period of the same length, highlights coloured by whether a movement goes the desirable way,
 * and a narrative written by rules from those figures (it says so).
 */
import { changeSize, changeUnit, formatCount, formatFigure, movementType, percentChange, round1, trendOf } from "./change.ts";
import { completionRate, METRICS, type PeriodFigures } from "./figures.ts";
import { formatPeriod, previousPeriodWords } from "./period.ts";

/** The key metrics, in the order the summary shows them. */
export const EXECUTIVE_METRICS = ["total_users", "active_users", "assessments_started", "assessments_completed", "completion_rate", "average_score"] as const;

export const RULE_WRITTEN = "Written by rules from the figures of this section.";

export type Highlight = { type: "positive" | "negative" | "other"; title: string; description: string };

export type ExecutiveSummary = {
  key_metrics: Record<string, number | null>;
  trends: Record<string, number | null>;
  highlights: Highlight[];
  narrative: string;
};

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "12% more than in the 7 days before (37)", "as many as…", "none were … in the 7 days before". */
function countComparison(current: number, previous: number, before: string, more: string, fewer: string): string {
  if (previous === 0) return current === 0 ? `none in ${before} either` : `against none in ${before}`;
  if (current === previous) return `as many as in ${before}`;
  return `${changeSize(current, previous)} ${current > previous ? more : fewer} than in ${before} (${formatCount(previous)})`;
}

/** A percent figure against its previous value ("up from 80%", "down from 80%", "unchanged"). */
function rateComparison(current: number, previous: number | null): string {
  if (previous === null) return "";
  if (current === previous) return `, unchanged from ${formatFigure(previous)}% before`;
  return `, ${current > previous ? "up" : "down"} from ${formatFigure(previous)}% before`;
}

/** The narrative: what happened in the period, each sentence from the figures beside it. */
export function executiveNarrative(cur: PeriodFigures, prev: PeriodFigures, minGroupSize: number): string {
  const when = formatPeriod(cur.period);
  const before = previousPeriodWords(cur.period);
  const s: string[] = [];
  s.push(
    cur.completed === 0 && prev.completed === 0
      ? `In ${when}, no assessments were completed, as in ${before}.`
      : `In ${when}, ${plural(cur.completed, "assessment was", "assessments were")} completed, ${countComparison(cur.completed, prev.completed, before, "more", "fewer")}.`,
  );
  const rate = completionRate(cur);
  if (rate === null) s.push("No assessments were started, so there is no completion rate.");
  else s.push(`${plural(cur.started, "assessment was", "assessments were")} started; the completion rate was ${formatFigure(rate)}%${rateComparison(rate, completionRate(prev))}.`);
  const joined = cur.newMembers === 0 ? "no new members joined" : `${plural(cur.newMembers, "new member", "new members")} joined`;
  s.push(
    `${formatCount(cur.activeUsers)} of ${plural(cur.members, "member was", "members were")} active, ${countComparison(cur.activeUsers, prev.activeUsers, before, "more", "fewer")}; ${joined}.`,
  );
  if (cur.averageScore === null)
    s.push(`No average score is shown: a trait had fewer than ${minGroupSize} responses (the organization's minimum group size) in whole privacy blocks inside the period.`);
  else
    s.push(
      `The average score was ${formatFigure(cur.averageScore)} (the mean of the five trait percentiles, Neuroticism reversed)${
        prev.averageScore === null ? "" : cur.averageScore === prev.averageScore ? `, unchanged from ${before}` : `, against ${formatFigure(prev.averageScore)} in ${before}`
      }.`,
    );
  s.push(RULE_WRITTEN);
  return s.join(" ");
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
    const unit = m.format === "percentage" ? "%" : "";
    // a rate moves in points (a relative change of a percent reads ambiguously); counts move in percent
    const size = m.format === "percentage" ? `${formatFigure(Math.abs(c - p))} points` : changeSize(c, p);
    const title = p === 0 && m.format !== "percentage" ? `${m.label}: ${formatFigure(c)}, none before` : trend === "flat" ? `${m.label} unchanged` : `${m.label} ${trend} ${size}`;
    out.push({
      type: movementType(trend, m.desirable),
      title,
      description: `${formatFigure(c)}${unit} in ${formatPeriod(cur.period)} against ${formatFigure(p)}${unit} in ${before} (${m.meaning}).`,
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
