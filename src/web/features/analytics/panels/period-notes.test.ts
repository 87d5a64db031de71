/** Figures that cannot follow the page's date range say which period they cover and why. */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TInsights } from "../../../../contracts/analytics.ts";
import { AlertsCard } from "../business-intelligence/AlertsCard.tsx";
import { AnalyticsKpis } from "./AnalyticsKpis.tsx";
import { PredictivePanel, QualityPanel } from "./MonthsPanels.tsx";

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");
/** The period sentences of the markup, in order. */
const periodNotes = (html: string) => [...html.matchAll(/data-testid="period-note"[^>]*>([^<]*)</g)].map((m) => m[1]);

const analytics: TInsights["analytics"] = {
  oceanScores: { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 },
  totalAssessments: 40,
  uniqueParticipants: 30,
  avgCompletionTime: 12,
  engagementRate: 0.5,
  repeatRate: 0.1,
  industryRank: 2,
  industryRankBasis: { code: "rank_among", industry: "Finance", organizations: 4 },
  predictiveAccuracy: null,
};

describe("period notes", () => {
  it("Predictive Insights: every full month since the first completion, not the range, and why", () => {
    const predictive = {
      history: [],
      projection: [],
      months: 0,
      available: 2,
      minimum: 6,
      forecasts: 0,
      method: { code: "too_few_months", minimum: 6, available: 2 },
    } as TInsights["predictive"];
    const notes = periodNotes(renderToString(createElement(PredictivePanel, { predictive, accuracy: null, state: {} })));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/first completion, not the date range: a projection needs a run of whole months/);
  });

  it("Assessment quality: the benchmark line is all time whatever the range, only when there is one", () => {
    const months = [{ month: "2026-09", started: 40, completed: 38, quality: 93.2, avgScore: 51.2 }];
    const withBenchmark = periodNotes(renderToString(createElement(QualityPanel, { months, benchmark: { value: 94.3 }, state: {} })));
    expect(withBenchmark).toHaveLength(1);
    expect(withBenchmark[0]).toMatch(/all-time mean quality, whatever the date range, so every month/);
    expect(periodNotes(renderToString(createElement(QualityPanel, { months, benchmark: { value: null }, state: {} })))).toEqual([]);
  });

  it("Industry Rank: all time when ranked; no note beside the dash", () => {
    const ranked = periodNotes(renderToString(createElement(AnalyticsKpis, { analytics })));
    expect(ranked).toHaveLength(1);
    expect(ranked[0]).toMatch(/^All time, whatever the date range: /);
    expect(periodNotes(renderToString(createElement(AnalyticsKpis, { analytics: { ...analytics, industryRank: null } })))).toEqual([]);
  });

  it("Alerts: the active-users alert reads the last 30 days, with its threshold", () => {
    const html = renderToString(createElement(AlertsCard, { alerts: [] }));
    expect(periodNotes(html)).toEqual(["The active-users alert reads the last 30 days, whatever the range: its threshold (10 active users) is set for 30 days."]);
    expect(text(html)).toContain("All clear");
  });
});
