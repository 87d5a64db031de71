import { describe, expect, it } from "vitest";
import { MAX_PIE_SLICES, pieSlices } from "./pie.ts";

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
