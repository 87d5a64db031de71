/** Wording for the Users pages: dates, counts and the role-change message. No React here. */
import type { TRole } from "../../../contracts/roles.ts";
import { roleLabel } from "../../lib/format.ts";
import { usersT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

/** "12 Mar 2025"-style date in the reader's locale; the raw text when it is not a date. */
export function formatJoinedDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), dateStyle: "medium" });
}

/** "5 members", "1 member", "2 of 5 members". */
export function memberCountLabel(shown: number, total: number): string {
  return shown === total ? usersT("members.count", { count: total }) : usersT("members.countFiltered", { count: total, shown });
}

/** The toast after a role change: "Role changed to Manager" (or "…back to User" after an undo). */
export function roleChangedMessage(role: TRole, undo = false): string {
  return undo ? usersT("toast.changedBack", { role: roleLabel(role) }) : usersT("toast.changed", { role: roleLabel(role) });
}
