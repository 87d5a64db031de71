/**
 * A report with every section type filled from a seeded random generator (tests and the PDF benchmark
 * only): `rows` sets the size of the user activity table, so a caller can ask for a report of many pages.
 */
import type { TReportInstance, TReportSection } from "../../../contracts/reports.ts";
import { intBetween, mulberry32 } from "../../../domain/simulation/prng.ts";

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
  const sections: TReportSection[] = [
    {
      ...base("summary", "executive_summary", "Executive Summary", 0),
      key_metrics: { total_users: intBetween(rng, 50, 500), completion_rate: intBetween(rng, 40, 99), active_assessments: intBetween(rng, 1, 40), new_users: null },
      narrative: "Completions rose against the previous week.\nThe completion rate stayed under the 70% threshold in two departments.",
      highlights: [
        { type: "positive", title: "More completions", description: "Completions grew week on week." },
        { type: "negative", title: "Slower starts", description: "Fewer assessments were started." },
        { type: "other", title: "New template", description: "A new template was used." },
      ],
      trends: { total_users: intBetween(rng, -20, 20), completion_rate: intBetween(rng, -20, 20), total_responses: null },
    },
    {
      ...base("metrics", "metrics_dashboard", "Metrics Dashboard", 1),
      primary_metrics: [
        { key: "total_users", label: "Total users", value: intBetween(rng, 50, 500), change: 4.2, trend: "up", format: "number" },
        { key: "completion_rate", label: "Completion rate", value: 72.5, change: -3.1, trend: "down", format: "percentage" },
      ],
      secondary_metrics: [{ key: "total_responses", label: "Total responses", value: intBetween(rng, 100, 5000), format: "number" }],
      chart_data: {
        type: "line",
        series: ["completions", "starts"],
        points: Array.from({ length: days }, (_, i) => ({ day: day(i), completions: intBetween(rng, 0, 60), starts: i === 3 ? null : intBetween(rng, 0, 80) })),
      },
    },
    {
      ...base("trends", "trend_analysis", "Trend Analysis", 2),
      event_trends: [
        {
          event: "completed",
          label: "Assessments completed",
          total_events: intBetween(rng, 10, 99),
          previous_events: intBetween(rng, 10, 99),
          change: 12.5,
          trend_direction: "up",
        },
      ],
      insights: [{ description: "Completions grew faster than starts.", significance: "medium" }],
    },
    {
      ...base("insights", "performance_insights", "Performance Insights", 3),
      insights: [{ title: "Completion lags", description: "Two departments completed under 70%.", recommendations: ["Send reminders", "Shorten the form"], severity: "high" }],
    },
    {
      ...base("alerts", "alerts_warnings", "Alerts & Warnings", 4),
      alerts: [
        { severity: "warning", title: "Completion rate below 70", description: "The completion rate was 62%.", metric_value: 62, threshold_value: 70 },
        { severity: "info", title: "Low activity", description: "Eight users were active.", metric_value: 8, threshold_value: 10 },
      ],
      summary: { critical: 0, warning: 1, info: 1, total_alerts: 2 },
    },
    {
      ...base("activity", "user_activity", "User Activity", 5),
      headers: ["user_name", "last_activity", "assessments_completed"],
      data: Array.from({ length: opts.rows ?? 20 }, (_, i) => [`Person ${i + 1}`, day(i % 28), intBetween(rng, 0, 12)]),
    },
    {
      ...base("recs", "recommendations", "Recommendations", 6),
      recommendations: [
        { title: "Remind late starters", description: "Send a reminder two days before the deadline.", priority: "high" },
        { title: "Review the template", description: "Drop the sections nobody reads.", priority: "low" },
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
