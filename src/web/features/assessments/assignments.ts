/** Pure helpers for assigning and following assignments: due dates, status wording, when a reminder may go. No React. */
import type { TAssignment } from "../../../contracts/assignments.ts";
import { assessmentsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";
import type { TSubscriptionView } from "../../../contracts/billing.ts";
import { assignmentFit } from "../../../domain/billing/usage.ts";

/** "2025-03-12" (an <input type="date"> value) for a date, in the user's timezone. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The last moment of a day picked in a date input (23:59:59.999 in the user's timezone) as an ISO date-time,
 * or null when the text is not a real date ("2025-02-30", "").
 */
export function endOfDayIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== day) return null;
  return end.toISOString();
}

/** A due date as the Assign dialog checks it: none (empty), a valid one in the future, or an error to show under the field. */
export type DueDateCheck = { ok: true; dueAt: string | null } | { ok: false; error: string };

/** Empty means no due date; otherwise the day must be a real date whose end is still ahead (today counts). */
export function checkDueDate(value: string, now: Date = new Date()): DueDateCheck {
  if (value.trim() === "") return { ok: true, dueAt: null };
  const dueAt = endOfDayIso(value);
  if (!dueAt) return { ok: false, error: assessmentsT("assign.dueInvalid") };
  if (new Date(dueAt).getTime() <= now.getTime()) return { ok: false, error: assessmentsT("assign.duePast") };
  return { ok: true, dueAt };
}

/**
 * The toast after an assignment, saying truthfully what happened: how many were assigned, and how many already
 * had one of the type open (not assigned twice). Warning tone when nobody was assigned.
 */
export function assignedMessage(assigned: number, alreadyOpen: number, typeName: string): { message: string; tone: "info" | "warning" } {
  if (assigned === 0) return { message: assessmentsT("assign.noneNew", { count: alreadyOpen, type: typeName }), tone: "warning" };
  const done = assessmentsT("assign.done", { count: assigned, type: typeName });
  return { message: alreadyOpen > 0 ? `${done} ${assessmentsT("assign.alreadyOpen", { count: alreadyOpen })}` : done, tone: "info" };
}

/** "12 Mar 2025" in the reader's locale ("" for a missing or invalid date). */
export function dayLabel(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
}

/** "12 Mar, 14:30" in the reader's locale ("" for a missing or invalid date). */
export function momentLabel(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** A due date has passed while the work is not done. */
export function isOverdue(dueAt: string | null, completed: boolean, now: Date = new Date()): boolean {
  if (!dueAt || completed) return false;
  const due = new Date(dueAt).getTime();
  return !Number.isNaN(due) && due < now.getTime();
}

/** "Due 12 Mar 2025", or "Overdue since 12 Mar 2025" once passed and not completed; "" without a due date. */
export function dueLabel(dueAt: string | null, completed: boolean, now: Date = new Date(), locale?: string): string {
  if (!dueAt) return "";
  const date = dayLabel(dueAt, locale);
  return isOverdue(dueAt, completed, now) ? assessmentsT("due.overdue", { date }) : assessmentsT("due.on", { date });
}

/** Where an assignment stands: "Not started", "In progress · 12 of 75", "Completed". */
export function assignmentStatusText(a: Pick<TAssignment, "status" | "answered" | "total">): string {
  if (a.status === "in_progress") return assessmentsT("assignments.status.inProgress", { answered: a.answered, total: a.total });
  return assessmentsT(`assignments.status.${a.status === "completed" ? "completed" : "notStarted"}`);
}

/** Whether the Send reminder button works now, and if not, why (with the next allowed time). */
export type ReminderState = { kind: "ready" } | { kind: "wait"; until: string } | { kind: "completed" } | { kind: "not-allowed" };

/** Completed and not-permitted assignments get none; otherwise one per interval, from the server's nextReminderAt. */
export function reminderState(a: Pick<TAssignment, "status" | "nextReminderAt" | "policies">, now: Date = new Date()): ReminderState {
  if (a.status === "completed") return { kind: "completed" };
  if (!a.policies.remind) return { kind: "not-allowed" };
  if (a.nextReminderAt && new Date(a.nextReminderAt).getTime() > now.getTime()) return { kind: "wait", until: a.nextReminderAt };
  return { kind: "ready" };
}

/** The sentence under a disabled Send reminder button ("" when it works). */
export function reminderHint(state: ReminderState, locale?: string): string {
  if (state.kind === "wait") return assessmentsT("assignments.reminder.nextAt", { time: momentLabel(state.until, locale) });
  if (state.kind === "completed") return assessmentsT("assignments.reminder.completed");
  if (state.kind === "not-allowed") return assessmentsT("assignments.reminder.notAllowed");
  return "";
}

/** "Reminded 12 Mar, 14:30 (2 reminders)", or "No reminder yet". */
export function lastReminderLabel(a: Pick<TAssignment, "lastRemindedAt" | "reminderCount">, locale?: string): string {
  if (!a.lastRemindedAt) return assessmentsT("assignments.reminder.none");
  return assessmentsT("assignments.reminder.last", { count: a.reminderCount, time: momentLabel(a.lastRemindedAt, locale) });
}

/** Assignments open first (overdue first, then by due date, then newest), completed last (newest first). */
export function sortAssignments(list: readonly TAssignment[], now: Date = new Date()): TAssignment[] {
  const rank = (a: TAssignment) => (a.status === "completed" ? 2 : isOverdue(a.dueAt, false, now) ? 0 : 1);
  const due = (a: TAssignment) => (a.dueAt ? new Date(a.dueAt).getTime() : Number.POSITIVE_INFINITY);
  return [...list].sort((a, b) => rank(a) - rank(b) || (rank(a) < 2 ? due(a) - due(b) : 0) || b.assignedAt.localeCompare(a.assignedAt) || a.id.localeCompare(b.id));
}

/**
 * Whether assigning `count` people asks for more starts than the plan has left this month (Starter): then the
 * dialog warns and asks for a second click. Assigning is never refused (an assignment counts only once started).
 */
export function exceedsAllowance(view: TSubscriptionView | undefined, count: number): boolean {
  if (!view || count === 0) return false;
  const u = view.usage;
  return !assignmentFit({ plan: view.plan, used: u.used, limit: u.limit, remaining: u.remaining, level: u.level }, count).fits;
}
