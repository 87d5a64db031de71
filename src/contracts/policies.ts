import { z } from "zod";
import { ZRole } from "./roles.ts";

/**
 * Policies: what the caller may do, decided by the server's policy module and sent with each resource,
 * so the web app shows or hides actions from the server's answer only.
 */

/** Organization-wide actions (sent with GET /api/auth/me). */
export const ZOrganizationPolicies = z.object({
  readOrganization: z.boolean(),
  assignAssessments: z.boolean(),
  manageMembers: z.boolean(),
  /** Invite people by email (admins and managers; only admins invite admins). */
  inviteMembers: z.boolean(),
  /** The roles the caller may give in an invitation (up to their own; empty when inviteMembers is false). */
  invitableRoles: z.array(ZRole),
  /** The operations views (job queue): admins. */
  viewOperations: z.boolean(),
  /** Change the organization's settings (e.g. whether respondents see item tags): admins. */
  manageSettings: z.boolean(),
  /** The organization's analytics dashboards and report analytics (admins, managers and analysts). */
  readAnalytics: z.boolean(),
});
export type TOrganizationPolicies = z.infer<typeof ZOrganizationPolicies>;

/** What the caller may do with a result. */
export const ZResultPolicies = z.object({ read: z.boolean(), share: z.boolean(), report: z.boolean() });
export type TResultPolicies = z.infer<typeof ZResultPolicies>;

/** What the caller may do with a member. */
export const ZMemberPolicies = z.object({
  changeRole: z.boolean(),
  /** The roles the caller may give this member now (empty when changeRole is false). */
  assignableRoles: z.array(ZRole),
});
export type TMemberPolicies = z.infer<typeof ZMemberPolicies>;
