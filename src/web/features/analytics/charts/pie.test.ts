import { describe, expect, it } from "vitest";
import { CHAR_WIDTH_PX } from "./axes.ts";
import { MAX_PIE_SLICES, PIE_LABEL_FONT_PX, PIE_LABEL_OFFSET, pieLabelText, pieRadius, pieSlices } from "./pie.ts";

const year = Array.from({ length: 365 }, (_, i) => ({ date: `day ${i + 1}`, completed: (i % 5) + 1 }));

describe("pieSlices", () => {
  it("draws a year of days as a handful of slices whose total is the year's", () => {
    const slices = pieSlices(year, "date", "completed", { otherLabel: "Other", additive: true });
    expect(slices.length).toBeLessThanOrEqual(MAX_PIE_SLICES);
    expect(slices.at(-1)?.date).toBe("Other");
    const total = (rows: readonly Record<string, unknown>[]) => rows.reduce((s, r) => s + (r.completed as number), 0);
    expect(total(slices)).toBe(total(year));
  });
  it("keeps the largest rows of a rate without summing the rest", () => {
    const rates = Array.from({ length: 20 }, (_, i) => ({ week: `w${i}`, rate: i + 1 }));
    const slices = pieSlices(rates, "week", "rate", { otherLabel: "Other", additive: false });
    expect(slices.map((s) => s.week)).toEqual(["w19", "w18", "w17", "w16", "w15", "w14", "w13", "w12"]);
  });
  it("leaves out empty and zero rows and keeps a few as they are, largest first", () => {
    const slices = pieSlices(
      [
        { name: "A", n: 2 },
        { name: "B", n: 0 },
        { name: "C", n: null },
        { name: "D", n: 5 },
      ],
      "name",
      "n",
      { otherLabel: "Other", additive: true },
    );
    expect(slices).toEqual([
      { name: "D", n: 5 },
      { name: "A", n: 2 },
    ]);
  });
});

describe("pie labels", () => {
  it("are the value, whole or to one decimal", () => {
    expect(pieLabelText(37)).toBe("37");
    expect(pieLabelText(0.9333333333)).toBe("0.9");
    expect(pieLabelText(null)).toBe("");
  });
  it("fit inside the chart beside and above the pie, whatever the card's size", () => {
    for (const [width, height] of [
      [320, 210],
      [600, 210],
      [180, 400],
      [900, 600],
    ]) {
      const labels = ["1234", "56.7", "8"];
      const r = pieRadius(width, height, labels);
      // a label at the side starts PIE_LABEL_OFFSET past the rim and runs its width outwards
      expect(r + PIE_LABEL_OFFSET + 4 * CHAR_WIDTH_PX).toBeLessThanOrEqual(width / 2);
      // one at the top or bottom needs a line's height
      expect(r + PIE_LABEL_OFFSET + PIE_LABEL_FONT_PX).toBeLessThanOrEqual(height / 2);
    }
  });
  it("leave more room for longer labels", () => {
    expect(pieRadius(400, 400, ["123456"])).toBeLessThan(pieRadius(400, 400, ["1"]));
  });
});
