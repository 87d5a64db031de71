import { describe, expect, it } from "vitest";
import { mulberry32 } from "../simulation/prng.ts";
import {
  businessMetrics,
  churnBetween,
  customersAt,
  DAYS_PER_MONTH,
  monthlyChurn,
  mrrAt,
  newCustomersBetween,
  revenueBetween,
  spendBetween,
  type BusinessRecords,
  type SubscriptionSpan,
} from "./metrics.ts";
import { PLANS, type PlanId } from "./plans.ts";

const DAY = 86_400_000;
const NOW = new Date("2026-11-28T12:00:00.000Z");

/**
 * A random business: organizations that join over 18 months on a random plan, change plan, fall past due, cancel
 * (some within the periods measured), Enterprise contracts at random values; monthly invoices, most paid, a few
 * late or never; random monthly spend.
 */
function randomBusiness(seed: number): BusinessRecords {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const spans: SubscriptionSpan[] = [];
  const invoices: BusinessRecords["invoices"][number][] = [];
  const orgs = 5 + Math.floor(rnd() * 40);
  for (let o = 0; o < orgs; o++) {
    const org = `org-${o}`;
    // joined between 540 days ago and 2 days ago
    let t = NOW.getTime() - Math.floor(rnd() * 538 + 2) * DAY - Math.floor(rnd() * DAY);
    let plan: PlanId = pick(["starter", "starter", "professional", "enterprise"] as const);
    const contract = 50_000 + Math.floor(rnd() * 500_000);
    for (;;) {
      const length = Math.floor(rnd() * 200 + 1) * DAY;
      const status = rnd() < 0.12 ? "past_due" : "active";
      const end = t + length;
      const value = PLANS[plan].monthlyPriceCents ?? contract;
      const cancelled = rnd() < 0.3;
      spans.push({ organizationId: org, plan, status, from: new Date(t), to: end >= NOW.getTime() + 400 * DAY ? null : new Date(end), monthlyValueCents: value });
      for (let i = t; i < Math.min(end, NOW.getTime()); i += 30 * DAY) {
        const r = rnd();
        invoices.push({ organizationId: org, amountCents: value, issuedAt: new Date(i), paidAt: r < 0.85 ? new Date(i + Math.floor(rnd() * 20) * DAY) : null });
      }
      if (end >= NOW.getTime() + 400 * DAY) break;
      if (cancelled) {
        spans.push({ organizationId: org, plan, status: "cancelled", from: new Date(end), to: null, monthlyValueCents: value });
        break;
      }
      t = end;
      plan = pick(["starter", "professional", "enterprise"] as const);
    }
  }
  const spend = Array.from({ length: 20 }, (_, i) => {
    const d = new Date(Date.UTC(2025, 4 + i, 1));
    return { month: d.toISOString().slice(0, 7), amountCents: Math.floor(rnd() * 2_000_000) };
  });
  return { spans, invoices, spend };
}

