/** Deadlines of 360 projects: date-input values, their end of day, the default and the checks before sending. No React. */
import { DEFAULT_DEADLINE_DAYS } from "../../../domain/feedback360/relationships.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

/** A deadline may be at most this many days away (ZCreateProject: "at most a year away"). */
export const MAX_DEADLINE_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2025-03-12" (an <input type="date"> value) for a date, in the user's timezone. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same calendar day `days` later (local time). */
export function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + days);
  return d;
}

/** The last moment of a picked day (23:59:59.999 local time) as an ISO date-time; null for text that is no real date. */
export function endOfDayIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== day) return null;
  return end.toISOString();
}

/** The New project dialog's deadline: 14 days from today (DEFAULT_DEADLINE_DAYS). */
export function defaultDeadlineInput(now: Date = new Date()): string {
  return dateInputValue(addDays(now, DEFAULT_DEADLINE_DAYS));
}

/** The last day a date input offers: its end of day is still within MAX_DEADLINE_DAYS of now. */
export function latestDeadlineInput(now: Date = new Date()): string {
  return dateInputValue(addDays(now, MAX_DEADLINE_DAYS - 1));
}

/** Why a deadline is refused (each has its sentence in the catalog under `deadline.<code>`). */
export type DeadlineError = "invalid" | "past" | "tooFar" | "notLater";
export type DeadlineCheck = { ok: true; deadline: string } | { ok: false; error: DeadlineError };

/**
 * A picked day as a deadline: a real date whose end is ahead, at most MAX_DEADLINE_DAYS away, and (when
 * extending) later than the current deadline.
 */
export function checkDeadline(value: string, now: Date = new Date(), after?: string): DeadlineCheck {
  const deadline = endOfDayIso(value);
  if (!deadline) return { ok: false, error: "invalid" };
  const at = new Date(deadline).getTime();
  if (at <= now.getTime()) return { ok: false, error: "past" };
  if (at > now.getTime() + MAX_DEADLINE_DAYS * DAY_MS) return { ok: false, error: "tooFar" };
  if (after !== undefined && at <= new Date(after).getTime()) return { ok: false, error: "notLater" };
  return { ok: true, deadline };
}

/** "12 Mar 2025" in the reader's locale ("" for a missing or invalid date). */
export function dayLabel(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
}

/** "12 March 2025", as an email or a form states a deadline ("" for a missing or invalid date). */
export function longDayLabel(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "long", year: "numeric" });
}

/** An open project whose deadline has passed (answers may still come until it is closed). */
export function isPastDeadline(deadline: string, now: Date = new Date()): boolean {
  const at = new Date(deadline).getTime();
  return !Number.isNaN(at) && at < now.getTime();
}
