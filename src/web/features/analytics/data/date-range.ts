import type { TDateRange } from "../../../../contracts/analytics.ts";
import { daysInclusive, MAX_ANALYTICS_RANGE_DAYS } from "../../../../domain/calendar.ts";

/** The date range picker's presets (spec 1 §2 analytics dashboard), and a custom range. */
export const DATE_PRESETS = ["last7", "last30", "last90", "thisYear"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number] | "custom";

/** The business intelligence time range buttons. */
export const TIME_RANGES = ["week", "month", "quarter", "year"] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

const DAY_MS = 86_400_000;

/** A day as YYYY-MM-DD in UTC (the API's days are UTC calendar days). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, today: Date = new Date()): TDateRange {
  return { start: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), end: isoDay(today) };
}

/** The range of a preset on a given day: Last 7/30/90 days include today; This year runs from 1 January. */
export function presetRange(preset: Exclude<DatePreset, "custom">, today: Date = new Date()): TDateRange {
  switch (preset) {
    case "last7":
      return lastDays(7, today);
    case "last30":
      return lastDays(30, today);
    case "last90":
      return lastDays(90, today);
    case "thisYear":
      return { start: `${today.getUTCFullYear()}-01-01`, end: isoDay(today) };
  }
}

/** Week, Month, Quarter and Year as the last 7, 30, 90 and 365 days. */
export function timeRangeDates(range: TimeRange, today: Date = new Date()): TDateRange {
  const days = { week: 7, month: 30, quarter: 90, year: 365 }[range];
  return lastDays(days, today);
}

/** Why a custom range cannot be used, or null when it can (both days set, start not after end, at most ten years). */
export function customRangeProblem(range: { start: string; end: string }): "missing" | "order" | "tooLong" | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(range.start) || !/^\d{4}-\d{2}-\d{2}$/.test(range.end)) return "missing";
  if (range.start > range.end) return "order";
  if (daysInclusive(range.start, range.end) > MAX_ANALYTICS_RANGE_DAYS) return "tooLong";
  return null;
}

/** The preset a range equals on a given day, or "custom". */
export function presetOf(range: TDateRange, today: Date = new Date()): DatePreset {
  return (
    DATE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.start === range.start && r.end === range.end;
    }) ?? "custom"
  );
}

/** The date range of the address (?from=&to=, see use-range-param.ts) as a query string, for the section tabs. */
export function rangeSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["from", "to"]) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
