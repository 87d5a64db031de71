/**
 * Report periods (spec 2 §3.1): inclusive ranges of UTC days YYYY-MM-DD, the period of the same length just
 * before one (what trends compare with), and how a period is written in a sentence.
 */

import { periodDays } from "../reports.ts";
import { shiftDay } from "../../calendar.ts";

export { periodDays, previousPeriod } from "../reports.ts";
export { shiftDay } from "../../calendar.ts";

export type Period = { start: string; end: string };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Every day of the period, in order. */
export function eachDay(p: Period): string[] {
  const out: string[] = [];
  for (let d = p.start; d <= p.end; d = shiftDay(d, 1)) out.push(d);
  return out;
}

const parts = (day: string) => ({ y: day.slice(0, 4), m: MONTHS[Number(day.slice(5, 7)) - 1], d: String(Number(day.slice(8, 10))) });

/** "1 Nov 2026", "1–7 Nov 2026", "28 Oct – 3 Nov 2026", "28 Dec 2025 – 3 Jan 2026". */
export function formatPeriod(p: Period): string {
  const a = parts(p.start);
  const b = parts(p.end);
  if (p.start === p.end) return `${a.d} ${a.m} ${a.y}`;
  if (a.y === b.y && a.m === b.m) return `${a.d}–${b.d} ${b.m} ${b.y}`;
  if (a.y === b.y) return `${a.d} ${a.m} – ${b.d} ${b.m} ${b.y}`;
  return `${a.d} ${a.m} ${a.y} – ${b.d} ${b.m} ${b.y}`;
}

/** "the day before" or "the 7 days before": the previous period as a sentence names it. */
export function previousPeriodWords(p: Period): string {
  const n = periodDays(p);
  return n === 1 ? "the day before" : `the ${n} days before`;
}
