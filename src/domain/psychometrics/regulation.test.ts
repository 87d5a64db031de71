import { describe, expect, it } from "vitest";
import { developmentOpportunities, eqQuadrants, keyStrengths, regulationBand, regulationOverall } from "./regulation.ts";

describe("spec §9 regulation bands", () => {
  it.each([
    [100, "Exceptional"],
    [80, "Exceptional"],
    [79.99, "Strong"],
    [60, "Strong"],
    [59.99, "Developing"],
    [40, "Developing"],
    [39.99, "Needs Development"],
    [0, "Needs Development"],
  ])("band(%s) = %s", (s, b) => expect(regulationBand(s)).toBe(b));
});

describe("key strengths (≥ 60, the Strong band; top 3) and development opportunities (< 50, lowest 3)", () => {
  const scores = { selfAwareness: 60, selfManagement: 59.99, socialAwareness: 95, relationshipManagement: 71, stressTolerance: 88, impulseControl: 50, emotionalStability: 49.99 };
  it("strengths include 60 exactly, exclude 59.99, keep the top 3", () => {
    expect(keyStrengths(scores)).toEqual(["socialAwareness", "stressTolerance", "relationshipManagement"]);
    expect(keyStrengths({ selfAwareness: 60, selfManagement: 59.99 })).toEqual(["selfAwareness"]);
  });
  it("a dimension labelled Strong is always eligible as a key strength (63 is Strong and listed)", () => {
    expect(regulationBand(63)).toBe("Strong");
    expect(keyStrengths({ emotionalStability: 63 })).toEqual(["emotionalStability"]);
    for (let s = 0; s <= 100; s += 0.5) expect(keyStrengths({ selfAwareness: s }).length === 1).toBe(regulationBand(s) === "Strong" || regulationBand(s) === "Exceptional");
  });
  it("opportunities include 49.99, exclude 50, lowest first", () => {
    expect(developmentOpportunities(scores)).toEqual(["emotionalStability"]);
    expect(developmentOpportunities({ selfAwareness: 10, selfManagement: 20, socialAwareness: 5, relationshipManagement: 30, stressTolerance: 1 })).toEqual([
      "stressTolerance",
      "socialAwareness",
      "selfAwareness",
    ]);
  });
  it("overall is the mean of the seven scores (measured ones only)", () => {
    expect(regulationOverall(scores)).toBeCloseTo((60 + 59.99 + 95 + 71 + 88 + 50 + 49.99) / 7, 10);
    expect(regulationOverall({ selfAwareness: 40, selfManagement: null })).toBe(40);
    expect(regulationOverall({})).toBeNaN();
  });
});

describe("EQ quadrants panel", () => {
  it("says balanced within 10 points, else names the stronger side", () => {
    const base = { selfAwareness: 60, selfManagement: 60, stressTolerance: 60, impulseControl: 60, emotionalStability: 60 };
    expect(eqQuadrants({ ...base, socialAwareness: 55, relationshipManagement: 55 }).balance).toBe("balanced");
    expect(eqQuadrants({ ...base, socialAwareness: 50, relationshipManagement: 50 }).balance).toBe("self-leaning");
    expect(eqQuadrants({ ...base, socialAwareness: 70, relationshipManagement: 70 }).balance).toBe("social-leaning");
    expect(eqQuadrants({}).balance).toBe("unknown");
    expect(eqQuadrants({ ...base, socialAwareness: 55, relationshipManagement: 55 }).sentence).toMatch(/balance/);
  });
});
