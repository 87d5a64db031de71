import { describe, expect, it } from "vitest";
import { recentActivity, weeklyTotals, weekStart } from "./bi-view.ts";

describe("weekStart", () => {
  it("gives the Monday of the day's week", () => {
    expect(weekStart("2025-03-12")).toBe("2025-03-10"); // Wednesday
    expect(weekStart("2025-03-10")).toBe("2025-03-10"); // Monday
    expect(weekStart("2025-03-16")).toBe("2025-03-10"); // Sunday
  });
});

describe("weeklyTotals", () => {
  it("sums days into weeks in order with a completion rate (null for a week with no starts)", () => {
    const weeks = weeklyTotals([
      { date: "2025-03-17", started: 0, completed: 0 },
      { date: "2025-03-10", started: 4, completed: 2 },
      { date: "2025-03-12", started: 6, completed: 3 },
    ]);
    expect(weeks).toEqual([
      { week: "2025-03-10", started: 10, completed: 5, completionRate: 50 },
      { week: "2025-03-17", started: 0, completed: 0, completionRate: null },
    ]);
  });
});

describe("recentActivity", () => {
  it("lists active days newest first", () => {
    const days = recentActivity([
      { date: "2025-03-10", started: 1, completed: 0 },
      { date: "2025-03-11", started: 0, completed: 0 },
      { date: "2025-03-12", started: 0, completed: 2 },
    ]);
    expect(days.map((d) => d.date)).toEqual(["2025-03-12", "2025-03-10"]);
  });
});
