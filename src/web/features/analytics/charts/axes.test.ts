import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bandWidth, fitLabel, labelLayout, scaleHolding, valueScale, wrapLabel } from "./axes.ts";

describe("category labels", () => {
  it("stay whole when they fit and end in an ellipsis when they do not", () => {
    expect(fitLabel("Openness", 80)).toBe("Openness");
    expect(fitLabel("Conscientiousness", 80)).toBe("Conscientiou…");
    expect(fitLabel("IPIP-NEO-120 (full 30-facet form)", 120)).toBe("IPIP-NEO-120 (full…");
    expect(fitLabel("Conscientiousness", 1).length).toBe(3);
  });
  it("break at spaces onto a second line before shortening", () => {
    expect(wrapLabel("≤ 5 min", 40)).toEqual(["≤ 5", "min"]);
    expect(wrapLabel("Openness", 80)).toEqual(["Openness"]);
    expect(wrapLabel("Conscientiousness", 80)).toEqual(["Conscientiou…"]);
    expect(wrapLabel("IPIP-NEO-120 (full 30-facet form)", 120)).toEqual(["IPIP-NEO-120 (full", "30-facet form)"]);
    expect(wrapLabel("Daily active share (%)", 70)).toEqual(["Daily", "active sha…"]);
  });
  it("lie flat while every label fits on two lines, and slant all of them when one would be cut", () => {
    expect(labelLayout(["≤ 5 min", "≤ 10 min"], 40)).toEqual({
      slanted: false,
      lines: [
        ["≤ 5", "min"],
        ["≤ 10", "min"],
      ],
      height: 44,
    });
    expect(labelLayout(["Openness", "Extraversion"], 90)).toEqual({ slanted: false, lines: [["Openness"], ["Extraversion"]], height: 30 });
    const slanted = labelLayout(["2026-11-20", "2026-11-21"], 50);
    expect(slanted.slanted).toBe(true);
    expect(slanted.slanted && slanted.labels).toEqual(["2026-11-20", "2026-11-21"]);
    expect(slanted.height).toBeGreaterThan(30);
  });
  it("share the plot width between the categories", () => {
    expect(bandWidth(500, 5)).toBe(98);
    expect(bandWidth(10, 0)).toBe(8);
  });
});

describe("valueScale", () => {
  it("always includes zero, on round ticks", () => {
    expect(valueScale([-8, -14, -5, -11, -4])).toEqual({ domain: [-14, 0], ticks: [-14, -12, -10, -8, -6, -4, -2, 0] });
    expect(valueScale([3, 16, 4, 2])).toEqual({ domain: [0, 20], ticks: [0, 5, 10, 15, 20] });
    expect(valueScale([3, 9, 4])).toEqual({ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] });
    expect(valueScale([12, -7])).toEqual({ domain: [-10, 15], ticks: [-10, -5, 0, 5, 10, 15] });
  });
  it("skips missing values and has a unit axis when there is nothing to draw", () => {
    expect(valueScale([null, undefined, Number.NaN])).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(valueScale([0, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });
  it("steps by whole numbers (counts) and round values", () => {
    expect(valueScale([3]).ticks).toEqual([0, 1, 2, 3]);
    expect(valueScale([100]).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueScale([1100]).ticks).toEqual([0, 200, 400, 600, 800, 1000, 1200]);
  });
});

describe("a requested value axis", () => {
  it("stays as asked while every value lies in it", () => {
    expect(scaleHolding([0, 100], [0, 42.5, 100, null])).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });
  it("widens on round ticks to hold a value above or below it, so no line runs off its axis", () => {
    const above = scaleHolding([0, 100], [50, 104]);
    expect(above.domain[1]).toBeGreaterThanOrEqual(104);
    expect(above.ticks.at(-1)).toBe(above.domain[1]);
    const below = scaleHolding([0, 100], [-3, 60]);
    expect(below.domain[0]).toBeLessThanOrEqual(-3);
    expect(below.domain[1]).toBeGreaterThanOrEqual(100);
  });
  it("holds every value, for any values (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e4, max: 1e4, noNaN: true }), { maxLength: 30 }), (values) => {
        const { domain, ticks } = scaleHolding([0, 100], values);
        for (const v of values) expect(v >= domain[0] && v <= domain[1]).toBe(true);
        expect(ticks[0]).toBe(domain[0]);
        expect(ticks.at(-1)).toBe(domain[1]);
      }),
    );
  });
  it("is the values' own scale when none is asked", () => {
    expect(scaleHolding(undefined, [3, 7])).toEqual(valueScale([3, 7]));
  });
});
