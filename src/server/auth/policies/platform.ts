import { PLATFORM_ROLES, type TPlatformRole } from "../../../contracts/roles.ts";
import type { TPlatformPolicies } from "../../../contracts/policies.ts";
import type { StaffSubject } from "./actor.ts";

/**
 * The platform staff's actions (issue 25): the vendor's own screens. Organizations never reach them (their routes
 * answer 404 to anyone who is not staff); among staff, each action names the platform roles it allows. Reads of an
 * organization's data through these screens are written to the audit log by the services that serve them.
 */
type StaffRule = { readonly describe: string; readonly roles: readonly TPlatformRole[] };

const rule = (describe: string, ...roles: TPlatformRole[]): StaffRule => ({ describe, roles });

export const PLATFORM_POLICIES = {
  "business.read": rule("Read the business metrics and the CEO dashboard", "platform_admin", "ceo"),
  "business.manage": rule("Edit targets, partners, the launch checklist and spend records", "platform_admin", "ceo"),
  "sales.read": rule("Read the sales view", "platform_admin", "ceo", "sales"),
  "billing.operate": rule("Read every invoice and mark invoices paid", "platform_admin"),
  "organizations.operate": rule("Read the organization and user tables; suspend and activate organizations", "platform_admin"),
  "staff.manage": rule("Grant and revoke platform staff roles", "platform_admin"),
} as const satisfies Record<string, StaffRule>;

export type PlatformAction = keyof typeof PLATFORM_POLICIES;
export const PLATFORM_ACTIONS = Object.keys(PLATFORM_POLICIES) as PlatformAction[];

/** May this staff member do this? */
export function staffCan(who: StaffSubject, action: PlatformAction): boolean {
  return Object.hasOwn(PLATFORM_POLICIES, action) && (PLATFORM_POLICIES[action].roles as readonly TPlatformRole[]).includes(who.platformRole);
}

/** What the web app shows a staff member (the Platform section). */
export function platformDecisions(who: StaffSubject): TPlatformPolicies {
  return {
    readBusiness: staffCan(who, "business.read"),
    manageBusiness: staffCan(who, "business.manage"),
    readSales: staffCan(who, "sales.read"),
    operateBilling: staffCan(who, "billing.operate"),
    operateOrganizations: staffCan(who, "organizations.operate"),
    manageStaff: staffCan(who, "staff.manage"),
  };
}

/** One row of the platform action table (docs/architecture.md): the action, what it allows, the roles allowed. */
export function platformActionTable(): { action: PlatformAction; describe: string; roles: TPlatformRole[] }[] {
  return PLATFORM_ACTIONS.map((action) => ({
    action,
    describe: PLATFORM_POLICIES[action].describe,
    roles: PLATFORM_ROLES.filter((platformRole) => staffCan({ kind: "staff", userId: "", platformRole }, action)),
  }));
}
