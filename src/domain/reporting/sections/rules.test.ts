import { describe, expect, it } from "vitest";
import { countSignificance, rateSignificance, trendAnalysis } from "./trend-analysis.ts";
import { alertsWarnings } from "./alerts-warnings.ts";
import { assessmentSummary } from "./assessment-summary.ts";
import { recommendations } from "./recommendations.ts";
import { performanceInsights } from "./performance-insights.ts";
import { compareActivity, userActivityPlan, userActivityTable, type MemberActivityRow } from "./user-activity.ts";
import { completionRate, typeWord } from "./figures.ts";
import { say } from "../words.ts";
import { before, figures } from "./fixtures.ts";
import type { Alert } from "../../analytics/alerts.ts";
import { reportWordsFor } from "../../../server/i18n/report-words.ts";

const en = reportWordsFor();
const day = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const at = (d: string) => new Date(`${d}T00:00:00Z`);
/** A period as the English reader reads it. */
const when = (start: string, end = start) => (start === end ? day.format(at(start)) : day.formatRange(at(start), at(end)));
const NOV = when("2026-11-01", "2026-11-07");

describe("trend_analysis", () => {
  it("significance at its thresholds: 25% high, 10% medium, under 10 events low", () => {
    expect(countSignificance(125, 100)).toBe("high");
    expect(countSignificance(124, 100)).toBe("medium");
    expect(countSignificance(75, 100)).toBe("high");
    expect(countSignificance(110, 100)).toBe("medium");
    expect(countSignificance(109, 100)).toBe("low");
    expect(countSignificance(9, 3)).toBe("low");
    expect(countSignificance(10, 3)).toBe("high");
    expect(countSignificance(10, 0)).toBe("medium");
    expect(countSignificance(9, 0)).toBe("low");
    expect(rateSignificance(10, 10, 10)).toBe("high");
    expect(rateSignificance(-9.9, 10, 10)).toBe("medium");
    expect(rateSignificance(5, 10, 10)).toBe("medium");
    expect(rateSignificance(4.9, 10, 10)).toBe("low");
    expect(rateSignificance(30, 9, 10)).toBe("low");
  });

  it("every event against the previous period; verbs follow the sign; nothing for an event absent from both", () => {
    const t = trendAnalysis(figures({ newMembers: 0, activeDays: 40 }), before({ newMembers: 0 }));
    expect(t.event_trends.map((e) => [e.event, e.total_events, e.previous_events, e.change, e.trend_direction])).toEqual([
      ["assessments_started", 50, 45, 11.1, "up"],
      ["assessments_completed", 42, 37, 13.5, "up"],
      ["active_users", 30, 25, 20, "up"],
      ["active_days", 40, 40, 0, "flat"],
      ["new_members", 0, 0, null, "flat"],
    ]);
    const d = t.insights.map((i) => en(i.description));
    expect(d).toContain(`Assessments completed rose 13.5% in ${NOV}, from 37 in the 7 days before to 42.`);
    expect(d).toContain(`Member activity days held at 40 in ${NOV}, as in the 7 days before.`);
    expect(d.some((x) => x.startsWith("New members"))).toBe(false);
    expect(d).toContain(`The completion rate rose 1.8 points in ${NOV}, from 82.2% in the 7 days before to 84%.`);
    const fell = trendAnalysis(figures({ completed: 20 }), before());
    expect({ ...fell.insights[0], description: en(fell.insights[0].description) }).toEqual({
      description: `Assessments completed fell 45.9% in ${NOV}, from 37 in the 7 days before to 20.`,
      significance: "high",
    });
  });
});

describe("alerts_warnings", () => {
  it("the §3.4 defaults: completion rate under 70 a warning, under 10 active members info; equality raises nothing", () => {
    expect(alertsWarnings(figures(), undefined).alerts).toEqual([]);
    const low = alertsWarnings(figures({ started: 100, completed: 69, activeUsers: 9 }), undefined);
    expect(low.alerts.map((a) => [a.severity, a.metric_value, a.threshold_value])).toEqual([
      ["warning", 69, 70],
      ["info", 9, 10],
    ]);
    expect(low.summary).toEqual({ critical: 0, warning: 1, info: 1, total_alerts: 2 });
    expect(alertsWarnings(figures({ started: 100, completed: 70, activeUsers: 10 }), []).alerts).toEqual([]);
  });

  it("no starts: no completion rate, so no completion alert; configured thresholds replace the defaults", () => {
    expect(alertsWarnings(figures({ started: 0, completed: 0, activeUsers: 50 }), undefined).alerts).toEqual([]);
    const c = alertsWarnings(figures(), [{ metric: "completion_rate", min: 90, severity: "critical" }]);
    expect(c.alerts.map((a) => [a.severity, a.metric_value])).toEqual([["critical", 84]]);
  });
});

