/**
 * Scheduled reports (spec 2 §2.10, §3.5, §5): the presets and their cron expressions, a schedule's time of day
 * in its own time zone, the period each run reports on, and the delete confirmation. Cron times are read in the
 * schedule's IANA time zone, so "Mondays at 08:00" stays 08:00 local across daylight-saving changes.
 */
import type { Day } from "./reports.ts";

export const SCHEDULE_FREQUENCIES = ["daily", "weekly", "monthly", "custom"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** When a preset runs: the local time, and the weekday (0 Sunday … 6 Saturday) or day of the month where it applies. */
export type PresetTiming = { hour: number; minute: number; weekday?: number; dayOfMonth?: number };
export const DEFAULT_TIMING: Required<PresetTiming> = { hour: 8, minute: 0, weekday: 1, dayOfMonth: 1 };

/** The cron expression of a preset (minute hour day-of-month month weekday). */
export function presetCron(frequency: Exclude<ScheduleFrequency, "custom">, timing: PresetTiming = DEFAULT_TIMING): string {
  const t = { ...DEFAULT_TIMING, ...timing };
  if (!inRange(t.hour, 0, 23) || !inRange(t.minute, 0, 59) || !inRange(t.weekday, 0, 6) || !inRange(t.dayOfMonth, 1, 28))
    throw new RangeError("presetCron: timing out of range (the contract bounds it)");
  if (frequency === "daily") return `${t.minute} ${t.hour} * * *`;
  if (frequency === "weekly") return `${t.minute} ${t.hour} * * ${t.weekday}`;
  return `${t.minute} ${t.hour} ${t.dayOfMonth} * *`;
}

const inRange = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;

/** Why a custom cron may not be used: it is not the five fields, or it runs more often than once an hour. */
export const CRON_PROBLEMS = ["fiveFields", "onceAnHour"] as const;
export type CronProblem = (typeof CRON_PROBLEMS)[number];

/**
 * A custom cron must be the five fields (no seconds) and run at most every hour: a report every minute would
 * flood its recipients. Answers the problem's code (the server and the web word it), or null when it may be used
 * (the server also checks it parses).
 */
export function customCronProblem(cron: string): CronProblem | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return "fiveFields";
  if (!/^\d{1,2}$/.test(fields[0])) return "onceAnHour";
  return null;
}

const DAY_MS = 86_400_000;
const toDay = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);
const fromDay = (d: Day): number => Date.parse(`${d}T00:00:00Z`);

/** The calendar day an instant falls on in a time zone. */
export function localDay(at: Date, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/**
 * The period a run reports on, ending the day before the run's local day: daily the day before; weekly the
 * seven days before; monthly the previous calendar month; custom the days since the previous run (seven when
 * there was none; at most 366).
 */
export function runPeriod(frequency: ScheduleFrequency, runDay: Day, previousRunDay?: Day | null): { start: Day; end: Day } {
  const end = toDay(fromDay(runDay) - DAY_MS);
  switch (frequency) {
    case "daily":
      return { start: end, end };
    case "weekly":
      return { start: toDay(fromDay(end) - 6 * DAY_MS), end };
    case "monthly": {
      const [y, m] = runDay.split("-").map(Number);
      const first = new Date(Date.UTC(y, m - 2, 1));
      const last = new Date(Date.UTC(y, m - 1, 0));
      return { start: toDay(first.getTime()), end: toDay(last.getTime()) };
    }
    case "custom": {
      const since = previousRunDay && previousRunDay < runDay ? previousRunDay : toDay(fromDay(runDay) - 7 * DAY_MS);
      const start = Math.max(fromDay(since), fromDay(end) - 365 * DAY_MS);
      return { start: toDay(Math.min(start, fromDay(end))), end };
    }
  }
}

/** A run's report title: the schedule's name and its period ("Weekly leadership · 2026-11-16 – 2026-11-22"). */
export function runTitle(name: string, period: { start: Day; end: Day }): string {
  return period.start === period.end ? `${name} · ${period.start}` : `${name} · ${period.start} – ${period.end}`;
}
