/**
 * Plans and pricing: GET /api/billing/plans, what the public pricing page shows (the plans from the billing
 * domain and the configured Contact Sales address); an organization's plan and usage (GET /api/billing/subscription)
 * and its change by an admin (PUT).
 */
import { ZChangePlan, ZPricing, ZSubscriptionView, type TPricing } from "../../../contracts/billing.ts";
import { BillingService } from "./service.ts";
import { PLAN_ORDER, PLANS } from "../../../domain/billing/plans.ts";
import type { AppModule } from "../module.ts";
import { subscribeUsageThresholds } from "./thresholds.ts";

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

    const billing = new BillingService({ db: core.database.db });
    subscribeUsageThresholds(core.bus);
    route(
      {
        method: "GET",
        url: "/api/billing/subscription",
        summary: "The organization's plan, billing period, this month's usage and history",
        access: "member",
        response: ZSubscriptionView,
        tags: ["billing"],
      },
      async ({ actor }) => billing.view(actor),
    );
    route(
      {
        method: "PUT",
        url: "/api/billing/subscription",
        summary: "Change the organization's plan (upgrades at once, downgrades at the period's end)",
        access: "member",
        allow: "billing.manage",
        body: ZChangePlan,
        response: ZSubscriptionView,
        tags: ["billing"],
      },
      async ({ actor, body }) => billing.changePlan(actor, body),
    );
  },
};
