import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { executiveHighlights, executiveNarrative, executiveSummary, RULE_WRITTEN } from "./executive-summary.ts";
import { metricsDashboard } from "./metrics-dashboard.ts";
import { before, figures } from "./fixtures.ts";
import { changeUnit } from "./change.ts";
import { reportWordsFor } from "../../../server/i18n/report-words.ts";

const en = reportWordsFor();
const day = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const at = (d: string) => new Date(`${d}T00:00:00Z`);
/** A period as the English reader reads it. */
const when = (start: string, end = start) => (start === end ? day.format(at(start)) : day.formatRange(at(start), at(end)));
const NOV = when("2026-11-01", "2026-11-07");

describe("executive_summary", () => {
  it("key metrics of the period and their percent change against the one before", () => {
    const s = executiveSummary(figures(), before(), 5);
    expect(s.key_metrics).toEqual({ total_users: 120, active_users: 30, assessments_started: 50, assessments_completed: 42, completion_rate: 84, average_score: 55.24 });
    // counts in percent of the previous value; the completion rate in points (84% against 82.2%), as its highlight says
    expect(s.trends).toEqual({ total_users: 3.4, active_users: 20, assessments_started: 11.1, assessments_completed: 13.5, completion_rate: 1.8, average_score: 2.3 });
  });

  it("a rate's trend and its highlight name the same change in the same unit", () => {
    const s = executiveSummary(figures({ completed: 30 }), before(), 5);
    const highlight = s.highlights.find((h) => en(h.title).startsWith("Completion Rate"))!;
    const points = s.trends.completion_rate!;
    expect(en(highlight.title)).toBe(`Completion Rate down ${Math.abs(points)} points`);
    expect(changeUnit("completion_rate")).toBe("points");
    expect(changeUnit("assessments_completed")).toBe("percent");
  });

  it("writes the example narrative, and says it is rule-written", () => {
    const n = en(executiveNarrative(figures(), before(), 5));
    expect(n).toBe(
      `In ${NOV}, 42 assessments were completed, 13.5% more than in the 7 days before (37). 50 assessments were started; the completion rate was 84%, up from 82.2% before. 30 of 120 members were active, 20% more than in the 7 days before (25); 4 new members joined. The average score was 55.2 (the mean of the five trait percentiles, Neuroticism reversed), against 54 in the 7 days before. ` +
        en(RULE_WRITTEN),
    );
  });

  it("says fewer, as many, none and withheld when the numbers do", () => {
    const fewer = en(executiveNarrative(figures({ completed: 30 }), before(), 5));
    expect(fewer).toContain("30 assessments were completed, 18.9% fewer than in the 7 days before (37)");
    expect(fewer).toContain("down from 82.2% before");
    expect(en(executiveNarrative(figures({ completed: 37 }), before(), 5))).toContain("as many as in the 7 days before");
    const first = en(executiveNarrative(figures(), before({ completed: 0, started: 0, activeUsers: 0, averageScore: null }), 5));
    expect(first).toContain("42 assessments were completed, against none in the 7 days before");
    expect(first).toContain("the completion rate was 84%.");
    expect(first).toContain("The average score was 55.2 (the mean of the five trait percentiles, Neuroticism reversed).");
    const nothing = en(executiveNarrative(figures({ completed: 0, started: 0, activeUsers: 0, newMembers: 0, averageScore: null }), before({ completed: 0, started: 0 }), 7));
    expect(nothing).toContain("no assessments were completed, as in the 7 days before");
    expect(nothing).toContain("No assessments were started, so there is no completion rate.");
    expect(nothing).toContain("no new members joined");
    expect(nothing).toContain("fewer than 7 responses");
    const one = en(executiveNarrative(figures({ completed: 1, started: 1, period: { start: "2026-11-01", end: "2026-11-01" } }), before({ completed: 1 }), 5));
    expect(one).toContain(`In ${when("2026-11-01")}, 1 assessment was completed, as many as in the day before.`);
    expect(one).toContain("1 assessment was started");
  });

  it("trends are null, never Infinity, when the previous value is 0 or withheld", () => {
    const s = executiveSummary(figures(), before({ completed: 0, started: 0, members: 0, activeUsers: 0, averageScore: null }), 5);
    expect(s.trends).toEqual({ total_users: null, active_users: null, assessments_started: null, assessments_completed: null, completion_rate: null, average_score: null });
  });

  it("highlights read the desirable way: more completions positive, a falling completion rate negative, the score neither", () => {
    const h = executiveHighlights(figures({ completed: 30 }), before());
    const by = (t: string) => h.find((x) => en(x.title).startsWith(t))!;
    expect([by("Assessments Completed").type, en(by("Assessments Completed").title)]).toEqual(["negative", "Assessments Completed down 18.9%"]);
    expect([by("Completion Rate").type, en(by("Completion Rate").title)]).toEqual(["negative", "Completion Rate down 22.2 points"]);
    expect([by("Active Users").type, en(by("Active Users").title)]).toEqual(["positive", "Active Users up 20%"]);
    expect(by("Average Score").type).toBe("other");
    const same = executiveHighlights(figures({ completed: 37 }), before()).find((x) => en(x.title).startsWith("Assessments Completed"))!;
    expect([same.type, en(same.title)]).toEqual(["other", "Assessments Completed unchanged"]);
    // both zero: nothing to say; withheld: nothing to compare
    expect(executiveHighlights(figures({ newMembers: 0, averageScore: null }), before({ newMembers: 0 })).some((x) => en(x.title).startsWith("Average Score"))).toBe(false);
  });

  it("every narrative's words agree with the sign of its completions change", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (c, p) => {
        const n = en(executiveNarrative(figures({ completed: c, started: Math.max(c, 1) }), before({ completed: p }), 5));
        if (c === 0 && p === 0) expect(n).toContain("no assessments were completed");
        else if (p === 0) expect(n).toContain("against none");
        else if (c > p) expect(n).toMatch(/% more than in the 7 days before/);
        else if (c < p) expect(n).toMatch(/% fewer than in the 7 days before/);
        else expect(n).toContain("as many as");
        expect(n).not.toMatch(/Infinity|NaN|-0\b/);
      }),
    );
  });
});

