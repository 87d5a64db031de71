import { ZGrantOutcome, ZGrantStaff, ZRevokeOutcome, ZRevokeStaffByEmail, ZStaffList, ZStaffUserParams } from "../../../contracts/staff.ts";
import type { AppModule } from "../module.ts";
import { StaffService } from "./service.ts";

/**
 * The platform staff: platform admins list, grant and revoke roles on the Staff page (`staff.manage`); the command
 * line (`facetwise staff grant|revoke`) does the same through the running server's local routes.
 */
export const staffModule: AppModule = {
  name: "staff",
  register({ core, route }) {
    const svc = new StaffService({ db: core.database.db, sessions: core.sessions });
    const tags = ["platform"];

    route(
      {
        method: "GET",
        url: "/api/platform/staff",
        summary: "The platform staff: name, address, role, when and by whom granted",
        access: "staff",
        staff: "staff.manage",
        response: ZStaffList,
        tags,
      },
      async () => svc.list(),
    );

    route(
      {
        method: "POST",
        url: "/api/platform/staff",
        summary: "Grant a platform role to an address (creates the account when there is none)",
        access: "staff",
        staff: "staff.manage",
        body: ZGrantStaff,
        response: ZGrantOutcome,
        status: 201,
        idempotent: true,
        tags,
      },
      async ({ body, actor, req }) => svc.grant(body, { userId: actor.userId, via: "web", ip: req.ip }),
    );

    route(
      {
        method: "DELETE",
        url: "/api/platform/staff/:userId",
        summary: "Revoke a staff member's platform role (409 for the last platform admin)",
        access: "staff",
        staff: "staff.manage",
        params: ZStaffUserParams,
        response: ZRevokeOutcome,
        tags,
      },
      async ({ params, actor, req }) => svc.revoke({ userId: params.userId }, { userId: actor.userId, via: "web", ip: req.ip }),
    );

    // `facetwise staff grant|revoke` while this server holds the embedded database
    route(
      {
        method: "POST",
        url: "/api/local/staff",
        summary: "Grant a platform role (the command line, on this machine)",
        access: "local",
        body: ZGrantStaff,
        response: ZGrantOutcome,
        tags,
      },
      async ({ body }) => svc.grant(body, { userId: null, via: "cli" }),
    );

    route(
      {
        method: "DELETE",
        url: "/api/local/staff",
        summary: "Revoke a platform role by address (the command line, on this machine)",
        access: "local",
        body: ZRevokeStaffByEmail,
        response: ZRevokeOutcome,
        tags,
      },
      async ({ body }) => svc.revoke({ email: body.email }, { userId: null, via: "cli" }),
    );
  },
};