/** Direct computations, written from the definitions, one organization at a time. */
const naive = {
  spanOf(records: BusinessRecords, org: string, t: number): SubscriptionSpan | undefined {
    return records.spans.filter((s) => s.organizationId === org && s.from.getTime() <= t && (s.to === null || s.to.getTime() > t))[0];
  },
  orgs: (records: BusinessRecords) => [...new Set(records.spans.map((s) => s.organizationId))],
  mrr(records: BusinessRecords, t: number): number {
    let sum = 0;
    for (const org of naive.orgs(records)) {
      const s = naive.spanOf(records, org, t);
      if (s && s.status !== "cancelled") sum += s.monthlyValueCents;
    }
    return sum;
  },
  isCustomer: (records: BusinessRecords, org: string, t: number) => {
    const s = naive.spanOf(records, org, t);
    return s !== undefined && s.status === "active" && s.monthlyValueCents > 0;
  },
  isPaying: (records: BusinessRecords, org: string, t: number) => {
    const s = naive.spanOf(records, org, t);
    return s !== undefined && s.status !== "cancelled" && s.monthlyValueCents > 0;
  },
  churn(records: BusinessRecords, start: number, end: number): number | null {
    const atStart = naive.orgs(records).filter((o) => naive.isCustomer(records, o, start));
    if (atStart.length === 0) return null;
    return atStart.filter((o) => !naive.isPaying(records, o, end)).length / atStart.length;
  },
  firstPaid(records: BusinessRecords, org: string): number {
    return Math.min(...records.spans.filter((s) => s.organizationId === org && s.status !== "cancelled" && s.monthlyValueCents > 0).map((s) => s.from.getTime()));
  },
  spend(records: BusinessRecords, start: number, end: number): number {
    // calendar day by calendar day: each day's share of its month's spend, times the part of the day in the period
    let total = 0;
    const first = new Date(start);
    for (let day = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate()); day < end; day += DAY) {
      const d = new Date(day);
      const rec = records.spend.find((r) => r.month === d.toISOString().slice(0, 7));
      if (!rec) continue;
      const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      const share = (Math.min(day + DAY, end) - Math.max(day, start)) / DAY;
      total += (rec.amountCents / daysInMonth) * share;
    }
    return total;
  },
};

describe("business metrics against direct computations over random histories", () => {
  for (const seed of [1, 7, 42, 99, 2026, 31337]) {
    it(`seed ${seed}: MRR, customers, churn, revenue, new customers, CAC and LTV for 7, 30 and 90 days`, () => {
      const records = randomBusiness(seed);
      for (const [period, days] of [
        ["7d", 7],
        ["30d", 30],
        ["90d", 90],
      ] as const) {
        const end = NOW.getTime();
        const start = end - days * DAY;
        const m = businessMetrics(records, period, NOW);
        expect(m.mrr.value).toBe(naive.mrr(records, end));
        expect(m.mrr.previous).toBe(naive.mrr(records, start));
        const customers = naive.orgs(records).filter((o) => naive.isCustomer(records, o, end)).length;
        expect(m.customers.value).toBe(customers);
        const churn = naive.churn(records, start, end);
        expect(m.churn.value).toBe(churn);
        const revenue = records.invoices.filter((i) => i.paidAt && i.paidAt.getTime() >= start && i.paidAt.getTime() < end).reduce((a, i) => a + i.amountCents, 0);
        expect(m.revenue.value).toBe(revenue);
        const fresh = naive.orgs(records).filter((o) => {
          const f = naive.firstPaid(records, o);
          return f >= start && f < end;
        });
        const spend = naive.spend(records, start, end);
        if (fresh.length === 0) {
          expect(m.cac.value).toBeNull();
          expect(m.cac.unavailable).toBe("no-new-customers");
        } else expect(m.cac.value).toBeCloseTo(spend / fresh.length, -1);
        if (customers === 0) expect(m.ltv.unavailable).toBe("no-customers");
        else if (churn === null) expect(m.ltv.unavailable).toBe("no-customers-at-start");
        else if (churn === 0) expect(m.ltv.unavailable).toBe("no-churn");
        else {
          const monthly = 1 - (1 - churn) ** (DAYS_PER_MONTH / days);
          expect(m.ltv.value).toBeCloseTo(naive.mrr(records, end) / customers / monthly, -1);
        }
        // the change is against the previous period of the same length
        const prevMrr = naive.mrr(records, start);
        if (prevMrr > 0) expect(m.mrr.change).toBeCloseTo(((naive.mrr(records, end) - prevMrr) / prevMrr) * 100, 6);
        const prevChurn = naive.churn(records, start - days * DAY, start);
        if (churn !== null && prevChurn !== null) expect(m.churn.change).toBeCloseTo((churn - prevChurn) * 100, 6);
      }
    });
  }
});

