/** Pure helpers for the Users pages: filtering, ordering, cache updates and wording. No React here. */
import type { TMember } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { roleLabel } from "../../lib/format.ts";
import { usersT } from "./i18n.ts";

/** Lower case, accents dropped, runs of white space collapsed: "  Zoë  O'Brien " → "zoe o'brien". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The members whose name or email contain every word of the query (case- and accent-insensitive), in their
 * original order. A blank query keeps everyone.
 */
export function filterMembers<M extends Pick<TMember, "name" | "email">>(members: readonly M[], query: string): M[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const haystack = normalizeForSearch(`${member.name} ${member.email}`);
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** Members by name (people without a name last, by email), then by email; a new array. */
export function sortMembers<M extends Pick<TMember, "name" | "email">>(members: readonly M[]): M[] {
  return [...members].sort((a, b) => {
    const aName = a.name.trim();
    const bName = b.name.trim();
    if ((aName === "") !== (bName === "")) return aName === "" ? 1 : -1;
    return collator.compare(aName, bName) || collator.compare(a.email, b.email);
  });
}

/** The list with one member's role set (optimistic update); the same list when that member is absent. */
export function withMemberRole(members: readonly TMember[], userId: string, role: TRole): TMember[] {
  return members.map((m) => (m.userId === userId ? { ...m, role } : m));
}

/**
 * Puts the server's answer for a role change into the list, unless a newer change of that member's role is
 * already shown (its role is no longer the one this change asked for): that newer change settles it.
 */
export function settleMember(members: readonly TMember[], saved: TMember, requestedRole: TRole): TMember[] {
  return members.map((m) => (m.userId === saved.userId && m.role === requestedRole ? saved : m));
}

/** Undoes an optimistic role change that failed, unless a newer change of that member is already shown. */
export function rollBackMemberRole(members: readonly TMember[], userId: string, attempted: TRole, previous: TRole): TMember[] {
  return members.map((m) => (m.userId === userId && m.role === attempted ? { ...m, role: previous } : m));
}

/** "12 Mar 2025"-style date in the reader's locale; the raw text when it is not a date. */
export function formatJoinedDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { dateStyle: "medium" });
}

/** "5 members", "1 member", "2 of 5 members". */
export function memberCountLabel(shown: number, total: number): string {
  return shown === total ? usersT("members.count", { count: total }) : usersT("members.countFiltered", { count: total, shown });
}

/** The toast after a role change: "Role changed to Manager" (or "…back to User" after an undo). */
export function roleChangedMessage(role: TRole, undo = false): string {
  return undo ? usersT("toast.changedBack", { role: roleLabel(role) }) : usersT("toast.changed", { role: roleLabel(role) });
}
