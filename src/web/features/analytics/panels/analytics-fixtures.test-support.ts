/**
 * Analytics answers as codes, for the panels' tests: insights of every kind, a small organization's departments and
 * adverse impact, its months (one withheld, the range cutting both ends) and a projection with the month under way.
 */
import { ZAdverseImpact, type TAdverseImpact, type TDepartmentRow, type TInsight, type TInsights } from "../../../../contracts/analytics.ts";

export const INSIGHTS: TInsight[] = [
  { kind: "departmentDifference", department: "Sales", trait: "openness", severity: "info", n: 12, numbers: { d: -0.4249, p: 0.0123 } },
  { kind: "departmentDifference", department: null, trait: "neuroticism", severity: "info", n: 7, numbers: { d: 0.51, p: 0.0004 } },
  { kind: "lowAlpha", scale: "agreeableness", severity: "warning", n: 40, numbers: { alpha: 0.6449 } },
  { kind: "flaggedResponses", severity: "warning", n: 52, numbers: { flaggedShare: 0.1249 } },
  { kind: "projection", month: "2026-12", severity: "info", n: 6, numbers: { value: 41.4, low: -0.2, high: 55.6 } },
  { kind: "projectionInProgress", month: "2026-11", asOf: "2026-11-20", severity: "info", n: 6, numbers: { value: 41.4, low: 38, high: 55.6, actualSoFar: 38 } },
];

/** A small organization's adverse impact: every group below the minimum, both comparisons hidden. */
export const HIDDEN_IMPACT: TAdverseImpact = ZAdverseImpact.parse({
  comparisons: (["sex", "age"] as const).map((by) => ({
    by,
    note: by === "sex" ? "sexAsGiven" : "ageGroups",
    groups: (by === "sex" ? ["women", "men"] : ["under40", "fortyAndOver"]).map((group) => ({
      group,
      n: null,
      suppressed: true,
      selected: null,
      rate: null,
      impactRatio: null,
      belowFourFifths: null,
      p: null,
    })),
  })),
  n: null,
  scale: "pooledPercentile",
  disclaimer: "screeningAid",
});

/** Departments of a small organization: the members with no department, and one below the minimum. */
export const DEPARTMENTS: TDepartmentRow[] = [
  { department: null, n: 8, suppressed: false, cells: [{ trait: "openness", meanPercentile: 55.2, difference: 3.1, d: 0.21, p: 0.3, significant: false }] },
  { department: "HR", n: 2, suppressed: true, cells: [] },
];

/** Two months: the first too small to show its quality; the range below cuts both. */
export const MONTHS: TInsights["months"] = [
  { month: "2026-08", started: 2, completed: 2, quality: null, avgScore: null },
  { month: "2026-09", started: 40, completed: 38, quality: 93.25, avgScore: 51.2 },
];
export const RANGE = { start: "2026-08-30", end: "2026-09-20" };

/** A projection: one completed month, the month under way and one projected month. */
export const PREDICTIVE: TInsights["predictive"] = {
  history: [{ month: "2026-10", completed: 38 }],
  projection: [
    { month: "2026-11", value: 41, low: 41, high: 55, actualSoFar: 41 },
    { month: "2026-12", value: 42, low: 30, high: 54, actualSoFar: null },
  ],
  months: 6,
  available: 6,
  minimum: 6,
  forecasts: 0,
  method: { code: "least_squares", months: 6, ahead: 3 },
};
