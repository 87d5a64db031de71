import { ZChangeRole, ZMember, ZMemberList, ZMemberParams } from "../../../contracts/members.ts";
import type { AppModule } from "../module.ts";
import { MembersService } from "./service.ts";

/** Members of the caller's organization and their roles. */
export const membersModule: AppModule = {
  name: "members",
  register({ core, route }) {
    const svc = new MembersService({ db: core.database.db, sessions: core.sessions });
    const tags = ["organization"];
    route(
      {
        method: "GET",
        url: "/api/organization/members",
        summary: "List the members of your organization",
        access: "member",
        allow: "organization.read",
        response: ZMemberList,
        tags,
      },
      async ({ actor }) => ({ members: await svc.list(actor) }),
    );
    route(
      {
        method: "GET",
        url: "/api/organization/members/:userId",
        summary: "One member of your organization",
        access: "member",
        allow: "organization.read",
        params: ZMemberParams,
        response: ZMember,
        tags,
      },
      async ({ actor, params }) => svc.get(actor, params.userId),
    );
    route(
      {
        method: "PATCH",
        url: "/api/organization/members/:userId",
        summary: "Change a member's role",
        access: "member",
        allow: "members.manage",
        params: ZMemberParams,
        body: ZChangeRole,
        response: ZMember,
        tags,
      },
      async ({ actor, params, body, req }) => svc.changeRole(actor, params.userId, body.role, req.ip),
    );
  },
};
