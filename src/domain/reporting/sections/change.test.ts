import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changeSize, movementType, percentChange, trendOf } from "./change.ts";
import { eachDay, previousPeriod, previousPeriodWords } from "./period.ts";
import { reportWordsFor } from "../../../server/i18n/report-words.ts";

const en = reportWordsFor();

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
    expect(changeSize(42, 37)).toEqual({ code: "size.percent", params: { value: 13.5 } });
    expect(en(changeSize(30, 40))).toBe("25%");
    expect(en(changeSize(100_001, 100_000))).toBe("under 0.1%");
    // numbers are written by the reader's locale at the edge, not here
    expect(en({ code: "size.percent", params: { value: 1234.5 } })).toBe("1,234.5%");
    expect(reportWordsFor({ locale: "de" })({ code: "size.percent", params: { value: 1234.5 } })).toBe("1.234,5%");
  });
});

describe("periods", () => {
  it("compares with the period of the same length just before, named in words", () => {
    expect(previousPeriod({ start: "2026-03-01", end: "2026-03-07" })).toEqual({ start: "2026-02-22", end: "2026-02-28" });
    expect(en(previousPeriodWords({ start: "2026-03-01", end: "2026-03-01" }))).toBe("the day before");
    expect(en(previousPeriodWords({ start: "2026-03-01", end: "2026-03-07" }))).toBe("the 7 days before");
    // across the March daylight-saving change in Europe: UTC days, 7 of them
    expect(eachDay({ start: "2026-03-27", end: "2026-04-02" })).toEqual(["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]);
  });
});
