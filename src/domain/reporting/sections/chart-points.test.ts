import { describe, expect, it } from "vitest";
import { CHART_MAX_POINTS, fitChartPoints } from "./chart-points.ts";

const days = (n: number) => Array.from({ length: n }, (_, i) => ({ date: `d${i}`, started: 1, completed: i % 2 }));

describe("fitChartPoints", () => {
  it("keeps a series that fits as it is", () => {
    const p = days(CHART_MAX_POINTS);
    expect(fitChartPoints(p)).toEqual(p);
  });

  it("sums a longer series into weeks, keeping the totals and naming each bucket's first and last day", () => {
    const p = days(2100);
    const out = fitChartPoints(p);
    expect(out).toHaveLength(300);
    expect(out[0]).toEqual({ date: "d0", end: "d6", started: 7, completed: 3 });
    expect(out.reduce((a, x) => a + Number(x.started), 0)).toBe(2100);
  });

  it("takes months, quarters, years or larger runs as needed, never over the bound", () => {
    for (const n of [14_001, 60_001, 200_000, 1_000_000]) {
      const out = fitChartPoints(days(n));
      expect(out.length, String(n)).toBeLessThanOrEqual(CHART_MAX_POINTS);
      expect(out.reduce((a, x) => a + Number(x.started), 0)).toBe(n);
    }
  });
});
