/**
 * Plans and pricing (spec 3 "Pricing section", §9). Amounts are whole US cents; words are the web's catalogs.
 */
import { z } from "zod";
import { PLAN_IDS } from "../domain/billing/plans.ts";

export const ZPlanId = z.enum(PLAN_IDS);
export type TPlanId = z.infer<typeof ZPlanId>;

/** One plan as the pricing page shows it. */
export const ZPlanOffer = z.object({
  id: ZPlanId,
  /** The price a month in US cents; null: agreed per contract (Enterprise: Contact Sales). */
  monthlyPriceCents: z.number().int().nonnegative().nullable(),
  currency: z.literal("USD"),
  /** Assessments that may be started in a calendar month; null: no limit. */
  monthlyAssessmentLimit: z.number().int().positive().nullable(),
  featured: z.boolean(),
  contactSales: z.boolean(),
});
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

/** GET /api/billing/plans: the plans on sale and where Contact Sales writes to (public). */
export const ZPricing = z.object({
  plans: z.array(ZPlanOffer),
  salesEmail: z.string().email(),
});
export type TPricing = z.infer<typeof ZPricing>;

/** A stretch of the organization's subscription history (a scheduled change starts in the future). */
export const ZSubscriptionSpan = z.object({
  plan: ZPlanId,
  status: z.enum(["active", "past_due", "cancelled"]),
  from: z.string().datetime(),
  to: z.string().datetime().nullable(),
  monthlyValueCents: z.number().int().nonnegative(),
});

/** GET /api/billing/subscription: the plan now, the billing period, a scheduled change, this month's usage and the history. */
export const ZSubscriptionView = z.object({
  plan: ZPlanId,
  status: z.enum(["active", "past_due", "cancelled"]),
  periodStart: z.string().datetime(),
  periodEnd: z.string().datetime(),
  /** A change that takes effect at the period's end (a downgrade), if any. */
  scheduled: z.object({ plan: ZPlanId, from: z.string().datetime() }).nullable(),
  usage: z.object({
    used: z.number().int().nonnegative(),
    limit: z.number().int().positive().nullable(),
    remaining: z.number().int().nonnegative().nullable(),
    level: z.enum(["unlimited", "ok", "warning", "reached"]),
    /** The calendar month counted (the organization's time zone) and when the count starts again. */
    month: z.string(),
    resetsAt: z.string().datetime(),
    timeZone: z.string(),
  }),
  history: z.array(ZSubscriptionSpan),
  /** Whether the caller may change the plan. */
  canManage: z.boolean(),
});
export type TSubscriptionView = z.infer<typeof ZSubscriptionView>;

/** PUT /api/billing/subscription: move to another plan (upgrades at once, downgrades at the period's end). */
export const ZChangePlan = z.object({ plan: ZPlanId });

/** How invoices are settled today: there is no payment processor yet; platform staff mark invoices paid. */
export const ZPaymentProviderInfo = z.object({
  id: z.literal("manual"),
  /** Whether the provider collects payments itself (false: staff record payments received elsewhere). */
  collectsPayments: z.boolean(),
});

/** A line of an invoice: a plan for the whole period, or the difference for part of the previous one (an upgrade). */
export const ZInvoiceLine = z.object({ plan: ZPlanId, amountCents: z.number().int().nonnegative() });

/** One invoice as platform staff see it. */
export const ZInvoice = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  periodStart: z.string().datetime(),
  periodEnd: z.string().datetime(),
  issuedAt: z.string().datetime(),
  amountCents: z.number().int().nonnegative(),
  status: z.enum(["paid", "unpaid"]),
  paidAt: z.string().datetime().nullable(),
  /** Who marked it paid (null: not paid, or part of the simulated history, or the account is gone). */
  paidBy: z.string().nullable(),
  lines: z.array(ZInvoiceLine),
  /** Part of the demo's simulated customer history (badged "Simulated"). */
  simulated: z.boolean(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** The largest page of invoices (and of spend records) one request may ask for. */
export const MAX_INVOICE_PAGE_SIZE = 100;
/** The deepest page of invoices: 1,000 pages (with the largest page size, 100,000 invoices). */
export const MAX_INVOICE_PAGE = 1_000;

/** GET /api/platform/invoices: status filter, organization search (name, at most 100 characters), paging (pageSize 1–100, page 1–1000). */
export const ZInvoiceQuery = z.object({
  status: z.enum(["all", "paid", "unpaid"]).default("all"),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(MAX_INVOICE_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_INVOICE_PAGE_SIZE).default(25),
});
export type TInvoiceQuery = z.infer<typeof ZInvoiceQuery>;

export const ZInvoiceList = z.object({
  invoices: z.array(ZInvoice),
  /** Invoices matching the filters (all pages). */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  paymentProvider: ZPaymentProviderInfo,
});
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

export const ZInvoiceParams = z.object({ invoiceId: z.string().min(1).max(64) });
export const ZInvoiceEnvelope = z.object({ invoice: ZInvoice });
export type TInvoiceEnvelope = z.infer<typeof ZInvoiceEnvelope>;

/** A calendar month, YYYY-MM (2000-01 … 2099-12). */
export const ZMonth = z.string().regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, "a month as YYYY-MM");

/** The largest spend record: $10M in cents. */
export const MAX_SPEND_CENTS = 1_000_000_000;

/** One month's sales and marketing spend (CAC's numerator), entered by staff. */
export const ZSpendRecord = z.object({
  id: z.string(),
  month: ZMonth,
  amountCents: z.number().int().nonnegative(),
  note: z.string().nullable(),
  enteredBy: z.string().nullable(),
  createdAt: z.string().datetime(),
  simulated: z.boolean(),
});
export type TSpendRecord = z.infer<typeof ZSpendRecord>;

/** GET /api/business/spend: the records of the last `months` months (1–60, default 24), newest first. */
export const ZSpendQuery = z.object({ months: z.coerce.number().int().min(1).max(60).default(24) });
export const ZSpendList = z.object({ spend: z.array(ZSpendRecord), months: z.number().int().positive() });
export type TSpendList = z.infer<typeof ZSpendList>;

/** POST /api/business/spend: a month's spend (at most $10M in cents; a note of at most 200 characters). */
export const ZCreateSpend = z.object({
  month: ZMonth,
  amountCents: z.number().int().min(0).max(MAX_SPEND_CENTS),
  note: z.string().trim().max(200).optional(),
});
export type TCreateSpend = z.infer<typeof ZCreateSpend>;
export const ZSpendEnvelope = z.object({ spend: ZSpendRecord });
