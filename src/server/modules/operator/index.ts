import {
  ZMembershipParams,
  ZOperatorRoleChange,
  ZOrganizationParams,
  ZOrganizationStatusChange,
  ZOrganizationTable,
  ZOrganizationTableQuery,
  ZSuspendOrganization,
  ZUserDetail,
  ZUserParams,
  ZUserTable,
  ZUserTableQuery,
} from "../../../contracts/operator.ts";
import type { AppModule } from "../module.ts";
import { OperatorService } from "./service.ts";

/**
 * The operator console (issue 25; spec 3 "Organization table", "User table"): platform admins only (the staff
 * action organizations.operate; 404 to everyone who is not platform staff, 403 to other staff).
 */
export const operatorModule: AppModule = {
  name: "operator",
  register({ core, route }) {
    const svc = new OperatorService({ db: core.database.db, sessions: core.sessions, bus: core.bus });
    const tags = ["platform"];
    const staff = "organizations.operate" as const;

    route(
      {
        method: "GET",
        url: "/api/platform/organizations",
        summary: "Every organization: search, sort, page (operator)",
        access: "staff",
        staff,
        query: ZOrganizationTableQuery,
        response: ZOrganizationTable,
        tags,
      },
      async ({ actor, query, req }) => svc.organizations(actor, query, req.ip),
    );

    route(
      {
        method: "POST",
        url: "/api/platform/organizations/:organizationId/suspend",
        summary: "Suspend an organization with a reason its members are shown (nothing is deleted)",
        access: "staff",
        staff,
        params: ZOrganizationParams,
        body: ZSuspendOrganization,
        response: ZOrganizationStatusChange,
        idempotent: true,
        tags,
      },
      async ({ actor, params, body, req }) => ({ organization: await svc.suspend(actor, params.organizationId, body.reason, req.ip) }),
    );

    route(
      {
        method: "POST",
        url: "/api/platform/organizations/:organizationId/activate",
        summary: "Activate a suspended organization again",
        access: "staff",
        staff,
        params: ZOrganizationParams,
        response: ZOrganizationStatusChange,
        idempotent: true,
        tags,
      },
      async ({ actor, params, req }) => ({ organization: await svc.activate(actor, params.organizationId, req.ip) }),
    );

    route(
      {
        method: "GET",
        url: "/api/platform/users",
        summary: "Members of every organization: search, role filter, page (operator)",
        access: "staff",
        staff,
        query: ZUserTableQuery,
        response: ZUserTable,
        tags,
      },
      async ({ actor, query, req }) => svc.users(actor, query, req.ip),
    );

    route(
      {
        method: "GET",
        url: "/api/platform/users/:userId",
        summary: "A person and their memberships (operator)",
        access: "staff",
        staff,
        params: ZUserParams,
        response: ZUserDetail,
        tags,
      },
      async ({ actor, params, req }) => svc.user(actor, params.userId, req.ip),
    );

    route(
      {
        method: "PATCH",
        url: "/api/platform/users/:userId/organizations/:organizationId/role",
        summary: "Change a member's role in one organization (it keeps one admin)",
        access: "staff",
        staff,
        params: ZMembershipParams,
        body: ZOperatorRoleChange,
        response: ZUserDetail,
        tags,
      },
      async ({ actor, params, body, req }) => svc.changeRole(actor, params.organizationId, params.userId, body.role, req.ip),
    );
  },
};
