import { describe, expect, it } from "vitest";
import { FACETS, TRAITS } from "../psychometrics/facets.ts";
import { BUILDER_TEMPLATES, COMPETENCY_GROUPS, competencyNode } from "./competency-tree.ts";
import { builderDefinition, builderPreview, codeFromTitle, coverageValidation, oceanCoverageTraits, planNodeItems, unknownNodeIds } from "./builder.ts";
import { NEW_TYPE_DEFAULTS, validateDefinition } from "./type-definition.ts";

const allIds = COMPETENCY_GROUPS.flatMap((g) => g.nodes.map((n) => n.id));

describe("builder OCEAN coverage (spec §5)", () => {
  it("spreads one unit per node across its traits and scales the top trait to 1", () => {
    // composure is neuroticism only; taking-charge spans conscientiousness, extraversion, neuroticism.
    expect(competencyNode("composure")!.traits).toEqual(["neuroticism"]);
    expect(competencyNode("taking-charge")!.traits).toEqual(["conscientiousness", "extraversion", "neuroticism"]);
    const c = oceanCoverageTraits(["composure", "taking-charge", "composure", "made-up"]);
    // raw: N 1 + 1/3 = 4/3, C 1/3, E 1/3 → divided by 4/3
    expect(c.neuroticism).toBe(1);
    expect(c.conscientiousness).toBeCloseTo(0.25, 12);
    expect(c.extraversion).toBeCloseTo(0.25, 12);
    expect(c.openness).toBe(0);
    expect(c.agreeableness).toBe(0);
    expect(Object.values(oceanCoverageTraits([]))).toEqual([0, 0, 0, 0, 0]);
  });
  it("has a top trait of exactly 1 for every selection of one template", () => {
    for (const t of BUILDER_TEMPLATES) expect(Math.max(...TRAITS.map((tr) => oceanCoverageTraits(t.nodeIds)[tr]))).toBe(1);
  });
  it("lists unknown ids once", () => {
    expect(unknownNodeIds(["composure", "x", "x", "y"])).toEqual(["x", "y"]);
  });
});

describe("item plan and facet confidence", () => {
  it("gives directly linked facets 4 items and indirect-only facets 2, in FACETS order, with the best link confidence", () => {
    const plan = planNodeItems(["taking-charge", "communication"]);
    expect(plan.map((p) => p.facetCode)).toEqual(["N4", "E1", "E2", "E3", "E4", "C1"]);
    const byCode = Object.fromEntries(plan.map((p) => [p.facetCode, p]));
    expect(byCode.E3).toMatchObject({ items: 4, mappingConfidence: 0.85, nodes: ["taking-charge", "communication"] });
    expect(byCode.N4).toMatchObject({ items: 2, mappingConfidence: 0.65 });
    expect(byCode.E2).toMatchObject({ items: 2, mappingConfidence: 0.25 });
    const order = plan.map((p) => FACETS.findIndex((f) => f.key === p.facet));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
  it("computes confidence = min(1, items × 2.5 × mapping confidence / 10) and flags weak indirect links", () => {
    const p = builderPreview(["taking-charge", "communication"]);
    const conf = Object.fromEntries(p.oceanCoverage.facets.map((f) => [f.facetCode, f.confidence]));
    expect(conf.E3).toBeCloseTo(0.85, 12); // 4 × 2.5 × 0.85 / 10
    expect(conf.C1).toBeCloseTo(0.7, 12);
    expect(conf.N4).toBeCloseTo(0.325, 12); // 2 × 2.5 × 0.65 / 10
    expect(conf.E2).toBeCloseTo(0.125, 12); // 2 × 2.5 × 0.25 / 10: critical
    expect(conf.E4).toBeCloseTo(0.2, 12);
    expect(p.coverage.criticalFacets).toEqual(["gregariousness", "activity"]);
    expect(p.coverage).toMatchObject({ covered: 4, total: 6, band: "poor" });
    expect(p.coverage.percent).toBeCloseTo((100 * 4) / 6, 12);
    expect(p.questionCount).toBe(2 + 2 + 2 + 4 + 2 + 4);
    expect(p.estimatedMinutes).toEqual({ min: 6, max: 10 });
  });
  it("keeps every node's items near the spec's ~15 and never asks a facet twice", () => {
    for (const id of allIds) {
      const q = builderPreview([id]).questionCount;
      expect(q, id).toBeGreaterThanOrEqual(8);
      expect(q, id).toBeLessThanOrEqual(16);
    }
    const all = builderPreview(allIds);
    expect(all.oceanCoverage.facets.length).toBe(new Set(all.oceanCoverage.facets.map((f) => f.facet)).size);
    expect(all.questionCount).toBeLessThanOrEqual(120);
  });
});

describe("coverage validation", () => {
  it("bands 70 / 85 on the share above 0.3", () => {
    const mk = (n: number, low: number) => Array.from({ length: n }, (_, i) => [FACETS[i].key, i < low ? 0.2 : 0.5] as const);
    expect(coverageValidation(mk(10, 4)).band).toBe("poor"); // 60%
    expect(coverageValidation(mk(10, 3)).band).toBe("fair"); // 70%
    expect(coverageValidation(mk(20, 3)).band).toBe("good"); // 85%
    expect(coverageValidation(mk(10, 2)).criticalFacets).toEqual([FACETS[0].key, FACETS[1].key]);
    expect(coverageValidation([])).toMatchObject({ percent: 0, band: "poor", total: 0 });
  });
});

describe("builder definition", () => {
  it("saves a valid node-based type with one competencies module, under the name it is given", () => {
    const d = builderDefinition(
      { title: "  Sales Lead — 2025 ", description: "For sales leads", type: "leadership", nodeIds: ["composure", "taking-charge", "composure"] },
      "Competency items",
    );
    expect(d.code).toBe("SALES-LEAD-2025");
    expect(d.nodeIds).toEqual(["composure", "taking-charge"]);
    expect(d.estimatedDuration).toBe(10);
    expect(d.questionCount).toBe(builderPreview(["composure", "taking-charge"]).questionCount);
    expect(d.modules).toEqual([{ id: "competencies", name: "Competency items", type: "ocean", weight: 1, required: true }]);
    expect(d.scoring).toEqual(NEW_TYPE_DEFAULTS.scoring);
    expect(validateDefinition(d)).toEqual([]);
  });
  it("derives codes within 40 characters with a fallback", () => {
    expect(codeFromTitle("!!!")).toBe("ASSESSMENT");
    expect(codeFromTitle("a".repeat(39) + " b")).toBe("A".repeat(39));
    expect(codeFromTitle("x".repeat(60)).length).toBe(40);
  });
});
