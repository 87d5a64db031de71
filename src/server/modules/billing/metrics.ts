/**
 * GET /api/business/metrics (spec 2 §3.9, issue 25): the vendor's business metrics for platform staff who may read
 * the business (business.read), computed from the billing records. Aggregates over every customer, no single
 * organization's data.
 */
import { ZBusinessMetrics, ZMetricsQuery } from "../../../contracts/business.ts";
import { translator } from "../../i18n/index.ts";
import { readerLang } from "../../i18n/request-locale.ts";
import type { ModuleContext } from "../module.ts";
import { businessRecords } from "./records-repo.ts";
import { presentMetrics } from "./metrics-view.ts";

/** Registers the business metrics route; `now` is the clock (tests pin it). */
export function registerMetrics({ core, route }: Pick<ModuleContext, "core" | "route">, now: () => Date = () => new Date()): void {
  route(
    {
      method: "GET",
      url: "/api/business/metrics",
      summary: "The business metrics (revenue, customers, LTV, CAC, MRR, churn) over 7, 30 or 90 days, each against the period before",
      access: "staff",
      staff: "business.read",
      query: ZMetricsQuery,
      response: ZBusinessMetrics,
      tags: ["business"],
    },
    async ({ query, req, actor }) => {
      const at = now();
      const records = await businessRecords(core.database.db, at);
      // the reader's language: their saved one, else the request's
      const t = translator((await readerLang(core.database.db, actor.userId, req.headers["accept-language"], core.config.env !== "production")).locale);
      return presentMetrics(records, query.period, at, t);
    },
  );
}
