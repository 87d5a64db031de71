import { ZChangeRole, ZMember, ZMemberList, ZMemberListQuery, ZMemberParams } from "../../../contracts/members.ts";
import { ZBulkDepartments, ZBulkDepartmentsResult, ZSetDepartment } from "../../../contracts/analytics.ts";
import type { AppModule } from "../module.ts";
import { MembersService } from "./service.ts";
import { translator } from "../../i18n/index.ts";
import { readerLang } from "../../i18n/request-locale.ts";

/** Members of the caller's organization: their roles and departments. */
export const membersModule: AppModule = {
  name: "members",
  register({ core, route }) {
    const svc = new MembersService({ db: core.database.db, sessions: core.sessions, settings: core.services.settings, bus: core.bus });
    const tags = ["organization"];
    route(
      {
        method: "GET",
        url: "/api/organization/members",
        summary: "List the members of your organization (one page when page, pageSize, q, sort or dir is given)",
        access: "member",
        allow: "members.list",
        query: ZMemberListQuery,
        response: ZMemberList,
        tags,
      },
      async ({ actor, query }) => svc.listPage(actor, query),
    );
    route(
      {
        method: "GET",
        url: "/api/organization/members/:userId",
        summary: "One member of your organization",
        access: "member",
        allow: "members.list",
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
    route(
      {
        method: "PUT",
        url: "/api/organization/members/:userId/department",
        summary: "Set a member's department (one of the organization's, or null)",
        access: "member",
        allow: "members.manage",
        params: ZMemberParams,
        body: ZSetDepartment,
        response: ZMember,
        tags,
      },
      async ({ actor, params, body, req }) => svc.setDepartment(actor, params.userId, body.department, req.ip),
    );
    // 200, not a create: applying the same CSV twice changes nothing the second time.
    route(
      {
        method: "POST",
        url: "/api/organization/members/departments",
        summary: "Set members' departments from CSV (email,department per line)",
        access: "member",
        allow: "members.manage",
        body: ZBulkDepartments,
        response: ZBulkDepartmentsResult,
        tags,
      },
      async ({ actor, body, req }) =>
        svc.importDepartments(
          actor,
          body.csv,
          req.ip,
          translator((await readerLang(core.database.db, actor.userId, req.headers["accept-language"], core.config.env !== "production")).locale),
        ),
    );
  },
};
