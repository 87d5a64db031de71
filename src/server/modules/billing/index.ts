/**
 * Plans and pricing: GET /api/billing/plans, what the public pricing page shows (the plans from the billing
 * domain and the configured Contact Sales address).
 */
import { ZPricing, type TPricing } from "../../../contracts/billing.ts";
import { PLAN_ORDER, PLANS } from "../../../domain/billing/plans.ts";
import type { AppModule } from "../module.ts";

/** The plans on sale, in the order the pricing page shows them. */
export function pricing(salesEmail: string): TPricing {
  return {
    plans: PLAN_ORDER.map((id) => {
      const p = PLANS[id];
      return { id, monthlyPriceCents: p.monthlyPriceCents, currency: "USD", monthlyAssessmentLimit: p.monthlyAssessmentLimit, featured: p.featured, contactSales: p.contactSales };
    }),
    salesEmail,
  };
}

export const billingModule: AppModule = {
  name: "billing",
  register({ core, route }) {
    const answer = pricing(core.config.salesEmail);
    route({ method: "GET", url: "/api/billing/plans", summary: "The plans on sale (pricing page)", access: "public", response: ZPricing, tags: ["billing"] }, async ({ reply }) => {
      // the same for everyone and changes only with a release or a restart: cacheable for a while
      reply.header("cache-control", "public, max-age=300");
      return answer;
    });
  },
};
