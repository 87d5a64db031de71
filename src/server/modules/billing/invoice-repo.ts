/**
 * Invoices, their lines and the sales and marketing spend (schema/billing.ts). Invoices are unique per
 * organization and period start: inserting one that exists does nothing, so issuing is idempotent.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { invoice, invoiceLine, salesSpend, subscription, subscriptionSpan } from "../../db/schema/billing.ts";
import { newId } from "../../db/ids.ts";
import * as people from "../../people/api.ts";
import type { InvoiceDraft } from "../../../domain/billing/invoices.ts";
import type { PlanId } from "../../../domain/billing/plans.ts";
import type { SubscriptionStatus } from "../../../domain/billing/metrics.ts";

/** Rows per multi-row insert (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 500;

function chunks<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += CHUNK) out.push(xs.slice(i, i + CHUNK));
  return out;
}

export type NewInvoice = { organizationId: string; draft: InvoiceDraft; paidAt?: Date | null; simulated: boolean };

/** Inserts invoices with their lines; one already issued for the organization and period is left as it is. Returns how many were new. */
export async function insertInvoices(db: DbExecutor, invoices: readonly NewInvoice[]): Promise<number> {
  let added = 0;
  for (const part of chunks(invoices)) {
    const rows = part.map((i) => ({
      id: newId(),
      organizationId: i.organizationId,
      periodStart: i.draft.periodStart,
      periodEnd: i.draft.periodEnd,
      issuedAt: i.draft.issuedAt,
      amountCents: i.draft.amountCents,
      paidAt: i.paidAt ?? null,
      simulated: i.simulated,
    }));
    const made = await db
      .insert(invoice)
      .values(rows)
      .onConflictDoNothing({ target: [invoice.organizationId, invoice.periodStart] })
      .returning({ id: invoice.id });
    const kept = new Set(made.map((m) => m.id));
    added += kept.size;
    const lines = rows.flatMap((r, k) =>
      kept.has(r.id) ? part[k].draft.lines.map((l) => ({ id: newId(), invoiceId: r.id, organizationId: r.organizationId, plan: l.plan, amountCents: l.amountCents })) : [],
    );
    for (const ls of chunks(lines)) await db.insert(invoiceLine).values(ls);
  }
  return added;
}

/** Every subscription (or one organization's) with its anchor, whether it is simulated, and its history: what the invoice run reads. */
export async function subscriptionsWithSpans(
  db: DbExecutor,
  organizationId?: string,
): Promise<
  {
    organizationId: string;
    billingAnchor: Date;
    simulated: boolean;
    spans: { plan: PlanId; status: SubscriptionStatus; from: Date; to: Date | null; monthlyValueCents: number }[];
  }[]
> {
  const subs = await db
    .select({ organizationId: subscription.organizationId, billingAnchor: subscription.billingAnchor, simulated: subscription.simulated })
    .from(subscription)
    .where(organizationId ? eq(subscription.organizationId, organizationId) : undefined);
  const spans = await db
    .select()
    .from(subscriptionSpan)
    .where(organizationId ? eq(subscriptionSpan.organizationId, organizationId) : undefined)
    .orderBy(asc(subscriptionSpan.startsAt));
  const byOrg = new Map<string, (typeof spans)[number][]>();
  for (const s of spans) byOrg.set(s.organizationId, [...(byOrg.get(s.organizationId) ?? []), s]);
  return subs.map((s) => ({
    ...s,
    spans: (byOrg.get(s.organizationId) ?? []).map((r) => ({
      plan: r.plan as PlanId,
      status: r.status as SubscriptionStatus,
      from: r.startsAt,
      to: r.endsAt,
      monthlyValueCents: r.monthlyValueCents,
    })),
  }));
}

/** The latest invoiced period start of each organization (or of one). */
export async function latestInvoicedPeriods(db: DbExecutor, organizationId?: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ organizationId: invoice.organizationId, latest: sql<Date>`max(${invoice.periodStart})`.mapWith(invoice.periodStart) })
    .from(invoice)
    .where(organizationId ? eq(invoice.organizationId, organizationId) : undefined)
    .groupBy(invoice.organizationId);
  return new Map(rows.map((r) => [r.organizationId, r.latest]));
}

export type InvoiceRow = {
  id: string;
  organizationId: string;
  organizationName: string;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  amountCents: number;
  paidAt: Date | null;
  paidBy: string | null;
  simulated: boolean;
  lines: { plan: PlanId; amountCents: number }[];
};

const invoiceColumns = {
  id: invoice.id,
  organizationId: invoice.organizationId,
  organizationName: people.organizationNameOf(invoice.organizationId),
  periodStart: invoice.periodStart,
  periodEnd: invoice.periodEnd,
  issuedAt: invoice.issuedAt,
  amountCents: invoice.amountCents,
  paidAt: invoice.paidAt,
  paidBy: people.displayNameOf(invoice.paidBy),
  simulated: invoice.simulated,
};

async function withLines(db: DbExecutor, rows: Omit<InvoiceRow, "lines">[]): Promise<InvoiceRow[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ invoiceId: invoiceLine.invoiceId, plan: invoiceLine.plan, amountCents: invoiceLine.amountCents })
    .from(invoiceLine)
    .where(
      inArray(
        invoiceLine.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(invoiceLine.amountCents));
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.invoiceId === r.id).map((l) => ({ plan: l.plan as PlanId, amountCents: l.amountCents })) }));
}

