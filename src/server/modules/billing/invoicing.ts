/**
 * Invoices and spend, the vendor's side of billing (issue 25): issuing the invoices that are due (a scheduled job,
 * and when a subscription starts), the staff's invoice list and Mark paid (through the payment provider seam), the
 * sales and marketing spend records, and the records the business metrics read. Staff reads of organizations'
 * invoices are written to the audit log.
 */
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import type { StaffActor } from "../../http/route.ts";
import { AppError, msg, notFound } from "../../http/errors.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { TCreateSpend, TInvoice, TInvoiceList, TInvoiceQuery, TSpendList, TSpendRecord } from "../../../contracts/billing.ts";
import { dueInvoices } from "../../../domain/billing/invoices.ts";
import { manualPayments, type PaymentProvider } from "./payment-provider.ts";
import * as invoices from "./invoice-repo.ts";

const iso = (d: Date) => d.toISOString();

/**
 * Issues every invoice that is due by `now` and not issued yet, for every subscription (or one organization's;
 * the run over all first starts the Starter subscription of organizations that have none yet):
 * a rerun adds nothing (one invoice per organization and period, enforced by the unique index). Invoices of a
 * simulated subscription are flagged simulated. Returns how many were issued.
 */
export async function issueDueInvoices(db: DbExecutor, now: Date, organizationId?: string): Promise<number> {
  // the run over every subscription first starts those of organizations nobody has read the plan of yet
  if (organizationId === undefined) await invoices.startMissingSubscriptions(db);
  const subs = await invoices.subscriptionsWithSpans(db, organizationId);
  const latest = await invoices.latestInvoicedPeriods(db, organizationId);
  const due = subs.flatMap((s) => {
    const after = latest.get(s.organizationId)?.getTime() ?? -Infinity;
    return dueInvoices(s.billingAnchor, s.spans, now)
      .filter((d) => d.periodStart.getTime() > after)
      .map((draft) => ({ organizationId: s.organizationId, draft, simulated: s.simulated }));
  });
  return due.length ? invoices.insertInvoices(db, due) : 0;
}

function present(r: invoices.InvoiceRow): TInvoice {
  return {
    id: r.id,
    organization: { id: r.organizationId, name: r.organizationName },
    periodStart: iso(r.periodStart),
    periodEnd: iso(r.periodEnd),
    issuedAt: iso(r.issuedAt),
    amountCents: r.amountCents,
    status: r.paidAt ? "paid" : "unpaid",
    paidAt: r.paidAt ? iso(r.paidAt) : null,
    paidBy: r.paidBy,
    lines: r.lines,
    simulated: r.simulated,
  };
}

const presentSpend = (r: invoices.SpendRow): TSpendRecord => ({ ...r, createdAt: iso(r.createdAt) });

/** "YYYY-MM" of the month `back` months before the one holding `now` (UTC). */
function monthBefore(now: Date, back: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The staff's billing screens: invoices (platform admins) and spend records (the CEO and platform admins). */
export class PlatformBillingService {
  constructor(private readonly d: { db: Db; payments?: PaymentProvider; now?: () => Date }) {}

  private get payments(): PaymentProvider {
    return this.d.payments ?? manualPayments;
  }

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** A page of invoices; the read (which organizations' invoices were shown) is written to the audit log. */
  async listInvoices(actor: StaffActor, q: TInvoiceQuery): Promise<TInvoiceList> {
    const { rows, total } = await invoices.listInvoices(this.d.db, { status: q.status, q: q.q || undefined, page: q.page, pageSize: q.pageSize });
    const organizations = [...new Set(rows.map((r) => r.organizationId))];
    await writeAudit(this.d.db, {
      organizationId: null,
      actorUserId: actor.userId,
      action: "platform.invoices.read",
      targetType: "invoice",
      metadata: { status: q.status, q: q.q ?? null, page: q.page, pageSize: q.pageSize, organizations },
    });
    return {
      invoices: rows.map(present),
      total,
      page: q.page,
      pageSize: q.pageSize,
      paymentProvider: { id: this.payments.id, collectsPayments: this.payments.collectsPayments },
    };
  }

  /** Marks an unpaid invoice paid through the payment provider, recording who did; 409 when it was already paid. */
  async markPaid(actor: StaffActor, invoiceId: string): Promise<TInvoice> {
    return this.d.db.transaction(async (tx) => {
      const found = await invoices.invoiceById(tx, invoiceId);
      if (!found) throw notFound("Invoice");
      if (found.paidAt) throw new AppError(409, "CONFLICT", msg("billing.invoiceAlreadyPaid", { paidAt: iso(found.paidAt) }), { paidAt: iso(found.paidAt) });
      const { paidAt } = await this.payments.settle({ id: found.id, amountCents: found.amountCents }, this.now());
      if (!(await invoices.markInvoicePaid(tx, invoiceId, actor.userId, paidAt))) throw new AppError(409, "CONFLICT", msg("billing.invoiceAlreadyPaid", { paidAt: iso(paidAt) }));
      await writeAudit(tx as Db, {
        organizationId: found.organizationId,
        actorUserId: actor.userId,
        action: "invoice.marked_paid",
        targetType: "invoice",
        targetId: invoiceId,
        metadata: { amountCents: found.amountCents, periodStart: iso(found.periodStart), provider: this.payments.id },
      });
      return present((await invoices.invoiceById(tx, invoiceId))!);
    });
  }

  /** Spend records of the last `months` months (the one under way included), newest first. */
  async listSpend(months: number): Promise<TSpendList> {
    const rows = await invoices.spendSince(this.d.db, monthBefore(this.now(), months - 1));
    return { spend: rows.map(presentSpend), months };
  }

  /** Adds a month's spend record (several records of one month add up). */
  async addSpend(actor: StaffActor, input: TCreateSpend): Promise<TSpendRecord> {
    return this.d.db.transaction(async (tx) => {
      const [row] = await invoices.insertSpend(tx, [{ month: input.month, amountCents: input.amountCents, note: input.note || null, enteredBy: actor.userId, simulated: false }]);
      await writeAudit(tx as Db, {
        organizationId: null,
        actorUserId: actor.userId,
        action: "business.spend.added",
        targetType: "sales_spend",
        targetId: row.id,
        metadata: { month: row.month, amountCents: row.amountCents },
      });
      return presentSpend(row);
    });
  }
}
