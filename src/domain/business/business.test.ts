import { describe, expect, it } from "vitest";
import { mulberry32 } from "../simulation/prng.ts";
import { customersAt, revenueBetween, type InvoiceRecord, type SubscriptionSpan } from "../billing/metrics.ts";
import { metricSources } from "../billing/sources.ts";
import { monthlyRevenue, rangeBuckets, REVENUE_RANGES, revenueOverview, weeklyCustomers } from "./revenue.ts";
import { daysToLaunch, defaultLaunchDate, defaultTargets, isCalendarDate } from "./targets.ts";

const DAY = 86_400_000;
const NOW = new Date("2026-03-31T15:30:00.000Z");

function randomInvoices(seed: number): InvoiceRecord[] {
  const rnd = mulberry32(seed);
  return Array.from({ length: 200 }, () => {
    const issuedAt = new Date(NOW.getTime() - Math.floor(rnd() * 800 * DAY));
    const paidAt = rnd() < 0.8 ? new Date(Math.min(NOW.getTime() + DAY, issuedAt.getTime() + Math.floor(rnd() * 20 * DAY))) : null;
    return { organizationId: `o${Math.floor(rnd() * 20)}`, amountCents: Math.floor(rnd() * 100_000), issuedAt, paidAt };
  });
}

describe("revenue overview", () => {
  it("has contiguous buckets covering the window, whose revenue adds up to the total, for random invoices", () => {
    for (let seed = 1; seed <= 25; seed++) {
      const invoices = randomInvoices(seed);
      for (const range of REVENUE_RANGES) {
        const o = revenueOverview(invoices, range, NOW);
        expect(o.series).toHaveLength(range === "week" ? 7 : range === "month" ? 30 : 12);
        o.series.forEach((b, i) => i > 0 && expect(b.start.getTime()).toBe(o.series[i - 1].end.getTime()));
        expect(o.series.at(-1)!.end).toEqual(NOW);
        expect(o.series.reduce((s, b) => s + b.revenueCents, 0)).toBe(o.totalCents);
        expect(o.totalCents).toBe(revenueBetween(invoices, o.from, NOW));
        const { previous } = rangeBuckets(range, NOW);
        expect(previous.end).toEqual(o.from);
        expect(o.previousTotalCents).toBe(revenueBetween(invoices, previous.start, previous.end));
        if (o.previousTotalCents === 0) expect(o.growthPercent).toBeNull();
        else expect(o.growthPercent).toBeCloseTo(((o.totalCents - o.previousTotalCents) / o.previousTotalCents) * 100, 9);
        expect(o.averageCents).toBe(Math.round(o.totalCents / o.series.length));
      }
    }
  });

  it("counts a year back in calendar months from now, clamping to shorter months (31 March → 28 February)", () => {
    const { buckets } = rangeBuckets("year", NOW);
    expect(buckets[0].start.toISOString()).toBe("2025-03-31T15:30:00.000Z");
    expect(buckets[11].start.toISOString()).toBe("2026-02-28T15:30:00.000Z");
  });

  it("gives revenue by calendar month (UTC), the current month to now and marked partial", () => {
    const invoices = randomInvoices(7);
    const months = monthlyRevenue(invoices, NOW, 12);
    expect(months.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(months.filter((m) => m.partial).map((m) => m.month)).toEqual(["2026-03"]);
    expect(months.reduce((s, m) => s + m.revenueCents, 0)).toBe(revenueBetween(invoices, new Date("2025-04-01T00:00:00Z"), NOW));
  });

  it("counts customers at each week's end and the ones lost within it", () => {
    const rnd = mulberry32(3);
    const spans: SubscriptionSpan[] = Array.from({ length: 30 }, (_, i) => {
      const from = new Date(NOW.getTime() - Math.floor(rnd() * 150) * DAY);
      const to = rnd() < 0.4 ? new Date(from.getTime() + Math.floor(rnd() * 60 + 1) * DAY) : null;
      return { organizationId: `o${i}`, plan: "starter", status: "active", from, to, monthlyValueCents: 4_900 };
    });
    const weeks = weeklyCustomers(spans, NOW, 12);
    expect(weeks.at(-1)!.end).toEqual(NOW);
    for (const w of weeks) {
      expect(w.customers).toBe(customersAt(spans, w.end).size);
      const lost = [...customersAt(spans, w.start)].filter((o) => !customersAt(spans, w.end).has(o)).length;
      expect(w.churned).toBe(lost);
    }
  });
});

describe("targets", () => {
  it("default to the spec's figures and the next 1 September", () => {
    expect(defaultTargets(NOW)).toEqual({ monthlyRevenueCents: 1_000_000, partnersMin: 5, partnersMax: 10, readinessPercent: 95, launchDate: "2026-09-01" });
    expect(defaultLaunchDate(new Date("2026-09-01T23:59:59Z"))).toBe("2026-09-01");
    expect(defaultLaunchDate(new Date("2026-09-02T00:00:00Z"))).toBe("2027-09-01");
  });

  it("know a calendar day and count the days to launch", () => {
    expect(["2026-02-28", "2024-02-29", "2026-12-31"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-04-31"].some(isCalendarDate)).toBe(false);
    expect(daysToLaunch("2026-04-01", NOW)).toBe(1);
    expect(daysToLaunch("2026-03-31", NOW)).toBe(0);
    expect(daysToLaunch("2026-03-01", NOW)).toBe(-30);
  });
});

describe("sources", () => {
  it("marks the figures a simulated record falls within the compared window of", () => {
    const span = (simulated: boolean, daysAgo: number, to: number | null): SubscriptionSpan & { simulated: boolean } => ({
      organizationId: "o",
      plan: "starter",
      status: "active",
      from: new Date(NOW.getTime() - daysAgo * DAY),
      to: to === null ? null : new Date(NOW.getTime() - to * DAY),
      monthlyValueCents: 4_900,
      simulated,
    });
    const none = { spans: [span(false, 100, null)], invoices: [], spend: [] };
    expect(Object.values(metricSources(none, 30, NOW)).every((s) => s === "records")).toBe(true);
    // a simulated stretch that ended 61 days ago is outside 30 days and the 30 before them
    expect(metricSources({ ...none, spans: [span(true, 200, 61)] }, 30, NOW).mrr).toBe("records");
    expect(metricSources({ ...none, spans: [span(true, 200, 59)] }, 30, NOW).mrr).toBe("simulated");
    const paid = { organizationId: "o", amountCents: 100, issuedAt: new Date(NOW.getTime() - 50 * DAY), paidAt: new Date(NOW.getTime() - 45 * DAY), simulated: true };
    const s = metricSources({ ...none, invoices: [paid] }, 30, NOW);
    expect([s.revenue, s.mrr, s.cac]).toEqual(["simulated", "records", "records"]);
    expect(metricSources({ ...none, invoices: [paid] }, 7, NOW).revenue).toBe("records");
    expect(metricSources({ ...none, spend: [{ month: "2026-02", amountCents: 1, simulated: true }] }, 30, NOW).cac).toBe("simulated");
    expect(metricSources({ ...none, spend: [{ month: "2025-12", amountCents: 1, simulated: true }] }, 30, NOW).cac).toBe("records");
  });
});
