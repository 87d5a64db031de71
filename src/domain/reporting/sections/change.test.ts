import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changeSize, formatCount, formatFigure, movementType, percentChange, trendOf } from "./change.ts";
import { eachDay, formatPeriod, previousPeriod, previousPeriodWords } from "./period.ts";

describe("changes against the previous period", () => {
  it("is a percent of the previous value with one decimal; null with nothing to compare, never Infinity or NaN", () => {
    expect(percentChange(42, 37)).toBe(13.5);
    expect(percentChange(37, 42)).toBe(-11.9);
    expect(percentChange(5, 5)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(null, 4)).toBeNull();
    expect(percentChange(4, null)).toBeNull();
    // a change rounding to zero is +0, not -0 (it prints "0", never "-0")
    expect(Object.is(percentChange(99_999, 100_000), 0)).toBe(true);
  });

  it("agrees in sign with the trend for any pair of counts", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (c, p) => {
        const ch = percentChange(c, p);
        const t = trendOf(c, p);
        if (p === 0) expect(ch).toBeNull();
        else {
          expect(Number.isFinite(ch)).toBe(true);
          if (ch! > 0) expect(t).toBe("up");
          if (ch! < 0) expect(t).toBe("down");
        }
        expect(t).toBe(c > p ? "up" : c < p ? "down" : "flat");
      }),
    );
  });

  it("reads positive only when a movement goes the desirable way", () => {
    expect(movementType("up", "up")).toBe("positive");
    expect(movementType("down", "up")).toBe("negative");
    expect(movementType("down", "down")).toBe("positive");
    expect(movementType("up", "down")).toBe("negative");
    expect(movementType("flat", "up")).toBe("other");
    expect(movementType("up", "none")).toBe("other");
    expect(trendOf(null, 3)).toBe("flat");
  });

  it("writes sizes and figures as people read them", () => {
    expect(changeSize(42, 37)).toBe("13.5%");
    expect(changeSize(30, 40)).toBe("25%");
    expect(changeSize(100_001, 100_000)).toBe("under 0.1%");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatFigure(12)).toBe("12");
    expect(formatFigure(12.04)).toBe("12");
    expect(formatFigure(12.05)).toBe("12.1");
    expect(formatFigure(1234.5)).toBe("1,234.5");
  });
});

describe("periods", () => {
  it("writes a period by what its ends share", () => {
    expect(formatPeriod({ start: "2026-11-01", end: "2026-11-01" })).toBe("1 Nov 2026");
    expect(formatPeriod({ start: "2026-11-01", end: "2026-11-07" })).toBe("1–7 Nov 2026");
    expect(formatPeriod({ start: "2026-10-28", end: "2026-11-03" })).toBe("28 Oct – 3 Nov 2026");
    expect(formatPeriod({ start: "2025-12-28", end: "2026-01-03" })).toBe("28 Dec 2025 – 3 Jan 2026");
  });

  it("compares with the period of the same length just before, named in words", () => {
    expect(previousPeriod({ start: "2026-03-01", end: "2026-03-07" })).toEqual({ start: "2026-02-22", end: "2026-02-28" });
    expect(previousPeriodWords({ start: "2026-03-01", end: "2026-03-01" })).toBe("the day before");
    expect(previousPeriodWords({ start: "2026-03-01", end: "2026-03-07" })).toBe("the 7 days before");
    // across the March daylight-saving change in Europe: UTC days, 7 of them
    expect(eachDay({ start: "2026-03-27", end: "2026-04-02" })).toEqual(["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]);
  });
});
