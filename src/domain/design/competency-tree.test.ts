import { describe, expect, it } from "vitest";
import { FACETS, TRAITS } from "../psychometrics/facets.ts";
import { BUILDER_TEMPLATES, COMPETENCY_GROUPS, competencyNode, isCompetencyNodeId } from "./competency-tree.ts";

const nodes = COMPETENCY_GROUPS.flatMap((g) => g.nodes);

describe("competency tree", () => {
  it("has 5 groups of 4 nodes with unique kebab-case ids", () => {
    expect(COMPETENCY_GROUPS).toHaveLength(5);
    for (const g of COMPETENCY_GROUPS) expect(g.nodes).toHaveLength(4);
    const ids = [...COMPETENCY_GROUPS.map((g) => g.id), ...nodes.map((n) => n.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
  it("links each node to 3-6 distinct real facets whose key and code agree with FACETS", () => {
    for (const n of nodes) {
      expect(n.facets.length).toBeGreaterThanOrEqual(3);
      expect(n.facets.length).toBeLessThanOrEqual(6);
      expect(new Set(n.facets.map((l) => l.facet)).size).toBe(n.facets.length);
      expect(n.facets.some((l) => l.mappingType === "direct")).toBe(true);
      for (const l of n.facets) {
        const f = FACETS.find((x) => x.code === l.facetCode);
        expect(f, `${n.id} ${l.facetCode}`).toBeDefined();
        expect(f!.key).toBe(l.facet);
        expect(l.confidence).toBeGreaterThan(0);
        expect(l.confidence).toBeLessThanOrEqual(1);
        expect(Math.abs(l.correlation)).toBeGreaterThan(0);
        expect(Math.abs(l.correlation)).toBeLessThanOrEqual(1);
        expect(l.tierApplicability.length).toBeGreaterThan(0);
      }
    }
  });
  it("gives each node exactly the traits of its facets, once each, in OCEAN order", () => {
    for (const n of nodes) {
      const expected: string[] = [];
      for (const t of TRAITS) {
        for (const l of n.facets) {
          const trait = FACETS.find((x) => x.key === l.facet)!.trait;
          if (trait === t && !expected.includes(t)) expected.push(t);
        }
      }
      expect(n.traits, n.id).toEqual(expected);
    }
  });
  it("mixes direct and indirect links, with negative correlations and some weak links that coverage will flag", () => {
    const links = nodes.flatMap((n) => n.facets);
    expect(links.some((l) => l.mappingType === "indirect")).toBe(true);
    expect(links.some((l) => l.correlation < 0)).toBe(true);
    expect(links.some((l) => l.mappingType === "indirect" && l.confidence < 0.3)).toBe(true);
    // Composure: more Vulnerability and Anxiety means less of it.
    const composure = competencyNode("composure")!;
    expect(composure.facets.find((l) => l.facet === "vulnerability")!.correlation).toBeLessThan(0);
    expect(composure.facets.find((l) => l.facet === "anxiety")!.correlation).toBeLessThan(0);
  });
  it("has 3 templates of 4 existing nodes each", () => {
    expect(BUILDER_TEMPLATES).toHaveLength(3);
    expect(new Set(BUILDER_TEMPLATES.map((t) => t.id)).size).toBe(3);
    for (const t of BUILDER_TEMPLATES) {
      expect(t.nodeIds).toHaveLength(4);
      expect(new Set(t.nodeIds).size).toBe(4);
      for (const id of t.nodeIds) expect(isCompetencyNodeId(id), id).toBe(true);
    }
  });
  it("looks nodes up by id", () => {
    expect(competencyNode("integrity")?.id).toBe("integrity");
    expect(competencyNode("nope")).toBeUndefined();
    expect(isCompetencyNodeId("leadership")).toBe(false);
  });
});
