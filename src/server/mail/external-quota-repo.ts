/** The per-organization daily counter of outside recipients (external_mail_day). */
import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../jobs/repo.ts";
import { externalMailDay } from "../db/schema/platform.ts";

/**
 * Adds `n` to the organization's count for `day` when the sum stays within `cap`, in one statement (two
 * processes cannot both take the last places); answers the new count, or null when it would pass the cap.
 */
export async function claimExternal(db: DbExecutor, organizationId: string, day: string, n: number, cap: number): Promise<number | null> {
  if (n > cap) return null;
  const rows = await db
    .insert(externalMailDay)
    .values({ organizationId, day, recipients: n })
    .onConflictDoUpdate({
      target: [externalMailDay.organizationId, externalMailDay.day],
      set: { recipients: sql`${externalMailDay.recipients} + excluded.recipients` },
      setWhere: sql`${externalMailDay.recipients} + excluded.recipients <= ${cap}`,
    })
    .returning({ recipients: externalMailDay.recipients });
  return rows[0]?.recipients ?? null;
}

/** How many outside recipients the organization's mail reached on `day`. */
export async function externalCount(db: DbExecutor, organizationId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ recipients: externalMailDay.recipients })
    .from(externalMailDay)
    .where(and(eq(externalMailDay.organizationId, organizationId), eq(externalMailDay.day, day)));
  return row?.recipients ?? 0;
}
