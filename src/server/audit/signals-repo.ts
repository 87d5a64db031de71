import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/platform.ts";

/** The audit action written when a password sign-in is refused because its address is locked (auth service). */
export const LOGIN_LOCKED_ACTION = "auth.login_locked";

/** Distinct addresses (by their hash, the audit target) refused as locked out since `since`. */
export async function lockoutsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${auditLog.targetId})::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, LOGIN_LOCKED_ACTION), gte(auditLog.createdAt, since)));
  return row?.n ?? 0;
}
