/**
 * Which business figures simulated records contributed to (the demo's simulated customer history is flagged on its
 * subscriptions, invoices and spend): a figure is "simulated" when a flagged record falls within the window it is
 * computed over (the period and the previous one it is compared with), else "records".
 */
import type { InvoiceRecord, MetricId, SpendRecord, SubscriptionSpan } from "./metrics.ts";

export type FigureSource = "records" | "simulated";
type Flagged = { simulated: boolean };

export interface FlaggedRecords {
  spans: readonly (SubscriptionSpan & Flagged)[];
  invoices: readonly (InvoiceRecord & Flagged)[];
  spend: readonly (SpendRecord & Flagged)[];
}

const DAY_MS = 86_400_000;

/** Whether a flagged subscription stretch held at any time within [from, to]. */
export function simulatedSpansWithin(spans: FlaggedRecords["spans"], from: Date, to: Date): boolean {
  return spans.some((s) => s.simulated && s.from.getTime() <= to.getTime() && (s.to === null || s.to.getTime() > from.getTime()));
}

/** Whether a flagged invoice was paid within [from, to). */
export function simulatedPaymentsWithin(invoices: FlaggedRecords["invoices"], from: Date, to: Date): boolean {
  return invoices.some((i) => i.simulated && i.paidAt !== null && i.paidAt >= from && i.paidAt < to);
}

/** Whether a flagged month of spend overlaps [from, to). */
export function simulatedSpendWithin(spend: FlaggedRecords["spend"], from: Date, to: Date): boolean {
  return spend.some((r) => {
    if (!r.simulated) return false;
    const [y, m] = r.month.split("-").map(Number);
    return Date.UTC(y, m - 1, 1) < to.getTime() && Date.UTC(y, m, 1) > from.getTime();
  });
}

/** Each metric's source over a period of `days` ending at `now` and the previous period of the same length. */
export function metricSources(records: FlaggedRecords, days: number, now: Date): Record<MetricId, FigureSource> {
  const from = new Date(now.getTime() - 2 * days * DAY_MS);
  const of = (simulated: boolean): FigureSource => (simulated ? "simulated" : "records");
  const spans = simulatedSpansWithin(records.spans, from, now);
  return {
    revenue: of(simulatedPaymentsWithin(records.invoices, from, now)),
    customers: of(spans),
    mrr: of(spans),
    churn: of(spans),
    ltv: of(spans),
    cac: of(spans || simulatedSpendWithin(records.spend, from, now)),
  };
}
