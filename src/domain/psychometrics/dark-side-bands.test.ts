import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  adaptiveCapacityBand,
  CAPACITY_BANDS,
  MANIFESTATION_WARNING_SCORE,
  impactBand,
  KEY_INSIGHTS_SHOWN,
  keyInsights,
  STRESS_BANDS,
  stressBand,
  stressBarPercent,
} from "./dark-side-bands.ts";

describe("spec §9 stress bands: 8 red, 6 orange, 4 yellow, else green", () => {
  it("keeps the spec's numbers", () => {
    expect(STRESS_BANDS).toEqual({ red: 8, orange: 6, yellow: 4 });
  });
  it.each([
    [10, "red"],
    [8, "red"],
    [7.9, "orange"],
    [7.99, "orange"],
    [6, "orange"],
    [5.9, "yellow"],
    [4, "yellow"],
    [3.9, "green"],
    [0, "green"],
  ])("stressBand(%s) = %s", (level, band) => expect(stressBand(level)).toBe(band));
  it("never gets better as the level rises (property)", () => {
    const rank = { green: 0, yellow: 1, orange: 2, red: 3 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (a, b) => (a <= b ? rank[stressBand(a)] <= rank[stressBand(b)] : true)),
    );
  });
  it("the bar is level / 10 wide, clamped to the track", () => {
    expect(stressBarPercent(7.3)).toBeCloseTo(73);
    expect(stressBarPercent(0)).toBe(0);
    expect(stressBarPercent(10)).toBe(100);
    expect(stressBarPercent(12)).toBe(100);
    expect(stressBarPercent(-1)).toBe(0);
    expect(stressBarPercent(NaN)).toBe(0);
  });
});

describe("spec §9 impact / adaptive bands: 70 green, 50 yellow, else red", () => {
  it("keeps the spec's numbers", () => {
    expect(CAPACITY_BANDS).toEqual({ green: 70, yellow: 50 });
  });
  it.each([
    [100, "green"],
    [70, "green"],
    [69.99, "yellow"],
    [50, "yellow"],
    [49.99, "red"],
    [0, "red"],
  ])("adaptiveCapacityBand(%s) = impactBand(%s) = %s", (score, band) => {
    expect(adaptiveCapacityBand(score)).toBe(band);
    expect(impactBand(score)).toBe(band);
  });
  it("never gets worse as the score rises (property)", () => {
    const rank = { red: 0, yellow: 1, green: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) =>
        a <= b ? rank[impactBand(a)] <= rank[impactBand(b)] : true,
      ),
    );
  });
});

describe("spec §9 Key Insights shown: 3", () => {
  it("shows the first 3 in order", () => {
    expect(KEY_INSIGHTS_SHOWN).toBe(3);
    expect(keyInsights([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(keyInsights([1])).toEqual([1]);
    expect(keyInsights([])).toEqual([]);
  });
});

describe("the warning level on the 0-100 derailer score", () => {
  it("is the spec's 3.8 mean as percent of maximum: 70", () => {
    expect(MANIFESTATION_WARNING_SCORE).toBe(70);
  });
});
