import { gt, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { processMetric } from "../db/schema/platform.ts";

/** What one process reports about itself (the process_metric row, data as JSON). */
export type ProcessMetricRow = {
  id: string;
  host: string;
  pid: number;
  kind: string;
  startedAt: Date;
  reportedAt: Date;
  data: Record<string, unknown>;
};

/** Writes (or overwrites) a process's latest report, keyed by its process id. Platform-wide: no tenant data. */
export async function upsertProcessMetric(db: Db, r: ProcessMetricRow): Promise<void> {
  await db
    .insert(processMetric)
    .values(r)
    .onConflictDoUpdate({ target: processMetric.id, set: { reportedAt: r.reportedAt, data: r.data, kind: r.kind } });
}

/** Every process that reported after `since` (fresh and recently stale ones; uptime reads up to a day back). */
export async function processMetricsSince(db: Db, since: Date): Promise<ProcessMetricRow[]> {
  return db
    .select({
      id: processMetric.id,
      host: processMetric.host,
      pid: processMetric.pid,
      kind: processMetric.kind,
      startedAt: processMetric.startedAt,
      reportedAt: processMetric.reportedAt,
      data: processMetric.data,
    })
    .from(processMetric)
    .where(gt(processMetric.reportedAt, since));
}

/** Deletes reports of processes silent since `before`; answers how many. */
export async function pruneProcessMetrics(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(processMetric).where(lt(processMetric.reportedAt, before)).returning({ id: processMetric.id });
  return rows.length;
}
