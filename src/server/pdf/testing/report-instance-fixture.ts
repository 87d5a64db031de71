/**
 * A report with every section type filled from a seeded random generator (tests and the PDF benchmark
 * only), its generated words as codes the way the generators write them: `rows` sets the size of the user activity table, so a caller can ask for a report of many pages.
 */
import type { TReportInstance, TReportSection } from "../../../contracts/reports.ts";
import { intBetween, mulberry32 } from "../../../domain/simulation/prng.ts";
import { say } from "../../../domain/reporting/words.ts";
import { evaluateAlerts } from "../../../domain/reporting/thresholds.ts";

export function reportInstanceFixture(seed: number, opts: { rows?: number; days?: number; title?: string } = {}): TReportInstance {
  const rng = mulberry32(seed);
  const days = opts.days ?? 14;
  const at = "2026-01-12T06:00:00.000Z";
  const period = { start: "2026-01-05", end: "2026-01-11" };
  const base = (id: string, type: string, title: string, i: number): TReportSection => ({
    id,
    type,
    title,
    order_index: i,
    generated_at: at,
    auto_generated: type !== "text",
    period,
  });
  const day = (i: number) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
  const before = say("period.before", { count: 7 });
  const sections: TReportSection[] = [
    {
      ...base("summary", "executive_summary", "Executive Summary", 0),
      key_metrics: { total_users: intBetween(rng, 50, 500), completion_rate: intBetween(rng, 40, 99), active_assessments: intBetween(rng, 1, 40), new_users: null },
      narrative: [
        say("narrative.completed", {
          when: period,
          completed: 42,
          count: 42,
          comparison: say("compare.more", { size: say("size.percent", { value: 13.5 }), before, previous: 37 }),
        }),
        say("narrative.started", { started: 50, count: 50, rate: 84, comparison: say("compare.rateUp", { previous: 82.2 }) }),
        say("narrative.ruleWritten"),
      ],
      highlights: [
        {
          type: "positive",
          title: say("highlight.up", { metric: say("metrics.assessments_completed"), size: say("size.percent", { value: 13.5 }) }),
          description: say("highlight.description", { current: 42, when: period, previous: 37, before, meaning: say("meanings.assessments_completed") }),
        },
        {
          type: "negative",
          title: say("highlight.down", { metric: say("metrics.completion_rate"), size: say("size.points", { value: 2.5 }) }),
          description: say("highlight.descriptionPercent", { current: 80, when: period, previous: 82.5, before, meaning: say("meanings.completion_rate") }),
        },
        { type: "other", title: say("highlight.unchanged", { metric: say("metrics.average_score") }), description: say("narrative.noAverage", { minGroupSize: 5 }) },
      ],
      trends: { total_users: intBetween(rng, -20, 20), completion_rate: intBetween(rng, -20, 20), total_responses: null },
      basis: [say("basis.figures", { when: period, previous: { start: "2025-12-29", end: "2026-01-04" }, minGroupSize: 5 }), say("basis.executive")],
    },
    {
      ...base("metrics", "metrics_dashboard", "Metrics Dashboard", 1),
      primary_metrics: [
        { key: "total_users", label: say("metrics.total_users"), value: intBetween(rng, 50, 500), change: 4.2, trend: "up", format: "number" },
        { key: "completion_rate", label: say("metrics.completion_rate"), value: 72.5, change: -3.1, trend: "down", format: "percentage" },
      ],
      secondary_metrics: [{ key: "total_responses", label: say("metrics.total_responses"), value: intBetween(rng, 100, 5000), format: "number" }],
      chart_data: {
        type: "line",
        series: ["completed", "started"],
        points: Array.from({ length: days }, (_, i) => ({ date: day(i), completed: intBetween(rng, 0, 60), started: i === 3 ? null : intBetween(rng, 0, 80) })),
      },
      note: say("notes.unknownMetrics", { keys: ["bogus_metric"] }),
    },
    {
      ...base("trends", "trend_analysis", "Trend Analysis", 2),
      event_trends: [
        {
          event: "assessments_completed",
          label: say("events.assessments_completed"),
          total_events: intBetween(rng, 10, 99),
          previous_events: intBetween(rng, 10, 99),
          change: 12.5,
          trend_direction: "up",
        },
      ],
      insights: [
        {
          description: say("trend.rose", {
            event: say("events.assessments_completed"),
            size: say("size.percent", { value: 12.5 }),
            when: period,
            previous: 40,
            before,
            current: 45,
          }),
          significance: "medium",
        },
      ],
    },
    {
      ...base("insights", "performance_insights", "Performance Insights", 3),
      insights: [
        {
          title: say("insights.lowCompletionRate.title"),
          description: say("insights.lowCompletionRate.description", { rate: 62.5, started: 40, when: period, completed: 25, threshold: 70 }),
          recommendations: [say("insights.lowCompletionRate.remind"), say("insights.lowCompletionRate.length")],
          severity: "high",
        },
        {
          title: say("insights.withheldDepartments.title"),
          description: say("insights.withheldDepartments.description", { departments: 2, count: 2, threshold: 5, when: period, names: ["Sales", "Legal"] }),
          recommendations: [say("insights.withheldDepartments.collect")],
          severity: "low",
        },
      ],
    },
    {
      ...base("alerts", "alerts_warnings", "Alerts & Warnings", 4),
      ...evaluateAlerts(
        [
          { metric: "completion_rate", min: 70, severity: "warning" },
          { metric: "user_activity", min: 10, severity: "info" },
        ],
        { completion_rate: 62, user_activity: 8 },
      ),
    },
    {
      ...base("activity", "user_activity", "User Activity", 5),
      headers: ["user_name", "department", "last_activity", "assessments_completed"].map((h) => say(`headers.${h}`)),
      data: Array.from({ length: opts.rows ?? 20 }, (_, i) => [`Person ${i + 1}`, i % 2 ? "Sales" : say("cells.noDepartment"), day(i % 28), intBetween(rng, 0, 12)]),
    },
    {
      ...base("recs", "recommendations", "Recommendations", 6),
      recommendations: [
        {
          title: say("recommendations.followUp.title"),
          description: say("recommendations.followUp.descriptionUnfinished", { when: period, rate: 65, threshold: 70, completed: 65, started: 100, unfinished: 35 }),
          priority: "high",
        },
        {
          title: say("recommendations.smallTypes.title"),
          description: say("recommendations.smallTypes.description", {
            types: [say("recommendations.smallTypes.type", { name: "Executive", completed: 4 })],
            minGroupSize: 5,
            when: period,
          }),
          priority: "low",
        },
      ],
    },
    { ...base("notes", "text", "Notes", 7), auto_generated: false, content: "<p>Written by <strong>the team</strong>.</p><ul><li>First</li><li>Second</li></ul>", format: "html" },
    { ...base("custom", "custom_widget", "Custom Widget", 8), auto_generated: false },
  ];
  return {
    id: "fixture",
    title: opts.title ?? "Weekly leadership report",
    status: "review",
    priority: "medium",
    type: "weekly",
    tags: ["leadership"],
    report_period_start: period.start,
    report_period_end: period.end,
    created_at: at,
    updated_at: at,
    generated_at: at,
    version: 3,
    template: { id: "t", name: "Weekly leadership", template_type: "weekly" },
    created_by_user: { id: "u", full_name: "Avery Admin" },
    content: { sections: Object.fromEntries(sections.map((s) => [s.id, s])) },
    analytics: { views: 0, downloads: 0, shares: 0, avgReadTime: 0 },
    rating: { average: null, count: 0, mine: null },
    exportFormats: ["pdf", "html", "json"],
    policies: { edit: false, delete: false, generate: false, share: false },
  };
}
