import { describe, expect, it } from "vitest";
import { competencyLevel, developmentPriorities, EXECUTIVE_BENCHMARKS, EXECUTIVE_COMPETENCIES, executiveMean, executiveReadiness, executiveStrengths } from "./executive.ts";

describe("spec §9 executive benchmarks", () => {
  it("hold the spec's figures", () => {
    expect(EXECUTIVE_BENCHMARKS.strategicThinking).toEqual({ excellent: 85, good: 70, average: 50 });
    expect(EXECUTIVE_BENCHMARKS.decisionMaking).toEqual({ excellent: 85, good: 70, average: 50 });
    expect(EXECUTIVE_BENCHMARKS.changeLeadership).toEqual({ excellent: 80, good: 65, average: 45 });
    expect(EXECUTIVE_BENCHMARKS.executivePresence).toEqual({ excellent: 85, good: 70, average: 50 });
    expect(EXECUTIVE_BENCHMARKS.stakeholderManagement).toEqual({ excellent: 80, good: 65, average: 45 });
    expect(EXECUTIVE_BENCHMARKS.teamDevelopment).toEqual({ excellent: 85, good: 70, average: 50 });
    expect(EXECUTIVE_BENCHMARKS.resultsOrientation).toEqual({ excellent: 90, good: 75, average: 55 });
    expect(EXECUTIVE_BENCHMARKS.innovationDrive).toEqual({ excellent: 80, good: 65, average: 45 });
  });
  it("levels: each benchmark edge lands on the upper level, just below on the lower one", () => {
    for (const c of EXECUTIVE_COMPETENCIES) {
      const b = EXECUTIVE_BENCHMARKS[c];
      expect(competencyLevel(c, b.excellent)).toBe("Exceptional");
      expect(competencyLevel(c, b.excellent - 0.01)).toBe("Strong");
      expect(competencyLevel(c, b.good)).toBe("Strong");
      expect(competencyLevel(c, b.good - 0.01)).toBe("Competent");
      expect(competencyLevel(c, b.average)).toBe("Competent");
      expect(competencyLevel(c, b.average - 0.01)).toBe("Developing");
    }
  });
});

describe("spec §9 readiness from the mean", () => {
  it.each([
    [80, "Ready"],
    [79.99, "Nearly Ready"],
    [65, "Nearly Ready"],
    [64.99, "Developing"],
    [0, "Developing"],
  ])("readiness(%s) = %s", (m, r) => expect(executiveReadiness(m)).toBe(r));
  it("the mean skips unmeasured competencies", () => {
    expect(executiveMean({ strategicThinking: 60, decisionMaking: 80, changeLeadership: null })).toBe(70);
  });
});

describe("spec §9 strengths (≥ good, top 3) and priorities (< good, with the gap)", () => {
  const s = {
    strategicThinking: 70,
    decisionMaking: 69.99,
    changeLeadership: 99,
    executivePresence: 86,
    stakeholderManagement: 64,
    teamDevelopment: 40,
    resultsOrientation: 74,
    innovationDrive: 65,
  };
  it("strengths include the good benchmark exactly and keep the 3 highest", () => {
    expect(executiveStrengths(s)).toEqual(["changeLeadership", "executivePresence", "strategicThinking"]);
  });
  it("priorities are below good, largest gap first, with the gap to good", () => {
    expect(developmentPriorities(s)).toEqual([
      { competency: "teamDevelopment", gap: 30 },
      { competency: "stakeholderManagement", gap: 1 },
      { competency: "resultsOrientation", gap: 1 },
    ]);
    expect(developmentPriorities({ decisionMaking: 69.99 })[0].gap).toBeCloseTo(0.01, 10);
    expect(developmentPriorities({ innovationDrive: 65 })).toEqual([]);
  });
});
