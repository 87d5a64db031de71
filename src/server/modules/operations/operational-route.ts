import { ZOperationalMetrics, ZOperationalRequest } from "../../../contracts/analytics.ts";
import { notFound } from "../../http/errors.ts";
import { operationalMetrics } from "../../monitoring/operational.ts";
import type { ModuleContext } from "../module.ts";

/**
 * POST /api/analytics/operational (spec 1 §7): platform health for admins and managers. The figures are the
 * platform's (no tenant data in them); the organization named must still be the caller's, else 404.
 */
export function registerOperationalRoute({ core, route }: Pick<ModuleContext, "core" | "route">): void {
  route(
    {
      method: "POST",
      url: "/api/analytics/operational",
      summary: "Operational metrics: uptime, response time, error rate, throughput, queue, processes",
      access: "member",
      allow: "analytics.read",
      body: ZOperationalRequest,
      response: ZOperationalMetrics,
      tags: ["analytics"],
    },
    async ({ actor, body }) => {
      if (body.organizationId !== actor.organizationId) throw notFound("Organization");
      return operationalMetrics({ db: core.database.db, monitor: core.monitor, jobs: core.jobs });
    },
  );
}
