import { describe, expect, it } from "vitest";
import { leftAxisScale } from "./SeriesChart.tsx";
import { REFERENCE_STROKE, withReferenceEntry } from "./legend.ts";

describe("the reference line's label", () => {
  const entries = [{ value: "Difference", type: "rect" as const, color: "#4f46e5" }];
  it("is read in the legend, last, beside a dashed line in the line's colour", () => {
    expect(withReferenceEntry(entries, { label: "Finance organizations" })).toEqual([
      ...entries,
      { value: "Finance organizations", type: "plainline", color: REFERENCE_STROKE.color, payload: { strokeDasharray: REFERENCE_STROKE.dasharray } },
    ]);
  });
  it("adds nothing without a reference line or its label", () => {
    expect(withReferenceEntry(entries, undefined)).toEqual(entries);
    expect(withReferenceEntry(entries, { label: "" })).toEqual(entries);
  });
});

describe("the left value axis of a chart", () => {
  const base = { kind: "composed" as const, xKey: "month", width: 400, height: 300 };
  it("holds a projection band and a benchmark above a requested 0-100", () => {
    const scale = leftAxisScale({
      ...base,
      data: [{ month: "2026-01", v: 80, low: 70, high: 112 }],
      series: [{ key: "v", label: "v", as: "line" }],
      yDomain: [0, 100],
      band: { lowKey: "low", highKey: "high", label: "interval" },
      reference: { value: 104, label: "benchmark" },
    });
    expect(scale.domain[0]).toBe(0);
    expect(scale.domain[1]).toBeGreaterThanOrEqual(112);
  });
  it("does not read the right axis' counts", () => {
    const scale = leftAxisScale({
      ...base,
      data: [{ month: "2026-01", quality: 90, completed: 540 }],
      series: [
        { key: "quality", label: "q", as: "line" },
        { key: "completed", label: "n", axis: "right" },
      ],
      yDomain: [0, 100],
    });
    expect(scale.domain).toEqual([0, 100]);
  });
});
