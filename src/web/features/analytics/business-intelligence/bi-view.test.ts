import { describe, expect, it } from "vitest";
import type { TAlert } from "../../../../contracts/analytics.ts";
import { analyticsT } from "../i18n.ts";
import { alertCounts, alertParams, monthGaps, recentActivity, weeklyTotals, weekStart } from "./bi-view.ts";

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
  it("names a week cut by the start of the range by its first day in the range", () => {
    const weeks = weeklyTotals([
      { date: "2025-03-16", started: 1, completed: 1 }, // a Sunday: its week began on the 10th, before the range
      { date: "2025-03-17", started: 2, completed: 1 },
    ]);
    expect(weeks.map((w) => w.week)).toEqual(["2025-03-16", "2025-03-17"]);
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

describe("alert words", () => {
  const words = (alert: TAlert) => ({
    title: analyticsT(`alerts.${alert.kind}.title`, alertParams(alert)),
    body: analyticsT(`alerts.${alert.kind}.body`, alertParams(alert)),
  });

  it("quote the figure, the threshold and the counts the rule used", () => {
    const rate: TAlert = { kind: "lowCompletionRate", severity: "warning", value: 62.5, threshold: 70, n: 40, numbers: { started: 40, completed: 25 } };
    expect(words(rate)).toEqual({
      title: "Completion rate 62.5%, below 70%",
      body: "25 completions against 40 assessments started in this range.",
    });
    const drop: TAlert = { kind: "completionDrop", severity: "warning", value: -40, threshold: -25, n: 80, numbers: { completed: 30, previousCompleted: 50, days: 30 } };
    expect(words(drop)).toEqual({
      title: "Completions down 40% on the 30 days before",
      body: "30 completions in this range against 50 in the 30 days before it; alerts start at a fall of 25%.",
    });
    const flagged: TAlert = { kind: "flaggedResponses", severity: "warning", value: 12, threshold: 10, n: 50, numbers: { flagged: 6 } };
    expect(words(flagged).title).toBe("12% of responses flagged, above 10%");
    expect(words(flagged).body).toMatch(/^6 of 50 responses have a quality flag/);
    const activity: TAlert = { kind: "lowActivity", severity: "info", value: 7, threshold: 10, n: 60, numbers: { members: 60 } };
    expect(words(activity)).toEqual({ title: "7 active users in the last 30 days, below 10", body: "7 of 60 members took part in the last 30 days." });
  });

  it("name the withheld departments with their counts, in the singular where there is one", () => {
    const one: TAlert = {
      kind: "withheldDepartments",
      severity: "info",
      value: 1,
      threshold: 5,
      n: 1,
      numbers: { minGroupSize: 5 },
      departments: [{ department: "HR", responses: 1, covered: 0 }],
    };
    expect(words(one).title).toBe("Figures withheld for 1 department");
    expect(words(one).body).toMatch(/^Fewer than 5 of their responses/);
    expect(analyticsT("alerts.withheldDepartments.item", { department: "HR", count: 1, covered: 0 })).toBe("HR: 1 response, 0 covered");
    expect(words({ ...one, value: 2 }).title).toBe("Figures withheld for 2 departments");
  });

  it("count warnings and information", () => {
    expect(alertCounts([{ severity: "warning" }, { severity: "info" }, { severity: "info" }] as TAlert[])).toEqual({ warning: 1, info: 2 });
  });
});

describe("monthGaps", () => {
  it("names the months without a figure and why: no completed response, or too few to show", () => {
    const gaps = monthGaps(
      [
        { month: "2026-04", completed: 0, quality: null, avgScore: null },
        { month: "2026-05", completed: 3, quality: null, avgScore: null },
        { month: "2026-06", completed: 40, quality: 91.5, avgScore: 52 },
      ],
      "quality",
    );
    expect(gaps).toEqual({ noResponses: ["2026-04"], withheld: ["2026-05"] });
  });
});
