/**
 * The user_activity section (spec 2 §3.4): the organization's members active in the period, as a table of the
 * configured columns, sorted by the configured column (dates and counts most first, names A to Z), at most
 * `limit` rows (default 20). Activity is a member's active days as the analytics records them (signing in,
 * saving an answer, starting or completing an assessment), one per member and UTC day.
 */
import { defaultConfiguration, type SectionConfiguration } from "../templates.ts";
import { say, type Coded } from "../words.ts";

/** One member's activity in the period. */
export type MemberActivityRow = {
  userId: string;
  name: string;
  email: string;
  department: string | null;
  role: string;
  /** The member's last active day in the period (YYYY-MM-DD). */
  lastActivity: string | null;
  activeDays: number;
  assessmentsCompleted: number;
};

/** The columns a user_activity section can show (each headed by the report words `headers.<column>`). */
export const USER_ACTIVITY_COLUMNS = {
  user_name: { value: (r: MemberActivityRow) => r.name },
  email: { value: (r: MemberActivityRow) => r.email },
  department: { value: (r: MemberActivityRow) => r.department ?? say("cells.noDepartment") },
  role: { value: (r: MemberActivityRow) => r.role },
  last_activity: { value: (r: MemberActivityRow) => r.lastActivity },
  active_days: { value: (r: MemberActivityRow) => r.activeDays },
  assessments_completed: { value: (r: MemberActivityRow) => r.assessmentsCompleted },
} as const;
export type UserActivityColumn = keyof typeof USER_ACTIVITY_COLUMNS;
export const isUserActivityColumn = (c: string): c is UserActivityColumn => Object.hasOwn(USER_ACTIVITY_COLUMNS, c);

/** The orders the query can give; any other sort_by falls back to last_activity. */
export const USER_ACTIVITY_SORTS = ["last_activity", "assessments_completed", "active_days", "user_name"] as const;
export type UserActivitySort = (typeof USER_ACTIVITY_SORTS)[number];
export const DEFAULT_USER_ACTIVITY_LIMIT = 20;

/** The columns, sort and row limit of a configuration (the §3.4 defaults for what it leaves out). */
export function userActivityPlan(configuration: SectionConfiguration): { columns: UserActivityColumn[]; unknown: string[]; sort: UserActivitySort; limit: number } {
  const d = defaultConfiguration("user_activity");
  const asked = configuration.table_columns?.length ? configuration.table_columns : (d.table_columns ?? []);
  const sortBy = configuration.sort_by ?? d.sort_by ?? "last_activity";
  return {
    columns: [...new Set(asked.filter(isUserActivityColumn))],
    unknown: asked.filter((c) => !isUserActivityColumn(c)),
    sort: (USER_ACTIVITY_SORTS as readonly string[]).includes(sortBy) ? (sortBy as UserActivitySort) : "last_activity",
    limit: configuration.limit ?? d.limit ?? DEFAULT_USER_ACTIVITY_LIMIT,
  };
}

const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether row a comes before b in the sort (the query's order; ties by name, then id, in code-point order). */
export function compareActivity(sort: UserActivitySort, a: MemberActivityRow, b: MemberActivityRow): number {
  const byName = codeOrder(a.name, b.name) || codeOrder(a.userId, b.userId);
  switch (sort) {
    case "user_name":
      return byName;
    case "assessments_completed":
      return b.assessmentsCompleted - a.assessmentsCompleted || byName;
    case "active_days":
      return b.activeDays - a.activeDays || byName;
    case "last_activity":
      return codeOrder(b.lastActivity ?? "", a.lastActivity ?? "") || byName;
  }
}

/** The table of the rows (already sorted and limited) in the configured columns. */
export function userActivityTable(rows: readonly MemberActivityRow[], columns: readonly UserActivityColumn[]): { headers: Coded[]; data: (string | number | null | Coded)[][] } {
  return { headers: columns.map((c) => say(`headers.${c}`)), data: rows.map((r) => columns.map((c) => USER_ACTIVITY_COLUMNS[c].value(r))) };
}
