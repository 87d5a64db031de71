import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { desirablePercentile, traitPolarity } from "./bands.ts";
import { FACET_LIST_LENGTH, facetExtremes, type RankableFacet } from "./facet-extremes.ts";
import { FACETS, FACETS_BY_TRAIT, TRAITS, type FacetKey } from "./facets.ts";
import { syntheticNeoItems } from "./synthetic-neo.fixture.ts";
import { createScoringContext, scoreValues } from "./score-response.ts";
import { compileKey } from "./compiled-key.ts";
import { composeAssessment } from "../assessments/compose.ts";

const ORDER: readonly FacetKey[] = FACETS_BY_TRAIT.map((f) => f.key);
const POLARITY = new Map(FACETS.map((f) => [f.key, traitPolarity(f.trait)]));

/** A facet record from percentiles in ORDER (null: no score), with each facet's real polarity. */
function facetsOf(percentiles: readonly (number | null)[]): Partial<Record<FacetKey, RankableFacet | null>> {
  const out: Partial<Record<FacetKey, RankableFacet | null>> = {};
  ORDER.forEach((key, i) => {
    const p = percentiles[i];
    out[key] = p === null || p === undefined ? null : { percentile: p, polarity: POLARITY.get(key)! };
  });
  return out;
}

const desirable = (facets: Partial<Record<FacetKey, RankableFacet | null>>, key: FacetKey) => desirablePercentile(facets[key]!.percentile, facets[key]!.polarity);

describe("FACETS_BY_TRAIT", () => {
  it("lists the 30 facets once each, six per trait in OCEAN order", () => {
    expect(new Set(ORDER).size).toBe(30);
    expect(FACETS_BY_TRAIT.map((f) => f.trait)).toEqual(TRAITS.flatMap((t) => Array<string>(6).fill(t)));
    expect(FACETS_BY_TRAIT.slice(0, 6).map((f) => f.code)).toEqual(["O1", "O2", "O3", "O4", "O5", "O6"]);
    expect(FACETS_BY_TRAIT.slice(24).map((f) => f.code)).toEqual(["N1", "N2", "N3", "N4", "N5", "N6"]);
  });
});

