import { describe, expect, it } from "vitest";
import {
  can,
  designedTypePolicies,
  presentPlatformPolicies,
  presentPolicies,
  PLATFORM_ACTIONS,
  resultReaderRoles,
  roleChangeDenial,
  staffMay,
  type MemberRef,
  type OrganizationAction,
} from "./index.ts";
import type { TenantActor } from "../tenancy.ts";
import { PLATFORM_ROLES, ROLES, permissionsOf, type TPlatformRole, type TRole } from "../../../contracts/roles.ts";

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
  platformRole: null,
  organizationSuspendedReason: null,
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

describe("designed assessment types (issue 12: admins and managers design)", () => {
  const live = { kind: "designed-type", archived: false, active: true } as const;
  it("admins and managers design; analysts and users do not", () => {
    expect((["admin", "manager", "analyst", "user"] as TRole[]).map((r) => can(actor(r), "assessmentTypes.design"))).toEqual([true, true, false, false]);
    expect(designedTypePolicies(actor("manager"), live)).toEqual({ edit: true, duplicate: true, delete: true, activate: true, assign: true });
    expect(designedTypePolicies(actor("user"), live)).toEqual({ edit: false, duplicate: false, delete: false, activate: false, assign: false });
  });
  it("an archived type is only duplicated; an inactive one is not assigned", () => {
    expect(designedTypePolicies(actor("admin"), { ...live, archived: true, active: false })).toEqual({
      edit: false,
      duplicate: true,
      delete: false,
      activate: false,
      assign: false,
    });
    expect(designedTypePolicies(actor("admin"), { ...live, active: false })).toMatchObject({ edit: true, assign: false });
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
    "members.list": true,
    "analytics.read": true,
    "reports.create": true,
    "assessments.assign": false,
    "members.manage": false,
    "members.invite": false,
    "operations.view": false,
    "settings.manage": false,
    // the organization's plan: admins only
    "billing.manage": false,
    "feedback360.create": false,
    "feedback360.bulkDownload": false,
    "reports.manageTemplates": false,
    "reports.schedule": false,
    "reports.manageDistribution": false,
    // the Reporting Center's builder (spec 2 §6: admin, manager and analyst)
    "reports.build": true,
    // designing assessment types: admins and managers only
    "assessmentTypes.design": false,
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

describe("360 approval (rater anonymity against the subject)", () => {
  it("the subject never approves raters for their own project, whatever their role or the settings; other managers and admins do", () => {
    for (const role of ROLES) {
      const own = { kind: "feedback360", subjectId: `${role}-1`, open: true, selfInitiatedAllowed: true } as const;
      expect(can(actor(role), "feedback360.approve", own), role).toBe(false);
      expect(can(actor(role), "feedback360.seeRaters", own), role).toBe(false);
    }
    const theirs = { kind: "feedback360", subjectId: "someone-else", open: true, selfInitiatedAllowed: true } as const;
    expect(can(actor("admin"), "feedback360.approve", theirs)).toBe(true);
    expect(can(actor("manager"), "feedback360.approve", theirs)).toBe(true);
    expect(can(actor("user"), "feedback360.approve", theirs)).toBe(false);
  });
});

describe("report policies (spec 2 §4, §6)", () => {
  const mine = (a: TenantActor) => ({ kind: "report" as const, createdBy: a.userId });
  const theirs = { kind: "report" as const, createdBy: "someone-else" };
  const system = { kind: "report" as const, createdBy: null };

  it("admins and managers create; admins and managers edit, generate and assign any report; authors their own", () => {
    for (const role of ["admin", "manager", "user"] as const) {
      const a = actor(role);
      const writes = role !== "user";
      expect(can(a, "reports.create"), role).toBe(writes);
      for (const action of ["reports.edit", "reports.generate", "reports.assign"] as const) {
        expect(can(a, action, theirs), `${role} ${action}`).toBe(writes);
        expect(can(a, action, system), `${role} ${action} system`).toBe(writes);
        expect(can(a, action, mine(a)), `${role} ${action} own`).toBe(true);
      }
    }
  });

  it("admins delete any report; others only their own", () => {
    expect(can(actor("admin"), "reports.delete", theirs)).toBe(true);
    expect(can(actor("manager"), "reports.delete", theirs)).toBe(false);
    expect(can(actor("manager"), "reports.delete", system)).toBe(false);
    expect(can(actor("user"), "reports.delete", mine(actor("user")))).toBe(true);
  });

  it("share a report: its author, admins and managers; an analyst or a plain member not someone else's", () => {
    for (const role of ["admin", "manager"] as const) expect(can(actor(role), "reports.share", theirs), role).toBe(true);
    for (const role of ["analyst", "user"] as const) {
      expect(can(actor(role), "reports.share", theirs), role).toBe(false);
      expect(can(actor(role), "reports.share", system), role).toBe(false);
      expect(can(actor(role), "reports.share", mine(actor(role))), role).toBe(true);
    }
  });

  it("owners' things: a link by its creator or admins and managers; a comment by its author, the report's author or admins and managers", () => {
    const link = (createdBy: string | null) => ({ kind: "share-link" as const, createdBy });
    expect(can(actor("user"), "reports.revokeShare", link("admin-1"))).toBe(false);
    expect(can(actor("analyst"), "reports.revokeShare", link("admin-1"))).toBe(false);
    expect(can(actor("user"), "reports.revokeShare", link("user-1"))).toBe(true);
    expect(can(actor("manager"), "reports.revokeShare", link("admin-1"))).toBe(true);
    expect(can(actor("manager"), "reports.revokeShare", link(null))).toBe(true);
    const comment = (authorId: string | null, reportCreatedBy: string | null) => ({ kind: "comment" as const, authorId, reportCreatedBy });
    expect(can(actor("user"), "reports.resolveComment", comment("admin-1", "admin-1"))).toBe(false);
    expect(can(actor("user"), "reports.resolveComment", comment("user-1", "admin-1"))).toBe(true);
    expect(can(actor("user"), "reports.resolveComment", comment("admin-1", "user-1"))).toBe(true);
    expect(can(actor("manager"), "reports.resolveComment", comment("admin-1", null))).toBe(true);
  });

  it("owners' things: a builder report by its owner or admins; a member's subscription by that member or admins", () => {
    const builder = (ownerId: string | null) => ({ kind: "builder-report" as const, ownerId });
    expect(can(actor("analyst"), "reports.deleteBuilderReport", builder("admin-1"))).toBe(false);
    expect(can(actor("manager"), "reports.deleteBuilderReport", builder("admin-1"))).toBe(false);
    expect(can(actor("analyst"), "reports.deleteBuilderReport", builder("analyst-1"))).toBe(true);
    expect(can(actor("admin"), "reports.deleteBuilderReport", builder(null))).toBe(true);
    const own = (userId: string) => ({ kind: "subscription" as const, subscriptionType: "individual" as const, userId });
    const list = { kind: "subscription" as const, subscriptionType: "list" as const, userId: null };
    expect(can(actor("manager"), "reports.cancelSubscription", own("admin-1"))).toBe(false);
    expect(can(actor("manager"), "reports.cancelSubscription", own("manager-1"))).toBe(true);
    expect(can(actor("user"), "reports.cancelSubscription", own("user-1"))).toBe(true);
    expect(can(actor("admin"), "reports.cancelSubscription", own("user-1"))).toBe(true);
    expect(can(actor("manager"), "reports.cancelSubscription", list)).toBe(true);
    expect(can(actor("user"), "reports.cancelSubscription", list)).toBe(false);
  });

  it("advance and reject a step in progress: its assignee, or anyone when unassigned; never reject the draft", () => {
    const a = actor("user", "u1");
    const review = (status: "pending" | "in_progress" | "completed" | "rejected", assigneeId: string | null) => ({ type: "review" as const, status, assigneeId });
    const ref = (step: ReturnType<typeof review> | { type: "draft"; status: "in_progress"; assigneeId: string | null }, decision: "advance" | "reject") => ({
      kind: "report-step" as const,
      step,
      decision,
    });
    for (const decision of ["advance", "reject"] as const) {
      expect(can(a, "reports.review", ref(review("in_progress", null), decision))).toBe(true);
      expect(can(a, "reports.review", ref(review("in_progress", "u1"), decision))).toBe(true);
      expect(can(a, "reports.review", ref(review("in_progress", "u2"), decision))).toBe(false);
      expect(can(actor("admin", "boss"), "reports.review", ref(review("in_progress", "u2"), decision))).toBe(false);
      for (const status of ["pending", "completed", "rejected"] as const) expect(can(a, "reports.review", ref(review(status, null), decision))).toBe(false);
    }
    expect(can(a, "reports.review", ref({ type: "draft", status: "in_progress", assigneeId: "u1" }, "advance"))).toBe(true);
    expect(can(a, "reports.review", ref({ type: "draft", status: "in_progress", assigneeId: "u1" }, "reject"))).toBe(false);
  });
});

describe("platform staff policies (issue 25)", () => {
  const staff = (platformRole: TPlatformRole | null) => ({ userId: "s-1", platformRole });
  it("only the platform admin operates organizations, billing and staff", () => {
    for (const action of ["organizations.operate", "billing.operate", "staff.manage"] as const) {
      expect(PLATFORM_ROLES.filter((r) => staffMay(staff(r), action))).toEqual(["platform_admin"]);
    }
  });
  it("the CEO reads and steers the business, sales reads the sales view only, the marketer neither", () => {
    expect(staffMay(staff("ceo"), "business.read")).toBe(true);
    expect(staffMay(staff("ceo"), "business.manage")).toBe(true);
    expect(staffMay(staff("sales"), "business.read")).toBe(false);
    expect(staffMay(staff("sales"), "sales.read")).toBe(true);
    expect(PLATFORM_ACTIONS.filter((a) => staffMay(staff("marketer"), a))).toEqual([]);
  });
  it("someone who is not staff (an organization admin included) may do no platform action", () => {
    for (const action of PLATFORM_ACTIONS) expect(staffMay(staff(null), action)).toBe(false);
    expect(presentPlatformPolicies("ceo", "s-1").policies).toEqual({
      readBusiness: true,
      manageBusiness: true,
      readSales: true,
      operateBilling: false,
      operateOrganizations: false,
      manageStaff: false,
    });
  });
});
