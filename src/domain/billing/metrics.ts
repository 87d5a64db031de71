/**
 * The vendor's business metrics (spec 2 §3.9: revenue, customers, ltv, cac, mrr, churn), computed from the
 * records the product keeps: subscription histories, invoices and sales-and-marketing spend. Definitions differ
 * between vendors; ours, stated here and on the screen:
 *
 * - MRR: the monthly value of subscriptions active or past due at the period's end (an Enterprise contract at its
 *   value; a subscription cancelled at its period's end still counts until then, as it is active until then).
 * - Revenue: invoiced amounts paid within the period.
 * - Customers: organizations with a paid, active subscription at the period's end.
 * - Churn: of the customers at the period's start, the share with no paid subscription (active or past due) at its
 *   end (B2B customer churn, as ChartMogul defines it; organizations that joined within the period are left out).
 * - LTV: average MRR per customer at the period's end ÷ monthly churn (the period's churn converted to a month of
 *   30.44 days, compounding); none when no customer churned or there are no customers.
 * - CAC: sales and marketing spend within the period (monthly spend records, spread evenly over their month's days)
 *   ÷ new customers (organizations whose first paid subscription began within the period); none without new ones.
 *
 * Each metric is compared with the previous period of the same length: amounts and counts by their relative
 * change in percent, churn by its difference in percentage points. Amounts are US cents; rates are fractions.
 */
import type { PlanId } from "./plans.ts";

export const METRIC_PERIODS = { "7d": 7, "30d": 30, "90d": 90 } as const;
export type MetricPeriod = keyof typeof METRIC_PERIODS;
export const DEFAULT_METRIC_PERIOD: MetricPeriod = "30d";
export const METRIC_IDS = ["revenue", "customers", "ltv", "cac", "mrr", "churn"] as const;
export type MetricId = (typeof METRIC_IDS)[number];

/** Days in an average month (365.25 / 12): LTV's monthly churn. */
export const DAYS_PER_MONTH = 30.4375;
const DAY_MS = 86_400_000;

export type SubscriptionStatus = "active" | "past_due" | "cancelled";

/** One stretch of an organization's subscription history: a plan held from `from` (inclusive) to `to` (exclusive; null while it lasts). */
export interface SubscriptionSpan {
  organizationId: string;
  plan: PlanId;
  status: SubscriptionStatus;
  from: Date;
  to: Date | null;
  /** Its monthly value while it lasts, in cents (the list price, or the contract's value). */
  monthlyValueCents: number;
}

export interface InvoiceRecord {
  organizationId: string;
  amountCents: number;
  issuedAt: Date;
  paidAt: Date | null;
}

/** Sales and marketing spend of one calendar month (UTC), entered by staff. */
export interface SpendRecord {
  /** YYYY-MM */
  month: string;
  amountCents: number;
}

export interface BusinessRecords {
  spans: readonly SubscriptionSpan[];
  invoices: readonly InvoiceRecord[];
  spend: readonly SpendRecord[];
}

/** Why a metric has no value. */
export type UnavailableReason = "no-customers-at-start" | "no-churn" | "no-customers" | "no-new-customers";

export interface MetricFigure {
  id: MetricId;
  /** The value: cents for revenue, mrr, ltv and cac; a count for customers; a fraction for churn. Null: see `unavailable`. */
  value: number | null;
  unavailable: UnavailableReason | null;
  /** The same metric over the previous period of the same length. */
  previous: number | null;
  /** Against the previous period: percent (relative) for amounts and counts, percentage points for churn; null when either is missing or the previous is 0. */
  change: number | null;
  changeUnit: "percent" | "points";
  direction: "up" | "down" | "flat";
  /** Which way is good for this metric (churn and CAC: down). */
  better: "up" | "down";
}

const holds = (s: SubscriptionSpan, t: number) => s.from.getTime() <= t && (s.to === null || t < s.to.getTime());
const paid = (s: SubscriptionSpan) => s.monthlyValueCents > 0;

/** MRR at an instant: the monthly value of subscriptions active or past due then. */
export function mrrAt(spans: readonly SubscriptionSpan[], at: Date): number {
  const t = at.getTime();
  return spans.filter((s) => holds(s, t) && (s.status === "active" || s.status === "past_due")).reduce((sum, s) => sum + s.monthlyValueCents, 0);
}

/** The organizations that are customers at an instant: a paid, active subscription then. */
export function customersAt(spans: readonly SubscriptionSpan[], at: Date): Set<string> {
  const t = at.getTime();
  return new Set(spans.filter((s) => holds(s, t) && s.status === "active" && paid(s)).map((s) => s.organizationId));
}

/** The organizations with a paid subscription, active or past due, at an instant (who has not churned). */
function payingAt(spans: readonly SubscriptionSpan[], at: Date): Set<string> {
  const t = at.getTime();
  return new Set(spans.filter((s) => holds(s, t) && (s.status === "active" || s.status === "past_due") && paid(s)).map((s) => s.organizationId));
}

