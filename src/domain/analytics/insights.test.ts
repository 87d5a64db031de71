import { describe, expect, it } from "vitest";
import { INSIGHT_KINDS, writeInsights, type InsightInput } from "./insights.ts";

const input = (over: Partial<InsightInput> = {}): InsightInput => ({
  departments: [],
  alphas: [],
  quality: { quality: null, unflaggedShare: null },
  covered: 0,
  projection: null,
  minGroupSize: 5,
  ...over,
});

describe("insights are codes and figures, never sentences", () => {
  it("a department's difference names the department (null: no department) and the trait by code, with d, p and n", () => {
    const out = writeInsights(
      input({
        departments: [
          { department: null, n: 8, cells: [{ trait: "openness", d: -0.42, p: 0.012 }] },
          { department: "Sales", n: 6, cells: [{ trait: "neuroticism", d: 0.5, p: 0.2 }] },
          { department: "HR", n: 3, cells: [{ trait: "openness", d: 1.2, p: 0.001 }] },
        ],
      }),
    );
    // p ≥ .05 and a department below the minimum group size say nothing
    expect(out).toEqual([{ kind: "departmentDifference", department: null, trait: "openness", severity: "info", n: 8, numbers: { d: -0.42, p: 0.012 } }]);
  });

  it("a low alpha, flagged responses and both projections carry the figures their words quote", () => {
    const out = writeInsights(
      input({
        alphas: [
          { scale: "agreeableness", alpha: 0.64, n: 40 },
          { scale: "openness", alpha: 0.81, n: 40 },
        ],
        quality: { quality: 80, unflaggedShare: 0.85 },
        covered: 40,
        projection: { month: "2026-11", value: 41.4, low: 38, high: 55.2, months: 6, actualSoFar: 38, asOf: "2026-11-20" },
      }),
    );
    expect(out.map((i) => i.kind)).toEqual(["lowAlpha", "flaggedResponses", "projectionInProgress"]);
    expect(out[0]).toMatchObject({ scale: "agreeableness", severity: "warning", n: 40, numbers: { alpha: 0.64 } });
    expect(out[1].numbers.flaggedShare).toBeCloseTo(0.15, 10);
    expect(out[2]).toEqual({
      kind: "projectionInProgress",
      month: "2026-11",
      asOf: "2026-11-20",
      severity: "info",
      n: 6,
      numbers: { value: 41.4, low: 38, high: 55.2, actualSoFar: 38 },
    });
    const later = writeInsights(input({ projection: { month: "2026-12", value: 40, low: 30, high: 50, months: 6, actualSoFar: null, asOf: "2026-11-20" } }));
    expect(later).toEqual([{ kind: "projection", month: "2026-12", severity: "info", n: 6, numbers: { value: 40, low: 30, high: 50 } }]);
  });

  it("no field of any insight is a sentence", () => {
    const out = writeInsights(
      input({
        departments: [{ department: "Customer Success", n: 9, cells: [{ trait: "extraversion", d: 0.9, p: 0.001 }] }],
        alphas: [{ scale: "neuroticism", alpha: 0.5, n: 30 }],
        quality: { quality: 50, unflaggedShare: 0.5 },
        covered: 30,
        projection: { month: "2026-12", value: 1, low: 0, high: 2, months: 6, asOf: "2026-11-20" },
      }),
    );
    expect(new Set(out.map((i) => i.kind))).toEqual(new Set(INSIGHT_KINDS.filter((k) => k !== "projectionInProgress")));
    for (const i of out) for (const [key, v] of Object.entries(i)) if (typeof v === "string" && key !== "department") expect(v, key).toMatch(/^[\w-]+$/);
  });
});
