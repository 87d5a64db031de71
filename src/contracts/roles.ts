import { z } from "zod";

/**
 * Organization roles (spec 1 §6, spec 3 §6; spec 2 §6 and issue 11 add the analyst: reads analytics and reports,
 * creates reports, manages no one). Listed from the most to the least powerful: the UI lists them in this order
 * and invitations offer them in reverse.
 */
export const ROLES = ["admin", "manager", "analyst", "user"] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/**
 * Permissions a role grants; admin holds the wildcard. `read_analytics` (the organization's aggregated analytics and
 * report analytics) and `create_reports` (generate reports from templates) came with the analyst: they are what an
 * analyst holds beyond `read`, without `write` (assign assessments, run 360 projects, manage report templates, read
 * other people's individual results) or `manage_users`.
 */
export const PERMISSIONS = ["read", "write", "manage_users", "read_analytics", "create_reports"] as const;
export type TPermission = (typeof PERMISSIONS)[number] | "*";

/**
 * The role table: admin (wildcard); manager (spec 1 §6: read, write, manage_users; and the reporting permissions);
 * analyst (read, read_analytics, create_reports); user (read).
 */
export const ROLE_PERMISSIONS: Readonly<Record<TRole, readonly TPermission[]>> = {
  admin: ["*"],
  manager: ["read", "write", "manage_users", "read_analytics", "create_reports"],
  analyst: ["read", "read_analytics", "create_reports"],
  user: ["read"],
};

/** True when the role grants the permission, directly or through the wildcard. */
export function roleAllows(role: TRole, permission: Exclude<TPermission, "*">): boolean {
  const granted = ROLE_PERMISSIONS[role];
  return granted.includes("*") || granted.includes(permission);
}

/** Every concrete permission a role holds (the wildcard expanded), as sent to the client. */
export function permissionsOf(role: TRole): Exclude<TPermission, "*">[] {
  return PERMISSIONS.filter((p) => roleAllows(role, p));
}

/**
 * Platform staff roles: people of the company that sells Facetwise, who belong to no organization (issue 25).
 * platform_admin operates the platform (organizations, users, staff, invoices); ceo reads and steers the business;
 * marketer and sales work the marketing and CRM areas.
 */
export const PLATFORM_ROLES = ["platform_admin", "ceo", "marketer", "sales"] as const;
export const ZPlatformRole = z.enum(PLATFORM_ROLES);
export type TPlatformRole = z.infer<typeof ZPlatformRole>;
