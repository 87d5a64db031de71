import { and, asc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/platform.ts";
import * as people from "../people/api.ts";

/** One security-relevant event (spec 3 §9 audit log). */
export type AuditEntry = {
  organizationId: string | null;
  actorUserId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
  ipAddress?: string;
};

/** Appends one audit event (sign-in, sign-out, role change…). */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    organizationId: e.organizationId,
    actorUserId: e.actorUserId,
    action: e.action,
    targetType: e.targetType ?? null,
    targetId: e.targetId ?? null,
    metadata: e.metadata ?? {},
    ipAddress: e.ipAddress ?? null,
  });
}

/** Audit events of one action on one target of an organization, oldest first, with the actor's name and email. */
export async function auditEventsFor(db: Db, organizationId: string, action: string, target: { type: string; id: string }) {
  return db
    .select({
      id: auditLog.id,
      actorUserId: auditLog.actorUserId,
      actorName: sql<string | null>`${people.nameOf(auditLog.actorUserId)}`,
      actorEmail: sql<string | null>`${people.emailOf(auditLog.actorUserId)}`,
      metadata: auditLog.metadata,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action), eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)))
    .orderBy(asc(auditLog.id));
}

/** Appends several audit events in one statement (a staff read of a page of organizations: one row each). */
export async function writeAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      organizationId: e.organizationId,
      actorUserId: e.actorUserId,
      action: e.action,
      targetType: e.targetType ?? null,
      targetId: e.targetId ?? null,
      metadata: e.metadata ?? {},
      ipAddress: e.ipAddress ?? null,
    })),
  );
}

/**
 * The latest sign-in recorded for a person (any organization), as an SQL expression over a user id column; null
 * when none is on record.
 */
export const lastSignInOf = (userId: AnyColumn | SQL): SQL<Date | null> =>
  sql<Date | null>`(select max(a.created_at) from "audit_log" a where a.actor_user_id = ${userId} and a.action = 'auth.sign_in')`;

/**
 * The latest sign-in recorded into an organization by one of its members, as an SQL expression over an
 * organization id column (staff reads of the organization are not its members' activity and do not count).
 */
export const lastMemberSignInOf = (organizationId: AnyColumn | SQL): SQL<Date | null> =>
  sql<Date | null>`(select max(a.created_at) from "audit_log" a where a.organization_id = ${organizationId} and a.action = 'auth.sign_in')`;
