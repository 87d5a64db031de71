/**
 * The organization's calendar months ("2026-03") and days ("2026-03-14") as the analytics pages print them: in the
 * reader's words through Intl ("March 2026", "Mar 14, 2026" in English; "März 2026" in German). They are calendar
 * labels, not instants, so they are written on the UTC calendar: the reader's time zone never moves one to the
 * neighbouring day or month. A value that is not such a date is shown as given. Only the analytics pages load this.
 */
import { formatInstant } from "../../../lib/display-preferences.ts";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/;

/** A YYYY-MM month in the reader's words: "March 2026" (long, in sentences) or "Mar 2026" (short, on axes). */
export function monthWords(month: string, width: "long" | "short" = "long"): string {
  if (!MONTH.test(month)) return month;
  return formatInstant(`${month}-01T12:00:00Z`, { year: "numeric", month: width, timeZone: "UTC" }, month);
}

/** A YYYY-MM-DD day in the reader's words, medium style ("Mar 14, 2026"). */
export function dayWords(day: string): string {
  if (!DAY.test(day)) return day;
  return formatInstant(`${day}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" }, day);
}

/** A date range's first and last day in the reader's words, for sentences such as "{{start}} to {{end}}". */
export function rangeWords(range: { start: string; end: string }): { start: string; end: string } {
  return { start: dayWords(range.start), end: dayWords(range.end) };
}

/**
 * Months in the reader's words, separated by commas ("March 2026, April 2026"): no conjunction, whose word Intl would
 * write in the display language even where the catalogs are another (the pseudo-locale).
 */
export function monthListWords(months: readonly string[]): string {
  return months.map((m) => monthWords(m)).join(", ");
}
