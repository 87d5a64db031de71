import { and, asc, eq, sql } from "drizzle-orm";
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
