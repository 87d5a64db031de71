import { describe, expect, it } from "vitest";
import { cutMonths } from "./range-cut.ts";

describe("months a range cuts", () => {
  it("names the first month from the start day and the last to the end day", () => {
    expect(cutMonths({ start: "2026-08-30", end: "2026-11-27" })).toEqual([
      { month: "2026-08", from: "2026-08-30", to: null },
      { month: "2026-11", from: null, to: "2026-11-27" },
    ]);
  });
  it("cuts nothing when the range starts on the 1st and ends on a month's last day", () => {
    expect(cutMonths({ start: "2026-01-01", end: "2026-02-28" })).toEqual([]);
    expect(cutMonths({ start: "2024-02-01", end: "2024-02-29" })).toEqual([]);
  });
  it("a range inside one month cuts it on both sides", () => {
    expect(cutMonths({ start: "2026-11-10", end: "2026-11-20" })).toEqual([{ month: "2026-11", from: "2026-11-10", to: "2026-11-20" }]);
  });
});
