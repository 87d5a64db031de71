import { describe, expect, it } from "vitest";
import { desirablePercentile } from "../../../domain/psychometrics/bands.ts";
import type { FacetKey } from "../../../domain/psychometrics/facets.ts";
import type { FacetScore, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import { FACET_RADAR_SELF } from "../../components/results/facet-radar.ts";
import { FACET_ORDER, facetAnalysis, facetAnalysisPath, facetExportData, facetsTabPath } from "./facet-analysis.ts";
import { scoreFixture } from "../../components/results/fixtures.test-support.ts";

const desirable = (s: FacetScore) => desirablePercentile(s.percentile, s.polarity);

describe("facetAnalysis (30-Facet Personality Analysis)", () => {
  for (const [typeId, seed] of [
    ["ipip-neo-120", 3],
    ["individual", 7],
    ["executive", 19],
  ] as const) {
    it(`${typeId}: radar rows carry the score's percentiles; the lists are the top and bottom 5 in the desirable direction`, () => {
      const score = scoreFixture(typeId, seed);
      const a = facetAnalysis(score);
      expect(a.rows.map((r) => r.id)).toEqual(FACET_ORDER);
      for (const row of a.rows) expect(row.values[FACET_RADAR_SELF]).toBe(score.facets![row.id as FacetKey]?.percentile ?? null);
      expect(a.highest).toHaveLength(5);
      expect(a.lowest).toHaveLength(5);
      const scored = FACET_ORDER.flatMap((k) => (score.facets![k] ? [score.facets![k]!] : []));
      expect(a.scored).toBe(scored.length);
      const sorted = scored.map(desirable).sort((x, y) => y - x);
      expect(a.highest.map((e) => desirable(e.score))).toEqual(sorted.slice(0, 5));
      expect(a.lowest.map((e) => desirable(e.score))).toEqual([...sorted].reverse().slice(0, 5));
      // Each entry is the score's own facet (band and colour as the engine made them).
      for (const e of [...a.highest, ...a.lowest]) expect(e.score).toBe(score.facets![e.key]);
    });
  }

  it("lists a facet without a score as unscored, leaves it out of the lists, and plots no number for it", () => {
    const score = scoreFixture("ipip-neo-120", 5);
    const facets = { ...score.facets!, anxiety: null, order: null } as ScoreResult["facets"];
    const a = facetAnalysis({ facets });
    expect(a.unscored).toEqual(["order", "anxiety"]);
    expect(a.scored).toBe(28);
    expect([...a.highest, ...a.lowest].map((e) => e.key)).not.toContain("anxiety");
    expect(a.rows.find((r) => r.id === "anxiety")!.values[FACET_RADAR_SELF]).toBeNull();
    const exported = facetExportData(a);
    expect(exported.rows.find((r) => r.code === "N1")).toEqual({ facet: "Anxiety", code: "N1", trait: "Neuroticism", percentile: null });
    expect(exported.columns.map((c) => c.label)).toEqual(["Facet", "Code", "Trait", "Percentile"]);
  });

  it("has nothing to rank when the score has no facets", () => {
    const a = facetAnalysis({ facets: undefined });
    expect(a).toMatchObject({ highest: [], lowest: [], scored: 0 });
    expect(a.unscored).toHaveLength(30);
  });

  it("links the page and the tab", () => {
    expect(facetAnalysisPath("r 1")).toBe("/dashboard/assessments/r%201/facets");
    expect(facetsTabPath("abc")).toBe("/dashboard/assessments/abc/results?tab=facets");
  });
});