/** Customer churn over [start, end): the share of customers at `start` not paying at `end`; null without customers at the start. */
export function churnBetween(spans: readonly SubscriptionSpan[], start: Date, end: Date): number | null {
  const atStart = customersAt(spans, start);
  if (atStart.size === 0) return null;
  const stillPaying = payingAt(spans, end);
  let churned = 0;
  for (const org of atStart) if (!stillPaying.has(org)) churned += 1;
  return churned / atStart.size;
}

/** Revenue of [start, end): invoiced amounts paid within it. */
export function revenueBetween(invoices: readonly InvoiceRecord[], start: Date, end: Date): number {
  return invoices.filter((i) => i.paidAt !== null && i.paidAt >= start && i.paidAt < end).reduce((sum, i) => sum + i.amountCents, 0);
}

/** Organizations whose first paid subscription (active or past due) began within [start, end). */
export function newCustomersBetween(spans: readonly SubscriptionSpan[], start: Date, end: Date): Set<string> {
  const first = new Map<string, number>();
  for (const s of spans) {
    if (!paid(s) || s.status === "cancelled") continue;
    const t = s.from.getTime();
    if (!first.has(s.organizationId) || t < first.get(s.organizationId)!) first.set(s.organizationId, t);
  }
  return new Set([...first].filter(([, t]) => t >= start.getTime() && t < end.getTime()).map(([org]) => org));
}

/** Spend within [start, end): each month's record spread evenly over its (UTC) days. */
export function spendBetween(spend: readonly SpendRecord[], start: Date, end: Date): number {
  let total = 0;
  for (const r of spend) {
    const [y, m] = r.month.split("-").map(Number);
    const monthStart = Date.UTC(y, m - 1, 1);
    const monthEnd = Date.UTC(y, m, 1);
    const overlap = Math.max(0, Math.min(monthEnd, end.getTime()) - Math.max(monthStart, start.getTime()));
    total += (r.amountCents * overlap) / (monthEnd - monthStart);
  }
  return Math.round(total);
}

/** The period's churn as a month's (compounding): 1 − (1 − c)^(30.44 / days). */
export function monthlyChurn(churn: number, days: number): number {
  return 1 - Math.pow(1 - churn, DAYS_PER_MONTH / days);
}

type Raw = { value: number | null; unavailable: UnavailableReason | null };

/** The six metrics over [start, end). */
function metricsOver(records: BusinessRecords, start: Date, end: Date): Record<MetricId, Raw> {
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  const mrr = mrrAt(records.spans, end);
  const customers = customersAt(records.spans, end).size;
  const churn = churnBetween(records.spans, start, end);
  const newCustomers = newCustomersBetween(records.spans, start, end).size;
  const spend = spendBetween(records.spend, start, end);
  let ltv: Raw;
  if (customers === 0) ltv = { value: null, unavailable: "no-customers" };
  else if (churn === null) ltv = { value: null, unavailable: "no-customers-at-start" };
  else if (churn === 0) ltv = { value: null, unavailable: "no-churn" };
  else ltv = { value: Math.round(mrr / customers / monthlyChurn(churn, days)), unavailable: null };
  return {
    revenue: { value: revenueBetween(records.invoices, start, end), unavailable: null },
    customers: { value: customers, unavailable: null },
    ltv,
    cac: newCustomers === 0 ? { value: null, unavailable: "no-new-customers" } : { value: Math.round(spend / newCustomers), unavailable: null },
    mrr: { value: mrr, unavailable: null },
    churn: churn === null ? { value: null, unavailable: "no-customers-at-start" } : { value: churn, unavailable: null },
  };
}

const BETTER: Record<MetricId, "up" | "down"> = { revenue: "up", customers: "up", ltv: "up", cac: "down", mrr: "up", churn: "down" };

/** The business metrics of the period ending at `now`, each against the previous period of the same length. */
export function businessMetrics(records: BusinessRecords, period: MetricPeriod, now: Date): Record<MetricId, MetricFigure> {
  const days = METRIC_PERIODS[period];
  const start = new Date(now.getTime() - days * DAY_MS);
  const before = new Date(start.getTime() - days * DAY_MS);
  const current = metricsOver(records, start, now);
  const previous = metricsOver(records, before, start);
  const out = {} as Record<MetricId, MetricFigure>;
  for (const id of METRIC_IDS) {
    const cur = current[id].value;
    const prev = previous[id].value;
    const changeUnit = id === "churn" ? "points" : "percent";
    let change: number | null = null;
    if (cur !== null && prev !== null) {
      if (changeUnit === "points") change = (cur - prev) * 100;
      else if (prev !== 0) change = ((cur - prev) / Math.abs(prev)) * 100;
    }
    const direction = cur === null || prev === null || cur === prev ? "flat" : cur > prev ? "up" : "down";
    out[id] = { id, value: cur, unavailable: current[id].unavailable, previous: prev, change, changeUnit, direction, better: BETTER[id] };
  }
  return out;
}
