import type { Db } from "../../db/client.ts";
import type { SessionResolver } from "../../auth/actor.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { presentPolicies, roleChangeDenial } from "../../auth/policies/index.ts";
import { AppError, notFound, msg } from "../../http/errors.ts";
import { ZRole, type TRole } from "../../../contracts/roles.ts";
import { MEMBER_PAGE_SIZE_DEFAULT, type TMember, type TMemberList, type TMemberListQuery } from "../../../contracts/members.ts";
import type { TBulkDepartmentsResult } from "../../../contracts/analytics.ts";
import { matchDepartment } from "../../../domain/departments/department-list.ts";
import { departmentRows } from "../../../domain/departments/department-csv.ts";
import { readCsv } from "../../../shared/csv.ts";
import type { SettingsApi } from "../settings/api.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { EventBus } from "../../events/bus.ts";
import * as repo from "./repo.ts";
import { translator, type Translator } from "../../i18n/index.ts";

type MemberRow = Awaited<ReturnType<typeof repo.listMembers>>[number];

const REFUSALS = {
  forbidden: "members.onlyAdminGrantsAdmin",
  last_admin: "members.keepOneAdmin",
} as const;

/** Members of the caller's organization and their roles. */
export class MembersService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver; settings: SettingsApi; bus: Pick<EventBus, "publish" | "transaction"> }) {}

  /** Shapes a member for the caller, with the policies the caller holds on them. */
  private present(actor: TenantActor, m: MemberRow, adminCount: number): TMember {
    const role = ZRole.catch("user").parse(m.role);
    return {
      userId: m.userId,
      name: m.name,
      email: m.email,
      role,
      department: m.department,
      joinedAt: m.joinedAt.toISOString(),
      policies: presentPolicies(actor, { kind: "member", userId: m.userId, role, adminCount }),
    };
  }

  async list(actor: TenantActor): Promise<TMember[]> {
    const [members, admins] = await Promise.all([repo.listMembers(this.d.db, actor.organizationId), repo.countAdmins(this.d.db, actor.organizationId)]);
    return members.map((m) => this.present(actor, m, admins));
  }

  /**
   * The list route: with no paging, search or sort asked for, every member (name order); otherwise one page,
   * searched and sorted in the database.
   */
  async listPage(actor: TenantActor, query: TMemberListQuery): Promise<TMemberList> {
    const { page, pageSize, q, sort, dir } = query;
    if (page === undefined && pageSize === undefined && (q ?? "") === "" && sort === undefined && dir === undefined) {
      const members = await this.list(actor);
      return { members, total: members.length, page: 1, pageSize: members.length };
    }
    const size = pageSize ?? MEMBER_PAGE_SIZE_DEFAULT;
    const at = page ?? 1;
    const [{ rows, total }, admins] = await Promise.all([
      repo.pageMembers(this.d.db, actor.organizationId, { q: q ?? "", sort: sort ?? "name", dir: dir ?? "asc", limit: size, offset: (at - 1) * size }),
      repo.countAdmins(this.d.db, actor.organizationId),
    ]);
    return { members: rows.map((m) => this.present(actor, m, admins)), total, page: at, pageSize: size };
  }

  async get(actor: TenantActor, userId: string): Promise<TMember> {
    const m = await repo.findMember(this.d.db, actor.organizationId, userId);
    if (!m) throw notFound("Member");
    return this.present(actor, m, await repo.countAdmins(this.d.db, actor.organizationId));
  }

  /** Changes a member's role (audited), as the policy module allows. */
  async changeRole(actor: TenantActor, userId: string, role: TRole, ip: string): Promise<TMember> {
    return this.d.bus.transaction(async (tx) => {
      const m = await repo.findMember(tx, actor.organizationId, userId);
      if (!m) throw notFound("Member");
      const currentRole = ZRole.catch("user").parse(m.role);
      const denial = roleChangeDenial(actor, { kind: "member", userId, role: currentRole, adminCount: await repo.countAdmins(tx, actor.organizationId) }, role);
      if (denial) throw new AppError(denial === "last_admin" ? 409 : 403, denial === "last_admin" ? "CONFLICT" : "FORBIDDEN", msg(REFUSALS[denial]));
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
        await this.d.bus.publish(tx, { type: "member.role_changed", organizationId: actor.organizationId, userId, from: currentRole, to: role, changedBy: actor.userId });
        this.d.sessions.forgetUser(userId);
      }
      // policies as they stand after the change (the caller's own role may be the one that changed)
      const after = userId === actor.userId ? { ...actor, role } : actor;
      return this.present(after, { ...m, role }, await repo.countAdmins(tx, actor.organizationId));
    });
  }

  /**
   * Sets a member's department (audited): one of the organization's list (any case; stored in the list's
   * spelling) or null. Another organization's member is not found; a name not in the list is a 400.
   */
  async setDepartment(actor: TenantActor, userId: string, department: string | null, ip: string): Promise<TMember> {
    return this.d.db.transaction(async (tx) => {
      const m = await repo.findMember(tx, actor.organizationId, userId);
      if (!m) throw notFound("Member");
      const list = await this.d.settings.departments(actor.organizationId, tx);
      const value = department === null ? null : matchDepartment(list, department);
      if (department !== null && value === null) {
        throw new AppError(400, "VALIDATION_ERROR", msg("members.invalidBodyDepartmentDepartmentNot", { department }), { location: "body" });
      }
      if (value !== m.department) {
        await repo.setDepartment(tx, actor.organizationId, userId, value);
        await writeAudit(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: "member.department_changed",
          targetType: "user",
          targetId: userId,
          metadata: { from: m.department, to: value },
          ipAddress: ip,
        });
      }
      return this.present(actor, { ...m, department: value }, await repo.countAdmins(tx, actor.organizationId));
    });
  }

  /**
   * Sets departments from CSV (`email,department` lines; an empty department clears it). Each line is checked
   * on its own — a member of this organization, a department of its list, an email not listed before — and the
   * valid lines are applied together in one transaction (audited once); the others come back with their line
   * numbers. Applying the same CSV again changes nothing.
   */
  async importDepartments(actor: TenantActor, csv: string, ip: string, tr: Translator = translator("en")): Promise<TBulkDepartmentsResult> {
    const parsed = departmentRows(readCsv(csv));
    const errors: { line: number; message: string }[] = parsed.errors.map((e) => {
      const { code, ...facts } = e.problem;
      return { line: e.line, message: tr.error(msg(`departmentCsv.${code}`, facts)) };
    });
    return this.d.db.transaction(async (tx) => {
      const members = await repo.listMembers(tx, actor.organizationId);
      const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m]));
      const list = await this.d.settings.departments(actor.organizationId, tx);
      const seen = new Map<string, number>();
      const changes: { userId: string; department: string | null }[] = [];
      for (const row of parsed.rows) {
        const m = byEmail.get(row.email);
        if (!m) {
          errors.push({ line: row.line, message: tr.error(msg("departmentCsv.noMember", { email: row.email })) });
          continue;
        }
        const department = row.department === "" ? null : matchDepartment(list, row.department);
        if (row.department !== "" && department === null) {
          errors.push({ line: row.line, message: tr.error(msg("departmentCsv.notADepartment", { department: row.department })) });
          continue;
        }
        const earlier = seen.get(row.email);
        if (earlier !== undefined) {
          errors.push({ line: row.line, message: tr.error(msg("departmentCsv.duplicate", { email: row.email, line: earlier })) });
          continue;
        }
        seen.set(row.email, row.line);
        if (department !== m.department) changes.push({ userId: m.userId, department });
      }
      if (changes.length > 0) {
        await repo.setDepartments(tx, actor.organizationId, changes);
        await writeAudit(tx, {
          organizationId: actor.organizationId,
          actorUserId: actor.userId,
          action: "member.departments_imported",
          targetType: "organization",
          targetId: actor.organizationId,
          metadata: { updated: changes.length, rejectedLines: errors.length },
          ipAddress: ip,
        });
      }
      return { updated: changes.length, errors: errors.sort((a, b) => a.line - b.line) };
    });
  }
}
