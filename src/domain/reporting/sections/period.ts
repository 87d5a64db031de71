/**
 * Report periods (spec 2 §3.1): inclusive ranges of UTC days YYYY-MM-DD, the period of the same length just
 * before one (what trends compare with), and how the previous period is named in a sentence (a code).
 */

import { periodDays } from "../reports.ts";
import { shiftDay } from "../../calendar.ts";
import { say, type Coded } from "../words.ts";

export { periodDays, previousPeriod } from "../reports.ts";
export { shiftDay } from "../../calendar.ts";

export type Period = { start: string; end: string };

/** Every day of the period, in order. */
export function eachDay(p: Period): string[] {
  const out: string[] = [];
  for (let d = p.start; d <= p.end; d = shiftDay(d, 1)) out.push(d);
  return out;
}

/** "the day before" or "the 7 days before": the previous period as a sentence names it (a coded word). */
export function previousPeriodWords(p: Period): Coded {
  return say("period.before", { count: periodDays(p) });
}
