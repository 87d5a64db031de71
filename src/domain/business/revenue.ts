/**
 * The CEO dashboard's revenue overview and charts (spec 1 "Revenue overview", "CEO charts"), from paid invoices and
 * subscription histories. Every window is rolling and ends now, like the business metrics' periods:
 *
 * - week: the last 7 days in 7 one-day buckets; month: the last 30 days in 30 one-day buckets; year: the last 12
 *   months in 12 one-month buckets (calendar months back from now, UTC);
 * - total: invoiced amounts paid within the window; average: the total per bucket (a day, or a month for year);
 * - growth: the total against the window of the same length before it, in percent (none when that one is 0).
 */
import { addMonthsUtc } from "../billing/periods.ts";
import { churnBetween, customersAt, newCustomersBetween, revenueBetween, type InvoiceRecord, type SubscriptionSpan } from "../billing/metrics.ts";

export const REVENUE_RANGES = ["week", "month", "year"] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number];
export const DEFAULT_REVENUE_RANGE: RevenueRange = "month";

const DAY_MS = 86_400_000;

export interface Bucket {
  start: Date;
  end: Date;
}

/** The buckets of a range ending at `now`, oldest first, and the window before them of the same length. */
export function rangeBuckets(range: RevenueRange, now: Date): { buckets: Bucket[]; previous: Bucket } {
  if (range === "year") {
    const buckets = Array.from({ length: 12 }, (_, i) => ({ start: addMonthsUtc(now, i - 12), end: i === 11 ? now : addMonthsUtc(now, i - 11) }));
    return { buckets, previous: { start: addMonthsUtc(now, -24), end: addMonthsUtc(now, -12) } };
  }
  const days = range === "week" ? 7 : 30;
  const t = now.getTime();
  const buckets = Array.from({ length: days }, (_, i) => ({ start: new Date(t - (days - i) * DAY_MS), end: new Date(t - (days - i - 1) * DAY_MS) }));
  return { buckets, previous: { start: new Date(t - 2 * days * DAY_MS), end: new Date(t - days * DAY_MS) } };
}

export interface RevenueOverview {
  range: RevenueRange;
  from: Date;
  to: Date;
  totalCents: number;
  /** The total per bucket: per day (week, month) or per month (year), whole cents. */
  averageCents: number;
  averagePer: "day" | "month";
  previousTotalCents: number;
  /** Percent against the previous window; null when it had no revenue. */
  growthPercent: number | null;
  series: { start: Date; end: Date; revenueCents: number }[];
}

/** The revenue overview of a range ending at `now`. */
export function revenueOverview(invoices: readonly InvoiceRecord[], range: RevenueRange, now: Date): RevenueOverview {
  const { buckets, previous } = rangeBuckets(range, now);
  const series = buckets.map((b) => ({ start: b.start, end: b.end, revenueCents: revenueBetween(invoices, b.start, b.end) }));
  const totalCents = series.reduce((sum, b) => sum + b.revenueCents, 0);
  const previousTotalCents = revenueBetween(invoices, previous.start, previous.end);
  return {
    range,
    from: buckets[0].start,
    to: now,
    totalCents,
    averageCents: Math.round(totalCents / buckets.length),
    averagePer: range === "year" ? "month" : "day",
    previousTotalCents,
    growthPercent: previousTotalCents === 0 ? null : ((totalCents - previousTotalCents) / previousTotalCents) * 100,
    series,
  };
}

/** Revenue of each of the last `months` calendar months (UTC), the current one (to now) last: "YYYY-MM" with its total. */
export function monthlyRevenue(invoices: readonly InvoiceRecord[], now: Date, months = 12): { month: string; start: Date; end: Date; revenueCents: number; partial: boolean }[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: months }, (_, i) => {
    const start = new Date(Date.UTC(y, m - (months - 1 - i), 1));
    const monthEnd = new Date(Date.UTC(y, m - (months - 1 - i) + 1, 1));
    const partial = monthEnd.getTime() > now.getTime();
    const end = partial ? now : monthEnd;
    return { month: start.toISOString().slice(0, 7), start, end, revenueCents: revenueBetween(invoices, start, end), partial };
  });
}

/**
 * Customers and churn for each of the last `weeks` 7-day weeks ending now, oldest first: customers at the week's
 * end, customers at its start who were no longer paying at its end (churned), and organizations whose first paid
 * subscription began within it (new).
 */
export function weeklyCustomers(spans: readonly SubscriptionSpan[], now: Date, weeks = 12): { start: Date; end: Date; customers: number; churned: number; newCustomers: number }[] {
  const t = now.getTime();
  return Array.from({ length: weeks }, (_, i) => {
    const start = new Date(t - (weeks - i) * 7 * DAY_MS);
    const end = new Date(t - (weeks - i - 1) * 7 * DAY_MS);
    const atStart = customersAt(spans, start).size;
    const churn = churnBetween(spans, start, end);
    return {
      start,
      end,
      customers: customersAt(spans, end).size,
      churned: churn === null ? 0 : Math.round(churn * atStart),
      newCustomers: newCustomersBetween(spans, start, end).size,
    };
  });
}
