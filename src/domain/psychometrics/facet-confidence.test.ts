import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { coverageBand, coveragePercent, criticalFacets, facetConfidence, itemWeight, nodeTScore, scoreNodeFacets } from "./facet-confidence.ts";

describe("spec §9 facet confidence = min(1, total weight / 10)", () => {
  it("is linear below 10 and capped at 1", () => {
    expect(facetConfidence(0)).toBe(0);
    expect(facetConfidence(3)).toBeCloseTo(0.3, 12);
    expect(facetConfidence(9.99)).toBeCloseTo(0.999, 12);
    expect(facetConfidence(10)).toBe(1);
    expect(facetConfidence(25)).toBe(1);
    expect(facetConfidence(-2)).toBe(0);
    expect(facetConfidence(NaN)).toBe(0);
  });
  it("item weight = 10 / published length: a whole IPIP-NEO-120 facet (4 items × 2.5) gives 1, two items 0.5, one 0.25", () => {
    expect(itemWeight(4)).toBe(2.5);
    expect(facetConfidence(4 * itemWeight(4))).toBe(1);
    expect(facetConfidence(2 * itemWeight(4))).toBe(0.5);
    expect(facetConfidence(1 * itemWeight(4))).toBe(0.25);
    expect(itemWeight(0)).toBe(0);
  });
});

describe("spec §9 coverage counts facets with confidence above 0.3; §5 bands", () => {
  it("0.3 exactly is not covered, just above is", () => {
    expect(coveragePercent([0.3, 0.3000001])).toBe(50);
    expect(coveragePercent([])).toBe(0);
  });
  it("bands: < 70 poor, < 85 fair, else good", () => {
    expect(coverageBand(69.999)).toBe("poor");
    expect(coverageBand(70)).toBe("fair");
    expect(coverageBand(84.999)).toBe("fair");
    expect(coverageBand(85)).toBe("good");
    expect(coverageBand(100)).toBe("good");
    expect(coverageBand(0)).toBe("poor");
  });
  it("21/30 facets covered is exactly 70% (fair); 20/30 is poor; 26/30 (86.7%) good", () => {
    const conf = (k: number) => Array.from({ length: 30 }, (_, i) => (i < k ? 1 : 0));
    expect(coverageBand(coveragePercent(conf(21)))).toBe("fair");
    expect(coverageBand(coveragePercent(conf(20)))).toBe("poor");
    expect(coverageBand(coveragePercent(conf(26)))).toBe("good");
    expect(coverageBand(coveragePercent(conf(25)))).toBe("fair");
  });
  it("critical facets are those below 0.3 (0.3 itself is not critical)", () => {
    expect(
      criticalFacets([
        ["a", 0.2999],
        ["b", 0.3],
        ["c", 0],
      ]),
    ).toEqual(["a", "c"]);
  });
});

describe("spec §9 t-score = 50 + 10 × score / 1.5", () => {
  it("maps the node score scale", () => {
    expect(nodeTScore(0)).toBe(50);
    expect(nodeTScore(1.5)).toBe(60);
    expect(nodeTScore(-1.5)).toBe(40);
    expect(nodeTScore(3)).toBe(70);
    expect(nodeTScore(4)).toBe(70); // clamped to 3 first
  });
});

