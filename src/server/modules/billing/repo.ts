/**
 * The billing area's tables (schema/billing.ts): subscriptions, their history, invoices and spend. Read and
 * written by this module only; other areas ask billing/api.ts.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { subscription, subscriptionSpan } from "../../db/schema/billing.ts";
import { newId } from "../../db/ids.ts";
import type { PlanId } from "../../../domain/billing/plans.ts";
import type { SubscriptionSpan, SubscriptionStatus } from "../../../domain/billing/metrics.ts";
import { issueDueInvoices } from "./invoicing.ts";

export type SpanRow = SubscriptionSpan & { id: string };

const toSpan = (r: typeof subscriptionSpan.$inferSelect): SpanRow => ({
  id: r.id,
  organizationId: r.organizationId,
  plan: r.plan as PlanId,
  status: r.status as SubscriptionStatus,
  from: r.startsAt,
  to: r.endsAt,
  monthlyValueCents: r.monthlyValueCents,
});

/**
 * The organization's subscription row, locked for the caller's transaction when `lock` (a plan change, or the
 * start of an assessment counted against the allowance, waits for the other). Created on Starter from the
 * organization's creation when there is none yet (a new organization, or one made by a test's factory); the first
 * stretch's id is derived from the organization and it is inserted in the same statement as the subscription,
 * so two first reads at once make one of each, and nobody sees the subscription without its first stretch.
 */
export async function subscriptionOf(db: DbExecutor, organizationId: string, lock: boolean, invoice = true): Promise<{ billingAnchor: Date; simulated: boolean }> {
  const read = async () => {
    const q = db.select({ billingAnchor: subscription.billingAnchor, simulated: subscription.simulated }).from(subscription).where(eq(subscription.organizationId, organizationId));
    const [row] = lock ? await q.for("update") : await q;
    return row;
  };
  const found = await read();
  if (found) return found;
  // one statement: the subscription and its first stretch commit together, so no reader sees one without the
  // other (a subscription with no history, or a Starter stretch added after a concurrent placeOnPlan's)
  await db.execute(sql`
    with org as (select id, created_at from "organization" where id = ${organizationId}),
    made as (insert into "subscription" (organization_id, billing_anchor) select id, created_at from org on conflict do nothing returning organization_id)
    insert into "subscription_span" (id, organization_id, plan, status, starts_at, monthly_value_cents)
    select 'span-' || o.id, o.id, 'starter', 'active', o.created_at, 4900 from org o join made m on m.organization_id = o.id
    on conflict do nothing`);
  const made = await read();
  if (!made) throw new Error(`no organization ${organizationId}`);
  // a subscription that starts is invoiced at once (its first period; more when it was made late), unless the
  // caller places it on another plan first (placeOnPlan)
  if (invoice) await issueDueInvoices(db, new Date(), organizationId);
  return made;
}

/** The organization's subscription history, oldest first (scheduled changes included). */
export async function spansOf(db: DbExecutor, organizationId: string): Promise<SpanRow[]> {
  const rows = await db.select().from(subscriptionSpan).where(eq(subscriptionSpan.organizationId, organizationId)).orderBy(asc(subscriptionSpan.startsAt));
  return rows.map(toSpan);
}

/** Ends a stretch at `at` (a stretch ending where it starts is removed: a scheduled change replaced before it began). */
export async function endSpan(db: DbExecutor, organizationId: string, spanId: string, at: Date): Promise<void> {
  await db
    .delete(subscriptionSpan)
    .where(and(eq(subscriptionSpan.organizationId, organizationId), eq(subscriptionSpan.id, spanId), sql`${subscriptionSpan.startsAt} >= ${at.toISOString()}`));
  await db
    .update(subscriptionSpan)
    .set({ endsAt: at })
    .where(and(eq(subscriptionSpan.organizationId, organizationId), eq(subscriptionSpan.id, spanId), sql`${subscriptionSpan.startsAt} < ${at.toISOString()}`));
}

export async function insertSpan(
  db: DbExecutor,
  s: { organizationId: string; plan: PlanId; status: SubscriptionStatus; from: Date; to: Date | null; monthlyValueCents: number; changedBy: string | null },
): Promise<void> {
  await db.insert(subscriptionSpan).values({
    id: newId(),
    organizationId: s.organizationId,
    plan: s.plan,
    status: s.status,
    startsAt: s.from,
    endsAt: s.to,
    monthlyValueCents: s.monthlyValueCents,
    changedBy: s.changedBy,
  });
}

/** Lets a stretch run on again (a scheduled change to it was withdrawn). */
export async function reopenSpan(db: DbExecutor, organizationId: string, spanId: string): Promise<void> {
  await db
    .update(subscriptionSpan)
    .set({ endsAt: null })
    .where(and(eq(subscriptionSpan.organizationId, organizationId), eq(subscriptionSpan.id, spanId)));
}

/** Puts an organization on a plan from `from` (its subscription made if missing), then issues what is due: the first-start seed's demo organization. */
export async function placeOnPlan(db: DbExecutor, organizationId: string, plan: PlanId, monthlyValueCents: number, from: Date): Promise<void> {
  await subscriptionOf(db, organizationId, true, false);
  for (const s of await spansOf(db, organizationId)) await endSpan(db, organizationId, s.id, from);
  await insertSpan(db, { organizationId, plan, status: "active", from, to: null, monthlyValueCents, changedBy: null });
  await issueDueInvoices(db, new Date(), organizationId);
}

/**
 * Writes whole subscriptions with their histories at once (the seed's simulated customers): one row per
 * organization (billed from `billingAnchor`, flagged `simulated`) and its stretches, in multi-row inserts.
 */
export async function insertSubscriptionHistories(
  db: DbExecutor,
  subs: readonly {
    organizationId: string;
    billingAnchor: Date;
    simulated: boolean;
    spans: readonly { plan: PlanId; status: SubscriptionStatus; from: Date; to: Date | null; monthlyValueCents: number }[];
  }[],
): Promise<void> {
  if (subs.length === 0) return;
  await db.insert(subscription).values(subs.map((s) => ({ organizationId: s.organizationId, billingAnchor: s.billingAnchor, simulated: s.simulated })));
  const spans = subs.flatMap((s) =>
    s.spans.map((x) => ({ id: newId(), organizationId: s.organizationId, plan: x.plan, status: x.status, startsAt: x.from, endsAt: x.to, monthlyValueCents: x.monthlyValueCents })),
  );
  for (let i = 0; i < spans.length; i += 500) await db.insert(subscriptionSpan).values(spans.slice(i, i + 500));
}
