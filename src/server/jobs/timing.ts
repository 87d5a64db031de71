/**
 * The queue's time rules as pure functions of their inputs (no clock is read here): retry backoff and
 * the next tick of a cron expression in a time zone.
 */
import { CronExpressionParser } from "cron-parser";
import { isTimeZone } from "../../domain/calendar.ts";

/** No retry waits longer than this, however many attempts failed. */
export const MAX_BACKOFF_SECONDS = 3600;

/**
 * The delay before retry number `failedAttempts` (1 after the first failure): base × 2^(n−1), capped at
 * MAX_BACKOFF_SECONDS. Deterministic (no jitter): retries of different jobs spread out by when they failed.
 */
export function backoffSeconds(failedAttempts: number, baseSeconds: number): number {
  if (baseSeconds <= 0) return 0;
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  return Math.min(baseSeconds * 2 ** exponent, MAX_BACKOFF_SECONDS);
}

/** The first instant strictly after `after` that matches `cron` read in the IANA time zone `timeZone`. */
export function nextCronRun(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

/** Throws a readable error when `cron` or `timeZone` cannot be used (checked when a schedule is set, not at its tick). */
export function assertValidSchedule(cron: string, timeZone: string): void {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}"`);
  try {
    nextCronRun(cron, timeZone, new Date(0));
  } catch (e) {
    throw new Error(`Invalid cron expression "${cron}": ${(e as Error).message}`);
  }
}