describe("assessment_summary", () => {
  it("counts per type, mean minutes withheld below the minimum group size (equal shows), with a note", () => {
    const s = assessmentSummary(figures().byType, 4);
    expect(s.data).toEqual([
      [say("type.ipip-neo-120"), 40, 38, 95, 21.3],
      [say("type.executive"), 10, 4, 40, 30],
    ]);
    expect(s.note).toBeUndefined();
    const held = assessmentSummary(figures().byType, 5);
    expect(held.data[1]).toEqual([say("type.executive"), 10, 4, 40, null]);
    expect(held.data.map((r) => en(r[0] as Parameters<typeof en>[0]))).toEqual(["IPIP-NEO-120 (full 30-facet form)", "Executive"]);
    expect(en(held.note)).toBe("Average minutes withheld for Executive: fewer than 5 completions in the period (the organization's minimum group size).");
    expect(held.key_metrics).toEqual({ assessment_types: 2, assessments_started: 50, assessments_completed: 42, completion_rate: 84 });
    expect(assessmentSummary([], 5)).toEqual({
      headers: s.headers,
      data: [],
      key_metrics: { assessment_types: 0, assessments_started: 0, assessments_completed: 0, completion_rate: null },
    });
  });

  it("names a built-in type by its code (the reader's catalog words it), a designed type by its own name, else its id", () => {
    expect(typeWord({ typeId: "individual", name: null })).toEqual(say("type.individual"));
    expect(typeWord({ typeId: "individual", name: "Individual" })).toEqual(say("type.individual"));
    expect(typeWord({ typeId: "d-42", name: "Sales Fit" })).toBe("Sales Fit");
    expect(typeWord({ typeId: "d-42", name: null })).toBe("d-42");
    expect(en(say("type.organizational"))).toBe("Organizational");
  });

  it("caps the completion rate at 100 (completions of earlier starts)", () => {
    expect(completionRate({ started: 3, completed: 5 })).toBe(100);
    expect(completionRate({ started: 0, completed: 5 })).toBeNull();
  });
});

const alert = (over: Partial<Alert> & Pick<Alert, "kind">): Alert => ({ severity: "warning", value: 0, threshold: 0, n: 0, numbers: {}, ...over });

describe("recommendations", () => {
  it("none when nothing calls for one", () => {
    expect(recommendations(figures({ byType: figures().byType.slice(0, 1) }), before(), [], 5)).toEqual([]);
  });

  it("completion rate under 70 → high, with the numbers; exactly 70 → none", () => {
    const r = recommendations(figures({ started: 100, completed: 65, byType: [] }), before(), [], 5);
    expect(r.map((x) => ({ ...x, title: en(x.title), description: en(x.description) }))).toEqual([
      {
        title: "Follow up on unfinished assessments",
        description: `The completion rate in ${NOV} was 65%, under 70%: 65 completed of 100 started (35 more started than completed). Remind the members whose assessments are open, and check whether their length or timing gets in the way.`,
        priority: "high",
      },
    ]);
    expect(recommendations(figures({ started: 100, completed: 70, byType: [] }), before(), [], 5)).toEqual([]);
  });

  it("completions falling 25% over at least 10 → high; members inactive → medium; small groups → low", () => {
    const r = recommendations(
      figures({ completed: 30, started: 30, activeUsers: 9 }),
      before({ completed: 40 }),
      [alert({ kind: "withheldDepartments", severity: "info", value: 1, threshold: 5, departments: [{ department: "HR", responses: 2, covered: 0 }] })],
      5,
    );
    expect(r.map((x) => [en(x.title), x.priority])).toEqual([
      ["Find out why completions fell", "high"],
      ["Bring members back", "medium"],
      ["Collect more responses before comparing assessment types", "low"],
      ["Collect more responses in small departments", "low"],
    ]);
    expect(en(r[0].description)).toContain(`30 assessments were completed in ${NOV}, 25% fewer than the 40 of the 7 days before`);
    expect(en(r[2].description)).toContain("Executive (4)");
    // exactly 25% down fires, 24.75% does not; fewer than 10 before: no drop recommendation; an organization under 10 members is not asked for 10 active
    expect(recommendations(figures({ completed: 300, started: 300, byType: [] }), before({ completed: 400 }), [], 5).map((x) => en(x.title))).toEqual([
      "Find out why completions fell",
    ]);
    expect(recommendations(figures({ completed: 301, started: 301, byType: [] }), before({ completed: 400 }), [], 5)).toEqual([]);
    expect(recommendations(figures({ completed: 0, started: 0, byType: [] }), before({ completed: 9 }), [], 5)).toEqual([]);
    expect(recommendations(figures({ members: 9, activeUsers: 2, byType: [] }), before(), [], 5)).toEqual([]);
  });
});

