/**
 * The sales view until the CRM lands (issue 25): customers, plan mix and plan moves from subscription histories.
 * A move is a stretch that starts within the period right after another stretch of the same organization:
 * to `cancelled` is a cancellation, otherwise an upgrade or a downgrade by the plans' order (Starter <
 * Professional < Enterprise); a change of status alone (past due, back to active) is no move. Customers and new
 * customers are billing's definitions (domain/billing/metrics.ts).
 */
import { customersAt, newCustomersBetween, type SubscriptionSpan } from "../billing/metrics.ts";
import { PLAN_IDS, planMove, type PlanId } from "../billing/plans.ts";

export type SalesMove = "upgrade" | "downgrade" | "cancellation";

export interface SalesFigures {
  customers: number;
  customersAtStart: number;
  newCustomers: number;
  planMix: { plan: PlanId; organizations: number; mrrCents: number }[];
  upgrades: number;
  downgrades: number;
  cancellations: number;
  byMonth: { month: string; upgrades: number; downgrades: number; cancellations: number }[];
}

const holds = (s: SubscriptionSpan, t: number) => s.from.getTime() <= t && (s.to === null || t < s.to.getTime());
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** The moves that took effect within [start, end), oldest first. */
export function planMoves(spans: readonly SubscriptionSpan[], start: Date, end: Date): { at: Date; move: SalesMove }[] {
  const byOrg = new Map<string, SubscriptionSpan[]>();
  for (const s of spans) byOrg.set(s.organizationId, [...(byOrg.get(s.organizationId) ?? []), s]);
  const out: { at: Date; move: SalesMove }[] = [];
  for (const list of byOrg.values()) {
    list.sort((a, b) => a.from.getTime() - b.from.getTime());
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const next = list[i]!;
      const t = next.from.getTime();
      if (t < start.getTime() || t >= end.getTime()) continue;
      if (next.status === "cancelled") {
        if (prev.status !== "cancelled") out.push({ at: next.from, move: "cancellation" });
        continue;
      }
      if (prev.status === "cancelled") continue; // a return after a cancellation is a new start, not a move
      const m = planMove(prev.plan, next.plan);
      if (m !== "same") out.push({ at: next.from, move: m });
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The sales figures of [start, end): customers then, the plan mix at the end, and the moves by UTC month. */
export function salesFigures(spans: readonly SubscriptionSpan[], start: Date, end: Date): SalesFigures {
  const at = end.getTime() - 1;
  const live = spans.filter((s) => holds(s, at) && (s.status === "active" || s.status === "past_due"));
  const planMix = PLAN_IDS.map((plan) => {
    const of = live.filter((s) => s.plan === plan);
    return { plan, organizations: new Set(of.map((s) => s.organizationId)).size, mrrCents: of.reduce((sum, s) => sum + s.monthlyValueCents, 0) };
  });
  const moves = planMoves(spans, start, end);
  const months = new Map<string, { month: string; upgrades: number; downgrades: number; cancellations: number }>();
  for (let d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)); d < end; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)))
    months.set(monthOf(d), { month: monthOf(d), upgrades: 0, downgrades: 0, cancellations: 0 });
  const tally = { upgrades: 0, downgrades: 0, cancellations: 0 };
  for (const m of moves) {
    const key = m.move === "upgrade" ? "upgrades" : m.move === "downgrade" ? "downgrades" : "cancellations";
    tally[key] += 1;
    const row = months.get(monthOf(m.at));
    if (row) row[key] += 1;
  }
  return {
    customers: customersAt(spans, new Date(at)).size,
    customersAtStart: customersAt(spans, start).size,
    newCustomers: newCustomersBetween(spans, start, end).size,
    planMix,
    ...tally,
    byMonth: [...months.values()],
  };
}
