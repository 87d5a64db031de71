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
