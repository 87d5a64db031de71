import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  figureRows,
  generateInsights,
  hasAnalyticsData,
  overallAnalytics,
  percentOf,
  rangeWindow,
  shortfallPriority,
  templateRows,
  type AnalyticsCounts,
  type Insight,
} from "./report-analytics.ts";

/** Counts with everything at zero, then the overrides. */
function counts(o: Partial<Omit<AnalyticsCounts, "deliveries">> & { deliveries?: Partial<AnalyticsCounts["deliveries"]> } = {}): AnalyticsCounts {
  return {
    reportsByStatus: {},
    templates: [],
    interactions: { viewed: 0, read: 0, downloaded: 0, shared: 0 },
    uniqueUsers: 0,
    ratings: { count: 0, sum: 0 },
    ...o,
    deliveries: { delivered: 0, failed: 0, pending: 0, read: 0, deliverySeconds: 0, timed: 0, channels: [], ...o.deliveries },
  };
}
const codes = (xs: Insight[]) => xs.map((x) => x.code);

describe("figures", () => {
  it("a rate is null when its denominator is 0, else a percentage to one decimal", () => {
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(0, 3)).toBe(0);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (a, extra) => {
        const p = percentOf(a, a + extra)!;
        return p >= 0 && p <= 100;
      }),
    );
  });

  it("a range ends now and spans its days (a year is 365)", () => {
    const now = new Date("2026-03-29T12:00:00Z");
    expect(rangeWindow("7d", now).start.toISOString()).toBe("2026-03-22T12:00:00.000Z");
    expect(rangeWindow("1y", now).start.toISOString()).toBe("2025-03-29T12:00:00.000Z");
    expect(rangeWindow("30d", now).end).toBe(now);
  });

  it("delivery success leaves pending out; read rate is over the delivered; the mean time over the timed", () => {
    const a = overallAnalytics(counts({ deliveries: { delivered: 9, failed: 1, pending: 90, read: 3, deliverySeconds: 45, timed: 9, channels: ["slack", "email"] } }));
    expect(a.delivery).toMatchObject({ total_deliveries: 100, delivery_success_rate: 90, read_rate: 33.3, average_delivery_time: 5, channels_used: ["email", "slack"] });
  });

  it("completion is published over all created; templates used counts only those with reports", () => {
    const a = overallAnalytics(
      counts({
        reportsByStatus: { draft: 2, published: 6 },
        templates: [
          { key: "a", name: "A", type: "weekly", total: 8, published: 6 },
          { key: "b", name: "B", type: "monthly", total: 0, published: 0 },
        ],
      }),
    );
    expect(a.generation).toEqual({ total_reports: 8, published_reports: 6, completion_rate: 75, templates_used: 1, status_breakdown: { draft: 2, published: 6 } });
    expect(a.template_performance.b.completion_rate).toBeNull();
    expect(templateRows(a)).toEqual([
      ["a", "A", "weekly", 8, 6, 75],
      ["b", "B", "monthly", 0, 0, null],
    ]);
  });

  it("has no data when nothing happened in the range (templates alone are not data)", () => {
    expect(hasAnalyticsData(overallAnalytics(counts({ templates: [{ key: "a", name: "A", type: "weekly", total: 0, published: 0 }] })))).toBe(false);
    expect(hasAnalyticsData(overallAnalytics(counts({ ratings: { count: 1, sum: 4 } })))).toBe(true);
    expect(hasAnalyticsData(overallAnalytics(counts({ deliveries: { pending: 1 } })))).toBe(true);
  });

  it("lists one row per figure, with every status", () => {
    const rows = figureRows(overallAnalytics(counts({ reportsByStatus: { review: 1, draft: 2 } })));
    expect(rows.filter((r) => r.metric.startsWith("status_breakdown."))).toEqual([
      { section: "generation", metric: "status_breakdown.draft", value: 2 },
      { section: "generation", metric: "status_breakdown.review", value: 1 },
    ]);
    expect(new Set(rows.map((r) => `${r.section}.${r.metric}`)).size).toBe(rows.length);
  });
});

