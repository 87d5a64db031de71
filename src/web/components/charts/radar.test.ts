import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  axisAngle,
  clampToScale,
  groupBoundaryAngles,
  labelBox,
  MAX_RADIUS,
  neighboursApart,
  MIN_FULL_RADIUS,
  RADAR_TICKS,
  radarColor,
  radarLayout,
  radarOutline,
  radarValue,
  wrapAxisLabel,
} from "./radar.ts";

describe("radar scale (spec 2 §9: 0-100 in steps of 20)", () => {
  it("has rings at 0, 20, 40, 60, 80 and 100", () => {
    expect(RADAR_TICKS).toEqual([0, 20, 40, 60, 80, 100]);
  });
  it("draws values outside 0-100 at the edge", () => {
    expect(clampToScale(-3)).toBe(0);
    expect(clampToScale(104)).toBe(100);
    expect(clampToScale(37.5)).toBe(37.5);
  });
});

describe("radarValue", () => {
  const row = { id: "a", label: "A", values: { s: 42, n: null, nan: Number.NaN, inf: Number.POSITIVE_INFINITY, zero: 0 } };
  it("gives the number, and null for null, missing and non-finite values (never 0)", () => {
    expect(radarValue(row, "s")).toBe(42);
    expect(radarValue(row, "zero")).toBe(0);
    for (const key of ["n", "nan", "inf", "absent"]) expect(radarValue(row, key)).toBeNull();
  });
});

describe("radarOutline", () => {
  it("is one closed run when every axis has a value", () => {
    expect(radarOutline([true, true, true])).toEqual({ closed: true, runs: [[0, 1, 2]] });
  });
  it("breaks at each gap, and keeps a run that wraps past the last axis whole", () => {
    expect(radarOutline([true, true, false, true, true])).toEqual({ closed: false, runs: [[3, 4, 0, 1]] });
    expect(radarOutline([false, true, true, false, true])).toEqual({ closed: false, runs: [[1, 2], [4]] });
    expect(radarOutline([false, false])).toEqual({ closed: false, runs: [] });
    expect(radarOutline([])).toEqual({ closed: false, runs: [] });
  });
  it("covers each axis with a value exactly once and no axis without one (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (present) => {
        const { closed, runs } = radarOutline(present);
        const covered = runs.flat();
        expect(closed).toBe(present.every(Boolean));
        expect([...covered].sort((a, b) => a - b)).toEqual(present.flatMap((p, i) => (p ? [i] : [])));
        // each run is consecutive around the circle
        for (const run of runs) run.slice(1).forEach((i, k) => expect(i).toBe((run[k] + 1) % present.length));
      }),
    );
  });
});

describe("wrapAxisLabel", () => {
  it("keeps short labels and single long words on one line", () => {
    expect(wrapAxisLabel("Order")).toEqual(["Order"]);
    expect(wrapAxisLabel("Straightforwardness")).toEqual(["Straightforwardness"]);
  });
  it("breaks at a space or after a hyphen, choosing the most even split", () => {
    expect(wrapAxisLabel("Angry Hostility")).toEqual(["Angry", "Hostility"]);
    expect(wrapAxisLabel("Self-Consciousness")).toEqual(["Self-", "Consciousness"]);
    expect(wrapAxisLabel("Achievement Striving")).toEqual(["Achievement", "Striving"]);
    expect(wrapAxisLabel("Tender-Mindedness")).toEqual(["Tender-", "Mindedness"]);
  });
});

describe("radarLayout", () => {
  const FACET_NAMES = [
    "Fantasy",
    "Aesthetics",
    "Feelings",
    "Actions",
    "Ideas",
    "Values",
    "Competence",
    "Order",
    "Dutifulness",
    "Achievement Striving",
    "Self-Discipline",
    "Deliberation",
    "Warmth",
    "Gregariousness",
    "Assertiveness",
    "Activity",
    "Excitement-Seeking",
    "Positive Emotions",
    "Trust",
    "Straightforwardness",
    "Altruism",
    "Compliance",
    "Modesty",
    "Tender-Mindedness",
    "Anxiety",
    "Angry Hostility",
    "Depression",
    "Self-Consciousness",
    "Impulsiveness",
    "Vulnerability",
  ];
  const rows = FACET_NAMES.map((label, i) => ({ label, shortLabel: `X${i}` }));

  it("uses the full names when they leave a large enough radius, capped at the maximum", () => {
    const wide = radarLayout(1100, rows);
    expect(wide.labels).toBe("full");
    expect(wide.outerRadius).toBe(MAX_RADIUS);
    const mid = radarLayout(720, rows);
    expect(mid.labels).toBe("full");
    expect(mid.outerRadius).toBeGreaterThanOrEqual(MIN_FULL_RADIUS);
  });
  it("wraps labels at the sides only; near 12 and 6 o'clock they stay on one line", () => {
    const l = radarLayout(900, rows);
    expect(l.lines[7]).toEqual(["Order"]); // 3 o'clock side
    expect(l.lines[9]).toEqual(["Achievement", "Striving"]); // lower right side
    expect(l.lines[17]).toEqual(["Positive Emotions"]); // near 6 o'clock
    expect(l.lines[27]).toEqual(["Self-Consciousness"]); // near 12 o'clock
    expect(l.lines[23]).toEqual(["Tender-", "Mindedness"]); // left side
  });
  it("falls back to the short names on a phone", () => {
    const phone = radarLayout(340, rows);
    expect(phone.labels).toBe("short");
    expect(phone.lines.slice(0, 3)).toEqual([["X0"], ["X1"], ["X2"]]);
    expect(phone.outerRadius).toBeGreaterThan(100);
  });
  it("keeps every label inside the drawing, and neighbouring labels apart, at any width (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 2000 }), (width) => {
        const l = radarLayout(width, rows);
        const boxes = rows.map((_, i) => labelBox(l, i));
        for (const b of boxes) {
          expect(b.left).toBeGreaterThanOrEqual(0);
          expect(b.right).toBeLessThanOrEqual(width);
          expect(b.top).toBeGreaterThanOrEqual(0);
          expect(b.bottom).toBeLessThanOrEqual(l.height);
        }
        if (l.labels === "full") expect(neighboursApart(l)).toBe(true);
      }),
    );
  });
});

describe("angles", () => {
  it("puts the first axis at 12 o'clock and goes clockwise", () => {
    expect(axisAngle(0, 30)).toBe(90);
    expect(axisAngle(1, 30)).toBe(78);
    expect(axisAngle(15, 30)).toBe(-90);
  });
  it("draws a boundary between groups, half-way between their axes", () => {
    const rows = ["a", "a", "b", "b", "c", "c"].map((group) => ({ group }));
    expect(groupBoundaryAngles(rows)).toEqual([axisAngle(-0.5, 6), axisAngle(1.5, 6), axisAngle(3.5, 6)]);
    expect(groupBoundaryAngles([{ group: "a" }, { group: "a" }])).toEqual([]);
    expect(groupBoundaryAngles([{}, {}])).toEqual([]);
  });
  it("gives each series its own colour unless told", () => {
    expect(radarColor({ key: "a", label: "A" }, 0)).not.toBe(radarColor({ key: "b", label: "B" }, 1));
    expect(radarColor({ key: "a", label: "A", color: "red" }, 0)).toBe("red");
  });
});
