import { describe, expect, it } from "vitest";
import { composeAssessment, selectNeoItems, type NeoItem } from "./compose.ts";
import { syntheticNeoItems } from "../psychometrics/synthetic-neo.fixture.ts";

const item = (num: number, keyed: "plus" | "minus"): NeoItem => ({ id: `i${num}`, text: `t${num}`, domain: "N", facet: 1, keyed, num });

describe("IPIP-NEO item selection rules", () => {
  it("balanced pair takes the first plus and first minus item, in inventory order", () => {
    const f = [item(4, "minus"), item(1, "plus"), item(2, "plus"), item(3, "minus")];
    expect(selectNeoItems(f, "balanced-pair").map((i) => i.num)).toEqual([1, 3]);
    expect(selectNeoItems(f, "pair-complement").map((i) => i.num)).toEqual([2, 4]);
    expect(selectNeoItems(f, "all").map((i) => i.num)).toEqual([1, 2, 3, 4]);
  });
  it("falls back to the first two items when the facet has one key only", () => {
    const f = [item(1, "plus"), item(2, "plus"), item(3, "plus"), item(4, "plus")];
    expect(selectNeoItems(f, "balanced-pair").map((i) => i.num)).toEqual([1, 2]);
    expect(selectNeoItems(f, "pair-complement").map((i) => i.num)).toEqual([3, 4]);
  });
});

describe("composition", () => {
  it("gives every type the spec count and unique ids with a synthetic key", () => {
    const neo = syntheticNeoItems();
    expect(composeAssessment("individual", neo).items).toHaveLength(75);
    expect(composeAssessment("executive", neo).items).toHaveLength(90);
    expect(composeAssessment("organizational", neo).items).toHaveLength(120);
    expect(composeAssessment("ipip-neo-120", neo).items).toHaveLength(120);
  });
  it("reports module weights that sum to 1", () => {
    const c = composeAssessment("organizational", syntheticNeoItems());
    expect(c.modules.reduce((a, m) => a + m.weight, 0)).toBeCloseTo(1, 12);
    expect(c.modules.map((m) => m.itemCount)).toEqual([60, 2, 24, 20, 14]);
  });
  it("asks an IPIP text shared with the IPIP-NEO-120 once, under the IPIP-NEO id, scored on both scales", () => {
    // Put a published scale's text on a synthetic A2 item: the dark-side screen's "Deceive people." (Manipulativeness 120).
    const neo = syntheticNeoItems().map((n) => (n.id === "syn-A2-4" ? { ...n, text: "Deceive people." } : n));
    const items = composeAssessment("executive", neo).items;
    const shared = items.filter((i) => i.text === "Deceive people.");
    expect(shared).toHaveLength(1);
    expect(shared[0].id).toBe("syn-A2-4");
    expect(shared[0].scales.map((s) => s.scale)).toEqual(["ipip-neo-120.A2", "catpd.manipulativeness"]);
    expect(items).toHaveLength(90); // the shared item was not in the core, so it is added once: count unchanged
  });
  it("rejects unknown types and incomplete IPIP-NEO data", () => {
    expect(() => composeAssessment("nope", syntheticNeoItems())).toThrow(/unknown assessment type/);
    expect(() => composeAssessment("individual", syntheticNeoItems().slice(1))).toThrow(/expected 4/);
  });
});
