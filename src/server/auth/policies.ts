import { ROLES, roleAllows, type TPermission, type TRole } from "../../contracts/roles.ts";
import type { TMemberPolicies, TOrganizationPolicies, TResultPolicies } from "../../contracts/policies.ts";
import { roleChangeRefusal } from "../../domain/role-change.ts";
import type { TenantActor } from "./tenancy.ts";
import { canAdvance, canReject, type WorkflowStep } from "../../domain/reporting/workflow.ts";
import { centerAccess, type CenterAccess } from "../../domain/reporting/center.ts";

/**
 * The one policy module: every decision about what an actor may do is made here, by `can`, and every
 * response that carries a resource carries `presentPolicies` for it, so the web app shows or hides actions
 * from the server's answer instead of re-implementing roles. Services and routes never test roles.
 */

/** Actions on the organization as a whole (no particular resource). */
export type OrganizationAction =
  | "organization.read"
  | "members.list"
  | "assessments.assign"
  | "members.manage"
  | "members.invite"
  | "operations.view"
  | "settings.manage"
  | "analytics.read"
  | "feedback360.create"
  | "feedback360.bulkDownload"
  | "reports.manageTemplates"
  | "reports.schedule"
  | "reports.manageDistribution"
  | "reports.create"
  | "reports.build"
  | "assessmentTypes.design";

/** A result (a completed response) as policies see it: whose it is. */
export type ResultRef = { kind: "result"; ownerId: string };
/** A member as policies see it: who, their role, and how many admins the organization has. */
export type MemberRef = { kind: "member"; userId: string; role: TRole; adminCount: number };
export type OrganizationRef = { kind: "organization" };
/** A report as policies see it: who made it (null for a report the system made on a schedule). */
export type ReportRef = { kind: "report"; createdBy: string | null };
/** A share link of a report as policies see it: who made it (null when that member was removed). */
export type ShareLinkRef = { kind: "share-link"; createdBy: string | null };
/** A workflow comment as policies see it: who wrote it, and who made the report it is on. */
export type CommentRef = { kind: "comment"; authorId: string | null; reportCreatedBy: string | null };
/** A saved Reporting Center builder report as policies see it: whose it is. */
export type BuilderReportRef = { kind: "builder-report"; ownerId: string | null };
/** A distribution subscription as policies see it: a member's own (individual) or a list's. */
export type SubscriptionRef = { kind: "subscription"; subscriptionType: "individual" | "list"; userId: string | null };
/** A workflow step of a report and the decision asked of it (spec 2 §4: advance, or reject). */
export type ReportStepRef = { kind: "report-step"; step: WorkflowStep; decision: "advance" | "reject" };
/** A 360 project as policies see it: whose feedback it is and whether it is still open. */
export type ProjectRef = { kind: "feedback360"; subjectId: string; open: boolean; selfInitiatedAllowed: boolean };

type ResourceOf = {
  "organization.read": OrganizationRef;
  "members.list": OrganizationRef;
  "assessments.assign": OrganizationRef;
  "members.manage": OrganizationRef;
  "members.invite": OrganizationRef;
  "operations.view": OrganizationRef;
  "settings.manage": OrganizationRef;
  "analytics.read": OrganizationRef;
  "invitation.grantRole": { kind: "role"; role: TRole };
  "result.read": ResultRef;
  "result.share": ResultRef;
  "result.report": ResultRef;
  "member.changeRole": MemberRef & { newRole: TRole };
  "feedback360.create": OrganizationRef;
  "feedback360.bulkDownload": OrganizationRef;
  "reports.manageTemplates": OrganizationRef;
  "reports.schedule": OrganizationRef;
  "reports.manageDistribution": OrganizationRef;
  "reports.create": OrganizationRef;
  "reports.edit": ReportRef;
  "reports.delete": ReportRef;
  "reports.generate": ReportRef;
  "reports.assign": ReportRef;
  "reports.review": ReportStepRef;
  "reports.share": ReportRef;
  "reports.revokeShare": ShareLinkRef;
  "reports.resolveComment": CommentRef;
  "reports.deleteBuilderReport": BuilderReportRef;
  "reports.cancelSubscription": SubscriptionRef;
  "reports.build": OrganizationRef;
  "assessmentTypes.design": OrganizationRef;
  "feedback360.createForSelf": { kind: "feedback360-settings"; selfInitiatedAllowed: boolean };
  "feedback360.read": ProjectRef;
  "feedback360.manage": ProjectRef;
  "feedback360.nominate": ProjectRef;
  "feedback360.approve": ProjectRef;
  "feedback360.readComparison": ProjectRef;
  "feedback360.seeRaters": ProjectRef;
};
export type Action = keyof ResourceOf;

