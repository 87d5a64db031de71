import { gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema/platform.ts";

/**
 * Mail written since `since`: failed (its last delivery attempt failed: `error` set) and the rest (sent, or only
 * recorded where no SMTP is configured). Counts only (the executive alerts' delivery success).
 */
export async function mailOutcomesSince(db: Db, since: Date): Promise<{ succeeded: number; failed: number }> {
  const [row] = await db
    .select({
      failed: sql<number>`count(*) filter (where ${outbox.error} is not null)::int`,
      succeeded: sql<number>`count(*) filter (where ${outbox.error} is null)::int`,
    })
    .from(outbox)
    .where(gte(outbox.createdAt, since));
  return { succeeded: row?.succeeded ?? 0, failed: row?.failed ?? 0 };
}
