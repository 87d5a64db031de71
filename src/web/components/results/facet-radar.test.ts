import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FACETS, type FacetKey } from "../../../domain/psychometrics/facets.ts";
import { radarValue } from "../charts/radar.ts";
import { FACET_RADAR_OTHERS, FACET_RADAR_SELF, facetPercentiles, facetRadarRows, facetRadarRowsOf, type FacetScores, type FacetValues } from "./facet-radar.ts";

const KEYS: readonly FacetKey[] = FACETS.map((f) => f.key);

describe("facetRadarRows", () => {
  it("gives the 30 facets once each, grouped by trait in OCEAN order, with names, codes and trait names", () => {
    const rows = facetRadarRows({});
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(KEYS));
    expect(rows[0]).toMatchObject({ id: "fantasy", label: "Fantasy", shortLabel: "O1", group: "Openness" });
    expect(rows[6]).toMatchObject({ id: "competence", shortLabel: "C1", group: "Conscientiousness" });
    expect(rows[12].group).toBe("Extraversion");
    expect(rows[18].group).toBe("Agreeableness");
    expect(rows[25]).toMatchObject({ id: "angryHostility", label: "Angry Hostility", shortLabel: "N2", group: "Neuroticism" });
    // consecutive by group: five runs of six
    expect(rows.map((r) => r.group).filter((g, i, all) => i === 0 || all[i - 1] !== g)).toHaveLength(5);
  });

  it("takes each facet's percentile as the self value, and null (never 0) where a facet has no score", () => {
    const self: FacetScores = { anxiety: { percentile: 7 }, order: { percentile: 93 }, trust: null };
    const rows = facetRadarRows(self);
    const value = (id: FacetKey) =>
      radarValue(
        rows.find((r) => r.id === id)!,
        FACET_RADAR_SELF,
      );
    expect(value("anxiety")).toBe(7);
    expect(value("order")).toBe(93);
    expect(value("trust")).toBeNull();
    expect(value("ideas")).toBeNull();
    expect(rows.every((r) => Object.keys(r.values).join() === FACET_RADAR_SELF)).toBe(true);
    expect(facetRadarRows(undefined).every((r) => r.values[FACET_RADAR_SELF] === null)).toBe(true);
  });

  it("adds the others' means as a second series when given, missing ones as null", () => {
    const rows = facetRadarRows({ warmth: { percentile: 60 } }, { warmth: 71.5, modesty: null, ideas: Number.NaN });
    const warmth = rows.find((r) => r.id === "warmth")!;
    expect(warmth.values).toEqual({ [FACET_RADAR_SELF]: 60, [FACET_RADAR_OTHERS]: 71.5 });
    expect(rows.find((r) => r.id === "modesty")!.values[FACET_RADAR_OTHERS]).toBeNull();
    expect(rows.find((r) => r.id === "ideas")!.values[FACET_RADAR_OTHERS]).toBeNull();
  });

  it("carries any number of named series (e.g. rater groups)", () => {
    const rows = facetRadarRowsOf({ self: { order: 40 }, peer: { order: 55 }, manager: {} });
    expect(rows.find((r) => r.id === "order")!.values).toEqual({ self: 40, peer: 55, manager: null });
  });

  it("keeps every number it is given, on random data (property)", () => {
    const value = fc.option(fc.integer({ min: 1, max: 99 }), { nil: null });
    fc.assert(
      fc.property(fc.array(value, { minLength: 30, maxLength: 30 }), fc.array(value, { minLength: 30, maxLength: 30 }), (p, m) => {
        const self: Partial<Record<FacetKey, { percentile: number } | null>> = {};
        const others: Partial<Record<FacetKey, number | null>> = {};
        KEYS.forEach((k, i) => {
          self[k] = p[i] === null ? null : { percentile: p[i]! };
          others[k] = m[i];
        });
        const rows = facetRadarRows(self, others as FacetValues);
        for (const [i, k] of KEYS.entries()) {
          const row = rows.find((r) => r.id === k)!;
          expect(row.values[FACET_RADAR_SELF]).toBe(p[i]);
          expect(row.values[FACET_RADAR_OTHERS]).toBe(m[i]);
        }
        expect(Object.keys(facetPercentiles(self))).toHaveLength(p.filter((x) => x !== null).length);
      }),
    );
  });
});
