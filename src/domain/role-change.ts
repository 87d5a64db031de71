/** Why a role change is refused, or null when it is allowed. */
export type RoleChangeRefusal = "only_admins_manage_admins" | "last_admin" | null;

/**
 * Who may change whose role (beyond holding manage_users): only someone who manages admins may grant the admin role
 * or change an admin's role, and an organization never loses its last admin. Which roles manage admins, and which
 * role is the admin role, are the policy layer's decisions (src/server/auth/policies/members.ts), given here as
 * booleans, so this rule names no role.
 */
export function roleChangeRefusal(input: { actorManagesAdmins: boolean; fromAdmin: boolean; toAdmin: boolean; adminCount: number }): RoleChangeRefusal {
  const { actorManagesAdmins, fromAdmin, toAdmin, adminCount } = input;
  if (!actorManagesAdmins && (toAdmin || fromAdmin)) return "only_admins_manage_admins";
  if (fromAdmin && !toAdmin && adminCount <= 1) return "last_admin";
  return null;
}