describe("performance_insights", () => {
  it("empty when no rule fires", () => {
    expect(performanceInsights([], [], { start: "2026-11-01", end: "2026-11-07" }, "2026-11-07")).toEqual([]);
  });

  it("alerts and insights in the report's words, most severe first, the projection left out and quality said once", () => {
    const p = { start: "2026-11-01", end: "2026-11-07" };
    const out = performanceInsights(
      [
        alert({ kind: "lowActivity", severity: "info", value: 6, threshold: 10, n: 40, numbers: { members: 40 } }),
        alert({ kind: "lowCompletionRate", value: 62.5, threshold: 70, n: 40, numbers: { started: 40, completed: 25 } }),
        alert({ kind: "flaggedResponses", value: 12.5, threshold: 10, n: 40, numbers: { flagged: 5 } }),
      ],
      [
        { kind: "flaggedResponses", severity: "warning", n: 40, numbers: { flaggedShare: 0.125 } },
        { kind: "projection", month: "2026-12", severity: "info", n: 6, numbers: { value: 40, low: 20, high: 60 } },
        { kind: "departmentDifference", department: "Sales", trait: "openness", severity: "info", n: 12, numbers: { d: 0.8, p: 0.01 } },
      ],
      p,
      "2026-11-07",
    );
    expect(out.map((i) => [en(i.title), i.severity])).toEqual([
      ["Low completion rate", "high"],
      ["Few active members", "medium"],
      ["Response quality", "medium"],
      ["Openness in Sales", "low"],
    ]);
    expect(en(out[0].description)).toBe(`62.5% of the 40 assessments started in ${NOV} were completed (25), under 70%.`);
    expect(en(out[1].description)).toBe(`6 of 40 members were active in the 30 days to ${when("2026-11-07")}, under 10.`);
    expect(out.every((i) => i.recommendations.length > 0)).toBe(true);
  });
});

describe("user_activity", () => {
  const row = (over: Partial<MemberActivityRow>): MemberActivityRow => ({
    userId: "u",
    name: "N",
    email: "n@x",
    department: null,
    role: "user",
    lastActivity: "2026-11-03",
    activeDays: 1,
    assessmentsCompleted: 0,
    ...over,
  });

  it("§3.4 defaults, known columns only, sort falling back to last activity", () => {
    expect(userActivityPlan({})).toEqual({ columns: ["user_name", "last_activity", "assessments_completed"], unknown: [], sort: "last_activity", limit: 20 });
    expect(userActivityPlan({ table_columns: ["email", "salary", "email"], sort_by: "salary", limit: 3 })).toEqual({
      columns: ["email"],
      unknown: ["salary"],
      sort: "last_activity",
      limit: 3,
    });
  });

  it("sorts most first, ties by name in code-point order; tables the columns", () => {
    const rows = [
      row({ userId: "a", name: "bea", lastActivity: "2026-11-02", assessmentsCompleted: 2 }),
      row({ userId: "b", name: "Ann", lastActivity: "2026-11-05" }),
      row({ userId: "c", name: "Cy", lastActivity: "2026-11-05", activeDays: 3 }),
    ];
    expect([...rows].sort((x, y) => compareActivity("last_activity", x, y)).map((r) => r.name)).toEqual(["Ann", "Cy", "bea"]);
    expect([...rows].sort((x, y) => compareActivity("assessments_completed", x, y)).map((r) => r.name)).toEqual(["bea", "Ann", "Cy"]);
    expect([...rows].sort((x, y) => compareActivity("active_days", x, y)).map((r) => r.name)).toEqual(["Cy", "Ann", "bea"]);
    expect([...rows].sort((x, y) => compareActivity("user_name", x, y)).map((r) => r.name)).toEqual(["Ann", "Cy", "bea"]);
    const table = userActivityTable(rows.slice(0, 1), ["user_name", "department", "active_days"]);
    expect({ headers: table.headers.map(en), data: table.data.map((r) => r.map((c) => (c !== null && typeof c === "object" ? en(c) : c))) }).toEqual({
      headers: ["User", "Department", "Active Days"],
      data: [["bea", "No department", 1]],
    });
  });
});
