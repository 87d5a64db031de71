/**
 * The trend_analysis section (spec 2 §2.2, §3.1): activity events of the period against the previous period
 * of the same length, and one insight per moving event, written by rules with its numbers.
 *
 * Significance (our thresholds): fewer than MIN_TREND_EVENTS events in both periods is low whatever the
 * change (two or three events more or less swing a small count by any percent); otherwise a change of
 * HIGH_CHANGE_PERCENT or more is high, MEDIUM_CHANGE_PERCENT or more medium, less low. Events appearing
 * from none are medium when they reach MIN_TREND_EVENTS, else low. The completion rate moves in points:
 * HIGH_RATE_POINTS or more is high, MEDIUM_RATE_POINTS or more medium, over MIN_TREND_EVENTS starts in each.
 */
import { MIN_EVENTS } from "../../analytics/alerts.ts";
import { changeSize, percentChange, round1, trendOf, type Trend } from "./change.ts";
import { completionRate, type PeriodFigures } from "./figures.ts";
import { previousPeriodWords } from "./period.ts";
import { say, type Coded } from "../words.ts";

/** Events below which a change is of low significance (the analytics alerts' floor). */
export const MIN_TREND_EVENTS = MIN_EVENTS;
/** Percent changes of at least these sizes are of high / medium significance. */
export const HIGH_CHANGE_PERCENT = 25;
export const MEDIUM_CHANGE_PERCENT = 10;
/** Completion-rate moves of at least these many points are of high / medium significance. */
export const HIGH_RATE_POINTS = 10;
export const MEDIUM_RATE_POINTS = 5;

export type Significance = "high" | "medium" | "low";
export type EventTrend = { event: string; label: Coded; total_events: number; previous_events: number; change: number | null; trend_direction: Trend };
export type TrendInsight = { description: Coded; significance: Significance };

/** The events compared, with what each counts. */
/** The events compared, with what each counts (each named by the report words `events.<event>`). */
export const TREND_EVENTS: readonly { event: string; count: (f: PeriodFigures) => number }[] = [
  { event: "assessments_started", count: (f) => f.started },
  { event: "assessments_completed", count: (f) => f.completed },
  { event: "active_users", count: (f) => f.activeUsers },
  { event: "active_days", count: (f) => f.activeDays },
  { event: "new_members", count: (f) => f.newMembers },
];

/** The significance of a count moving from `previous` to `current` (see the thresholds above). */
export function countSignificance(current: number, previous: number): Significance {
  if (previous === 0) return current >= MIN_TREND_EVENTS ? "medium" : "low";
  if (current < MIN_TREND_EVENTS && previous < MIN_TREND_EVENTS) return "low";
  const size = Math.abs(((current - previous) / previous) * 100);
  return size >= HIGH_CHANGE_PERCENT ? "high" : size >= MEDIUM_CHANGE_PERCENT ? "medium" : "low";
}

/** The significance of a completion rate moving `points`, over these starts. */
export function rateSignificance(points: number, startedNow: number, startedBefore: number): Significance {
  if (startedNow < MIN_TREND_EVENTS || startedBefore < MIN_TREND_EVENTS) return "low";
  const size = Math.abs(points);
  return size >= HIGH_RATE_POINTS ? "high" : size >= MEDIUM_RATE_POINTS ? "medium" : "low";
}

const order: Record<Significance, number> = { high: 0, medium: 1, low: 2 };

/** The section: every event's trend, and the insights (most significant first; none for an event absent from both periods). */
export function trendAnalysis(cur: PeriodFigures, prev: PeriodFigures): { event_trends: EventTrend[]; insights: TrendInsight[] } {
  const when = cur.period;
  const before = previousPeriodWords(cur.period);
  const event_trends: EventTrend[] = [];
  const insights: TrendInsight[] = [];
  for (const e of TREND_EVENTS) {
    const c = e.count(cur);
    const p = e.count(prev);
    const label = say(`events.${e.event}`);
    event_trends.push({ event: e.event, label, total_events: c, previous_events: p, change: percentChange(c, p), trend_direction: trendOf(c, p) });
    if (c === 0 && p === 0) continue;
    const description =
      p === 0
        ? say("trend.fromNone", { event: label, current: c, when, before })
        : c === p
          ? say("trend.held", { event: label, current: c, when, before })
          : say(c > p ? "trend.rose" : "trend.fell", { event: label, size: changeSize(c, p), when, previous: p, before, current: c });
    insights.push({ description, significance: countSignificance(c, p) });
  }
  const rc = completionRate(cur);
  const rp = completionRate(prev);
  if (rc !== null && rp !== null) {
    const points = Math.round((rc - rp) * 10) / 10;
    insights.push({
      description:
        points === 0
          ? say("trend.rateHeld", { rate: round1(rc), when, before })
          : say(points > 0 ? "trend.rateRose" : "trend.rateFell", { points: round1(Math.abs(points)), when, previous: round1(rp), before, rate: round1(rc) }),
      significance: rateSignificance(points, cur.started, prev.started),
    });
  }
  insights.sort((a, b) => order[a.significance] - order[b.significance]);
  return { event_trends, insights };
}
