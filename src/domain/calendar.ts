/**
 * Calendar days (YYYY-MM-DD, UTC) and the bounds every period, range and deadline is held to before any work
 * starts: a day must be a real date in the supported years, and a period or range has a longest length, so the
 * work a request causes is bounded by what it may ask, not by what it does ask.
 */

/** A calendar day as YYYY-MM-DD. */
export type Day = string;

/**
 * The first day the platform accepts. Facetwise's own data starts in the 2020s (nothing can be assessed,
 * reported or due before the product existed), but imported histories and comparison periods may reach back:
 * 2000 leaves two decades of margin while refusing the typos and sentinels that look like dates (0000-01-01,
 * 0001-01-01, 1969-12-31 from a zero timestamp).
 */
export const FIRST_DAY: Day = "2000-01-01";
/**
 * The last day the platform accepts. Deadlines and due dates look forward, so the bound is far off, but it keeps
 * every day four-digit: day arithmetic past 9999-12-31 writes "+010000-…" and no longer sorts as text (a day
 * loop running to 9999-12-31 never ended).
 */
export const LAST_DAY: Day = "2099-12-31";

/**
 * The longest report period: a year, leap day included. A report's previous period (what trends compare with)
 * is as long again, and its daily chart has one point a day, so generation reads at most 2 × 366 days.
 */
export const MAX_REPORT_PERIOD_DAYS = 366;
/** The longest analytics date range: ten years (the dashboards' daily trends list every day of the range). */
export const MAX_ANALYTICS_RANGE_DAYS = 3660;

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `s` is written YYYY-MM-DD (not whether that day exists). */
export const isDayShaped = (s: string): boolean => DAY_SHAPE.test(s);

/** Whether `s` is YYYY-MM-DD and names a day on the calendar (not 2026-02-30, not month 00 or day 00). */
export function isRealDay(s: string): boolean {
  if (!DAY_SHAPE.test(s)) return false;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  // day 0 of the next month is the last day of this one (Date.UTC maps years 0–99 to 1900–1999, so set it)
  const last = new Date(Date.UTC(2000, m, 0));
  last.setUTCFullYear(y, m, 0);
  return d <= last.getUTCDate();
}

/** Why a day is refused, as a code and its facts (the words are the contracts' and the server's catalogs). */
export type DayIssue = { code: "dateNotADate" } | { code: "dateNotOnCalendar"; day: string } | { code: "dateOutOfRange"; first: Day; last: Day };

/** Why `s` is not a day the platform accepts, or null when it is one. */
export function dayIssue(s: string): DayIssue | null {
  if (!DAY_SHAPE.test(s)) return { code: "dateNotADate" };
  if (!isRealDay(s)) return { code: "dateNotOnCalendar", day: s };
  if (s < FIRST_DAY || s > LAST_DAY) return { code: "dateOutOfRange", first: FIRST_DAY, last: LAST_DAY };
  return null;
}

/** Whether `s` is a real day in the supported years. */
export const isSupportedDay = (s: string): boolean => dayIssue(s) === null;

const toMs = (d: Day) => Date.parse(`${d}T00:00:00Z`);
const fromMs = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** Days in an inclusive period of real days. */
export function daysInclusive(start: Day, end: Day): number {
  return Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
}

/** The day `n` days after (before, when negative) a real day. */
export function shiftDay(day: Day, n: number): Day {
  return fromMs(toMs(day) + n * DAY_MS);
}

/** The UTC calendar day of a date, YYYY-MM-DD. */
export const utcDay = (d: Date): Day => d.toISOString().slice(0, 10);

/** The UTC calendar day of an instant (an ISO timestamp with an offset), or null when it is not one. */
export function utcDayOfInstant(iso: string): Day | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  if (y < 0 || y > 9999) return null;
  return `${String(y).padStart(4, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
}

/** Why a period is refused: one of its days, or its order or length (`max` days at most). */
export type PeriodIssue = DayIssue | { code: "rangeEndsBeforeStart" } | { code: "rangeTooLong"; max: number };

/**
 * Why a period of days is not acceptable, or null: both ends real days in the supported years, the end not before
 * the start, and at most `maxDays` days long (the issue names the bound).
 */
export function periodIssue(p: { start: Day; end: Day }, maxDays: number): PeriodIssue | null {
  const bad = dayIssue(p.start) ?? dayIssue(p.end);
  if (bad) return bad;
  if (p.end < p.start) return { code: "rangeEndsBeforeStart" };
  if (daysInclusive(p.start, p.end) > maxDays) return { code: "rangeTooLong", max: maxDays };
  return null;
}

/** Whether a name is an IANA time zone this runtime knows (Intl's data; "UTC" always is). */
export function isTimeZone(name: string): boolean {
  if (name === "UTC") return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
