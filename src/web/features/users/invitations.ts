/** Wording and parsing for invitations on the Users page: pasted address lists, outcomes, dates. No React. */
import { ZMagicLinkRequest } from "../../../contracts/auth.ts";
import { MAX_BULK_INVITATIONS, type TInvitation, type TInvitationOutcome } from "../../../contracts/invitations.ts";
import { usersT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

/** The same address rule as the server's (the sign-in contract's email). */
const ZEmail = ZMagicLinkRequest.shape.email;

/** Whether text is an email address the server accepts. */
export function isValidEmail(text: string): boolean {
  return ZEmail.safeParse(text).success;
}

/** What a pasted list holds: the addresses to send (each once, in order), the repeats dropped, the ones that look wrong. */
export interface ParsedEmails {
  emails: string[];
  repeated: number;
  invalid: string[];
}

/**
 * Addresses from pasted text: split on commas, semicolons, white space and new lines; "Name <a@b.co>" and quotes
 * are unwrapped; the same address twice (any case) counts once. Invalid ones stay in the list (the server says so
 * for each) and are also named in `invalid`, so the form can warn before sending.
 */
export function parseEmails(text: string): ParsedEmails {
  const seen = new Set<string>();
  const emails: string[] = [];
  let repeated = 0;
  // "Jane Doe <jane@x.co>" (as mail clients copy addresses) is the address in the brackets.
  const unwrapped = text.replace(/"[^"]*"\s*<([^<>]*)>/g, " $1 ").replace(/[^,;\n<>]*<([^<>]*)>/g, " $1 ");
  for (const raw of unwrapped.split(/[\s,;]+/)) {
    const token = raw.replace(/^[<("'[]+|[>)"'\].]+$/g, "").trim();
    if (token === "") continue;
    const key = token.toLowerCase();
    if (seen.has(key)) {
      repeated += 1;
      continue;
    }
    seen.add(key);
    emails.push(token);
  }
  return { emails, repeated, invalid: emails.filter((e) => !isValidEmail(e)) };
}

/** The line under the field: "3 addresses", "3 addresses · 1 repeat ignored · 1 doesn't look valid". */
export function parsedSummary(parsed: ParsedEmails): string {
  const parts = [usersT("invite.parsed", { count: parsed.emails.length })];
  if (parsed.repeated > 0) parts.push(usersT("invite.repeated", { count: parsed.repeated }));
  if (parsed.invalid.length > 0) parts.push(usersT("invite.invalidCount", { count: parsed.invalid.length }));
  return parts.join(" · ");
}

/** Why the form can't be sent yet, or null: nothing entered, or more than the server takes at once. */
export function emailsError(parsed: ParsedEmails): string | null {
  if (parsed.emails.length === 0) return usersT("invite.errorNone");
  if (parsed.emails.length > MAX_BULK_INVITATIONS) return usersT("invite.errorTooMany", { max: MAX_BULK_INVITATIONS });
  return null;
}

/** An outcome as listed after sending ("Invited", "Already a member", …). */
export function outcomeLabel(outcome: TInvitationOutcome): string {
  return usersT(`invite.outcome.${outcome}`);
}

/** The summary above the outcomes: "2 invited · 1 already a member". */
export function outcomeSummary(outcomes: readonly TInvitationOutcome[]): string {
  const order: TInvitationOutcome[] = ["invited", "already_member", "already_invited", "invalid_email", "duplicate"];
  return order
    .map((o) => ({ o, count: outcomes.filter((x) => x === o).length }))
    .filter((x) => x.count > 0)
    .map((x) => usersT(`invite.summary.${x.o}`, { count: x.count }))
    .join(" · ");
}

/** "12 Mar 2025" in the reader's locale (the text itself when not a date). */
function day(iso: string, locale?: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
}

/** When it was last sent: "12 Mar 2025", or "14 Mar 2025 (3 times)" once resent. */
export function sentLabel(inv: Pick<TInvitation, "createdAt" | "lastSentAt" | "sendCount">, locale?: string): string {
  return usersT("invitations.sentTimes", { count: Math.max(1, inv.sendCount), date: day(inv.lastSentAt ?? inv.createdAt, locale) });
}

/** Whether an invitation can no longer be accepted because its time ran out. */
export function isExpired(inv: Pick<TInvitation, "status" | "expiresAt">, now: Date = new Date()): boolean {
  return inv.status === "expired" || (inv.status === "pending" && new Date(inv.expiresAt).getTime() <= now.getTime());
}

/** "19 Mar 2025" (the day it stops working), or "Expired". */
export function expiryLabel(inv: Pick<TInvitation, "status" | "expiresAt">, now: Date = new Date(), locale?: string): string {
  return isExpired(inv, now) ? usersT("invitations.expired") : day(inv.expiresAt, locale);
}

/** Who sent an invitation: "You", their name, or a dash when they have none; someone since removed is said so. */
export function inviterLabel(inv: Pick<TInvitation, "invitedBy">, selfId: string): string {
  if (!inv.invitedBy) return usersT("invitations.unknownInviter");
  if (inv.invitedBy.id === selfId) return usersT("list.you");
  return inv.invitedBy.name.trim() || "—";
}