/** Escapes LIKE's wildcards so a search matches its text literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of invoices, newest issued first, filtered by status and organization name; and how many match in all. */
export async function listInvoices(
  db: DbExecutor,
  f: { status: "all" | "paid" | "unpaid"; q?: string; page: number; pageSize: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where: SQL[] = [];
  if (f.status === "paid") where.push(isNotNull(invoice.paidAt));
  if (f.status === "unpaid") where.push(isNull(invoice.paidAt));
  if (f.q) where.push(sql`${people.organizationNameOf(invoice.organizationId)} ilike ${`%${likeLiteral(f.q)}%`}`);
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(invoice).where(cond);
  const rows = await db
    .select(invoiceColumns)
    .from(invoice)
    .where(cond)
    .orderBy(desc(invoice.issuedAt), asc(invoice.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows: await withLines(db, rows), total: n };
}

/** One invoice, or null. */
export async function invoiceById(db: DbExecutor, invoiceId: string): Promise<InvoiceRow | null> {
  const rows = await db.select(invoiceColumns).from(invoice).where(eq(invoice.id, invoiceId));
  return (await withLines(db, rows))[0] ?? null;
}

/** Records an unpaid invoice as paid at `at` by `by`; false when it was already paid (or does not exist). */
export async function markInvoicePaid(db: DbExecutor, invoiceId: string, by: string, at: Date): Promise<boolean> {
  const done = await db
    .update(invoice)
    .set({ paidAt: at, paidBy: by })
    .where(and(eq(invoice.id, invoiceId), isNull(invoice.paidAt)))
    .returning({ id: invoice.id });
  return done.length > 0;
}

/** Invoices as the business metrics read them: those issued or paid on or after `from` (every one when null). */
export async function invoiceRecords(db: DbExecutor, from: Date | null): Promise<{ organizationId: string; amountCents: number; issuedAt: Date; paidAt: Date | null }[]> {
  const q = db.select({ organizationId: invoice.organizationId, amountCents: invoice.amountCents, issuedAt: invoice.issuedAt, paidAt: invoice.paidAt }).from(invoice);
  return from ? q.where(sql`${invoice.issuedAt} >= ${from.toISOString()} or ${invoice.paidAt} >= ${from.toISOString()}`) : q;
}

export type SpendRow = { id: string; month: string; amountCents: number; note: string | null; enteredBy: string | null; createdAt: Date; simulated: boolean };

/** Adds spend records. */
export async function insertSpend(
  db: DbExecutor,
  rows: readonly { month: string; amountCents: number; note: string | null; enteredBy: string | null; simulated: boolean }[],
): Promise<SpendRow[]> {
  const ids: string[] = [];
  for (const part of chunks(rows)) {
    const values = part.map((r) => ({ id: newId(), ...r }));
    await db.insert(salesSpend).values(values);
    ids.push(...values.map((v) => v.id));
  }
  return ids.length ? spendWhere(db, inArray(salesSpend.id, ids)) : [];
}

function spendWhere(db: DbExecutor, cond: SQL | undefined) {
  return db
    .select({
      id: salesSpend.id,
      month: salesSpend.month,
      amountCents: salesSpend.amountCents,
      note: salesSpend.note,
      enteredBy: people.displayNameOf(salesSpend.enteredBy),
      createdAt: salesSpend.createdAt,
      simulated: salesSpend.simulated,
    })
    .from(salesSpend)
    .where(cond)
    .orderBy(desc(salesSpend.month), desc(salesSpend.createdAt));
}

/** Spend records of `fromMonth` (YYYY-MM) and later (every one when null), newest month first. */
export async function spendSince(db: DbExecutor, fromMonth: string | null): Promise<SpendRow[]> {
  return spendWhere(db, fromMonth ? gte(salesSpend.month, fromMonth) : undefined);
}

/** Whether any billing record is part of the demo's simulated history. */
export async function anySimulated(db: DbExecutor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(subscription).where(eq(subscription.simulated, true));
  return row.n > 0;
}

/** The organizations whose subscription is part of the demo's simulated history. */
export async function simulatedOrganizationIds(db: DbExecutor): Promise<Set<string>> {
  const rows = await db.select({ id: subscription.organizationId }).from(subscription).where(eq(subscription.simulated, true));
  return new Set(rows.map((r) => r.id));
}

/**
 * Starts the subscription of every organization that has none yet, on Starter from its creation (as
 * subscriptionOf does for one): a new organization is a Starter customer from its first day, billed and counted in
 * the business figures even before anyone opens its plan or starts an assessment. One statement.
 */
export async function startMissingSubscriptions(db: DbExecutor): Promise<void> {
  await db.execute(sql`
    with org as (select o.id, o.created_at from "organization" o where not exists (select 1 from "subscription" s where s.organization_id = o.id)),
    made as (insert into "subscription" (organization_id, billing_anchor) select id, created_at from org on conflict do nothing returning organization_id)
    insert into "subscription_span" (id, organization_id, plan, status, starts_at, monthly_value_cents)
    select 'span-' || o.id, o.id, 'starter', 'active', o.created_at, 4900 from org o join made m on m.organization_id = o.id
    on conflict do nothing`);
}
