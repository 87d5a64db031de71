/**
 * The CEO dashboard's signals (issue 25), platform staff only: executive alerts with the benchmarking and
 * error-rate charts, the partners table, the launch checklist (business.read to read, business.manage to change),
 * and the sales view (sales.read). Creates are idempotent; text lengths and list sizes are bounded by the contracts
 * and domain/business/launch.ts.
 */
import {
  ZChecklistItem,
  ZChecklistItemParams,
  ZCreateChecklistItem,
  ZCreatePartner,
  ZExecutiveAlerts,
  ZLaunchReadiness,
  ZPartner,
  ZPartnerParams,
  ZPartnersView,
  ZSalesQuery,
  ZSalesView,
  ZUpdateChecklistItem,
  ZUpdatePartner,
} from "../../../contracts/business-signals.ts";
import { salesView } from "../billing/api.ts";
import type { AppModule } from "../module.ts";
import { addItem, changeItem, launchReadiness, removeItem } from "./checklist.ts";
import { addPartner, changePartner, partnersView, removePartner } from "./partners.ts";
import { executiveAlertsView } from "./signals.ts";

const tags = ["business"];

export const businessSignalsModule: AppModule = {
  name: "business-signals",
  register({ core, route }) {
    const db = core.database.db;
    route(
      {
        method: "GET",
        url: "/api/business/alerts",
        summary: "Executive alerts from real signals, with benchmarking and error-rate charts",
        access: "staff",
        staff: "business.read",
        response: ZExecutiveAlerts,
        tags,
      },
      async () => executiveAlertsView(core),
    );
    route(
      {
        method: "GET",
        url: "/api/business/sales",
        summary: "Customers, plan mix, upgrades and downgrades over a period",
        access: "staff",
        staff: "sales.read",
        query: ZSalesQuery,
        response: ZSalesView,
        tags,
      },
      async ({ query }) => salesView(db, query),
    );

    // --- partners ---
    route(
      { method: "GET", url: "/api/business/partners", summary: "The partners table with its target", access: "staff", staff: "business.read", response: ZPartnersView, tags },
      async () => partnersView(db),
    );
    route(
      {
        method: "POST",
        url: "/api/business/partners",
        summary: "Add a partner",
        access: "staff",
        staff: "business.manage",
        body: ZCreatePartner,
        response: ZPartner,
        status: 201,
        idempotent: true,
        tags,
      },
      async ({ body }) => addPartner(db, body),
    );
    route(
      {
        method: "PATCH",
        url: "/api/business/partners/:partnerId",
        summary: "Change a partner",
        access: "staff",
        staff: "business.manage",
        params: ZPartnerParams,
        body: ZUpdatePartner,
        response: ZPartner,
        tags,
      },
      async ({ params, body }) => changePartner(db, params.partnerId, body),
    );
    route(
      {
        method: "DELETE",
        url: "/api/business/partners/:partnerId",
        summary: "Remove a partner",
        access: "staff",
        staff: "business.manage",
        params: ZPartnerParams,
        response: "empty",
        tags,
      },
      async ({ params }) => removePartner(db, params.partnerId),
    );

    // --- launch checklist ---
    route(
      {
        method: "GET",
        url: "/api/business/launch-checklist",
        summary: "The launch checklist, readiness and days to launch",
        access: "staff",
        staff: "business.read",
        response: ZLaunchReadiness,
        tags,
      },
      async () => launchReadiness(db),
    );
    route(
      {
        method: "POST",
        url: "/api/business/launch-checklist",
        summary: "Add a launch checklist item",
        access: "staff",
        staff: "business.manage",
        body: ZCreateChecklistItem,
        response: ZChecklistItem,
        status: 201,
        idempotent: true,
        tags,
      },
      async ({ body }) => addItem(db, body.title),
    );
    route(
      {
        method: "PATCH",
        url: "/api/business/launch-checklist/:itemId",
        summary: "Rename or tick a launch checklist item",
        access: "staff",
        staff: "business.manage",
        params: ZChecklistItemParams,
        body: ZUpdateChecklistItem,
        response: ZChecklistItem,
        tags,
      },
      async ({ params, body, actor }) => changeItem(db, params.itemId, body, actor.userId),
    );
    route(
      {
        method: "DELETE",
        url: "/api/business/launch-checklist/:itemId",
        summary: "Remove a launch checklist item",
        access: "staff",
        staff: "business.manage",
        params: ZChecklistItemParams,
        response: "empty",
        tags,
      },
      async ({ params }) => removeItem(db, params.itemId),
    );
  },
};