describe("node-mapped facet scoring (spec §5 pipeline)", () => {
  it("normalises, signs by correlation, weights by |r| × confidence and reports confidence", () => {
    const r = scoreNodeFacets([
      {
        kind: "likert",
        value: 5,
        mappings: [
          { facet: "order", correlation: 0.8, confidence: 1 },
          { facet: "anxiety", correlation: -0.5, confidence: 1 },
        ],
      },
      { kind: "true_false", value: 2, mappings: [{ facet: "order", correlation: 0.4, confidence: 0.5 }] },
      { kind: "other", value: 7, mappings: [{ facet: "ideas", correlation: 1, confidence: 1 }] },
    ]);
    // order: (0.8 × 0.6 + 0.2 × 1) / (0.8 + 0.2) = 0.68
    expect(r.order.score).toBeCloseTo(0.68, 12);
    expect(r.order.totalWeight).toBeCloseTo(1, 12);
    expect(r.order.confidence).toBeCloseTo(0.1, 12);
    // anxiety: likert 5 on a negative correlation is reverse-keyed first, 6 − 5 = 1 → (1 − 3.5) / 2.5 = −1
    expect(r.anxiety.score).toBeCloseTo(-1, 12);
    // ideas: other type 7 clamped to 3
    expect(r.ideas.score).toBe(3);
    expect(r.ideas.t).toBe(70);
  });
  it("keeps every facet score within −3..3 and confidence within 0..1 (property)", () => {
    const mapping = fc.record({
      facet: fc.constantFrom("a", "b"),
      correlation: fc.double({ min: -1, max: 1, noNaN: true }),
      confidence: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    const response = fc.record({
      kind: fc.constantFrom("likert" as const, "true_false" as const, "other" as const),
      value: fc.oneof(fc.integer({ min: -10, max: 10 }), fc.string()),
      mappings: fc.array(mapping, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(response, { maxLength: 20 }), (rs) =>
        Object.values(scoreNodeFacets(rs)).every((s) => s.score >= -3 && s.score <= 3 && s.confidence >= 0 && s.confidence <= 1),
      ),
    );
  });
  it("weighs each answer by its item weight × |correlation| × confidence (default item weight 1)", () => {
    // Two IPIP-NEO-120 items (item weight 2.5) mapped at confidence 0.8: weight 2 × 2.5 × 0.8 = 4 → confidence 0.4.
    const ipip = (value: number, correlation: number) => ({ kind: "likert" as const, value, itemWeight: 2.5, mappings: [{ facet: "order", correlation, confidence: 0.8 }] });
    const r = scoreNodeFacets([ipip(5, 1), ipip(2, -1)]);
    expect(r.order.totalWeight).toBeCloseTo(4, 12);
    expect(r.order.confidence).toBeCloseTo(0.4, 12);
    // Equal weights: 5 → 0.6 and the minus-keyed 2 → 6 − 2 = 4 → 0.2; mean 0.4.
    expect(r.order.score).toBeCloseTo(0.4, 12);
    // Unequal item weights shift the mean toward the heavier answer: (3 × 0.6 + 1 × −1) / 4 = 0.2.
    const mixed = scoreNodeFacets([
      { kind: "likert", value: 5, itemWeight: 3, mappings: [{ facet: "order", correlation: 1, confidence: 1 }] },
      { kind: "likert", value: 1, mappings: [{ facet: "order", correlation: 1, confidence: 1 }] },
    ]);
    expect(mixed.order.score).toBeCloseTo(0.2, 12);
    expect(mixed.order.totalWeight).toBeCloseTo(4, 12);
    // A zero item weight contributes nothing.
    expect(scoreNodeFacets([{ kind: "likert", value: 5, itemWeight: 0, mappings: [{ facet: "order", correlation: 1, confidence: 1 }] }]).order).toBeUndefined();
  });
});

describe("a negatively mapped Likert answer is reverse-keyed before (v − 3.5) / 2.5", () => {
  const one = (value: number, correlation: number) => scoreNodeFacets([{ kind: "likert", value, mappings: [{ facet: "f", correlation, confidence: 1 }] }]).f;
  it("Neutral (3) scores the same on a plus and a minus mapping: −0.2, t 48.67", () => {
    expect(one(3, 1).score).toBeCloseTo(-0.2, 12);
    expect(one(3, -1).score).toBeCloseTo(-0.2, 12);
    expect(one(3, -1).t).toBeCloseTo(one(3, 1).t, 12);
  });
  it("v on a minus mapping scores as 6 − v on a plus mapping (property, clamped answers included)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 8 }), fc.double({ min: 0.05, max: 1, noNaN: true }), (v, r) => {
        const clamped = Math.min(5, Math.max(1, v));
        const expected = (6 - clamped - 3.5) / 2.5;
        return Math.abs(one(v, -r).score - expected) < 1e-12 && Math.abs(one(6 - clamped, r).score - expected) < 1e-12;
      }),
    );
  });
  it("true/false and other answers are symmetric about 0, so their sign simply flips", () => {
    expect(scoreNodeFacets([{ kind: "true_false", value: 2, mappings: [{ facet: "f", correlation: -1, confidence: 1 }] }]).f.score).toBe(-1);
    expect(scoreNodeFacets([{ kind: "other", value: 2, mappings: [{ facet: "f", correlation: -0.5, confidence: 1 }] }]).f.score).toBe(-2);
  });
});