describe("facetExtremes (spec 2 §2.14: top 5 highest and lowest, direction-aware)", () => {
  it("shows 5 of each (spec 2 §9)", () => {
    expect(FACET_LIST_LENGTH).toBe(5);
  });

  it("reads Neuroticism facets in their desirable direction: a low Anxiety ranks high, a high Depression low", () => {
    const p = ORDER.map(() => 50);
    const at = (key: FacetKey) => ORDER.indexOf(key);
    p[at("anxiety")] = 2; // desirable 98
    p[at("depression")] = 97; // desirable 3
    p[at("fantasy")] = 90;
    p[at("order")] = 10;
    const r = facetExtremes(facetsOf(p), ORDER);
    expect(r.highest[0]).toBe("anxiety");
    expect(r.highest[1]).toBe("fantasy");
    expect(r.lowest[0]).toBe("depression");
    expect(r.lowest[1]).toBe("order");
    expect(r.highest).not.toContain("depression");
    expect(r.unscored).toEqual([]);
  });

  it("breaks ties in the given order, in both lists, and never lists a facet twice", () => {
    const all50 = facetExtremes(facetsOf(ORDER.map(() => 50)), ORDER);
    expect(all50.highest).toEqual(ORDER.slice(0, 5));
    expect(all50.lowest).toEqual(ORDER.slice(5, 10));
    // A tie across the cut: the earlier facet is kept.
    const p = ORDER.map(() => 40);
    for (const i of [3, 7, 11, 15, 19, 23]) p[i] = 80;
    expect(facetExtremes(facetsOf(p), ORDER).highest).toEqual([3, 7, 11, 15, 19].map((i) => ORDER[i]));
  });

  it("never ranks a facet without a score, and lists it as unscored", () => {
    const p: (number | null)[] = ORDER.map((_, i) => i * 3 + 1);
    p[0] = null;
    p[29] = null;
    const facets = facetsOf(p);
    facets.ideas = { percentile: Number.NaN, polarity: "high" };
    delete facets.trust;
    const r = facetExtremes(facets, ORDER);
    for (const key of ["fantasy", "vulnerability", "ideas", "trust"] as FacetKey[]) {
      expect(r.unscored).toContain(key);
      expect([...r.highest, ...r.lowest]).not.toContain(key);
    }
    expect(r.unscored).toEqual(["fantasy", "ideas", "trust", "vulnerability"]);
    expect(r.highest).toHaveLength(5);
    expect(r.lowest).toHaveLength(5);
  });

  it("holds at most half of the scored facets per list when few have a score", () => {
    const only = (n: number) => facetsOf(ORDER.map((_, i) => (i < n ? 10 + i : null)));
    expect(facetExtremes(only(0), ORDER)).toEqual({ highest: [], lowest: [], unscored: ORDER });
    expect(facetExtremes(only(1), ORDER).highest).toEqual([]);
    const three = facetExtremes(only(3), ORDER);
    expect(three.highest).toEqual([ORDER[2]]);
    expect(three.lowest).toEqual([ORDER[0]]);
    expect(facetExtremes(only(9), ORDER).highest).toHaveLength(4);
    expect(facetExtremes(only(10), ORDER).lowest).toHaveLength(5);
    expect(facetExtremes(undefined, ORDER).unscored).toHaveLength(30);
  });

  it("on random profiles: lists sorted, disjoint, of the right length, and every unlisted facet lies between them (property)", () => {
    const percentile = fc.option(fc.integer({ min: 1, max: 99 }), { nil: null, freq: 6 });
    fc.assert(
      fc.property(fc.array(percentile, { minLength: 30, maxLength: 30 }), (p) => {
        const facets = facetsOf(p);
        const r = facetExtremes(facets, ORDER);
        const scored = p.filter((x) => x !== null).length;
        const length = Math.min(5, Math.floor(scored / 2));
        expect(r.highest).toHaveLength(length);
        expect(r.lowest).toHaveLength(length);
        expect(r.unscored).toHaveLength(30 - scored);
        expect(r.highest.filter((k) => r.lowest.includes(k))).toEqual([]);
        const h = r.highest.map((k) => desirable(facets, k));
        const l = r.lowest.map((k) => desirable(facets, k));
        expect(h).toEqual([...h].sort((a, b) => b - a));
        expect(l).toEqual([...l].sort((a, b) => a - b));
        for (const key of ORDER) {
          if (r.unscored.includes(key) || r.highest.includes(key) || r.lowest.includes(key)) continue;
          const d = desirable(facets, key);
          if (h.length) expect(d).toBeLessThanOrEqual(h[h.length - 1]);
          if (l.length) expect(d).toBeGreaterThanOrEqual(l[l.length - 1]);
        }
      }),
    );
  });

  it("ranks a real scored response's facets (the engine's polarity and percentiles)", () => {
    const context = createScoringContext(compileKey(composeAssessment("ipip-neo-120", syntheticNeoItems())), { itemBankVersion: "t", keyVersion: "t", normVersion: "t" });
    let seed = 11;
    const values = Array.from({ length: 120 }, () => ((seed = (seed * 16807) % 2147483647), 1 + (seed % 5)));
    const score = scoreValues(context, values, null, { sex: "male", age: 45 });
    const r = facetExtremes(score.facets, ORDER);
    expect(r.highest).toHaveLength(5);
    expect(r.lowest).toHaveLength(5);
    const best = Math.max(...ORDER.map((k) => desirablePercentile(score.facets![k]!.percentile, score.facets![k]!.polarity)));
    expect(desirablePercentile(score.facets![r.highest[0]]!.percentile, score.facets![r.highest[0]]!.polarity)).toBe(best);
    expect(score.facets!.anxiety!.polarity).toBe("low");
  });
});
