import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscription, subscriptionSpan } from "../../db/schema/billing.ts";
import type { PlanId } from "../../../domain/billing/plans.ts";
import type { SubscriptionSpan, SubscriptionStatus } from "../../../domain/billing/metrics.ts";

/**
 * Every organization's subscription stretches that touch [start, end) (lasting at its start, or beginning within
 * it: enough for the customers at the start and each move's previous plan), and whether any of them belongs to
 * the simulated demo history.
 */
export async function spansTouching(db: Db, start: Date, end: Date): Promise<{ spans: SubscriptionSpan[]; simulated: boolean }> {
  const rows = await db
    .select({
      organizationId: subscriptionSpan.organizationId,
      plan: subscriptionSpan.plan,
      status: subscriptionSpan.status,
      startsAt: subscriptionSpan.startsAt,
      endsAt: subscriptionSpan.endsAt,
      monthlyValueCents: subscriptionSpan.monthlyValueCents,
      simulated: sql<boolean>`coalesce(${subscription.simulated}, false)`,
    })
    .from(subscriptionSpan)
    .leftJoin(subscription, eq(subscription.organizationId, subscriptionSpan.organizationId))
    .where(and(lt(subscriptionSpan.startsAt, end), or(isNull(subscriptionSpan.endsAt), gte(subscriptionSpan.endsAt, start))));
  return {
    spans: rows.map((r) => ({
      organizationId: r.organizationId,
      plan: r.plan as PlanId,
      status: r.status as SubscriptionStatus,
      from: r.startsAt,
      to: r.endsAt,
      monthlyValueCents: r.monthlyValueCents,
    })),
    simulated: rows.some((r) => r.simulated),
  };
}
