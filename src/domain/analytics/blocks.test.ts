import { describe, expect, it } from "vitest";
import { blockEnds, blockWindow, dayBefore, lastOnOrBefore } from "./blocks.ts";

const days = [
  { day: "2026-01-01", count: 2 },
  { day: "2026-01-02", count: 3 }, // block 1 closes (5)
  { day: "2026-01-03", count: 6 }, // block 2 (6)
  { day: "2026-01-05", count: 1 },
  { day: "2026-01-06", count: 1 },
  { day: "2026-01-08", count: 4 }, // block 3 (6)
  { day: "2026-01-09", count: 2 }, // open (2)
];

describe("privacy blocks", () => {
  it("close a block on the first day it reaches the minimum", () => {
    expect(blockEnds(days, 5)).toEqual(["2026-01-02", "2026-01-03", "2026-01-08"]);
    expect(blockEnds(days, 10)).toEqual(["2026-01-03"]);
  });
  it("cover only whole blocks inside the range", () => {
    expect(blockWindow(days, 5, "2026-01-01", "2026-01-31")).toEqual({ from: null, to: "2026-01-08" });
    expect(blockWindow(days, 5, "2026-01-02", "2026-01-31")).toEqual({ from: "2026-01-02", to: "2026-01-08" });
    expect(blockWindow(days, 5, "2026-01-01", "2026-01-07")).toEqual({ from: null, to: "2026-01-03" });
    expect(blockWindow(days, 5, "2026-01-04", "2026-01-07")).toBeNull();
    expect(blockWindow(days, 5, "2026-01-09", "2026-01-31")).toBeNull();
  });
  it("any two windows differ by whole blocks of at least the minimum", () => {
    const all = days.map((d) => d.day);
    const covered = (w: { from: string | null; to: string } | null) => new Set(w ? days.filter((d) => (w.from === null || d.day > w.from) && d.day <= w.to).map((d) => d.day) : []);
    const countOf = (set: Set<string>) => days.filter((d) => set.has(d.day)).reduce((a, d) => a + d.count, 0);
    const windows = all.flatMap((s) => all.filter((e) => s <= e).map((e) => covered(blockWindow(days, 5, s, e))));
    for (const a of windows)
      for (const b of windows) {
        const onlyA = new Set([...a].filter((d) => !b.has(d)));
        const onlyB = new Set([...b].filter((d) => !a.has(d)));
        for (const diff of [onlyA, onlyB]) expect(countOf(diff) === 0 || countOf(diff) >= 5).toBe(true);
      }
  });
  it("finds the running-total row for a day", () => {
    expect(lastOnOrBefore(days, "2026-01-04")).toBe("2026-01-03");
    expect(lastOnOrBefore(days, "2025-12-31")).toBeNull();
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
  });
});
