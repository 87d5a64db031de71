/**
 * The plans Facetwise sells (spec 3 "Pricing section" and §9): Starter $49 a month with up to 50 assessments a
 * month, Professional $149 a month with no limit (the featured plan), Enterprise at a price agreed per contract.
 * Amounts are whole US cents. Names and sentences are the web's and the server's catalogs; this module holds ids
 * and numbers.
 */

export const PLAN_IDS = ["starter", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** The list price a month in US cents; null: agreed per contract (Enterprise). */
  monthlyPriceCents: number | null;
  /** Assessments an organization may start in a calendar month; null: no limit. */
  monthlyAssessmentLimit: number | null;
  /** Shown as the recommended plan on the pricing page. */
  featured: boolean;
  /** Bought by talking to sales (Contact Sales), not in the app. */
  contactSales: boolean;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  starter: { id: "starter", monthlyPriceCents: 4_900, monthlyAssessmentLimit: 50, featured: false, contactSales: false },
  professional: { id: "professional", monthlyPriceCents: 14_900, monthlyAssessmentLimit: null, featured: true, contactSales: false },
  enterprise: { id: "enterprise", monthlyPriceCents: null, monthlyAssessmentLimit: null, featured: false, contactSales: true },
};

/** The plan a new organization starts on. */
export const DEFAULT_PLAN: PlanId = "starter";

/** Plans in the order of what they offer (a move to a later one is an upgrade). */
export const PLAN_ORDER: readonly PlanId[] = PLAN_IDS;

export const isPlanId = (s: string): s is PlanId => (PLAN_IDS as readonly string[]).includes(s);

/** The monthly value of holding a plan: its list price, or the contract's value for a plan priced per contract. */
export function monthlyValueCents(plan: PlanId, contractValueCents: number | null = null): number {
  const price = PLANS[plan].monthlyPriceCents;
  if (price !== null) return price;
  if (contractValueCents === null || !Number.isSafeInteger(contractValueCents) || contractValueCents < 0) throw new Error(`the ${plan} plan needs a contract value in whole cents`);
  return contractValueCents;
}

/** The largest contract value accepted for a plan priced per contract: $1M a month, in cents. */
export const MAX_CONTRACT_VALUE_CENTS = 100_000_000;

export type PlanMove = "upgrade" | "downgrade" | "same";

/** Whether moving from one plan to another is an upgrade, a downgrade or no change. */
export function planMove(from: PlanId, to: PlanId): PlanMove {
  const d = PLAN_ORDER.indexOf(to) - PLAN_ORDER.indexOf(from);
  return d > 0 ? "upgrade" : d < 0 ? "downgrade" : "same";
}
