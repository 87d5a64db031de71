import { ZOperationalRequest, ZOrganizationOperational } from "../../../contracts/analytics.ts";
import { organizationOperational } from "../../monitoring/operational.ts";
import type { ModuleContext } from "../module.ts";

/**
 * POST /api/analytics/operational (spec 1 §7): service health for admins and managers (uptime, response time,
 * error rate) and their organization's own jobs (the door answers 404 when the organization named is not the caller's).
 * Platform-wide traffic, queues and processes are for platform operators (a role still to come).
 */
export function registerOperationalRoute({ core, route }: Pick<ModuleContext, "core" | "route">): void {
  route(
    {
      method: "POST",
      url: "/api/analytics/operational",
      summary: "Service health (uptime, response time, error rate) and the organization's own jobs",
      access: "member",
      allow: "analytics.read",
      body: ZOperationalRequest,
      response: ZOrganizationOperational,
      tags: ["analytics"],
    },
    async ({ actor }) => {
      return organizationOperational({ db: core.database.db, monitor: core.monitor, jobs: core.jobs }, actor.organizationId);
    },
  );
}
