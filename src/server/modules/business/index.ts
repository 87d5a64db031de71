/**
 * The CEO dashboard's routes (issue 25), for platform staff: the targets (read: business.read; edit:
 * business.manage), the revenue overview, and the KPI cards with the revenue-vs-target and customers-vs-churn
 * charts. Aggregates over every customer; no single organization's data leaves here.
 */
import { ZBusinessTargets, ZCeoDashboard, ZRevenueOverview, ZRevenueQuery, ZTargetsView } from "../../../contracts/business.ts";
import type { AppModule } from "../module.ts";
import { BusinessService } from "./service.ts";

export const businessModule: AppModule = {
  name: "business",
  register({ core, route }) {
    const svc = new BusinessService({ db: core.database.db });
    route(
      {
        method: "GET",
        url: "/api/business/targets",
        summary: "The CEO dashboard's targets (the spec's defaults until staff set them)",
        access: "staff",
        staff: "business.read",
        response: ZTargetsView,
        tags: ["business"],
      },
      async () => svc.targets(),
    );
    route(
      {
        method: "PUT",
        url: "/api/business/targets",
        summary: "Set the CEO dashboard's targets (written to the audit log)",
        access: "staff",
        staff: "business.manage",
        body: ZBusinessTargets,
        response: ZTargetsView,
        tags: ["business"],
      },
      async ({ actor, body, req }) => svc.setTargets(actor, body, req.ip),
    );
    route(
      {
        method: "GET",
        url: "/api/business/revenue",
        summary: "Revenue over the last week, month or year: total, average, growth and the chart's buckets",
        access: "staff",
        staff: "business.read",
        query: ZRevenueQuery,
        response: ZRevenueOverview,
        tags: ["business"],
      },
      async ({ query }) => svc.revenue(query.range),
    );
    route(
      {
        method: "GET",
        url: "/api/business/dashboard",
        summary: "The CEO dashboard's KPI cards against their targets, revenue vs target and weekly customers vs churn",
        access: "staff",
        staff: "business.read",
        response: ZCeoDashboard,
        tags: ["business"],
      },
      async () => svc.dashboard(),
    );
  },
};
