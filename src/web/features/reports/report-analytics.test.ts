import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ZInsight, ZReportAnalyticsOverview, type TInsight, type TOverallAnalytics, type TReportAnalyticsOverview } from "../../../contracts/report-analytics.ts";
import { ToastProvider } from "../../components/Toaster.tsx";
import { AnalyticsBody, AnalyticsSkeleton, InsightList, ReportAnalytics, SummaryCards, TemplateTable } from "./ReportAnalyticsScreen.tsx";
import { reportAnalyticsKeys } from "./report-analytics-api.ts";
import { caseInsights, INSIGHT_CASES } from "./insight-cases.test-support.ts";
import { completionBarClass, deliveryArrow, generationArrow, insightTone } from "./report-analytics-view.ts";

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function html(element: ReactElement, client = new QueryClient()): string {
  return renderToString(
    createElement(MemoryRouter, { initialEntries: ["/dashboard/reports/analytics"] }, createElement(QueryClientProvider, { client }, createElement(ToastProvider, null, element))),
  );
}

function analytics(over: Partial<TOverallAnalytics> = {}): TOverallAnalytics {
  return {
    generation: { total_reports: 20, published_reports: 17, completion_rate: 85, templates_used: 2, status_breakdown: { published: 17, draft: 3 } },
    delivery: {
      total_deliveries: 12,
      delivered_deliveries: 9,
      failed_deliveries: 1,
      pending_deliveries: 2,
      read_deliveries: 3,
      delivery_success_rate: 90,
      read_rate: 33.3,
      average_delivery_time: 4.5,
      channels_used: ["email", "slack"],
    },
    engagement: { total_interactions: 40, unique_users: 6, interactions_by_kind: { viewed: 30, read: 5, downloaded: 3, shared: 2 } },
    feedback: { average_rating: 4.25, total_feedback: 4 },
    template_performance: {
      a: { template_name: "Weekly leadership", template_type: "weekly", total_reports: 12, published_reports: 11, completion_rate: 91.7 },
      b: { template_name: "Monthly review", template_type: "monthly", total_reports: 8, published_reports: 6, completion_rate: 75 },
      c: { template_name: "Idle", template_type: "custom", total_reports: 0, published_reports: 0, completion_rate: null },
    },
    ...over,
  };
}
const overview = (a: TOverallAnalytics, has_data = true): TReportAnalyticsOverview =>
  ZReportAnalyticsOverview.parse({ overall_analytics: a, time_range: "30d", period: { start: "2026-02-27T12:00:00.000Z", end: "2026-03-29T12:00:00.000Z" }, has_data });

describe("§9 display rules", () => {
  it("summary arrows: completion up above 80, delivery up above 90 (the card's bar), none without a figure", () => {
    expect([generationArrow(80.1), generationArrow(80), generationArrow(null)]).toEqual(["up", "down", null]);
    expect([deliveryArrow(90.1), deliveryArrow(90), deliveryArrow(null)]).toEqual(["up", "down", null]);
  });

  it("completion bars: above 80 green, above 60 yellow, else red", () => {
    expect([80.1, 80, 60.1, 60, 0].map(completionBarClass)).toEqual(["bg-emerald-500", "bg-amber-400", "bg-amber-400", "bg-red-500", "bg-red-500"]);
  });

  it("insight colours: 8 or above red, 6 or above yellow, else blue", () => {
    expect([10, 8, 7, 6, 5, 1].map((p) => insightTone(p).colour)).toEqual(["red", "red", "yellow", "yellow", "blue", "blue"]);
  });
});