describe("definitions at their edges", () => {
  const span = (org: string, from: string, to: string | null, extra: Partial<SubscriptionSpan> = {}): SubscriptionSpan => ({
    organizationId: org,
    plan: "starter",
    status: "active",
    from: new Date(from),
    to: to ? new Date(to) : null,
    monthlyValueCents: 4_900,
    ...extra,
  });

  it("MRR counts active and past-due subscriptions and an Enterprise contract at its value; a cancellation at the period end counts until then", () => {
    const spans = [
      span("a", "2026-01-01", null),
      span("b", "2026-01-01", null, { status: "past_due", plan: "professional", monthlyValueCents: 14_900 }),
      span("c", "2026-01-01", null, { plan: "enterprise", monthlyValueCents: 250_000 }),
      span("d", "2026-01-01", "2026-12-01"),
      span("d", "2026-12-01", null, { status: "cancelled" }),
    ];
    expect(mrrAt(spans, new Date("2026-11-30"))).toBe(4_900 + 14_900 + 250_000 + 4_900);
    expect(mrrAt(spans, new Date("2026-12-01"))).toBe(4_900 + 14_900 + 250_000);
    // a past-due organization pays (MRR) but is not counted as a customer
    expect([...customersAt(spans, new Date("2026-11-30"))].sort()).toEqual(["a", "c", "d"]);
  });

  it("churn leaves out joiners within the period and has no value without customers at the start", () => {
    const spans = [
      span("a", "2026-01-01", "2026-11-10"),
      span("a", "2026-11-10", null, { status: "cancelled" }),
      span("b", "2026-01-01", null),
      span("new", "2026-11-05", "2026-11-20"),
      span("new", "2026-11-20", null, { status: "cancelled" }),
    ];
    expect(churnBetween(spans, new Date("2026-11-01"), new Date("2026-12-01"))).toBe(0.5);
    expect(churnBetween(spans, new Date("2025-01-01"), new Date("2025-02-01"))).toBeNull();
    expect([...newCustomersBetween(spans, new Date("2026-11-01"), new Date("2026-12-01"))]).toEqual(["new"]);
  });

  it("zero churn gives no LTV, with the reason; no new customers give no CAC", () => {
    const records: BusinessRecords = { spans: [span("a", "2025-01-01", null)], invoices: [], spend: [{ month: "2026-11", amountCents: 300_000 }] };
    const m = businessMetrics(records, "30d", NOW);
    expect(m.churn.value).toBe(0);
    expect(m.ltv).toMatchObject({ value: null, unavailable: "no-churn" });
    expect(m.cac).toMatchObject({ value: null, unavailable: "no-new-customers" });
  });

  it("spend is spread over its month's days; revenue counts what was paid in the period, not what was issued", () => {
    expect(spendBetween([{ month: "2026-11", amountCents: 30_000 }], new Date("2026-11-01"), new Date("2026-11-11"))).toBe(10_000);
    expect(spendBetween([{ month: "2026-02", amountCents: 28_000 }], new Date("2026-02-27"), new Date("2026-03-05"))).toBe(2_000);
    const invoices = [
      { organizationId: "a", amountCents: 4_900, issuedAt: new Date("2026-10-25"), paidAt: new Date("2026-11-02") },
      { organizationId: "a", amountCents: 4_900, issuedAt: new Date("2026-11-25"), paidAt: null },
    ];
    expect(revenueBetween(invoices, new Date("2026-11-01"), new Date("2026-12-01"))).toBe(4_900);
  });

  it("monthly churn compounds the period's churn to a month", () => {
    expect(monthlyChurn(0.1, DAYS_PER_MONTH)).toBeCloseTo(0.1, 12);
    expect(monthlyChurn(0.19, 2 * DAYS_PER_MONTH)).toBeCloseTo(0.1, 12);
  });

  it("says which way is good: churn and CAC down, the rest up", () => {
    const m = businessMetrics({ spans: [], invoices: [], spend: [] }, "7d", NOW);
    expect(Object.fromEntries(Object.values(m).map((f) => [f.id, f.better]))).toEqual({ revenue: "up", customers: "up", ltv: "up", cac: "down", mrr: "up", churn: "down" });
  });
});
