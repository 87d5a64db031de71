import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { route } from "../../http/route.ts";
import { tenantOf } from "../../auth/tenancy.ts";
import { ZChangeRole, ZMemberParams } from "../../../contracts/members.ts";

/** Members of the caller's organization. */
export function memberRoutes(app: FastifyInstance, d: AppDeps): void {
  const svc = d.membersService;
  route(app, { method: "GET", url: "/api/organization/members", summary: "List the members of your organization", auth: true, permission: "read", tags: ["organization"] }, async ({ actor }) => ({
    members: await svc.list(tenantOf(actor)),
  }));
  route(
    app,
    { method: "GET", url: "/api/organization/members/:userId", summary: "One member of your organization", auth: true, permission: "read", params: ZMemberParams, tags: ["organization"] },
    async ({ actor, params }) => svc.get(tenantOf(actor), params.userId),
  );
  route(
    app,
    {
      method: "PATCH",
      url: "/api/organization/members/:userId",
      summary: "Change a member's role",
      auth: true,
      permission: "manage_users",
      params: ZMemberParams,
      body: ZChangeRole,
      tags: ["organization"],
    },
    async ({ actor, params, body, req }) => svc.changeRole(tenantOf(actor), params.userId, body.role, req.ip),
  );
}
