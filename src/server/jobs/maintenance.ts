/**
 * The platform's own scheduled jobs: planner statistics for the embedded database and pruning of old
 * jobs and idempotency keys. Each is a persisted schedule, so with several processes exactly one runs each tick.
 */
import type { Database } from "../db/client.ts";
import type { JobQueue } from "./queue.ts";
import { IdempotencyStore } from "../idempotency/store.ts";

export const VACUUM_QUEUE = "maintenance.vacuum";
export const PRUNE_QUEUE = "maintenance.prune-jobs";

/**
 * Registers the maintenance workers and their schedules: `VACUUM ANALYZE` every six hours (PGlite runs no
 * autovacuum; on PostgreSQL `maintain()` does nothing) and the pruning of completed and dead jobs past
 * their retention, daily. Idempotent: every process may call it at start. The start-up vacuum stays with
 * whoever opens the database (statistics are needed before the first request).
 */
export async function registerMaintenanceJobs(queue: JobQueue, database: Pick<Database, "maintain" | "db">): Promise<void> {
  queue.work(VACUUM_QUEUE, () => database.maintain());
  queue.work(PRUNE_QUEUE, async () => {
    await queue.prune();
    await new IdempotencyStore(database.db).prune();
  });
  await queue.schedule(VACUUM_QUEUE, "0 */6 * * *", { tz: "UTC" });
  await queue.schedule(PRUNE_QUEUE, "17 3 * * *", { tz: "UTC" });
}
