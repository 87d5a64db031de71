import { describe, expect, it } from "vitest";
import { can, presentPolicies, resultReaderRoles, roleChangeDenial, type MemberRef, type OrganizationAction } from "./policies.ts";
import type { TenantActor } from "./tenancy.ts";
import { ROLES, permissionsOf, type TRole } from "../../contracts/roles.ts";

const actor = (role: TRole, userId = `${role}-1`): TenantActor => ({
  userId,
  name: role,
  email: `${role}@x.test`,
  sessionId: "s",
  sessionToken: "t",
  expiresAt: new Date(0),
  organizationId: "org",
  organizationName: "Org",
  organizationSlug: "org",
  role,
});
const member = (role: TRole, adminCount = 2): MemberRef => ({ kind: "member", userId: `m-${role}`, role, adminCount });

describe("organization policies (spec 1 §6 role table)", () => {
  it.each([
    [
      "admin",
      {
        readOrganization: true,
        assignAssessments: true,
        manageMembers: true,
        inviteMembers: true,
        invitableRoles: ["user", "analyst", "manager", "admin"],
        viewOperations: true,
        manageSettings: true,
        readAnalytics: true,
      },
    ],
    [
      "manager",
      {
        readOrganization: true,
        assignAssessments: true,
        manageMembers: true,
        inviteMembers: true,
        invitableRoles: ["user", "analyst", "manager"],
        viewOperations: false,
        manageSettings: false,
        readAnalytics: true,
      },
    ],
    [
      "analyst",
      {
        readOrganization: true,
        assignAssessments: false,
        manageMembers: false,
        inviteMembers: false,
        invitableRoles: [],
        viewOperations: false,
        manageSettings: false,
        readAnalytics: true,
      },
    ],
    [
      "user",
      {
        readOrganization: true,
        assignAssessments: false,
        manageMembers: false,
        inviteMembers: false,
        invitableRoles: [],
        viewOperations: false,
        manageSettings: false,
        readAnalytics: false,
      },
    ],
  ] as const)("%s", (role, expected) => {
    expect(presentPolicies(actor(role), { kind: "organization" })).toEqual(expected);
  });
});

describe("result policies", () => {
  it("the person who took it, or those who may assign, may read, share and report it", () => {
    const own = { kind: "result", ownerId: "user-1" } as const;
    const other = { kind: "result", ownerId: "someone-else" } as const;
    expect(presentPolicies(actor("user"), own)).toEqual({ read: true, share: true, report: true });
    expect(presentPolicies(actor("user"), other)).toEqual({ read: false, share: false, report: false });
    expect(presentPolicies(actor("manager"), other)).toEqual({ read: true, share: true, report: true });
  });
});

describe("who reads results (told to respondents before they consent)", () => {
  it("is every role whose members may read another member's result: admins and managers", () => {
    expect(resultReaderRoles()).toEqual(["admin", "manager"]);
    for (const role of resultReaderRoles()) expect(can(actor(role), "result.read", { kind: "result", ownerId: "someone-else" })).toBe(true);
  });
});

describe("member policies", () => {
  it("only an admin grants admin or changes an admin; a user changes nobody", () => {
    expect(presentPolicies(actor("admin"), member("user"))).toEqual({ changeRole: true, assignableRoles: ["admin", "manager", "analyst"] });
    expect(presentPolicies(actor("manager"), member("user"))).toEqual({ changeRole: true, assignableRoles: ["manager", "analyst"] });
    expect(presentPolicies(actor("manager"), member("admin"))).toEqual({ changeRole: false, assignableRoles: [] });
    expect(presentPolicies(actor("user"), member("manager"))).toEqual({ changeRole: false, assignableRoles: [] });
  });

  it("an organization keeps its last admin, and says why", () => {
    expect(can(actor("admin"), "member.changeRole", { ...member("admin", 1), newRole: "user" })).toBe(false);
    expect(roleChangeDenial(actor("admin"), member("admin", 1), "user")).toBe("last_admin");
    expect(roleChangeDenial(actor("manager"), member("admin", 3), "user")).toBe("forbidden");
    expect(roleChangeDenial(actor("admin"), member("admin", 2), "user")).toBeNull();
  });
});

describe("invitation roles", () => {
  it("inviters give roles up to their own: only admins invite admins; users invite nobody", () => {
    const grants = (role: TRole) => ROLES.filter((r) => can(actor(role), "invitation.grantRole", { kind: "role", role: r }));
    expect(grants("admin")).toEqual(["admin", "manager", "analyst", "user"]);
    expect(grants("manager")).toEqual(["manager", "analyst", "user"]);
    expect(grants("analyst")).toEqual([]);
    expect(grants("user")).toEqual([]);
  });
});

describe("the analyst (spec 2 §6, issue 11: reads analytics and reports, creates reports, no member management)", () => {
  /** Every organization-wide action, and whether an analyst may take it. */
  const ANALYST: Record<OrganizationAction, boolean> = {
    "organization.read": true,
    "analytics.read": true,
    "reports.create": true,
    "assessments.assign": false,
    "members.manage": false,
    "members.invite": false,
    "operations.view": false,
    "settings.manage": false,
    "feedback360.create": false,
    "feedback360.bulkDownload": false,
    "reports.manageTemplates": false,
    "reports.schedule": false,
    "reports.manageDistribution": false,
  };

  it.each(Object.entries(ANALYST))("%s → %s", (action, allowed) => {
    expect(can(actor("analyst"), action as OrganizationAction)).toBe(allowed);
  });

  it("holds read, read_analytics and create_reports, and neither write nor manage_users", () => {
    expect(permissionsOf("analyst")).toEqual(["read", "read_analytics", "create_reports"]);
  });

  it("admins and managers keep every reporting action; users only read", () => {
    for (const action of ["analytics.read", "reports.create", "reports.manageTemplates"] as const) {
      expect(can(actor("admin"), action), action).toBe(true);
      expect(can(actor("manager"), action), action).toBe(true);
      expect(can(actor("user"), action), action).toBe(false);
    }
  });

  it("reads no one else's result and runs no one's 360 project, but reads their own", () => {
    const other = { kind: "result", ownerId: "someone-else" } as const;
    expect(presentPolicies(actor("analyst"), other)).toEqual({ read: false, share: false, report: false });
    expect(presentPolicies(actor("analyst"), { kind: "result", ownerId: "analyst-1" })).toEqual({ read: true, share: true, report: true });
    const project = { kind: "feedback360", subjectId: "someone-else", open: true, selfInitiatedAllowed: false } as const;
    for (const action of [
      "feedback360.read",
      "feedback360.manage",
      "feedback360.seeRaters",
      "feedback360.approve",
      "feedback360.nominate",
      "feedback360.readComparison",
    ] as const) {
      expect(can(actor("analyst"), action, project), action).toBe(false);
    }
  });

  it("changes no one's role and invites no one; admins and managers give and take the analyst role", () => {
    for (const role of ROLES) {
      expect(presentPolicies(actor("analyst"), member(role))).toEqual({ changeRole: false, assignableRoles: [] });
      expect(roleChangeDenial(actor("analyst"), member(role), "analyst")).toBe("forbidden");
    }
    expect(can(actor("analyst"), "invitation.grantRole", { kind: "role", role: "user" })).toBe(false);
    expect(presentPolicies(actor("admin"), member("analyst"))).toEqual({ changeRole: true, assignableRoles: ["admin", "manager", "user"] });
    expect(presentPolicies(actor("manager"), member("analyst"))).toEqual({ changeRole: true, assignableRoles: ["manager", "user"] });
  });
});
