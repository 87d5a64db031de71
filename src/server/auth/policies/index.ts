import { ROLES, type TPlatformRole, type TRole } from "../../../contracts/roles.ts";
import type { TMemberPolicies, TOrganizationPolicies, TPlatformAccess, TResultPolicies } from "../../../contracts/policies.ts";
import type { CenterAccess } from "../../../domain/reporting/center.ts";
import type { TenantActor } from "../tenancy.ts";
import { memberSubject, type StaffSubject } from "./actor.ts";
import { platformDecisions, staffCan, type PlatformAction } from "./platform.ts";
import type { Actor } from "../actor.ts";
import { mergeTables, type OrganizationRef, type OrganizationRule, type ResourceRule } from "./helpers.ts";
import { organizationPolicies } from "./organization.ts";
import { memberPolicies, memberDecisions, invitableRoles, roleChangeDenialOf, type MemberRef } from "./members.ts";
import { assessmentPolicies, designedTypeDecisions, type DesignedTypeRef, type ResultRef } from "./assessments.ts";
import { operationsPolicies } from "./operations.ts";
import { billingPolicies, settingsPolicies } from "./settings.ts";
import { analyticsPolicies } from "./analytics.ts";
import { feedback360Policies } from "./feedback360.ts";
import { reportPolicies, centerDecisions } from "./reports.ts";

/**
 * The one policy module: every decision about what an actor may do is made here, by `can`, and every response
 * that carries a resource carries `presentPolicies` for it, so the web app shows or hides actions from the
 * server's answer instead of re-implementing roles. Services and routes never test roles.
 *
 * Each resource declares its rules in its own file (./assessments.ts, ./reports.ts, …) from the helpers in
 * ./helpers.ts; this file merges them into one table and is the only file the rest of the server imports.
 */

export type { MemberSubject, StaffSubject, Subject } from "./actor.ts";
export { PLATFORM_ACTIONS, platformActionTable, type PlatformAction } from "./platform.ts";
export type { OrganizationRef } from "./helpers.ts";
export type { MemberRef } from "./members.ts";
export type { ResultRef, DesignedTypeRef } from "./assessments.ts";
export type { ProjectRef } from "./feedback360.ts";
export type { ReportRef, ShareLinkRef, CommentRef, BuilderReportRef, SubscriptionRef, ReportStepRef } from "./reports.ts";

/** The staff subject of a member of the platform staff. */
export function staffSubject(platformRole: TPlatformRole, userId: string): StaffSubject {
  return { kind: "staff", userId, platformRole };
}

/** May this member of the platform staff do this platform action? (Anyone else: no.) */
export function staffMay(actor: Pick<Actor, "userId" | "platformRole">, action: PlatformAction): boolean {
  return actor.platformRole !== null && staffCan(staffSubject(actor.platformRole, actor.userId), action);
}

/** What a member of the platform staff may do (GET /api/auth/me's `platform`). */
export function presentPlatformPolicies(platformRole: TPlatformRole, userId: string): TPlatformAccess {
  return { role: platformRole, policies: platformDecisions(staffSubject(platformRole, userId)) };
}

/** Every tenant action and its rule (an action declared in two files fails at start-up). */
const TENANT_POLICIES = mergeTables(
  organizationPolicies,
  memberPolicies,
  assessmentPolicies,
  operationsPolicies,
  settingsPolicies,
  billingPolicies,
  analyticsPolicies,
  feedback360Policies,
  reportPolicies,
);
type TenantPolicies = typeof TENANT_POLICIES;

export type Action = keyof TenantPolicies & string;
/** Actions on the organization as a whole (no particular resource): the ones a route may name in `allow`. */
export type OrganizationAction = { [A in Action]: TenantPolicies[A] extends OrganizationRule ? A : never }[Action];
type ResourceOf<A extends Action> = TenantPolicies[A] extends ResourceRule<infer R> ? R : OrganizationRef;

/** Every organization-wide action, in declaration order. */
export const ORGANIZATION_ACTIONS: readonly OrganizationAction[] = (Object.keys(TENANT_POLICIES) as Action[]).filter(
  (a): a is OrganizationAction => TENANT_POLICIES[a].kind === "organization",
);

/** May the actor do this? Organization actions need no resource; the others name theirs. */
export function can<A extends Action>(actor: TenantActor, action: A, ...resource: A extends OrganizationAction ? [] | [OrganizationRef] : [ResourceOf<A>]): boolean {
  if (!Object.hasOwn(TENANT_POLICIES, action)) return false;
  const rule = TENANT_POLICIES[action] as OrganizationRule | ResourceRule<unknown>;
  const who = memberSubject(actor);
  return rule.kind === "organization" ? rule.allows(who) : rule.allows(who, resource[0]);
}

/** One row of the action table: an organization-wide action, what it allows, and the roles the policy allows it. */
export type ActionTableRow = { action: OrganizationAction; describe: string; roles: TRole[] };

/**
 * The action table, generated from the policies by asking `can` for a member of each role: what docs/architecture.md
 * shows (a test compares the two, so the words cannot drift from the code).
 */
export function actionTable(): ActionTableRow[] {
  return ORGANIZATION_ACTIONS.map((action) => ({
    action,
    describe: (TENANT_POLICIES[action] as OrganizationRule).describe,
    roles: ROLES.filter((role) => can(sampleMember(role), action)),
  }));
}

/** What the actor may do with a designed type (sent with each type). */
export function designedTypePolicies(actor: TenantActor, t: DesignedTypeRef) {
  return designedTypeDecisions(memberSubject(actor), t);
}

/** What the actor sees in the Reporting Center (spec 2 §6). */
export function centerPolicies(actor: TenantActor): CenterAccess {
  return centerDecisions(memberSubject(actor));
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
        invitableRoles: invitableRoles(memberSubject(actor)),
        viewOperations: can(actor, "operations.view"),
        manageSettings: can(actor, "settings.manage"),
        readAnalytics: can(actor, "analytics.read"),
      };
    case "result":
      return { read: can(actor, "result.read", resource), share: can(actor, "result.share", resource), report: can(actor, "result.report", resource) };
    case "member":
      return memberDecisions(memberSubject(actor), resource);
  }
}

/**
 * Why the actor may not give a member a new role, or null when they may: the refusals carry different
 * answers (an organization keeping its last admin is a conflict, the rest are permission refusals).
 */
export function roleChangeDenial(actor: TenantActor, m: MemberRef, newRole: TRole): "forbidden" | "last_admin" | null {
  return roleChangeDenialOf(memberSubject(actor), m, newRole);
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

/** A member of the given role and no one in particular, for questions about a role rather than a person. */
function sampleMember(role: TRole): TenantActor {
  return {
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
    platformRole: null,
    organizationSuspendedReason: null,
  };
}

/** The roles the policy lets do an organization-wide action (who is told about what only they may act on). */
export function rolesMay(action: OrganizationAction): TRole[] {
  return ROLES.filter((role) => can(sampleMember(role), action));
}

/**
 * The roles that may read (and share, and download) a result that is not their own, asked of `can` for a
 * member of each role: what the start step tells a respondent before they consent.
 */
export function resultReaderRoles(): TRole[] {
  return ROLES.filter((role) => can(sampleMember(role), "result.read", { kind: "result", ownerId: "respondent" }));
}
