/**
 * Invoices from a subscription's history (issue 25: one invoice per billing period, issued on the period's start,
 * with lines). Billing is in advance, as subscription software usually does it:
 *
 * - The invoice of a period bills the plan in force at the period's start (active or past due) for the whole
 *   period, at its monthly value (an Enterprise contract at its value). A period that starts cancelled (or with
 *   nothing held) is not invoiced: a cancelled subscription stops being invoiced.
 * - An upgrade takes effect at once, in the middle of a period that was billed for the cheaper plan. The next
 *   invoice then carries a line for the part of the previous period the dearer plan was held: the difference of
 *   the monthly values times the share of the period (rounded to the cent). Downgrades and cancellations take
 *   effect at a period's end, so nothing is refunded.
 *
 * The rule reads only the history, so an invoice can be recomputed and compared at any time. Amounts are cents.
 */
import { addMonthsUtc } from "./periods.ts";
import type { SubscriptionSpan } from "./metrics.ts";
import type { PlanId } from "./plans.ts";

/** What a line bills: the plan for the whole period (in advance), or for part of the previous one (an upgrade). */
export type InvoiceLineKind = "period" | "upgrade";

export interface InvoiceLineDraft {
  kind: InvoiceLineKind;
  plan: PlanId;
  amountCents: number;
  /** The stretch billed: [from, to). */
  from: Date;
  to: Date;
}

export interface InvoiceDraft {
  periodStart: Date;
  periodEnd: Date;
  /** Issued at the period's start. */
  issuedAt: Date;
  amountCents: number;
  lines: InvoiceLineDraft[];
}

/** Periods billed at most per subscription by one computation (a 10-year history): the bound of `dueInvoices`. */
export const MAX_INVOICED_PERIODS = 120;

type Span = Pick<SubscriptionSpan, "plan" | "status" | "from" | "to" | "monthlyValueCents">;

const billable = (s: Span) => (s.status === "active" || s.status === "past_due") && s.monthlyValueCents > 0;
const holdsAt = (s: Span, t: number) => s.from.getTime() <= t && (s.to === null || t < s.to.getTime());

/**
 * The invoice of the billing period [start, end) of a subscription with this history, or null when nothing is
 * billed (cancelled or nothing held at the start, and no upgrade in the previous period). `previousStart` is the
 * previous period's start (null for the first period).
 */
export function invoiceForPeriod(spans: readonly Span[], start: Date, end: Date, previousStart: Date | null): InvoiceDraft | null {
  const lines: InvoiceLineDraft[] = [];
  if (previousStart !== null) {
    const ps = previousStart.getTime();
    const s = start.getTime();
    const billed = spans.find((x) => holdsAt(x, ps));
    const billedValue = billed && billable(billed) ? billed.monthlyValueCents : 0;
    for (const x of spans) {
      const from = Math.max(x.from.getTime(), ps);
      const to = Math.min(x.to?.getTime() ?? Infinity, s);
      // only stretches that began within the previous period: the one in force at its start was billed in advance
      if (x.from.getTime() <= ps || to <= from || !billable(x)) continue;
      const amount = Math.round(((x.monthlyValueCents - billedValue) * (to - from)) / (s - ps));
      if (amount > 0) lines.push({ kind: "upgrade", plan: x.plan, amountCents: amount, from: new Date(from), to: new Date(to) });
    }
  }
  const current = spans.find((x) => holdsAt(x, start.getTime()));
  if (current && billable(current)) lines.unshift({ kind: "period", plan: current.plan, amountCents: current.monthlyValueCents, from: start, to: end });
  if (lines.length === 0) return null;
  return { periodStart: start, periodEnd: end, issuedAt: start, amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0), lines };
}

/**
 * Every invoice of a subscription billed monthly from `anchor` whose period has started by `now` (at most the
 * last MAX_INVOICED_PERIODS periods), oldest first. The same history and moment always give the same invoices.
 */
export function dueInvoices(anchor: Date, spans: readonly Span[], now: Date): InvoiceDraft[] {
  const out: InvoiceDraft[] = [];
  if (now.getTime() < anchor.getTime()) return out;
  let last = 0;
  while (addMonthsUtc(anchor, last + 1).getTime() <= now.getTime()) last += 1;
  for (let i = Math.max(0, last - MAX_INVOICED_PERIODS + 1); i <= last; i++) {
    const start = addMonthsUtc(anchor, i);
    const inv = invoiceForPeriod(spans, start, addMonthsUtc(anchor, i + 1), i === 0 ? null : addMonthsUtc(anchor, i - 1));
    if (inv) out.push(inv);
  }
  return out;
}
