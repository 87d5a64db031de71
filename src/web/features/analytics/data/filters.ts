import type { TAnalyticsFilters, TDateRange } from "../../../../contracts/analytics.ts";

/** The filter panel's choices (each "all" or one option). */
export interface FilterChoices {
  industry: TAnalyticsFilters["industry"];
  assessmentType: string;
  department: string;
}

export const ALL_FILTERS: FilterChoices = { industry: "all", assessmentType: "all", department: "all" };

/** How many filters are set to something other than "all" (the badge on the filter panel). */
export function activeFilterCount(choices: FilterChoices): number {
  return (Object.keys(ALL_FILTERS) as (keyof FilterChoices)[]).filter((key) => choices[key] !== "all").length;
}

/** The request filters: the choices and the date range (Clear all resets the choices and keeps the range). */
export function requestFilters(choices: FilterChoices, dateRange: TDateRange): TAnalyticsFilters {
  return { ...choices, dateRange };
}

/** Options for a select: "all" first, then the given values without duplicates, in their order. */
export function withAll(values: readonly string[]): string[] {
  return ["all", ...new Set(values.filter((v) => v !== "all"))];
}
