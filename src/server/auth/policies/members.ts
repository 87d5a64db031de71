import { ROLES, type TRole } from "../../../contracts/roles.ts";
import type { TMemberPolicies } from "../../../contracts/policies.ts";
import { roleChangeRefusal } from "../../../domain/role-change.ts";
import type { MemberSubject } from "./actor.ts";
import { holds, isAdmin, organizationRule, resourceRule } from "./helpers.ts";

/** A member as policies see it: who, their role, and how many admins the organization has. */
export type MemberRef = { kind: "member"; userId: string; role: TRole; adminCount: number };

/** The domain's role-change rule, given this layer's decisions: only admins manage admins. */
function refusal(who: MemberSubject, m: MemberRef, newRole: TRole) {
  return roleChangeRefusal({ actorManagesAdmins: isAdmin(who), fromAdmin: m.role === "admin", toAdmin: newRole === "admin", adminCount: m.adminCount });
}

/** Members: the directory, managing, inviting and re-roling them. */
export const memberPolicies = {
  // every member, a plain user too, sees each member's name, email, role, department and join date, and no more
  "members.list": organizationRule("See the member directory (names, emails, roles, departments and join dates)", holds("read")),
  "members.manage": organizationRule("Manage members (roles, departments, removal)", holds("manage_users")),
  "members.invite": organizationRule("Invite people by email", holds("manage_users")),
  // inviters give roles up to their own: only admins invite admins
  "invitation.grantRole": resourceRule<{ kind: "role"; role: TRole }>((who, r) => holds("manage_users")(who) && (r.role !== "admin" || isAdmin(who))),
  "member.changeRole": resourceRule<MemberRef & { newRole: TRole }>((who, m) => holds("manage_users")(who) && refusal(who, m, m.newRole) === null),
} as const;

/** What the member may do with another member: change their role, and to which roles. */
export function memberDecisions(who: MemberSubject, m: MemberRef): TMemberPolicies {
  const assignableRoles = ROLES.filter((newRole) => newRole !== m.role && memberPolicies["member.changeRole"].allows(who, { ...m, newRole }));
  return { changeRole: assignableRoles.length > 0, assignableRoles };
}

/** The roles the member may give in an invitation, least powerful first (empty when they may not invite). */
export function invitableRoles(who: MemberSubject): TRole[] {
  if (!memberPolicies["members.invite"].allows(who)) return [];
  return [...ROLES].reverse().filter((role) => memberPolicies["invitation.grantRole"].allows(who, { kind: "role", role }));
}

/**
 * Why the member may not give another a new role, or null when they may: the refusals carry different answers
 * (an organization keeping its last admin is a conflict, the rest are permission refusals).
 */
export function roleChangeDenialOf(who: MemberSubject, m: MemberRef, newRole: TRole): "forbidden" | "last_admin" | null {
  if (memberPolicies["member.changeRole"].allows(who, { ...m, newRole })) return null;
  if (!holds("manage_users")(who)) return "forbidden";
  return refusal(who, m, newRole) === "last_admin" ? "last_admin" : "forbidden";
}
