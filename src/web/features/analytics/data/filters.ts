import type { TAnalyticsFilters, TDateRange } from "../../../../contracts/analytics.ts";
import { customRangeProblem } from "./date-range.ts";

/** The filter panel's choices (each "all" or one option). */
export interface FilterChoices {
  industry: TAnalyticsFilters["industry"];
  assessmentType: string;
  department: string;
}

export const ALL_FILTERS: FilterChoices = { industry: "all", assessmentType: "all", department: "all" };

/** The filter panel's whole selection: the three choices and the date range, applied together with Apply. */
export interface FilterSelection extends FilterChoices {
  dateRange: TDateRange;
}

/** How many filters are set to something other than "all" (the badge on the filter panel). */
export function activeFilterCount(choices: FilterChoices): number {
  return (Object.keys(ALL_FILTERS) as (keyof FilterChoices)[]).filter((key) => choices[key] !== "all").length;
}

/** The request filters: the choices and the date range (Clear all resets the choices and keeps the range). */
export function requestFilters(choices: FilterChoices, dateRange: TDateRange): FilterSelection {
  return { industry: choices.industry, assessmentType: choices.assessmentType, department: choices.department, dateRange };
}

/** What Apply would change: every filter whose draft differs from what is applied, the date range as any other. */
export function pendingFilters(applied: FilterSelection, draft: FilterSelection): (keyof FilterSelection)[] {
  const keys: (keyof FilterSelection)[] = [...(Object.keys(ALL_FILTERS) as (keyof FilterChoices)[]), "dateRange"];
  return keys.filter((key) =>
    key === "dateRange" ? applied.dateRange.start !== draft.dateRange.start || applied.dateRange.end !== draft.dateRange.end : applied[key] !== draft[key],
  );
}

/** Whether Apply may apply the draft: its date range is a usable one (the other filters always are). */
export function canApply(draft: FilterSelection): boolean {
  return customRangeProblem(draft.dateRange) === null;
}

/** Clear all: the three choices back to "all"; the date range stays as it is. */
export function clearedFilters<T extends FilterChoices>(selection: T): T {
  return { ...selection, ...ALL_FILTERS };
}

/** Options for a select: "all" first, then the given values without duplicates, in their order. */
export function withAll(values: readonly string[]): string[] {
  return ["all", ...new Set(values.filter((v) => v !== "all"))];
}
