import type { Db } from "../../db/client.ts";
import type { SessionResolver } from "../../auth/actor.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { presentPolicies, roleChangeDenial } from "../../auth/policies.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { ZRole, type TRole } from "../../../contracts/roles.ts";
import type { TMember } from "../../../contracts/members.ts";
import { writeAudit } from "../../audit/repo.ts";
import * as repo from "./repo.ts";

type MemberRow = Awaited<ReturnType<typeof repo.listMembers>>[number];

const REFUSALS = {
  forbidden: "Only an admin can grant the admin role or change an admin's role",
  last_admin: "An organization must keep at least one admin",
} as const;

/** Members of the caller's organization and their roles. */
export class MembersService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver }) {}

  /** Shapes a member for the caller, with the policies the caller holds on them. */
  private present(actor: TenantActor, m: MemberRow, adminCount: number): TMember {
    const role = ZRole.catch("user").parse(m.role);
    return {
      userId: m.userId,
      name: m.name,
      email: m.email,
      role,
      joinedAt: m.joinedAt.toISOString(),
      policies: presentPolicies(actor, { kind: "member", userId: m.userId, role, adminCount }),
    };
  }

  async list(actor: TenantActor): Promise<TMember[]> {
    const [members, admins] = await Promise.all([repo.listMembers(this.d.db, actor.organizationId), repo.countAdmins(this.d.db, actor.organizationId)]);
    return members.map((m) => this.present(actor, m, admins));
  }

  async get(actor: TenantActor, userId: string): Promise<TMember> {
    const m = await repo.findMember(this.d.db, actor.organizationId, userId);
    if (!m) throw notFound("Member");
    return this.present(actor, m, await repo.countAdmins(this.d.db, actor.organizationId));
  }

  /** Changes a member's role (audited), as the policy module allows. */
  async changeRole(actor: TenantActor, userId: string, role: TRole, ip: string): Promise<TMember> {
    return this.d.db.transaction(async (tx) => {
      const m = await repo.findMember(tx, actor.organizationId, userId);
      if (!m) throw notFound("Member");
      const currentRole = ZRole.catch("user").parse(m.role);
      const denial = roleChangeDenial(actor, { kind: "member", userId, role: currentRole, adminCount: await repo.countAdmins(tx, actor.organizationId) }, role);
      if (denial) throw new AppError(denial === "last_admin" ? 409 : 403, denial === "last_admin" ? "CONFLICT" : "FORBIDDEN", REFUSALS[denial]);
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
      const after = userId === actor.userId ? { ...actor, role } : actor;
      return this.present(after, { ...m, role }, await repo.countAdmins(tx, actor.organizationId));
    });
  }
}
