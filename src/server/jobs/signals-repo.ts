import { and, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { job } from "../db/schema/jobs.ts";

/**
 * Jobs of every organization and the platform that finished since `since`: completed, and failed for good (every
 * retry spent). Counts only (the executive alerts' job success and critical issues).
 */
export async function jobOutcomesSince(db: Db, since: Date): Promise<{ completed: number; failed: number }> {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${job.state} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${job.state} = 'failed')::int`,
    })
    .from(job)
    .where(and(gte(job.finishedAt, since), sql`${job.state} in ('completed', 'failed')`));
  return { completed: row?.completed ?? 0, failed: row?.failed ?? 0 };
}
