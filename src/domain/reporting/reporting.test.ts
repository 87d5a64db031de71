import { describe, expect, it } from "vitest";
import { addSection, canAddSection, canMove, defaultConfiguration, moveSection, removeSection, SECTION_TYPES, type TemplateSection } from "./templates.ts";
import { createReportProblems, defaultReportPeriod, duplicateOf, nextVersion, periodDays, previousPeriod, statusLabel } from "./reports.ts";
import { advance, canAdvance, canReject, newWorkflow, reject, statusFromSteps } from "./workflow.ts";
import { arrowPositive, completionColour, evaluateAlerts, insightPriorityColour, TARGETS } from "./thresholds.ts";

describe("templates (spec 2 §2.11, §3.4)", () => {
  it("has the §3.4 default configurations, and empty ones for the other types", () => {
    expect(defaultConfiguration("metrics_dashboard")).toEqual({
      primary_metrics: ["total_users", "active_assessments", "completion_rate"],
      secondary_metrics: ["total_responses", "new_users"],
      chart_type: "line",
    });
    expect(defaultConfiguration("alerts_warnings").thresholds).toEqual([
      { metric: "completion_rate", min: 70, severity: "warning" },
      { metric: "user_activity", min: 10, severity: "info" },
    ]);
    expect(defaultConfiguration("user_activity")).toEqual({ table_columns: ["user_name", "last_activity", "assessments_completed"], sort_by: "last_activity", limit: 20 });
    for (const t of ["executive_summary", "trend_analysis", "performance_insights", "assessment_summary"] as const) expect(defaultConfiguration(t)).toEqual({});
  });

  it("adds each type once, keeps order_index equal to the position, and moves within the ends", () => {
    let s: TemplateSection[] = [];
    s = addSection(s, "executive_summary", "a");
    s = addSection(s, "metrics_dashboard", "b");
    s = addSection(s, "executive_summary", "c");
    expect(s.map((x) => x.id)).toEqual(["a", "b"]);
    expect(canAddSection(s, "executive_summary")).toBe(false);
    expect(canAddSection(s, "alerts_warnings")).toBe(true);
    s = addSection(s, "alerts_warnings", "d");
    expect([canMove(s, 0, "up"), canMove(s, 0, "down"), canMove(s, 2, "down"), canMove(s, 2, "up")]).toEqual([false, true, false, true]);
    expect(moveSection(s, 0, "up").map((x) => x.id)).toEqual(["a", "b", "d"]);
    const moved = moveSection(s, 2, "up");
    expect(moved.map((x) => [x.id, x.order_index])).toEqual([
      ["a", 0],
      ["d", 1],
      ["b", 2],
    ]);
    expect(removeSection(moved, "a").map((x) => [x.id, x.order_index])).toEqual([
      ["d", 0],
      ["b", 1],
    ]);
    expect(s.every((x) => x.is_required && x.is_automated)).toBe(true);
    expect(SECTION_TYPES).toHaveLength(10);
  });
});

describe("reports (spec 2 §4, §5, §9)", () => {
  it("defaults to seven days ending yesterday, across month and year ends", () => {
    expect(defaultReportPeriod("2026-11-23")).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(defaultReportPeriod("2026-01-03")).toEqual({ start: "2025-12-27", end: "2026-01-02" });
    expect(periodDays(defaultReportPeriod("2024-03-01"))).toBe(7);
  });

  it("compares a period with the one of the same length just before", () => {
    expect(previousPeriod({ start: "2026-11-16", end: "2026-11-22" })).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    expect(previousPeriod({ start: "2026-03-01", end: "2026-03-31" })).toEqual({ start: "2026-01-29", end: "2026-02-28" });
  });

  it("requires every create field and an end not before the start", () => {
    expect(createReportProblems({ templateId: "", title: " ", reportPeriodStart: "", reportPeriodEnd: "" })).toEqual({
      templateId: "required",
      title: "required",
      reportPeriodStart: "required",
      reportPeriodEnd: "required",
    });
    expect(createReportProblems({ templateId: "t", title: "Weekly", reportPeriodStart: "2026-11-10", reportPeriodEnd: "2026-11-09" })).toEqual({ reportPeriodEnd: "before_start" });
    expect(createReportProblems({ templateId: "t", title: "Weekly", reportPeriodStart: "2026-11-10", reportPeriodEnd: "2026-11-10" })).toEqual({});
  });

  it("duplicates as a draft at version 1 with '(Copy)' and zeroed analytics; saving raises the version", () => {
    const r = { title: "Q3", status: "published" as const, version: 4, analytics: { views: 9, downloads: 2, shares: 1, avgReadTime: 40 }, id: "x" };
    expect(duplicateOf(r)).toEqual({ ...r, title: "Q3 (Copy)", status: "draft", version: 1, analytics: { views: 0, downloads: 0, shares: 0, avgReadTime: 0 } });
    expect(nextVersion(4)).toBe(5);
    expect(statusLabel("review")).toBe("In Review");
    expect(statusLabel("archived")).toBe("Archived");
  });
});

