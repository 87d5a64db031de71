/**
 * The records the vendor's business figures are computed from (domain/billing/metrics.ts): every subscription
 * stretch (a customer's first paid stretch may be years old, and the count is bounded by organizations × plan
 * changes), and the invoices and spend of a bounded window, each with the demo's simulated flag.
 */
import { asc, gte, or } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { invoice, salesSpend, subscription, subscriptionSpan } from "../../db/schema/billing.ts";
import type { PlanId } from "../../../domain/billing/plans.ts";
import type { SubscriptionStatus } from "../../../domain/billing/metrics.ts";
import type { FlaggedRecords } from "../../../domain/billing/sources.ts";

/** How far back any business figure looks: two years (a year's revenue overview against the year before). */
export const RECORDS_LOOKBACK_DAYS = 732;

/**
 * The business records as of `now`: all subscription stretches, invoices issued or paid within the lookback, and
 * spend months from the lookback's month on.
 */
export async function businessRecords(db: DbExecutor, now: Date): Promise<FlaggedRecords> {
  const since = new Date(now.getTime() - RECORDS_LOOKBACK_DAYS * 86_400_000);
  const [spans, invoices, spend] = await Promise.all([
    db
      .select({
        organizationId: subscriptionSpan.organizationId,
        plan: subscriptionSpan.plan,
        status: subscriptionSpan.status,
        from: subscriptionSpan.startsAt,
        to: subscriptionSpan.endsAt,
        monthlyValueCents: subscriptionSpan.monthlyValueCents,
        simulated: subscription.simulated,
      })
      .from(subscriptionSpan)
      .leftJoin(subscription, eq(subscription.organizationId, subscriptionSpan.organizationId))
      .orderBy(asc(subscriptionSpan.startsAt)),
    db
      .select({ organizationId: invoice.organizationId, amountCents: invoice.amountCents, issuedAt: invoice.issuedAt, paidAt: invoice.paidAt, simulated: invoice.simulated })
      .from(invoice)
      .where(or(gte(invoice.issuedAt, since), gte(invoice.paidAt, since))),
    db
      .select({ month: salesSpend.month, amountCents: salesSpend.amountCents, simulated: salesSpend.simulated })
      .from(salesSpend)
      .where(gte(salesSpend.month, since.toISOString().slice(0, 7))),
  ]);
  return {
    spans: spans.map((s) => ({ ...s, plan: s.plan as PlanId, status: s.status as SubscriptionStatus, simulated: s.simulated ?? false })),
    invoices,
    spend,
  };
}
