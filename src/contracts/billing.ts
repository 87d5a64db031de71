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
