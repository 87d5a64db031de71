import { z } from "zod";

/** Organization roles (spec 1 §6, spec 3 §6). */
export const ROLES = ["admin", "manager", "user"] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Permissions a role grants; admin holds the wildcard. */
export const PERMISSIONS = ["read", "write", "manage_users"] as const;
export type TPermission = (typeof PERMISSIONS)[number] | "*";

/** The spec's role table: admin (wildcard), manager (read, write, manage_users), user (read). */
export const ROLE_PERMISSIONS: Readonly<Record<TRole, readonly TPermission[]>> = {
  admin: ["*"],
  manager: ["read", "write", "manage_users"],
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