/**
 * The role permission behind each organization-wide action (spec 1 §6: admin *, manager read/write/manage_users, user
 * read; the analyst of spec 2 §6 / issue 11: read, read_analytics, create_reports). So an analyst reads the
 * organization's analytics dashboards and the report analytics, reads reports and templates and creates reports,
 * but assigns no assessment, runs no 360 project, manages no template, reads no one else's individual result, and
 * never manages, invites or re-roles members (all of which need write or manage_users).
 */
const ORGANIZATION_ACTIONS: Readonly<Record<OrganizationAction, Exclude<TPermission, "*">>> = {
  "organization.read": "read",
  // the member directory (the Users list and one member): every member, a plain user too, sees each member's name,
  // email, role, department and join date, and no more (the Roles page states this rule for the user role)
  "members.list": "read",
  "assessments.assign": "write",
  "members.manage": "manage_users",
  "members.invite": "manage_users",
  "operations.view": "manage_users",
  "settings.manage": "manage_users",
  // organization analytics and report analytics: admins, managers and analysts (a plain user sees only their own results)
  "analytics.read": "read_analytics",
  // 360 projects about someone else: admins and managers
  "feedback360.create": "write",
  "feedback360.bulkDownload": "manage_users",
  // report templates: admins and managers create, edit and delete them; every member reads them
  "reports.manageTemplates": "write",
  // scheduled reports (spec 2 §6: only admins and managers see them); every member reads the History
  "reports.schedule": "write",
  // distribution lists, list subscriptions and everyone's delivery history: admins and managers (any member
  // subscribes themselves to a template and sees their own deliveries)
  "reports.manageDistribution": "write",
  // creating reports from templates (spec 2 §6: admins, managers and analysts); every member reads, comments and rates them
  "reports.create": "create_reports",
  // the Reporting Center's builder, New Report and Use Template: decided by centerAccess (spec 2 §6)
  "reports.build": "write",
  // designing assessment types (the type manager and the node-based creator): admins and managers (issue 12)
  "assessmentTypes.design": "write",
};