describe("report analytics screen", () => {
  it("the empty state when the range has no data", () => {
    const out = text(html(createElement(AnalyticsBody, { data: overview(analytics(), false), insights: null })));
    expect(out).toContain("No Analytics Data");
    expect(out).toContain("Generate some reports to see analytics data");
    expect(out).not.toContain("Generation Performance");
  });

  it("four summary cards with their figures, targets and arrows", () => {
    const raw = html(createElement(SummaryCards, { a: analytics() }));
    const out = text(raw);
    expect(out).toContain("Generation 85% ↑");
    expect(out).toContain("20 reports · completion · Target 85%");
    // 90% is not above the card's bar of 90
    expect(out).toContain("Delivery 90% ↓");
    expect(out).toContain("12 deliveries · success · Target 98%");
    expect(out).toContain("Engagement 40 interactions by 6 people");
    expect(out).toContain("Feedback 4.25 / 5 average of 4 ratings");
    expect(raw.match(/data-arrow="(\w+)"/g)).toEqual(['data-arrow="up"', 'data-arrow="down"']);
  });

  it("no figure shows a dash, never 0%, and no arrow", () => {
    const a = analytics();
    const raw = html(
      createElement(SummaryCards, {
        a: {
          ...a,
          generation: { ...a.generation, total_reports: 0, published_reports: 0, completion_rate: null, status_breakdown: {} },
          delivery: { ...a.delivery, delivery_success_rate: null },
          feedback: { average_rating: null, total_feedback: 0 },
        },
      }),
    );
    const out = text(raw);
    expect(out).toContain("Generation — 0 reports");
    expect(out).toContain("Delivery —");
    expect(out).toContain("Feedback — no ratings yet");
    expect(out).not.toContain("0%");
    expect(raw).not.toContain("data-arrow");
  });

  it("panels: status breakdown, delivery counts with pending named, channels", () => {
    const out = text(html(createElement(AnalyticsBody, { data: overview(analytics()), insights: null })));
    expect(out).toContain("Generation Performance");
    expect(out).toContain("Published 17");
    expect(out).toContain("Draft 3");
    expect(out).toContain("Delivery Performance");
    expect(out).toContain("Pending 2");
    expect(out).toContain("Success rate (delivered ÷ delivered and failed; pending not counted) 90%");
    expect(out).toContain("Read rate (opened ÷ delivered) 33.3%");
    expect(out).toContain("Average delivery time 4.5 s");
    expect(out).toContain("Channels email, slack");
    expect(out).toContain("Select Generate Insights");
  });

  it("template table: most reports first, bars coloured by completion, unused ones marked", () => {
    const raw = html(createElement(TemplateTable, { rows: analytics().template_performance }));
    const out = text(raw);
    expect(out.indexOf("Weekly leadership")).toBeLessThan(out.indexOf("Monthly review"));
    expect(out).toContain("Idle custom 0 0 not used");
    expect(raw).toMatch(/bg-emerald-500"[^>]*data-bar="91.7"/);
    expect(raw).toMatch(/bg-amber-400"[^>]*data-bar="75"/);
  });

  it("insights coloured by priority, with their numbers and recommendations", () => {
    const insights: TInsight[] = [
      {
        code: "delivery_below_target",
        params: { delivered: 90, finished: 100, rate: 90, target: 98, failed: 10, pending: 0 },
        recommendation: { code: "resend_failed" },
        type: "delivery",
        priority: 8,
      },
      { code: "few_opened", params: { read: 2, delivered: 10, rate: 20, floor: 50 }, type: "engagement", priority: 6 },
      { code: "unused_templates", params: { unused: 1, templates: 3, days: 30, names: ["Idle"], more: 0 }, type: "performance", priority: 3 },
    ];
    const raw = html(createElement(InsightList, { insights }));
    expect(raw.match(/data-tone="(\w+)"/g)).toEqual(['data-tone="red"', 'data-tone="yellow"', 'data-tone="blue"']);
    const out = text(raw);
    expect(out).toContain(
      "Delivery success below target Delivery · Priority 8 90 of 100 finished deliveries succeeded (90%), under the 98% target; 10 failed. Recommendation: Open Delivery History,",
    );
    expect(text(html(createElement(InsightList, { insights: [] })))).toContain("The figures in this range give no insight.");
  });

  it("words every kind of insight the rules emit, singular and plural, in the English they always had", () => {
    for (const c of INSIGHT_CASES) {
      const insights = caseInsights(c).map((i) => ZInsight.parse(i));
      const items = html(createElement(InsightList, { insights })).match(/<li[\s\S]*?<\/li>/g) ?? [];
      const expected = c.english.map((e) => [e.title, e.description, e.recommendation && `Recommendation: ${e.recommendation}`].filter(Boolean) as string[]);
      expect(items.length, c.name).toBe(expected.length);
      items.forEach((li, n) => {
        const out = text(li);
        for (const words of expected[n]) expect(out, c.name).toContain(words);
      });
    }
  });

  it("loads with a skeleton, then shows the range's figures with the controls", () => {
    const loading = html(createElement(ReportAnalytics, { organizationId: "org1" }));
    expect(loading).toContain('role="status"');
    expect(text(loading)).toContain("Loading report analytics…");
    const client = new QueryClient();
    client.setQueryData(reportAnalyticsKeys.overview("org1", "30d"), overview(analytics()));
    const out = text(html(createElement(ReportAnalytics, { organizationId: "org1" }), client));
    expect(out).toContain("Report Analytics");
    expect(out).toContain("Last 7 days 30 days 90 days Last year");
    expect(out).toContain("Generate Insights");
    expect(out).toContain("Export");
    expect(out).toContain("Template Performance");
    expect(text(html(createElement(AnalyticsSkeleton, { label: "Loading" })))).toContain("Loading");
  });
});
