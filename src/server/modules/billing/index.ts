/**
 * Plans and pricing: GET /api/billing/plans, what the public pricing page shows (the plans from the billing
 * domain and the configured Contact Sales address); an organization's plan and usage (GET /api/billing/subscription)
 * and its change by an admin (PUT). The vendor's side: the invoice job, the staff's invoices
 * (/api/platform/invoices, Mark paid) and spend records (/api/business/spend).
 */
import {
  ZChangePlan,
  ZCreateSpend,
  ZInvoiceEnvelope,
  ZInvoiceList,
  ZInvoiceParams,
  ZInvoiceQuery,
  ZPricing,
  ZSpendEnvelope,
  ZSpendList,
  ZSpendQuery,
  ZSubscriptionView,
  type TPricing,
} from "../../../contracts/billing.ts";
import { BillingService } from "./service.ts";
import { issueDueInvoices, PlatformBillingService } from "./invoicing.ts";
import { PLAN_ORDER, PLANS } from "../../../domain/billing/plans.ts";
import type { AppModule } from "../module.ts";
import { registerMetrics } from "./metrics.ts";
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

/** The job that issues due invoices: hourly (at :07, UTC) and once at each start. */
export const INVOICE_QUEUE = "billing.issue-invoices";

export const billingModule: AppModule = {
  name: "billing",
  async register({ core, route }) {
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

    // invoices are issued on their period's start: every hour, the due ones not issued yet (a rerun adds nothing)
    core.jobs.work(INVOICE_QUEUE, async () => {
      const issued = await issueDueInvoices(core.database.db, new Date());
      if (issued) core.log.info({ issued }, "issued due invoices");
    });
    await core.jobs.schedule(INVOICE_QUEUE, "7 * * * *", { tz: "UTC" });
    await core.jobs.send(INVOICE_QUEUE, {}, { singletonKey: INVOICE_QUEUE });

    const platform = new PlatformBillingService({ db: core.database.db });
    const staffTags = ["platform"];
    route(
      {
        method: "GET",
        url: "/api/platform/invoices",
        summary: "Every organization's invoices (platform admins): status filter, organization search, pages of at most 100",
        access: "staff",
        staff: "billing.operate",
        query: ZInvoiceQuery,
        response: ZInvoiceList,
        tags: staffTags,
      },
      async ({ actor, query }) => platform.listInvoices(actor, query),
    );
    route(
      {
        method: "POST",
        url: "/api/platform/invoices/:invoiceId/paid",
        summary: "Mark an invoice paid (no payment processor yet: a payment received elsewhere); records who did",
        access: "staff",
        staff: "billing.operate",
        params: ZInvoiceParams,
        response: ZInvoiceEnvelope,
        idempotent: true,
        tags: staffTags,
      },
      async ({ actor, params }) => ({ invoice: await platform.markPaid(actor, params.invoiceId) }),
    );
    route(
      {
        method: "GET",
        url: "/api/business/spend",
        summary: "Sales and marketing spend records of the last months (1–60, default 24), newest first",
        access: "staff",
        staff: "business.read",
        query: ZSpendQuery,
        response: ZSpendList,
        tags: staffTags,
      },
      async ({ query }) => platform.listSpend(query.months),
    );
    route(
      {
        method: "POST",
        url: "/api/business/spend",
        summary: "Add a month's sales and marketing spend (CAC's numerator)",
        access: "staff",
        staff: "business.manage",
        body: ZCreateSpend,
        response: ZSpendEnvelope,
        status: 201,
        idempotent: true,
        tags: staffTags,
      },
      async ({ actor, body }) => ({ spend: await platform.addSpend(actor, body) }),
    );

    registerMetrics({ core, route });
  },
};