/** May the actor do this? Organization actions need no resource; the others name theirs. */
export function can<A extends Action>(actor: TenantActor, action: A, ...resource: ResourceOf[A] extends OrganizationRef ? [] | [OrganizationRef] : [ResourceOf[A]]): boolean {
  if (action in ORGANIZATION_ACTIONS) {
    if (action === "operations.view" || action === "settings.manage" || action === "feedback360.bulkDownload") return actor.role === "admin";
    if (action === "reports.build") return centerAccess(actor.role).builder;
    return roleAllows(actor.role, ORGANIZATION_ACTIONS[action as OrganizationAction]);
  }
  const r = resource[0];
  switch (action) {
    case "result.read":
    case "result.share":
    case "result.report":
      // the person who took it, or those who may assign assessments in the same organization
      return (r as ResultRef).ownerId === actor.userId || roleAllows(actor.role, "write");
    case "feedback360.createForSelf":
      return (r as { selfInitiatedAllowed: boolean }).selfInitiatedAllowed || roleAllows(actor.role, "write");
    case "feedback360.read": {
      const p = r as ProjectRef;
      return p.subjectId === actor.userId || roleAllows(actor.role, "write");
    }
    case "feedback360.manage":
    case "feedback360.seeRaters":
    case "feedback360.approve": {
      // managers and admins run a project; never its subject (raters' addresses and progress stay hidden from them,
      // and a subject — admins included — cannot approve raters they named: src/domain/feedback360/anonymity.ts)
      const p = r as ProjectRef;
      const runs = p.subjectId !== actor.userId && roleAllows(actor.role, "write");
      return action === "feedback360.seeRaters" ? runs : runs && p.open;
    }
    case "feedback360.nominate": {
      const p = r as ProjectRef;
      if (!p.open) return false;
      return (p.subjectId !== actor.userId && roleAllows(actor.role, "write")) || (p.subjectId === actor.userId && (p.selfInitiatedAllowed || roleAllows(actor.role, "write")));
    }
    case "feedback360.readComparison": {
      // the rule: the subject and admins read the results (released once the project closes)
      const p = r as ProjectRef;
      return p.subjectId === actor.userId || actor.role === "admin";
    }
    case "reports.edit":
    case "reports.generate":
    case "reports.assign": {
      // admins and managers, or the report's creator
      const rep = r as ReportRef;
      return roleAllows(actor.role, "write") || (rep.createdBy !== null && rep.createdBy === actor.userId);
    }
    case "reports.share": {
      // links and emails that open the report outside the organization: its author, admins and managers
      const rep = r as ReportRef;
      return roleAllows(actor.role, "write") || (rep.createdBy !== null && rep.createdBy === actor.userId);
    }
    case "reports.revokeShare": {
      // the link's creator, or admins and managers
      const l = r as ShareLinkRef;
      return roleAllows(actor.role, "write") || (l.createdBy !== null && l.createdBy === actor.userId);
    }
    case "reports.resolveComment": {
      // the comment's author, the report's author, or admins and managers
      const c = r as CommentRef;
      return roleAllows(actor.role, "write") || (c.authorId !== null && c.authorId === actor.userId) || (c.reportCreatedBy !== null && c.reportCreatedBy === actor.userId);
    }
    case "reports.deleteBuilderReport": {
      // its owner, or admins
      const b = r as BuilderReportRef;
      return actor.role === "admin" || (b.ownerId !== null && b.ownerId === actor.userId);
    }
    case "reports.cancelSubscription": {
      // a member's own subscription: that member, or admins; a list's: those who manage distribution
      const s = r as SubscriptionRef;
      if (s.subscriptionType === "list") return roleAllows(actor.role, "write");
      return actor.role === "admin" || (s.userId !== null && s.userId === actor.userId);
    }
    case "reports.delete": {
      // admins, or the report's creator
      const rep = r as ReportRef;
      return actor.role === "admin" || (rep.createdBy !== null && rep.createdBy === actor.userId);
    }
    case "reports.review": {
      // spec 2 §4: a step in progress, by its assignee or anyone when unassigned; never Reject on the draft step
      const s = r as ReportStepRef;
      return s.decision === "advance" ? canAdvance(s.step, actor.userId) : canReject(s.step, actor.userId);
    }
    case "invitation.grantRole":
      // inviters give roles up to their own: only admins invite admins
      return roleAllows(actor.role, "manage_users") && ((r as { role: TRole }).role !== "admin" || actor.role === "admin");
    case "member.changeRole": {
      const m = r as MemberRef & { newRole: TRole };
      if (!roleAllows(actor.role, "manage_users")) return false;
      return roleChangeRefusal({ actorRole: actor.role, currentRole: m.role, newRole: m.newRole, adminCount: m.adminCount }) === null;
    }
    default:
      return false;
  }
}

/** A designed assessment type as policies see it: archived or not, active or not. */
export type DesignedTypeRef = { kind: "designed-type"; archived: boolean; active: boolean };

