/**
 * Rater invitation emails (spec 2 §2.13): the rules, not the words. Three templates — default, peer, manager —
 * chosen by the rater's relationship; the facts they carry are the rater's, subject's and requester's names,
 * the project's title, link, deadline and organization (the texts, "15-20 minutes" for 120 short statements,
 * are the server's and the web app's catalogs). A reminder says how many calendar days are left.
 */
import type { Relationship } from "./relationships.ts";

export type TemplateKey = "default" | "peer" | "manager";
export const TEMPLATE_KEYS: readonly TemplateKey[] = ["default", "peer", "manager"];

/** The template a rater of this relationship receives. */
export function templateFor(relationship: Relationship): TemplateKey {
  return relationship === "peer" ? "peer" : relationship === "manager" ? "manager" : "default";
}

/**
 * Who asked for the feedback, as a rater is told: the person who created the project. Null when that person is
 * the subject (a self-initiated project) or no longer known; the text then names the subject as the one asking.
 */
export function requesterName(creator: { id: string | null; name: string | null }, subjectId: string): string | null {
  return creator.id && creator.id !== subjectId && creator.name ? creator.name : null;
}

const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, as days since 1970-01-01. */
function calendarDay(d: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("und", { timeZone, numberingSystem: "latn", year: "numeric", month: "numeric", day: "numeric" }).formatToParts(d);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Math.floor(Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS);
}

/**
 * Days left before a deadline as the email reads it: calendar days, in the time zone the email writes the
 * deadline's date in (UTC unless given), from today to the deadline's day, never negative. Counting 24-hour
 * spans and rounding up said "15 days left" for a deadline dated 14 days ahead whenever it fell later in its
 * day than the send.
 */
export function daysLeft(deadline: Date, now: Date, timeZone = "UTC"): number {
  return Math.max(0, calendarDay(deadline, timeZone) - calendarDay(now, timeZone));
}

/** What a reminder says above the invitation: the last day, or how many days are left. */
export type ReminderNotice = { readonly lastDay: true } | { readonly lastDay: false; readonly days: number };

/** The reminder's notice for the days left (0: the deadline is today). */
export function reminderNotice(daysLeft: number): ReminderNotice {
  return daysLeft <= 0 ? { lastDay: true } : { lastDay: false, days: daysLeft };
}