describe("metrics_dashboard", () => {
  it("the §3.4 default metrics with change and trend, and every day of the period in the chart", () => {
    const m = metricsDashboard(figures(), before(), {});
    expect(m.primary_metrics).toEqual([
      { key: "total_users", label: { code: "metrics.total_users" }, value: 120, change: 3.4, trend: "up", format: "number" },
      { key: "active_assessments", label: { code: "metrics.active_assessments" }, value: 50, change: 11.1, trend: "up", format: "number" },
      { key: "completion_rate", label: { code: "metrics.completion_rate" }, value: 84, change: 2.2, trend: "up", format: "percentage" },
    ]);
    expect(m.secondary_metrics.map((x) => [x.key, x.value, x.change, x.trend])).toEqual([
      ["total_responses", 42, 13.5, "up"],
      ["new_users", 4, 100, "up"],
    ]);
    expect(m.chart_data.type).toBe("line");
    expect(m.chart_data.points).toHaveLength(7);
    expect(m.chart_data.points[0]).toEqual({ date: "2026-11-01", started: 0, completed: 0 });
    expect(m.chart_data.points[1]).toEqual({ date: "2026-11-02", started: 20, completed: 18 });
  });

  it("takes the configured metrics and chart type, leaving unknown keys out by name", () => {
    const m = metricsDashboard(figures({ started: 0, completed: 0 }), before(), {
      primary_metrics: ["completion_rate", "bogus"],
      secondary_metrics: ["average_score"],
      chart_type: "bar",
    });
    expect(m.primary_metrics).toEqual([{ key: "completion_rate", label: { code: "metrics.completion_rate" }, value: null, change: null, trend: "flat", format: "percentage" }]);
    expect(m.secondary_metrics[0]).toMatchObject({ key: "average_score", value: 55.24 });
    expect(m.unknown).toEqual(["bogus"]);
    expect(m.chart_data.type).toBe("bar");
  });
});
