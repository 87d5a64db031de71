/** The builder's chart geometry: nice ticks, bars and points inside the plot at their values, pie angles summing to a turn. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUILDER_CHART_BOX, chartGeometry, linearScale, type CartesianGeometry, type PieGeometry } from "./builder-chart-geometry.ts";

describe("ticks and scales", () => {
  it("ticks start at 0 and reach the largest value (the shared axis); the linear map", () => {
    const ticksOf = (values: number[]) =>
      (chartGeometry({ labels: values.map(String), series: [{ key: "a", label: "A", values }] }, "bar") as CartesianGeometry).yTicks.map((t) => t.value);
    expect(ticksOf([4, 10])).toEqual([0, 2, 4, 6, 8, 10]);
    expect(ticksOf([0])).toEqual([0, 1]);
    expect(ticksOf([-3, 7])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(linearScale(0, 10, 100, 0)(5)).toBe(50);
    expect(linearScale(3, 3, 7, 9)(3)).toBe(7);
  });
});

describe("chartGeometry", () => {
  const input = { labels: ["a", "b", "c"], series: [{ key: "s", label: "S", values: [10, null, 5] }] };
  it("nothing to draw is empty", () => {
    expect(chartGeometry({ labels: [], series: [] }, "bar").kind).toBe("empty");
    expect(chartGeometry({ labels: ["a"], series: [{ key: "s", label: "S", values: [null] }] }, "line").kind).toBe("empty");
    expect(chartGeometry({ labels: ["a"], series: [{ key: "s", label: "S", values: [0] }] }, "pie").kind).toBe("empty");
  });
  it("bars stand on the plot's floor with heights proportional to the values; nulls are gaps", () => {
    const g = chartGeometry(input, "bar") as CartesianGeometry;
    const floor = g.plot.y + g.plot.height;
    expect(g.bars.map((b) => b.index)).toEqual([0, 2]);
    for (const b of g.bars) expect(b.y + b.height).toBeCloseTo(floor, 1);
    expect(g.bars[0].height / g.bars[1].height).toBeCloseTo(2, 1);
  });
  it("lines break at a null value; scatter draws points only", () => {
    const line = chartGeometry(input, "line") as CartesianGeometry;
    expect(line.lines[0].d.match(/M/g)?.length).toBe(2);
    expect(line.points).toHaveLength(2);
    const scatter = chartGeometry(input, "scatter") as CartesianGeometry;
    expect(scatter.lines).toEqual([]);
    expect(scatter.points.map((p) => [p.x, p.y])).toEqual(line.points.map((p) => [p.x, p.y]));
  });
  it("random data: every bar and point lies inside the plot and keeps the order of the values", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }), { minLength: 1, maxLength: 120 }),
        fc.constantFrom("bar", "line", "scatter" as const),
        (values, vis) => {
          const g = chartGeometry({ labels: values.map((_, i) => String(i)), series: [{ key: "s", label: "S", values }] }, vis);
          if (values.every((v) => v === null)) {
            expect(g.kind).toBe("empty");
            return;
          }
          const c = g as CartesianGeometry;
          const marks = vis === "bar" ? c.bars.map((b) => ({ x: b.x, y: b.y, v: b.value })) : c.points.map((p) => ({ x: p.x, y: p.y, v: p.value }));
          expect(marks).toHaveLength(values.filter((v) => v !== null).length);
          for (const m of marks) {
            expect(m.x).toBeGreaterThanOrEqual(c.plot.x - 0.01);
            expect(m.x).toBeLessThanOrEqual(c.plot.x + c.plot.width + 0.01);
            expect(m.y).toBeGreaterThanOrEqual(c.plot.y - 0.01);
            expect(m.y).toBeLessThanOrEqual(c.plot.y + c.plot.height + 0.01);
          }
          for (const a of marks) for (const b of marks) if (a.v > b.v) expect(a.y).toBeLessThanOrEqual(b.y);
          expect(c.xTicks.length).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
  it("pie slices start at 12 o'clock, follow the values' shares and close the circle", () => {
    const g = chartGeometry({ labels: ["x", "y", "z", "w"], series: [{ key: "s", label: "S", values: [1, 3, null, 0] }] }, "pie") as PieGeometry;
    expect(g.slices.map((s) => s.label)).toEqual(["x", "y"]);
    expect(g.slices[0].startAngle).toBeCloseTo(-Math.PI / 2, 9);
    expect(g.slices[0].share).toBeCloseTo(0.25, 9);
    expect(g.slices[1].endAngle).toBeCloseTo((3 * Math.PI) / 2, 9);
    expect(g.cx).toBe(BUILDER_CHART_BOX.width / 2);
    const whole = chartGeometry({ labels: ["x"], series: [{ key: "s", label: "S", values: [5] }] }, "pie") as PieGeometry;
    expect(whole.slices[0].d).toContain(" A ");
  });
});
