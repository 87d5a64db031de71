/** Organization roles, as plain strings so the domain stays free of contracts. */
export type RoleName = "admin" | "manager" | "analyst" | "user";

/** Why a role change is refused, or null when it is allowed. */
export type RoleChangeRefusal = "only_admins_manage_admins" | "last_admin" | null;

/**
 * Who may change whose role (beyond holding manage_users): only an admin may grant admin or change an
 * admin's role, and an organization never loses its last admin. The analyst role is like any role below
 * admin: whoever holds manage_users (admins, managers) may give it or take it away.
 */
export function roleChangeRefusal(input: { actorRole: RoleName; currentRole: RoleName; newRole: RoleName; adminCount: number }): RoleChangeRefusal {
  const { actorRole, currentRole, newRole, adminCount } = input;
  if (actorRole !== "admin" && (newRole === "admin" || currentRole === "admin")) return "only_admins_manage_admins";
  if (currentRole === "admin" && newRole !== "admin" && adminCount <= 1) return "last_admin";
  return null;
}
