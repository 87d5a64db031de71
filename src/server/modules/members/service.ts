import type { Db } from "../../db/client.ts";
import type { SessionResolver } from "../../auth/actor.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { ROLES, roleAllows, ZRole, type TRole } from "../../../contracts/roles.ts";
import type { TMember } from "../../../contracts/members.ts";
import { roleChangeRefusal } from "../../../domain/role-change.ts";
import { writeAudit } from "../auth/repo.ts";
import * as repo from "./repo.ts";

type MemberRow = Awaited<ReturnType<typeof repo.listMembers>>[number];

const REFUSALS = {
  only_admins_manage_admins: "Only an admin can grant the admin role or change an admin's role",
  last_admin: "An organization must keep at least one admin",
} as const;

/** Members of the caller's organization and their roles. */
export class MembersService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver }) {}

  /** Shapes a member for the caller, with the roles the caller may assign (from domain/role-change). */
  private present(actorRole: TRole, m: MemberRow, adminCount: number): TMember {
    const role = ZRole.catch("user").parse(m.role);
    const assignableRoles = roleAllows(actorRole, "manage_users")
      ? ROLES.filter((r) => r !== role && roleChangeRefusal({ actorRole, currentRole: role, newRole: r, adminCount }) === null)
      : [];
    return {
      userId: m.userId,
      name: m.name,
      email: m.email,
      role,
      joinedAt: m.joinedAt.toISOString(),
      policies: { changeRole: assignableRoles.length > 0, assignableRoles },
    };
  }

  async list(actor: TenantActor): Promise<TMember[]> {
    const [members, admins] = await Promise.all([repo.listMembers(this.d.db, actor.organizationId), repo.countAdmins(this.d.db, actor.organizationId)]);
    return members.map((m) => this.present(actor.role, m, admins));
  }

  async get(actor: TenantActor, userId: string): Promise<TMember> {
    const m = await repo.findMember(this.d.db, actor.organizationId, userId);
    if (!m) throw notFound("Member");
    return this.present(actor.role, m, await repo.countAdmins(this.d.db, actor.organizationId));
  }

  /** Changes a member's role (audited), within the rules of domain/role-change. */
  async changeRole(actor: TenantActor, userId: string, role: TRole, ip: string): Promise<TMember> {
    return this.d.db.transaction(async (tx) => {
      const m = await repo.findMember(tx, actor.organizationId, userId);
      if (!m) throw notFound("Member");
      const currentRole = ZRole.catch("user").parse(m.role);
      const refusal = roleChangeRefusal({ actorRole: actor.role, currentRole, newRole: role, adminCount: await repo.countAdmins(tx, actor.organizationId) });
      if (refusal) throw new AppError(refusal === "last_admin" ? 409 : 403, refusal === "last_admin" ? "CONFLICT" : "FORBIDDEN", REFUSALS[refusal]);
      if (currentRole !== role) {
        await repo.setRole(tx, actor.organizationId, userId, role);
        await writeAudit(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: "member.role_changed",
          targetType: "user",
          targetId: userId,
          metadata: { from: currentRole, to: role },
          ipAddress: ip,
        });
        this.d.sessions.forgetUser(userId);
      }
      // policies as they stand after the change (the caller's own role may be the one that changed)
      const actorRole = userId === actor.userId ? role : actor.role;
      return this.present(actorRole, { ...m, role }, await repo.countAdmins(tx, actor.organizationId));
    });
  }
}
