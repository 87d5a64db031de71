import type { Db } from "../../db/client.ts";
import type { SessionResolver } from "../../auth/actor.ts";
import { AppError, msg, notFound } from "../../http/errors.ts";
import { ZPlatformRole, type TPlatformRole } from "../../../contracts/roles.ts";
import type { TGrantOutcome, TGrantStaff, TRevokeOutcome, TStaffList, TStaffMember } from "../../../contracts/staff.ts";
import * as repo from "./repo.ts";

/** Who changes the staff: a platform admin on the Staff page, or the machine's owner on the command line. */
export type StaffChangeBy = { userId: string | null; via: "web" | "cli"; ip?: string };

/** Which staff member a revoke names: the Staff page by user id, the command line by address. */
export type StaffTarget = { userId: string } | { email: string };

/** A staff row as it leaves the server. */
function present(r: repo.StaffRow): TStaffMember {
  return {
    userId: r.userId,
    name: r.name,
    email: r.email,
    role: ZPlatformRole.parse(r.role),
    grantedAt: r.grantedAt.toISOString(),
    grantedBy: r.grantedByEmail !== null ? { name: r.grantedByName ?? "", email: r.grantedByEmail } : null,
  };
}

/** A new account's display name: the address's local part (the person can change it in their profile). */
function nameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}

/**
 * The platform staff: who they are, granting and revoking roles. Every change is written to the audit log and makes
 * the session cache forget the person (their next request sees the new role). There is always at least one platform
 * admin: a revoke or a change of role that would remove the last one is refused (409).
 */
export class StaffService {
  constructor(private readonly d: { db: Db; sessions: SessionResolver }) {}

  /** Every member of the platform staff. */
  async list(): Promise<TStaffList> {
    return { staff: (await repo.listStaff(this.d.db)).map(present) };
  }

  /** Gives an address a platform role (replacing an earlier one), creating the account when there is none. */
  async grant(input: TGrantStaff, by: StaffChangeBy): Promise<TGrantOutcome> {
    const email = input.email.toLowerCase();
    const out = await this.d.db.transaction(async (tx) => {
      await repo.holdStaffLock(tx);
      const existing = await repo.userByEmail(tx, email);
      const userId = existing?.id ?? (await repo.insertUser(tx, { name: nameFromEmail(email), email }));
      const previous = existing ? await repo.roleOf(tx, userId) : null;
      if (previous === "platform_admin" && input.role !== "platform_admin" && (await repo.adminCount(tx)) <= 1) {
        throw new AppError(409, "CONFLICT", msg("staff.lastAdmin"));
      }
      await repo.upsertStaff(tx, userId, input.role, by.userId);
      await repo.writeAudit(tx, {
        organizationId: null,
        actorUserId: by.userId,
        action: "staff.granted",
        targetType: "user",
        targetId: userId,
        metadata: { email, role: input.role, previousRole: previous, accountCreated: !existing, via: by.via },
        ipAddress: by.ip,
      });
      const row = await repo.staffRow(tx, userId);
      if (!row) throw new Error("staff row vanished");
      return { member: present(row), accountCreated: !existing, previousRole: previous === null ? null : ZPlatformRole.parse(previous) };
    });
    this.d.sessions.forgetUser(out.member.userId);
    return out;
  }

  /** Takes a staff member's platform role away (their account stays). */
  async revoke(target: StaffTarget, by: StaffChangeBy): Promise<TRevokeOutcome> {
    const out = await this.d.db.transaction(async (tx) => {
      await repo.holdStaffLock(tx);
      const userId = "userId" in target ? target.userId : (await repo.userByEmail(tx, target.email))?.id;
      const row = userId ? await repo.staffRow(tx, userId) : null;
      if (!row) throw notFound("Staff member");
      if (row.role === "platform_admin" && (await repo.adminCount(tx)) <= 1) throw new AppError(409, "CONFLICT", msg("staff.lastAdmin"));
      await repo.deleteStaff(tx, row.userId);
      await repo.writeAudit(tx, {
        organizationId: null,
        actorUserId: by.userId,
        action: "staff.revoked",
        targetType: "user",
        targetId: row.userId,
        metadata: { email: row.email, role: row.role, via: by.via },
        ipAddress: by.ip,
      });
      return { userId: row.userId, email: row.email, revokedRole: ZPlatformRole.parse(row.role) as TPlatformRole };
    });
    this.d.sessions.forgetUser(out.userId);
    return out;
  }
}

/** The platform role of the account using an address, or null (the CEO login admits platform staff only). */
export async function platformRoleOfEmail(db: Db, email: string): Promise<TPlatformRole | null> {
  const u = await repo.userByEmail(db, email);
  const role = u ? await repo.roleOf(db, u.id) : null;
  return ZPlatformRole.safeParse(role).data ?? null;
}
