import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

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
