/**
 * The reports manager's filters (spec 2 §2.5, §2.6, §9) and the query they send: status, type and priority only
 * when set, the date range as the day it starts (`since`, in the user's calendar), the search text trimmed, and
 * the list's page size of 50.
 */
import { REPORTS_PAGE_SIZE, type Day, type ReportStatus } from "../../../../domain/reporting/reports.ts";
import type { TemplateType } from "../../../../domain/reporting/templates.ts";

export const DATE_RANGES = ["7d", "30d", "90d"] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const PRIORITIES = ["urgent", "high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Spec 2 §2.6 type filter (plus custom, a template type of §9). */
export const FILTER_TYPES: readonly TemplateType[] = ["weekly", "monthly", "quarterly", "custom"];

export interface ReportFilters {
  status: ReportStatus | "all";
  type: TemplateType | "all";
  priority: Priority | "all";
  range: DateRange | "all";
  /** The search text (title, content and tags). */
  q: string;
}

/** Spec 2 §9 defaults: everything, no search. */
export const NO_FILTERS: ReportFilters = { status: "all", type: "all", priority: "all", range: "all", q: "" };

/** Whether any filter narrows the list (the empty state then says "Try adjusting your filters"). */
export function hasFilters(f: ReportFilters): boolean {
  return f.status !== "all" || f.type !== "all" || f.priority !== "all" || f.range !== "all" || f.q.trim() !== "";
}

/** Today in the user's own calendar (local time zone), as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): Day {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const RANGE_DAYS: Record<DateRange, number> = { "7d": 7, "30d": 30, "90d": 90 };

/** The first day of a range ending today: "7d" is today and the six days before it. */
export function sinceOf(range: DateRange, today: Day): Day {
  const ms = Date.parse(`${today}T00:00:00Z`) - (RANGE_DAYS[range] - 1) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** GET /api/reports query string for the filters (organizationId first; unset filters are left out). */
export function reportsQueryString(organizationId: string, f: ReportFilters, today: Day): string {
  const params = new URLSearchParams({ organizationId });
  if (f.status !== "all") params.set("status", f.status);
  if (f.type !== "all") params.set("type", f.type);
  if (f.priority !== "all") params.set("priority", f.priority);
  const q = f.q.trim();
  if (q !== "") params.set("q", q.slice(0, 200));
  if (f.range !== "all") params.set("since", sinceOf(f.range, today));
  params.set("limit", String(REPORTS_PAGE_SIZE));
  return params.toString();
}

/** The list with one report moved to the front (a new report or duplicate shows first, spec 2 §2.6). */
export function pinFirst<R extends { id: string }>(reports: readonly R[], id: string | null): R[] {
  if (id === null) return [...reports];
  const pinned = reports.find((r) => r.id === id);
  return pinned ? [pinned, ...reports.filter((r) => r.id !== id)] : [...reports];
}
