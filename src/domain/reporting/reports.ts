/**
 * Report lifecycle rules (spec 2 §3.1–3.3, §4, §5, §9): statuses and their labels, the create form's default
 * period and required fields, duplicate and save, and the previous period a trend compares with.
 */
import { daysInclusive, shiftDay, type Day } from "../calendar.ts";

/** Spec 2 §4 report statuses. */
export const REPORT_STATUSES = ["draft", "review", "approved", "published", "archived"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Spec 2 §4: the manager's filter offers these (not archived). */
export const MANAGER_FILTER_STATUSES: readonly ReportStatus[] = ["draft", "review", "approved", "published"];

/** Spec 2 §4: the management list labels "review" as "In Review". */
export function statusLabel(status: ReportStatus): string {
  return status === "review" ? "In Review" : status[0].toUpperCase() + status.slice(1);
}

/** Spec 2 §9 page size of the reports list. */
export const REPORTS_PAGE_SIZE = 50;

/** A calendar day as YYYY-MM-DD. */
export type { Day };

/** Spec 2 §5/§9: the create form's default window — seven days ending yesterday (`today` in the user's calendar). */
export function defaultReportPeriod(today: Day): { start: Day; end: Day } {
  const end = shiftDay(today, -1);
  return { start: shiftDay(end, -6), end };
}

/** Days in an inclusive period. */
export function periodDays(p: { start: Day; end: Day }): number {
  return daysInclusive(p.start, p.end);
}

/** The period of the same length just before (what a trend compares with). */
export function previousPeriod(p: { start: Day; end: Day }): { start: Day; end: Day } {
  return { start: shiftDay(p.start, -periodDays(p)), end: shiftDay(p.start, -1) };
}

export type CreateReportInput = { templateId: string; title: string; reportPeriodStart: string; reportPeriodEnd: string };

/**
 * Spec 2 §5: template, title, period start and period end are all required (nothing is sent if any is empty);
 * the end may not precede the start. Answers the fields in error, empty when the form may be sent.
 */
export function createReportProblems(i: CreateReportInput): Partial<Record<keyof CreateReportInput, "required" | "before_start">> {
  const out: Partial<Record<keyof CreateReportInput, "required" | "before_start">> = {};
  for (const k of ["templateId", "title", "reportPeriodStart", "reportPeriodEnd"] as const) if (!i[k].trim()) out[k] = "required";
  if (!out.reportPeriodStart && !out.reportPeriodEnd && Date.parse(`${i.reportPeriodEnd}T00:00:00Z`) < Date.parse(`${i.reportPeriodStart}T00:00:00Z`))
    out.reportPeriodEnd = "before_start";
  return out;
}

export type ReportAnalytics = { views: number; downloads: number; shares: number; avgReadTime: number };

/** Spec 2 §4: a duplicate is a draft at version 1, its title suffixed "(Copy)", its analytics zeroed. */
export function duplicateOf<R extends { title: string; status: ReportStatus; version: number; analytics: ReportAnalytics }>(r: R): R {
  return { ...r, title: `${r.title} (Copy)`, status: "draft", version: 1, analytics: { views: 0, downloads: 0, shares: 0, avgReadTime: 0 } };
}

/** Spec 2 §4: saving an edit raises the version by 1. */
export function nextVersion(version: number): number {
  return version + 1;
}
