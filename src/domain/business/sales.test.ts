import { describe, expect, it } from "vitest";
import type { SubscriptionSpan } from "../billing/metrics.ts";
import { planMoves, salesFigures } from "./sales.ts";

const d = (s: string) => new Date(`${s}T00:00:00.000Z`);
const span = (org: string, plan: SubscriptionSpan["plan"], status: SubscriptionSpan["status"], from: string, to: string | null, value: number): SubscriptionSpan => ({
  organizationId: org,
  plan,
  status,
  from: d(from),
  to: to ? d(to) : null,
  monthlyValueCents: value,
});

// a: Starter → Professional (Oct 10) → Starter (Nov 5); b: Professional, cancelled Nov 20; c: joins Nov 1 on Enterprise;
// d: past due and back (no move); e: moved before the period (not counted)
const spans: SubscriptionSpan[] = [
  span("a", "starter", "active", "2026-01-01", "2026-10-10", 4900),
  span("a", "professional", "active", "2026-10-10", "2026-11-05", 14900),
  span("a", "starter", "active", "2026-11-05", null, 4900),
  span("b", "professional", "active", "2026-02-01", "2026-11-20", 14900),
  span("b", "professional", "cancelled", "2026-11-20", null, 0),
  span("c", "enterprise", "active", "2026-11-01", null, 90000),
  span("d", "starter", "active", "2026-03-01", "2026-10-15", 4900),
  span("d", "starter", "past_due", "2026-10-15", "2026-10-20", 4900),
  span("d", "starter", "active", "2026-10-20", null, 4900),
  span("e", "starter", "active", "2026-01-01", "2026-05-01", 4900),
  span("e", "professional", "active", "2026-05-01", null, 14900),
];

describe("sales figures (hand-computed)", () => {
  const start = d("2026-10-01");
  const end = d("2026-12-01");
  it("moves within the period", () => {
    expect(planMoves(spans, start, end).map((m) => [m.at.toISOString().slice(0, 10), m.move])).toEqual([
      ["2026-10-10", "upgrade"],
      ["2026-11-05", "downgrade"],
      ["2026-11-20", "cancellation"],
    ]);
  });
  it("customers, plan mix and months", () => {
    const f = salesFigures(spans, start, end);
    expect(f.customersAtStart).toBe(4); // a, b, d, e
    expect(f.customers).toBe(4); // a, c, d, e (b cancelled)
    expect(f.newCustomers).toBe(1); // c
    expect(f.planMix).toEqual([
      { plan: "starter", organizations: 2, mrrCents: 9800 },
      { plan: "professional", organizations: 1, mrrCents: 14900 },
      { plan: "enterprise", organizations: 1, mrrCents: 90000 },
    ]);
    expect([f.upgrades, f.downgrades, f.cancellations]).toEqual([1, 1, 1]);
    expect(f.byMonth).toEqual([
      { month: "2026-10", upgrades: 1, downgrades: 0, cancellations: 0 },
      { month: "2026-11", upgrades: 0, downgrades: 1, cancellations: 1 },
    ]);
  });
  it("a period before any move has none", () => {
    const f = salesFigures(spans, d("2026-06-01"), d("2026-07-01"));
    expect([f.upgrades, f.downgrades, f.cancellations]).toEqual([0, 0, 0]);
  });
});
