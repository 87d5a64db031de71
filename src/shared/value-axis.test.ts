import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { axisHolding, valueAxis } from "./value-axis.ts";

describe("valueAxis", () => {
  it("widens the values and zero to round ends with 1, 2 or 5 × 10^k ticks", () => {
    expect(valueAxis([-8, -14, -5, -11, -4])).toEqual({ domain: [-14, 0], ticks: [-14, -12, -10, -8, -6, -4, -2, 0] });
    expect(valueAxis([3, 16, 4, 2])).toEqual({ domain: [0, 20], ticks: [0, 5, 10, 15, 20] });
    expect(valueAxis([3, 9, 4])).toEqual({ domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] });
    expect(valueAxis([12, -7])).toEqual({ domain: [-10, 15], ticks: [-10, -5, 0, 5, 10, 15] });
    expect(valueAxis([0.3])).toEqual({ domain: [0, 0.3], ticks: [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3] });
  });

  it("keeps a span of denormal numbers on its own ends (d3's step underflows there)", () => {
    expect(valueAxis([-5e-324, 5e-324])).toEqual({ domain: [-5e-324, 5e-324], ticks: [-5e-324, 5e-324] });
  });

  it("gives 0 to 1 for nothing to draw", () => {
    expect(valueAxis([null, undefined, Number.NaN])).toEqual({ domain: [0, 1], ticks: [0, 1] });
    expect(valueAxis([0, 0])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it("never steps below 1 for whole numbers", () => {
    expect(valueAxis([3], { wholeNumbers: true })).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3] });
    expect(valueAxis([3])).toEqual({ domain: [0, 3], ticks: [0, 0.5, 1, 1.5, 2, 2.5, 3] });
  });

  it("holds every value, starts and ends on a tick, at most about twice the count of ticks", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }), (values) => {
        const { domain, ticks } = valueAxis(values);
        for (const v of values) expect(v >= domain[0] && v <= domain[1]).toBe(true);
        expect(ticks[0]).toBeCloseTo(domain[0], 9);
        expect(ticks.at(-1)).toBeCloseTo(domain[1], 9);
        expect(ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});

describe("axisHolding", () => {
  it("keeps the requested domain when every value lies in it", () => {
    expect(axisHolding([0, 100], [0, 42.5, 100, null])).toEqual({ domain: [0, 100], ticks: [0, 20, 40, 60, 80, 100] });
  });

  it("widens on round ticks to hold values outside it", () => {
    expect(axisHolding([0, 100], [50, 104])).toEqual({ domain: [0, 120], ticks: [0, 20, 40, 60, 80, 100, 120] });
    expect(axisHolding([0, 100], [-3, 60]).domain).toEqual([-20, 100]);
    expect(valueAxis([-5e-324])).toEqual({ domain: [-5e-324, 0], ticks: [-5e-324, 0] });
  });
});
