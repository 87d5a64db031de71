/**
 * Changes against the previous period and the words for them. A change is a percent of the previous value
 * with one decimal; it is null when there is nothing to compare with (a previous value of 0 or a withheld
 * figure), never Infinity. The words are chosen from the sign of the difference itself, so they always agree
 * with the numbers printed beside them.
 */
import { say, type Coded } from "../words.ts";

export type Trend = "up" | "down" | "flat";
/** Which way a metric is better: more completions are good; an average score has no better direction. */
export type Desirable = "up" | "down" | "none";

/** Rounds to one decimal. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The unit a trend of this metric key moves in: a rate or percentage moves in percentage points (its
 * difference), anything else in percent of its previous value. The executive summary's trends, its highlights
 * ("down 8.3 points") and every view of the trends use this one rule, so a trend never reads "-8.3%" beside a
 * highlight saying "down 8.3 points".
 */
export function changeUnit(key: string): "points" | "percent" {
  return /(_rate|rate$|percent|percentage|_pct$)/i.test(key) ? "points" : "percent";
}

/** (current − previous) / previous as a percent with one decimal; null when either is null or previous is 0. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0 || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const c = round1(((current - previous) / Math.abs(previous)) * 100);
  return Object.is(c, -0) ? 0 : c;
}

/** Up, down or flat by the sign of the difference; flat when either figure is missing. */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null) return "flat";
  return current > previous ? "up" : current < previous ? "down" : "flat";
}

/** How a movement reads: positive when it goes the desirable way, negative against it, otherwise other. */
export function movementType(trend: Trend, desirable: Desirable): "positive" | "negative" | "other" {
  if (trend === "flat" || desirable === "none") return "other";
  return trend === desirable ? "positive" : "negative";
}

/**
 * The size of a change in percent of the previous value, as words: its rounded value, or "under 0.1%" for a real
 * change that rounds to 0.
 */
export function changeSize(current: number, previous: number): Coded {
  const pct = Math.abs(((current - previous) / Math.abs(previous)) * 100);
  return round1(pct) === 0 ? say("size.underTenth") : say("size.percent", { value: round1(pct) });
}
