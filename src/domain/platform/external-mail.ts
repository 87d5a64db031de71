/**
 * Mail to addresses outside the organization (report shares, emailed builder reports, distribution lists):
 * any member may send it under the organization's name, so each message names at most a few recipients and
 * each organization reaches at most a number of outside addresses a day (UTC), counted once for every route.
 */

/** The most addresses one share (one request) may name. */
export const MAX_RECIPIENTS_PER_MESSAGE = 10;
/** The most outside addresses (not members of the organization) an organization's mail reaches in a UTC day. */
export const EXTERNAL_RECIPIENTS_PER_DAY = 100;

/** The UTC day a moment falls on, YYYY-MM-DD: the counter's key. */
export function mailDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the day's counter starts again: the next UTC midnight. */
export function externalMailResetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Whole seconds until the counter resets (at least 1), for Retry-After. */
export function secondsUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((externalMailResetsAt(now).getTime() - now.getTime()) / 1000));
}

/** Whether `more` outside recipients fit in the day when `sentToday` were already reached. */
export function fitsDailyCap(sentToday: number, more: number, cap: number = EXTERNAL_RECIPIENTS_PER_DAY): boolean {
  return more <= 0 || sentToday + more <= cap;
}

/** The addresses of `emails` (lower-cased, trimmed) that are not among the members' addresses. */
export function externalRecipients(emails: readonly string[], memberEmails: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const raw of emails) {
    const e = raw.trim().toLowerCase();
    if (e && !memberEmails.has(e) && !out.includes(e)) out.push(e);
  }
  return out;
}
