import type { Db } from "../../db/client.ts";
import type { SessionResolver } from "../../auth/actor.ts";
import type { StaffActor } from "../../http/route.ts";
import type { EventBus } from "../../events/bus.ts";
import { AppError, msg, notFound } from "../../http/errors.ts";
import { writeAudit, writeAudits, type AuditEntry } from "../../audit/repo.ts";
import { roleChangeRefusal } from "../../../domain/role-change.ts";
import { ZRole, type TRole } from "../../../contracts/roles.ts";
import { ZPlanId } from "../../../contracts/billing.ts";
import {
  ZSubscriptionStatus,
  type TOrganizationRow,
  type TOrganizationTable,
  type TOrganizationTableQuery,
  type TUserDetail,
  type TUserRow,
  type TUserTable,
  type TUserTableQuery,
} from "../../../contracts/operator.ts";
import * as repo from "./repo.ts";

/** Audit actions of the operator console: staff reads of organizations' data, and their changes. */
export const OPERATOR_AUDIT = {
  organizationListed: "platform.organization.listed",
  organizationSuspended: "platform.organization.suspended",
  organizationActivated: "platform.organization.activated",
  membersListed: "platform.members.listed",
  userViewed: "platform.user.viewed",
  roleChanged: "member.role_changed",
} as const;

const iso = (d: Date | string | null | undefined): string | null => repo.asDate(d)?.toISOString() ?? null;

/** Shapes an organization row for the table (never the row as it is). */
function presentOrganization(r: repo.OrganizationRow): TOrganizationRow {
  const suspended = r.suspendedReason !== null && r.suspendedAt !== null;
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    createdAt: r.createdAt.toISOString(),
    plan: ZPlanId.nullable().catch(null).parse(r.plan),
    subscriptionStatus: ZSubscriptionStatus.nullable().catch(null).parse(r.subscriptionStatus),
    users: Number(r.users),
    status: suspended ? "suspended" : "active",
    suspension: suspended ? { reason: r.suspendedReason!, since: r.suspendedAt!.toISOString() } : null,
    lastActiveAt: iso(r.lastActiveAt),
    simulated: Boolean(r.simulated),
  };
}

/**
 * The operator console (issue 25): the organization and user tables across every organization, suspension, and a
 * member's role. The callers are platform staff the route admitted with organizations.operate; every read of an
 * organization's data and every change is written to the audit log under that organization (who, what, which).
 */
