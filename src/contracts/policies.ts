import { z } from "zod";
import { ZPlatformRole, ZRole } from "./roles.ts";

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

/** What a member of the platform staff may do on the platform's own screens (sent with GET /api/auth/me). */
export const ZPlatformPolicies = z.object({
  /** Business metrics and the CEO dashboard (ceo, platform admin). */
  readBusiness: z.boolean(),
  /** Edit targets, partners, the launch checklist and spend records (ceo, platform admin). */
  manageBusiness: z.boolean(),
  /** The sales view (ceo, platform admin, sales). */
  readSales: z.boolean(),
  /** Invoices: mark paid (platform admin). */
  operateBilling: z.boolean(),
  /** The organization and user tables, suspend and activate (platform admin; each read is audited). */
  operateOrganizations: z.boolean(),
  /** Grant and revoke staff roles (platform admin). */
  manageStaff: z.boolean(),
});
export type TPlatformPolicies = z.infer<typeof ZPlatformPolicies>;

/** A staff member's platform role and what it allows; null for everyone else. */
export const ZPlatformAccess = z.object({ role: ZPlatformRole, policies: ZPlatformPolicies });
export type TPlatformAccess = z.infer<typeof ZPlatformAccess>;
