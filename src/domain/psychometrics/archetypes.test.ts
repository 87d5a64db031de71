import { describe, expect, it } from "vitest";
import { ARCHETYPES, archetypeMatchScore, matchArchetypes, meetsCondition } from "./archetypes.ts";
import type { Trait } from "./facets.ts";

const avg: Record<Trait, number> = { openness: 5, conscientiousness: 5, extraversion: 5, agreeableness: 5, neuroticism: 5 };

describe("spec §9 archetype thresholds (high ≥ 7, low ≤ 3 on 1-10)", () => {
  it("edges", () => {
    expect(meetsCondition(7, "high")).toBe(true);
    expect(meetsCondition(6.99, "high")).toBe(false);
    expect(meetsCondition(3, "low")).toBe(true);
    expect(meetsCondition(3.01, "low")).toBe(false);
    expect(meetsCondition(3, "notLow")).toBe(false);
    expect(meetsCondition(3.01, "notLow")).toBe(true);
    expect(meetsCondition(7, "notHigh")).toBe(false);
    expect(meetsCondition(6.99, "notHigh")).toBe(true);
    expect(meetsCondition(NaN, "notHigh")).toBe(false);
  });
});

describe("archetype matching (our patterns; spec minimum match 4)", () => {
  it("an all-average profile matches no archetype (supporting conditions alone score 2)", () => {
    expect(matchArchetypes(avg)).toEqual([]);
    for (const p of ARCHETYPES) expect(archetypeMatchScore(avg, p)).toBe(2);
  });
  it("each pattern's ideal profile scores 6 and matches it first", () => {
    for (const p of ARCHETYPES) {
      const s = { ...avg };
      for (const c of p.defining) s[c.trait] = c.level === "high" ? 9 : 2;
      expect(archetypeMatchScore(s, p)).toBe(6);
      expect(matchArchetypes(s)[0]).toEqual({ name: p.name, score: 6 });
    }
  });
  it("one defining trait plus both supporting conditions reaches exactly 4", () => {
    const s = { ...avg, openness: 8 }; // Innovator: O high (2) + N notHigh (1) + A notHigh (1); E average → 4
    expect(archetypeMatchScore(s, ARCHETYPES[0])).toBe(4);
    expect(matchArchetypes(s).map((m) => m.name)).toContain("Innovator");
  });
  it("3 points is not enough", () => {
    const s = { ...avg, openness: 8, neuroticism: 8 }; // Innovator loses N notHigh → 3
    expect(archetypeMatchScore(s, ARCHETYPES[0])).toBe(3);
    expect(matchArchetypes(s).map((m) => m.name)).not.toContain("Innovator");
  });
  it("covers the six spec archetypes in order", () => {
    expect(ARCHETYPES.map((a) => a.name)).toEqual(["Innovator", "Executor", "Leader", "Collaborator", "Analyst", "Stabilizer"]);
  });
});
