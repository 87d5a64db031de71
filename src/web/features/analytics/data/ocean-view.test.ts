import { describe, expect, it } from "vitest";
import type { TOceanDistribution } from "../../../../contracts/analytics.ts";
import { histogramBars, recommendations, traitRows } from "./ocean-view.ts";

const trait = (name: TOceanDistribution["traits"][number]["trait"], mean: number | null, suppressed = false) => ({
  trait: name,
  n: suppressed ? 0 : 40,
  suppressed,
  meanPercentile: mean,
  sdPercentile: mean === null ? null : 20.4,
  meanItem: mean === null ? null : 3.4,
  histogram: suppressed ? null : [1, 2, 3, 4, 5, 6, 7, 6, 4, 2],
});

const distribution: Pick<TOceanDistribution, "traits" | "comparison"> = {
  traits: [trait("openness", 61.6), trait("conscientiousness", 48.2), trait("extraversion", 40.4), trait("agreeableness", null, true), trait("neuroticism", 62.5)],
  comparison: {
    kind: "norms",
    industry: null,
    values: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 },
    basis: { code: "no_industry" },
    organizations: null,
  },
};

describe("traitRows", () => {
  const rows = traitRows(distribution);
  it("rounds the figures once and keeps TRAITS order", () => {
    expect(rows.map((r) => r.trait)).toEqual(["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"]);
    expect(rows[0]).toMatchObject({ organization: 62, comparison: 50, difference: 12 });
  });
  it("withholds a suppressed trait (null, never 0)", () => {
    expect(rows[3]).toMatchObject({ organization: null, difference: null, sd: null, histogram: null });
  });
});

describe("recommendations", () => {
  const recs = recommendations(traitRows(distribution));
  it("reads neuroticism's high mean as a development area (its desirable end is low)", () => {
    expect(recs.find((r) => r.trait === "neuroticism")).toMatchObject({ kind: "develop", organization: 63, gap: -13 });
  });
  it("calls a high openness a strength and a small gap maintain", () => {
    expect(recs.find((r) => r.trait === "openness")?.kind).toBe("strength");
    expect(recs.find((r) => r.trait === "conscientiousness")?.kind).toBe("maintain");
    expect(recs.find((r) => r.trait === "extraversion")?.kind).toBe("develop");
  });
  it("skips withheld traits and lists development areas first, largest gap first", () => {
    expect(recs.some((r) => r.trait === "agreeableness")).toBe(false);
    expect(recs.map((r) => r.trait)).toEqual(["neuroticism", "extraversion", "openness", "conscientiousness"]);
  });
  it("never contradicts the figures: a strength is always on the desirable side", () => {
    for (const r of recs) {
      const better = r.trait === "neuroticism" ? r.organization < r.comparison : r.organization > r.comparison;
      if (r.kind === "strength") expect(better).toBe(true);
      if (r.kind === "develop") expect(better).toBe(false);
    }
  });
});

describe("histogramBars", () => {
  it("labels ten buckets with the last closed at 100", () => {
    const bars = histogramBars([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(bars[0]).toEqual({ bucket: "0-9", count: 0 });
    expect(bars[9]).toEqual({ bucket: "90-100", count: 9 });
  });
});
