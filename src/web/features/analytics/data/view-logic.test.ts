import { describe, expect, it } from "vitest";
import { customRangeProblem, presetOf, presetRange, rangeSearch, timeRangeDates } from "./date-range.ts";
import { figureText, pCell, ratioCell, shownNumber, shownPercent } from "./figures.ts";
import { activeFilterCount, ALL_FILTERS, canApply, clearedFilters, pendingFilters, requestFilters, withAll } from "./filters.ts";
import { heatColor, HEAT_LIMIT } from "./heat-scale.ts";

const today = new Date(Date.UTC(2025, 2, 15, 10));

describe("date presets", () => {
  it("include today and count back", () => {
    expect(presetRange("last7", today)).toEqual({ start: "2025-03-09", end: "2025-03-15" });
    expect(presetRange("last30", today)).toEqual({ start: "2025-02-14", end: "2025-03-15" });
    expect(presetRange("last90", today)).toEqual({ start: "2024-12-16", end: "2025-03-15" });
    expect(presetRange("thisYear", today)).toEqual({ start: "2025-01-01", end: "2025-03-15" });
  });
  it("recognise a preset range and call anything else custom", () => {
    expect(presetOf({ start: "2025-02-14", end: "2025-03-15" }, today)).toBe("last30");
    expect(presetOf({ start: "2025-02-13", end: "2025-03-15" }, today)).toBe("custom");
  });
  it("map the time range buttons to 7, 30, 90 and 365 days", () => {
    expect(timeRangeDates("week", today).start).toBe("2025-03-09");
    expect(timeRangeDates("year", today).start).toBe("2024-03-16");
  });
  it("carry only the range of the address to the section tabs", () => {
    expect(rangeSearch("?from=2025-01-01&to=2025-02-01&x=1")).toBe("?from=2025-01-01&to=2025-02-01");
    expect(rangeSearch("?x=1")).toBe("");
    expect(rangeSearch("")).toBe("");
  });
  it("check a custom range", () => {
    expect(customRangeProblem({ start: "", end: "2025-03-15" })).toBe("missing");
    expect(customRangeProblem({ start: "2025-03-16", end: "2025-03-15" })).toBe("order");
    expect(customRangeProblem({ start: "2010-01-01", end: "2025-03-15" })).toBe("tooLong");
    expect(customRangeProblem({ start: "2025-03-15", end: "2025-03-15" })).toBeNull();
  });
});

describe("filters", () => {
  it("count only filters set to something other than all", () => {
    expect(activeFilterCount(ALL_FILTERS)).toBe(0);
    expect(activeFilterCount({ industry: "Finance", assessmentType: "all", department: "Sales" })).toBe(2);
  });
  it("carry the date range into the request", () => {
    const range = { start: "2025-01-01", end: "2025-01-31" };
    expect(requestFilters(ALL_FILTERS, range)).toEqual({ ...ALL_FILTERS, dateRange: range });
  });
  it("wait for Apply alike: a new date range is a pending change as a new department is", () => {
    const applied = requestFilters(ALL_FILTERS, { start: "2025-01-01", end: "2025-03-31" });
    expect(pendingFilters(applied, applied)).toEqual([]);
    expect(pendingFilters(applied, { ...applied, dateRange: { start: "2025-02-01", end: "2025-03-31" } })).toEqual(["dateRange"]);
    expect(pendingFilters(applied, { ...applied, department: "Sales", dateRange: { start: "2025-01-01", end: "2025-03-30" } })).toEqual(["department", "dateRange"]);
  });
  it("apply only a usable date range", () => {
    const applied = requestFilters(ALL_FILTERS, { start: "2025-01-01", end: "2025-03-31" });
    expect(canApply(applied)).toBe(true);
    expect(canApply({ ...applied, dateRange: { start: "2025-04-01", end: "2025-03-31" } })).toBe(false);
    expect(canApply({ ...applied, dateRange: { start: "", end: "2025-03-31" } })).toBe(false);
  });
  it("clear all resets the three and keeps the date range", () => {
    const range = { start: "2025-01-01", end: "2025-03-31" };
    expect(clearedFilters(requestFilters({ industry: "Finance", assessmentType: "x", department: "HR" }, range))).toEqual(requestFilters(ALL_FILTERS, range));
  });
  it("put all first, once", () => {
    expect(withAll(["Sales", "all", "HR", "Sales"])).toEqual(["all", "Sales", "HR"]);
  });
});

describe("withheld figures", () => {
  it("are null (shown as words), never 0", () => {
    expect(shownNumber(null)).toBeNull();
    expect(shownNumber(12.3, true)).toBeNull();
    expect(shownNumber(0)).toBe(0);
    expect(shownPercent(0.4567)).toBe(45.7);
    expect(shownPercent(null)).toBeNull();
    expect(figureText(null, "Not enough responses")).toBe("Not enough responses");
    expect(figureText(0, "Not enough responses")).toBe("0");
  });
});

describe("heatColor", () => {
  it("is neutral at zero, blue above and orange below, saturating at the limit", () => {
    expect(heatColor(0).fill).toBe("#f1f5f9");
    expect(heatColor(HEAT_LIMIT).fill).toBe("#2563eb");
    expect(heatColor(-HEAT_LIMIT * 3).fill).toBe("#ea580c");
    expect(heatColor(HEAT_LIMIT).ink).toBe("#ffffff");
    expect(heatColor(2).ink).toBe("#0f172a");
  });
  it("grows monotonically with the size of the difference", () => {
    const blue = (d: number) => parseInt(heatColor(d).fill.slice(1, 3), 16);
    expect(blue(5)).toBeGreaterThan(blue(10));
    expect(blue(10)).toBeGreaterThan(blue(15));
  });
  it("greys out a withheld cell", () => {
    expect(heatColor(null).fill).toBe("#e2e8f0");
  });
});

describe("p-values in tables", () => {
  it("print by the one rule, so a p under .05 never reads .05 (the adverse-impact table rounded .0496 to .05)", () => {
    expect(pCell(0.0496)).toBe(".0496");
    expect(pCell(0.0004)).toBe("< .001");
    expect(pCell(0.23)).toBe(".23");
    expect(pCell(null)).toBeNull();
    for (let i = 0; i < 2000; i++) {
      const p = Math.random() * 0.2;
      const shown = Number(pCell(p)!.replace("< ", ""));
      if (p < 0.05) expect(shown).toBeLessThan(0.05);
    }
  });
});

describe("impact ratios in tables", () => {
  it("never read on the other side of four-fifths from their verdict (0.7956 showed as 0.8 beside 'Below four-fifths: Yes')", () => {
    expect(ratioCell(0.7956)).toBe("0.796");
    expect(ratioCell(0.8)).toBe("0.80");
    expect(ratioCell(1)).toBe("1.00");
    expect(ratioCell(0.49)).toBe("0.49");
    expect(ratioCell(0.5, true)).toBeNull();
    expect(ratioCell(null)).toBeNull();
    expect(ratioCell(0.7999999999)).toBe("< 0.8");
    for (let i = 0; i < 5000; i++) {
      const r = 0.79 + Math.random() * 0.02;
      const shown = ratioCell(r)!;
      expect(shown.startsWith("<") || Number(shown) < 0.8).toBe(r < 0.8);
    }
  });
});