describe("insights", () => {
  it("none without data", () => {
    expect(generateInsights(overallAnalytics(counts()), "30d", "all")).toEqual([]);
  });

  it("completion under the 85% target: a performance insight whose priority grows with the distance", () => {
    expect(shortfallPriority(84.9, 85, 10)).toBe(6);
    expect(shortfallPriority(75, 85, 10)).toBe(6);
    expect(shortfallPriority(74.9, 85, 10)).toBe(7);
    expect(shortfallPriority(0, 85, 10)).toBe(10);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 84.9, noNaN: true }), fc.double({ min: 0, max: 84.9, noNaN: true }), (x, y) =>
        x <= y ? shortfallPriority(x, 85, 10) >= shortfallPriority(y, 85, 10) : true,
      ),
    );
    const low = generateInsights(overallAnalytics(counts({ reportsByStatus: { published: 1, draft: 1 } })), "7d", "all");
    const i = low.find((x) => x.code === "completion_below_target")!;
    expect(i).toMatchObject({ type: "performance", priority: 9 });
    expect(i.params).toEqual({ published: 1, total: 2, days: 7, rate: 50, target: 85, unpublished: 1 });
    expect(i.recommendation).toEqual({ code: "move_waiting", waiting: [{ status: "draft", count: 1 }] });
    const met = generateInsights(overallAnalytics(counts({ reportsByStatus: { published: 17, draft: 3 } })), "7d", "all");
    expect(codes(met)).toContain("completion_on_target");
    expect(codes(met)).not.toContain("completion_below_target");
    const archived = generateInsights(overallAnalytics(counts({ reportsByStatus: { published: 1, archived: 1 } })), "7d", "performance");
    expect(archived[0].recommendation).toEqual({ code: "check_archived" });
  });

  it("delivery success under the 98% target, pending named but not counted", () => {
    const a = overallAnalytics(counts({ deliveries: { delivered: 90, failed: 10, pending: 4, read: 90 } }));
    const [i] = generateInsights(a, "30d", "delivery");
    expect(i).toMatchObject({ code: "delivery_below_target", type: "delivery", priority: 7, recommendation: { code: "resend_failed" } });
    expect(i.params).toEqual({ delivered: 90, finished: 100, rate: 90, target: 98, failed: 10, pending: 4 });
    expect(generateInsights(overallAnalytics(counts({ deliveries: { delivered: 98, failed: 2, read: 98 } })), "30d", "delivery")[0].code).toBe("delivery_on_target");
  });

  it("engagement: a low read rate, nothing opened, and ratings once there are three", () => {
    const a = overallAnalytics(counts({ reportsByStatus: { published: 5 }, deliveries: { delivered: 10, read: 2 }, ratings: { count: 3, sum: 5 } }));
    const xs = generateInsights(a, "30d", "engagement");
    expect(codes(xs)).toEqual(["low_rating", "few_opened", "none_opened"]);
    expect(xs[0]).toMatchObject({ priority: 8, params: { average: 1.67, ratings: 3 } });
    // 30 points under the 50% floor: 4 + 3
    expect(xs[1]).toMatchObject({ priority: 7, params: { read: 2, delivered: 10, rate: 20, floor: 50 } });
    expect(xs[2]).toMatchObject({ priority: 6, params: { total: 5 } });
    // two ratings are too few to say anything
    expect(codes(generateInsights(overallAnalytics(counts({ ratings: { count: 2, sum: 2 } })), "30d", "all"))).toEqual([]);
  });

  it("unused templates and poorly completing templates, each from their counts", () => {
    const a = overallAnalytics(
      counts({
        reportsByStatus: { published: 1, draft: 3 },
        templates: [
          { key: "a", name: "Pulse", type: "weekly", total: 4, published: 1 },
          { key: "b", name: "Idle", type: "monthly", total: 0, published: 0 },
        ],
      }),
    );
    const xs = generateInsights(a, "90d", "performance");
    expect(xs.find((x) => x.code === "unused_templates")?.params).toEqual({ unused: 1, templates: 2, days: 90, names: ["Idle"], more: 0 });
    expect(xs.find((x) => x.code === "template_rarely_published")?.params).toEqual({ template: "Pulse", published: 1, total: 4, rate: 25 });
    expect(xs.map((x) => x.priority)).toEqual([...xs.map((x) => x.priority)].sort((p, q) => q - p));
  });
});
