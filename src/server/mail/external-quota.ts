/**
 * The one guard of mail to addresses outside the organization: every route that mails a free address asks it
 * first, inside its own transaction, so the day's count and the messages commit (or roll back) together.
 */
import type { DbExecutor } from "../jobs/repo.ts";
import { AppError, msg } from "../http/errors.ts";
import { EXTERNAL_RECIPIENTS_PER_DAY, mailDayOf, externalMailResetsAt, externalRecipients, secondsUntilReset } from "../../domain/platform/external-mail.ts";
import * as repo from "./external-quota-repo.ts";
import * as people from "../people/api.ts";

/** The 429 of a full day: when it resets, in the error shape and as Retry-After. */
export function externalCapReached(now: Date, wanted: number, sentToday: number, cap = EXTERNAL_RECIPIENTS_PER_DAY): AppError {
  const resetsAt = externalMailResetsAt(now).toISOString();
  const seconds = secondsUntilReset(now);
  const left = Math.max(0, cap - sentToday);
  return new AppError(
    429,
    "RATE_LIMITED",
    msg("mail.organizationMayEmailAtMost", { cap, left, wanted, resetsAt }),
    { limit: cap, remaining: left, requested: wanted, resetsAt, retryAfterSeconds: seconds },
    { "retry-after": String(seconds) },
  );
}

/**
 * Counts the outside recipients among `emails` against the organization's day; throws the 429 when they do
 * not fit. Members' addresses are free. Answers how many outside addresses were counted.
 */
export async function claimExternalRecipients(
  db: DbExecutor,
  organizationId: string,
  emails: readonly string[],
  now: Date = new Date(),
  cap = EXTERNAL_RECIPIENTS_PER_DAY,
): Promise<number> {
  const lower = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const outside = externalRecipients(lower, await people.memberEmails(db, organizationId, lower));
  if (!outside.length) return 0;
  const day = mailDayOf(now);
  if ((await repo.claimExternal(db, organizationId, day, outside.length, cap)) === null) {
    throw externalCapReached(now, outside.length, await repo.externalCount(db, organizationId, day), cap);
  }
  return outside.length;
}