export class OperatorService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver; bus: Pick<EventBus, "publish" | "transaction">; now?: () => Date }) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  /** One page of organizations; each organization shown is audited as read by the caller. */
  async organizations(actor: StaffActor, q: TOrganizationTableQuery, ip: string): Promise<TOrganizationTable> {
    const { rows, total } = await repo.pageOrganizations(this.d.db, {
      search: q.search,
      sort: q.sort,
      direction: q.direction,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
      now: this.now(),
    });
    await writeAudits(
      this.d.db,
      rows.map((r) => this.read(actor, OPERATOR_AUDIT.organizationListed, r.id, { targetType: "organization", targetId: r.id, ip })),
    );
    return { organizations: rows.map(presentOrganization), total, page: q.page, pageSize: q.pageSize };
  }

  /** One page of memberships across organizations; each organization a row belongs to is audited as read. */
  async users(actor: StaffActor, q: TUserTableQuery, ip: string): Promise<TUserTable> {
    const { rows, total } = await repo.pageMemberships(this.d.db, { search: q.search, role: q.role, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const organizations = [...new Set(rows.map((r) => r.organizationId))];
    await writeAudits(
      this.d.db,
      organizations.map((id) =>
        this.read(actor, OPERATOR_AUDIT.membersListed, id, {
          targetType: "organization",
          targetId: id,
          ip,
          metadata: { userIds: rows.filter((r) => r.organizationId === id).map((r) => r.userId) },
        }),
      ),
    );
    const users: TUserRow[] = rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      organizationSuspended: Boolean(r.suspended),
      role: ZRole.catch("user").parse(r.role),
      lastSignInAt: iso(r.lastSignInAt),
    }));
    return { users, total, page: q.page, pageSize: q.pageSize };
  }

  /** A person and their memberships; audited under each of their organizations. */
  async user(actor: StaffActor, userId: string, ip: string): Promise<TUserDetail> {
    const u = await repo.findUser(this.d.db, userId);
    if (!u) throw notFound("User");
    const memberships = await repo.membershipsOf(this.d.db, userId);
    await writeAudits(
      this.d.db,
      memberships.map((m) => this.read(actor, OPERATOR_AUDIT.userViewed, m.organizationId, { targetType: "user", targetId: userId, ip })),
    );
    return {
      userId: u.userId,
      name: u.name,
      email: u.email,
      createdAt: u.createdAt.toISOString(),
      lastSignInAt: iso(u.lastSignInAt),
      memberships: memberships.map((m) => ({
        organizationId: m.organizationId,
        organizationName: m.organizationName,
        organizationSuspended: Boolean(m.suspended),
        role: ZRole.catch("user").parse(m.role),
        joinedAt: m.joinedAt.toISOString(),
      })),
    };
  }

  /**
   * Changes a member's role in one organization (audited, published as member.role_changed). The members module's
   * rule holds: an organization keeps its last admin (409). The platform admin manages admins (the route's action).
   */
  async changeRole(actor: StaffActor, organizationId: string, userId: string, role: TRole, ip: string): Promise<TUserDetail> {
    await this.d.bus.transaction(async (tx) => {
      const roles = await repo.lockRoles(tx, organizationId);
      const target = roles.find((r) => r.userId === userId);
      if (!target) throw notFound("Member");
      const from = ZRole.catch("user").parse(target.role);
      const refusal = roleChangeRefusal({
        actorManagesAdmins: true,
        fromAdmin: from === "admin",
        toAdmin: role === "admin",
        adminCount: roles.filter((r) => r.role === "admin").length,
      });
      if (refusal === "last_admin") throw new AppError(409, "CONFLICT", msg("members.keepOneAdmin"));
      if (from === role) return;
      await repo.setRole(tx, organizationId, userId, role);
      await writeAudit(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: OPERATOR_AUDIT.roleChanged,
        targetType: "user",
        targetId: userId,
        metadata: { from, to: role, by: "platform" },
        ipAddress: ip,
      });
      await this.d.bus.publish(tx, { type: "member.role_changed", organizationId, userId, from, to: role, changedBy: actor.userId });
    });
    this.d.sessions.forgetUser(userId);
    return this.user(actor, userId, ip);
  }

  /**
   * Suspends an organization: its members' requests are refused (tenantOf: 403 ORGANIZATION_SUSPENDED with the
   * reason) from their next one, their cached sessions are forgotten and their sockets end. Nothing is deleted.
   */
  async suspend(actor: StaffActor, organizationId: string, reason: string, ip: string): Promise<TOrganizationRow> {
    const members = await this.d.db.transaction(async (tx) => {
      if (!(await repo.findOrganization(tx, organizationId, this.now()))) throw notFound("Organization");
      await repo.suspend(tx, organizationId, reason, actor.userId);
      await writeAudit(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: OPERATOR_AUDIT.organizationSuspended,
        targetType: "organization",
        targetId: organizationId,
        metadata: { reason },
        ipAddress: ip,
      });
      return repo.memberIds(tx, organizationId);
    });
    for (const userId of members) this.d.sessions.forgetUser(userId);
    return this.row(organizationId);
  }

  /** Lifts a suspension: the members use the organization again as before (an active organization stays as it is). */
  async activate(actor: StaffActor, organizationId: string, ip: string): Promise<TOrganizationRow> {
    const members = await this.d.db.transaction(async (tx) => {
      if (!(await repo.findOrganization(tx, organizationId, this.now()))) throw notFound("Organization");
      if (!(await repo.activate(tx, organizationId))) return [];
      await writeAudit(tx, {
        organizationId,
        actorUserId: actor.userId,
        action: OPERATOR_AUDIT.organizationActivated,
        targetType: "organization",
        targetId: organizationId,
        ipAddress: ip,
      });
      return repo.memberIds(tx, organizationId);
    });
    for (const userId of members) this.d.sessions.forgetUser(userId);
    return this.row(organizationId);
  }

  private async row(organizationId: string): Promise<TOrganizationRow> {
    const r = await repo.findOrganization(this.d.db, organizationId, this.now());
    if (!r) throw notFound("Organization");
    return presentOrganization(r);
  }

  /** An audit entry of a staff read of one organization's data. */
  private read(actor: StaffActor, action: string, organizationId: string, o: { targetType: string; targetId: string; ip: string; metadata?: Record<string, unknown> }): AuditEntry {
    return {
      organizationId,
      actorUserId: actor.userId,
      action,
      targetType: o.targetType,
      targetId: o.targetId,
      metadata: { platformRole: actor.platformRole, ...o.metadata },
      ipAddress: o.ip,
    };
  }
}