/**
 * What the actor may do with a designed type (sent with each type): admins and managers design; an archived
 * type is kept for its responses and only duplicated; only an active type is assigned. Delete is offered on
 * every live type: the server refuses it, with the reason, when the type has been assigned or answered.
 */
export function designedTypePolicies(actor: TenantActor, t: DesignedTypeRef) {
  const design = can(actor, "assessmentTypes.design");
  return {
    edit: design && !t.archived,
    duplicate: design,
    delete: design && !t.archived,
    activate: design && !t.archived,
    assign: can(actor, "assessments.assign") && t.active && !t.archived,
  };
}

/** What the actor sees in the Reporting Center (spec 2 §6: domain/reporting/center.ts, where the analyst role is listed). */
export function centerPolicies(actor: TenantActor): CenterAccess {
  return centerAccess(actor.role);
}

/** The organization-wide policies the web app reads (with /api/auth/me). */
export function presentPolicies(actor: TenantActor, resource: OrganizationRef): TOrganizationPolicies;
/** What the actor may do with a result. */
export function presentPolicies(actor: TenantActor, resource: ResultRef): TResultPolicies;
/** What the actor may do with a member: change their role, and to which roles. */
export function presentPolicies(actor: TenantActor, resource: MemberRef): TMemberPolicies;
export function presentPolicies(actor: TenantActor, resource: OrganizationRef | ResultRef | MemberRef): TOrganizationPolicies | TResultPolicies | TMemberPolicies {
  switch (resource.kind) {
    case "organization":
      return {
        readOrganization: can(actor, "organization.read"),
        assignAssessments: can(actor, "assessments.assign"),
        manageMembers: can(actor, "members.manage"),
        inviteMembers: can(actor, "members.invite"),
        invitableRoles: [...ROLES].reverse().filter((role) => can(actor, "members.invite") && can(actor, "invitation.grantRole", { kind: "role", role })),
        viewOperations: can(actor, "operations.view"),
        manageSettings: can(actor, "settings.manage"),
        readAnalytics: can(actor, "analytics.read"),
      };
    case "result":
      return { read: can(actor, "result.read", resource), share: can(actor, "result.share", resource), report: can(actor, "result.report", resource) };
    case "member": {
      const assignableRoles = ROLES.filter((newRole) => newRole !== resource.role && can(actor, "member.changeRole", { ...resource, newRole }));
      return { changeRole: assignableRoles.length > 0, assignableRoles };
    }
  }
}

/**
 * Why the actor may not give a member a new role, or null when they may: the refusals carry different
 * answers (an organization keeping its last admin is a conflict, the rest are permission refusals).
 */
export function roleChangeDenial(actor: TenantActor, m: MemberRef, newRole: TRole): "forbidden" | "last_admin" | null {
  if (can(actor, "member.changeRole", { ...m, newRole })) return null;
  if (!roleAllows(actor.role, "manage_users")) return "forbidden";
  return roleChangeRefusal({ actorRole: actor.role, currentRole: m.role, newRole, adminCount: m.adminCount }) === "last_admin" ? "last_admin" : "forbidden";
}

/** Policies of an actor without an organization: nothing organization-wide is allowed. */
export const NO_ORGANIZATION_POLICIES: TOrganizationPolicies = {
  readOrganization: false,
  assignAssessments: false,
  manageMembers: false,
  inviteMembers: false,
  invitableRoles: [],
  viewOperations: false,
  readAnalytics: false,
  manageSettings: false,
};

/**
 * The roles that may read (and share, and download) a result that is not their own, asked of `can` for a
 * member of each role: what the start step tells a respondent before they consent.
 */
export function resultReaderRoles(): TRole[] {
  return ROLES.filter((role) => {
    const reader: TenantActor = {
      userId: "reader",
      name: "",
      email: "",
      sessionId: "",
      sessionToken: "",
      expiresAt: new Date(0),
      organizationId: "",
      organizationName: null,
      organizationSlug: null,
      role,
    };
    return can(reader, "result.read", { kind: "result", ownerId: "respondent" });
  });
}
