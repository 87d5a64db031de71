import { describe, expect, it } from "vitest";
import { can, presentPolicies, resultReaderRoles, roleChangeDenial, type MemberRef } from "./policies.ts";
import type { TenantActor } from "./tenancy.ts";
import type { TRole } from "../../contracts/roles.ts";

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
        invitableRoles: ["user", "manager", "admin"],
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
        invitableRoles: ["user", "manager"],
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
    expect(presentPolicies(actor("admin"), member("user"))).toEqual({ changeRole: true, assignableRoles: ["admin", "manager"] });
    expect(presentPolicies(actor("manager"), member("user"))).toEqual({ changeRole: true, assignableRoles: ["manager"] });
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
    const grants = (role: TRole) => (["admin", "manager", "user"] as const).filter((r) => can(actor(role), "invitation.grantRole", { kind: "role", role: r }));
    expect(grants("admin")).toEqual(["admin", "manager", "user"]);
    expect(grants("manager")).toEqual(["manager", "user"]);
    expect(grants("user")).toEqual([]);
  });
});
