/** The words of a notification, written from its kind and data (the server sends facts, not sentences). No React. */
import type { TNotification, TNotificationKind } from "../../../contracts/notifications.ts";
import { notificationsT } from "./notifications-i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

const KIND_KEY: Readonly<Record<Exclude<TNotificationKind, "billing.usage">, "assigned" | "reminder" | "completed" | "feedbackReady" | "reportStep" | "reportRejected">> = {
  "assessment.assigned": "assigned",
  "assessment.reminder": "reminder",
  "assessment.completed": "completed",
  "feedback360.closed": "feedbackReady",
  "report.step_assigned": "reportStep",
  "report.rejected": "reportRejected",
};

/** "Avery Admin assigned you the Executive assessment", "… sent you a reminder about …", "… completed …". */
export function notificationText(n: Pick<TNotification, "kind" | "data">): string {
  if (n.kind === "billing.usage") return usageText(n.data);
  const actor = n.data.actorName?.trim() || notificationsT("someone");
  const title = (n.data.assessmentTitle ?? n.data.reportTitle)?.trim();
  const step = n.data.stepName?.trim() || "";
  return title ? notificationsT(`text.${KIND_KEY[n.kind]}`, { actor, title, step }) : notificationsT(`untitled.${KIND_KEY[n.kind]}`, { actor, step });
}

/** "Your organization has started 40 of its 50 assessments this month; the count starts again on 1 Dec 2026 (Europe/Berlin)". */
function usageText(d: TNotification["data"]): string {
  const limit = d.limit ?? 0;
  const used = d.used ?? 0;
  const at = d.resetsAt ? new Date(d.resetsAt) : null;
  const date =
    at && !Number.isNaN(at.getTime()) ? at.toLocaleDateString(displayLocale(), { timeZone: d.timeZone ?? displayTimeZone(), day: "numeric", month: "short", year: "numeric" }) : "";
  const zone = (d.timeZone ?? "").replace(/_/g, " ");
  return notificationsT(d.threshold === 100 ? "usage.reached" : "usage.nearly", { used, limit, remaining: Math.max(0, limit - used), date, zone });
}

/** "Due 12 Mar 2025" (or "Overdue: due …" once passed) for a notification with a due date, else "". */
export function notificationDue(n: Pick<TNotification, "data">, now: Date = new Date(), locale?: string): string {
  const iso = n.data.dueAt;
  if (!iso) return "";
  const due = new Date(iso);
  if (Number.isNaN(due.getTime())) return "";
  const date = due.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
  return due.getTime() < now.getTime() ? notificationsT("overdue", { date }) : notificationsT("due", { date });
}

/** "Just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(iso: string, now: Date = new Date(), locale?: string): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return "";
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return notificationsT("justNow");
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), "minute");
  if (seconds < 86_400) return rtf.format(-Math.floor(seconds / 3600), "hour");
  if (seconds < 7 * 86_400) return rtf.format(-Math.floor(seconds / 86_400), "day");
  return then.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
}

/** A list with one notification read (and the unread count lowered), for the cache while the server is told. */
export function withRead<L extends { notifications: TNotification[]; unread: number }>(list: L, id: string, at: string): L {
  const target = list.notifications.find((n) => n.id === id);
  if (!target || target.readAt) return list;
  return { ...list, unread: Math.max(0, list.unread - 1), notifications: list.notifications.map((n) => (n.id === id ? { ...n, readAt: at } : n)) };
}

/** A list with everything read. */
export function withAllRead<L extends { notifications: TNotification[]; unread: number }>(list: L, at: string): L {
  return { ...list, unread: 0, notifications: list.notifications.map((n) => (n.readAt ? n : { ...n, readAt: at })) };
}

/**
 * Where a notification's link may take the browser: a path on this site only (the server writes them; anything
 * else is ignored rather than followed).
 */
export function safeLink(link: string | null): string | null {
  return link && /^\/(?!\/)[^\s\\]*$/.test(link) ? link : null;
}
