/**
 * Billing periods and the calendar months plan limits count in. A subscription is billed monthly from the day it
 * started (a period starting on the 31st ends on the last day of a shorter month, as card processors do); a plan's
 * assessment allowance counts the calendar month in the organization's time zone.
 */

/** The instant `months` calendar months after `start` (UTC), the day clamped to the target month's last day. */
export function addMonthsUtc(start: Date, months: number): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(start.getUTCDate(), lastDay), start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
}

/** The billing period of a subscription started at `anchor` that holds `at`: [start, end). `at` before the anchor is an error. */
export function billingPeriodAt(anchor: Date, at: Date): { index: number; start: Date; end: Date } {
  if (at.getTime() < anchor.getTime()) throw new Error("the moment is before the subscription started");
  // months between, then step back when the clamped period start is still ahead
  let index = (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (at.getUTCMonth() - anchor.getUTCMonth());
  while (index > 0 && addMonthsUtc(anchor, index).getTime() > at.getTime()) index -= 1;
  while (addMonthsUtc(anchor, index + 1).getTime() <= at.getTime()) index += 1;
  return { index, start: addMonthsUtc(anchor, index), end: addMonthsUtc(anchor, index + 1) };
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(at: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  // "en-US" only fixes the digits and the field order the parts are read back as numbers from: nothing here is shown
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a wall-clock midnight (year, month 1–12, day) happens in a time zone (the first such instant on a DST change). */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  let t = guess - offsetMs(new Date(guess), timeZone);
  // one more pass settles a guess made on the other side of a DST change
  t = guess - offsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** Whether Intl knows a time zone name. */
export function isTimeZone(timeZone: string): boolean {
  try {
    // the locale is irrelevant here (only whether the zone is known is asked; nothing is formatted for display)
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar month holding `at` in a time zone: [start, end) as instants, and the month as YYYY-MM. */
export function calendarMonthIn(at: Date, timeZone: string): { month: string; start: Date; end: Date } {
  const w = wallClock(at, timeZone);
  const start = zonedMidnight(w.year, w.month, 1, timeZone);
  const end = w.month === 12 ? zonedMidnight(w.year + 1, 1, 1, timeZone) : zonedMidnight(w.year, w.month + 1, 1, timeZone);
  return { month: `${w.year}-${String(w.month).padStart(2, "0")}`, start, end };
}
