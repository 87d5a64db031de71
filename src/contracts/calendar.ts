/**
 * The one calendar-date contract: every day a request names (periods, ranges, due dates, `since`) is a real date
 * YYYY-MM-DD between FIRST_DAY and LAST_DAY (src/domain/calendar.ts), refused at the door with a 400 naming the
 * field. Answers use `ZStoredDay`, which only checks the shape: what is stored always reads back.
 */
import { z } from "zod";
import { dayIssue, FIRST_DAY, LAST_DAY, periodIssue, utcDayOfInstant, type PeriodIssue } from "../domain/calendar.ts";
import { contractIssue, contractMessage } from "./messages.ts";

/** What a range is called in its messages ("A date range is at most 3,660 days"). */
export type RangeName = "dateRange" | "reportPeriod" | "period";

/** A day's or a period's issue as a custom zod issue: the English message and, for the server, its code. */
function issueOf(i: PeriodIssue, what: RangeName = "period") {
  const { code, ...facts } = i;
  return contractIssue(code, code === "rangeEndsBeforeStart" || code === "rangeTooLong" ? { ...facts, what } : facts);
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A day in an answer: YYYY-MM-DD as stored (rows written before the calendar check read back as they are). */
export const ZStoredDay = z.string().regex(DAY_SHAPE, contractMessage("dayShape"));

/** A day in a request: a real calendar date from 2000-01-01 to 2099-12-31. */
export const ZCalendarDate = z
  .string()
  .regex(DAY_SHAPE, contractMessage("dayShape"))
  .superRefine((s, ctx) => {
    if (!DAY_SHAPE.test(s)) return; // the regex said so
    const issue = dayIssue(s);
    if (issue) ctx.addIssue({ code: "custom", ...issueOf(issue) });
  })
  .meta({ format: "date", description: `A calendar date YYYY-MM-DD from ${FIRST_DAY} to ${LAST_DAY}` });

/**
 * A day in a request that may also be sent as an ISO timestamp with an offset (what API clients following the
 * spec send): a timestamp counts as its UTC calendar day, the day the analytics rollups file it under.
 */
const ZInstantShape = z.iso.datetime({ offset: true });
export const ZCalendarDateOrInstant = z
  .string()
  .max(40)
  .transform((s, ctx) => {
    const day = DAY_SHAPE.test(s) ? s : ZInstantShape.safeParse(s).success ? utcDayOfInstant(s) : null;
    const issue = day === null ? null : dayIssue(day);
    if (day === null || issue) {
      ctx.addIssue({ code: "custom", ...(issue ? issueOf(issue) : contractIssue("dayOrInstantShape", { first: FIRST_DAY, last: LAST_DAY })) });
      return z.NEVER;
    }
    return day as string;
  })
  .meta({ description: `A calendar date YYYY-MM-DD, or an ISO timestamp taken as its UTC day, from ${FIRST_DAY} to ${LAST_DAY}` });

/** An instant in a request (a deadline, a due time): an ISO timestamp with an offset whose day lies in the supported years. */
export const ZBoundedInstant = z.iso.datetime({ offset: true }).superRefine((s, ctx) => {
  const day = utcDayOfInstant(s);
  if (day === null || day < FIRST_DAY || day > LAST_DAY) ctx.addIssue({ code: "custom", ...contractIssue("instantOutOfRange", { first: FIRST_DAY, last: LAST_DAY }) });
});

/**
 * An inclusive range {start, end} of request days, at most `maxDays` long; a failure names the bound
 * ("A date range is at most 3,660 days") on the `end` field.
 */
export function zDayRange<D extends z.ZodType<string, string>>(day: D, maxDays: number, what: RangeName) {
  return z.object({ start: day, end: day }).superRefine((v, ctx) => {
    const r = v as { start: string; end: string };
    if (dayIssue(r.start) || dayIssue(r.end)) return; // the field says why
    const issue = periodIssue(r, maxDays);
    if (issue) ctx.addIssue({ code: "custom", path: ["end"], ...issueOf(issue, what) });
  });
}