describe("editorial workflow (spec 2 §4)", () => {
  it("offers Advance to the assignee or anyone when unassigned, Reject never on draft", () => {
    const w = newWorkflow({ review: "rev" });
    expect(canAdvance(w[0], "anyone")).toBe(true);
    expect(canReject(w[0], "anyone")).toBe(false);
    const inReview = advance(w, 0, "author");
    expect(canAdvance(inReview[1], "someone-else")).toBe(false);
    expect(canAdvance(inReview[1], "rev")).toBe(true);
    expect(canReject(inReview[1], "rev")).toBe(true);
    expect(canAdvance(inReview[0], "author")).toBe(false);
    expect(() => advance(inReview, 1, "someone-else")).toThrow();
  });

  it("sets the report's status from the steps, back to draft on a rejection", () => {
    let w = newWorkflow();
    expect(statusFromSteps(w)).toBe("draft");
    w = advance(w, 0, "a");
    expect(statusFromSteps(w)).toBe("review");
    w = advance(w, 1, "a");
    expect(statusFromSteps(w)).toBe("review");
    const rejected = reject(w, 2, "a");
    expect(rejected.map((s) => s.status)).toEqual(["in_progress", "pending", "rejected", "pending"]);
    expect(statusFromSteps(rejected)).toBe("draft");
    w = advance(w, 2, "a");
    expect(statusFromSteps(w)).toBe("approved");
    w = advance(w, 3, "a");
    expect(statusFromSteps(w)).toBe("published");
  });
});

describe("thresholds (spec 2 §3.4, §9)", () => {
  const thresholds = defaultConfiguration("alerts_warnings").thresholds!;
  it("raises a warning below a 70% completion rate and info below 10 active users, at the boundaries", () => {
    expect(evaluateAlerts(thresholds, { completion_rate: 70, user_activity: 10 }).alerts).toEqual([]);
    const r = evaluateAlerts(thresholds, { completion_rate: 69.9, user_activity: 9 });
    expect(r.alerts.map((a) => [a.severity, a.metric_value, a.threshold_value])).toEqual([
      ["warning", 69.9, 70],
      ["info", 9, 10],
    ]);
    expect(r.summary).toEqual({ critical: 0, warning: 1, info: 1, total_alerts: 2 });
    expect(evaluateAlerts(thresholds, {}).summary.total_alerts).toBe(0);
  });

  it("colours and arrows at the §9 boundaries", () => {
    expect([80.1, 80, 60.1, 60].map(completionColour)).toEqual(["green", "yellow", "yellow", "red"]);
    expect([8, 7.9, 6, 5.9].map(insightPriorityColour)).toEqual(["red", "yellow", "yellow", "blue"]);
    expect([arrowPositive(80, TARGETS.completionRate.positiveAbove), arrowPositive(80.5, TARGETS.completionRate.positiveAbove)]).toEqual([false, true]);
    expect([arrowPositive(95, TARGETS.deliverySuccess.positiveAbove), arrowPositive(91, TARGETS.deliverySuccess.cardPositiveAbove)]).toEqual([false, true]);
  });
});
