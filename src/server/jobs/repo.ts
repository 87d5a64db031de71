/**
 * The queue's SQL, identical on PGlite and PostgreSQL. Every time is a parameter (the caller's clock), so
 * tests move time instead of sleeping; every state change of a claimed job is guarded by the claim
 * (locked_by + attempts), so a worker that lost its lease cannot overwrite the job's new owner.
 */
import { and, asc, desc, eq, inArray, lt, lte, min, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { job, jobSchedule, type JobState } from "../db/schema/jobs.ts";

export type { JobState } from "../db/schema/jobs.ts";

/** The database handle, or a transaction of it (so a job can be enqueued atomically with business rows). */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
export type JobRow = typeof job.$inferSelect;
export type ScheduleRow = typeof jobSchedule.$inferSelect;

export type NewJob = {
  queue: string;
  payload: unknown;
  organizationId: string | null;
  singletonKey: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
  runAt: Date;
};

/** Inserts a job; null when its singleton key already has a queued or active job on that queue. */
export async function insertJob(db: DbExecutor, j: NewJob): Promise<number | null> {
  // ON CONFLICT without a target also covers the partial unique index job_singleton_idx.
  const rows = await db
    .insert(job)
    .values({ ...j, payload: j.payload ?? {} })
    .onConflictDoNothing()
    .returning({ id: job.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of one queue for `processId` until `leaseUntil`. SKIP LOCKED makes two
 * claimers take disjoint rows without waiting for each other; the claim counts as an attempt.
 */
export async function claimJobs(db: Db, queue: string, limit: number, processId: string, now: Date, leaseUntil: Date): Promise<JobRow[]> {
  const due = db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.queue, queue), eq(job.state, "queued"), lte(job.runAt, now)))
    .orderBy(asc(job.runAt), asc(job.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(job)
    .set({ state: "active", attempts: sql`${job.attempts} + 1`, lockedBy: processId, lockedUntil: leaseUntil, startedAt: now })
    .where(inArray(job.id, due))
    .returning();
}

const heldBy = (id: number, attempt: number, processId: string): SQL | undefined =>
  and(eq(job.id, id), eq(job.state, "active"), eq(job.attempts, attempt), eq(job.lockedBy, processId));

/** Marks a claimed job completed; false when the claim was lost (lease expired and the job was taken back). */
export async function completeJob(db: Db, id: number, attempt: number, processId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ state: "completed", finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
    .where(heldBy(id, attempt, processId))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Records a failed attempt: back to queued at `retryAt`, or `failed` (dead letter) when `dead`. */
export async function failJob(db: Db, id: number, attempt: number, processId: string, f: { dead: boolean; retryAt: Date; error: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({
      state: f.dead ? "failed" : "queued",
      runAt: f.dead ? sql`${job.runAt}` : f.retryAt,
      finishedAt: f.dead ? f.now : null,
      lastError: f.error,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(heldBy(id, attempt, processId))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Extends the leases of this process's running jobs; returns the ids it still holds. */
export async function extendLeases(db: Db, ids: number[], processId: string, leaseUntil: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(job)
    .set({ lockedUntil: leaseUntil })
    .where(and(inArray(job.id, ids), eq(job.state, "active"), eq(job.lockedBy, processId)))
    .returning({ id: job.id });
  return rows.map((r) => r.id);
}

/**
 * Takes back active jobs whose lease passed (their worker was killed or lost the database): queued again
 * at once, or failed when that claim was their last allowed attempt.
 */
export async function expireLeases(db: Db, now: Date): Promise<{ id: number; queue: string; state: JobState; lastError: string | null }[]> {
  const exhausted = sql`${job.attempts} > ${job.retryLimit}`;
  const stale = db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.state, "active"), lt(job.lockedUntil, now)))
    .for("update", { skipLocked: true });
  return db
    .update(job)
    .set({
      state: sql`case when ${exhausted} then 'failed' else 'queued' end`,
      runAt: now,
      finishedAt: sql`case when ${exhausted} then ${now}::timestamptz end`,
      lastError: sql`'lease expired (worker ' || coalesce(${job.lockedBy}, '?') || ' stopped or lost the database) on attempt ' || ${job.attempts}`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(inArray(job.id, stale))
    .returning({ id: job.id, queue: job.queue, state: job.state, lastError: job.lastError });
}

/** Creates or updates a schedule; its next tick is kept unless the cron expression or time zone changed. */
export async function upsertSchedule(db: Db, s: Omit<ScheduleRow, "lastRunAt" | "createdAt" | "updatedAt">): Promise<void> {
  const same = sql`${jobSchedule.cron} = excluded.cron and ${jobSchedule.timeZone} = excluded.time_zone`;
  await db
    .insert(jobSchedule)
    .values(s)
    .onConflictDoUpdate({
      target: jobSchedule.name,
      set: {
        cron: sql`excluded.cron`,
        timeZone: sql`excluded.time_zone`,
        payload: sql`excluded.payload`,
        organizationId: sql`excluded.organization_id`,
        retryLimit: sql`excluded.retry_limit`,
        nextRunAt: sql`case when ${same} then ${jobSchedule.nextRunAt} else excluded.next_run_at end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteSchedule(db: Db, name: string): Promise<void> {
  await db.delete(jobSchedule).where(eq(jobSchedule.name, name));
}

export function dueSchedules(db: Db, now: Date): Promise<ScheduleRow[]> {
  return db.select().from(jobSchedule).where(lte(jobSchedule.nextRunAt, now));
}

/** The earliest next tick of any schedule (null without schedules). */
export async function earliestTick(db: Db): Promise<Date | null> {
  const rows = await db.select({ at: min(jobSchedule.nextRunAt) }).from(jobSchedule);
  return rows[0]?.at ?? null;
}

/**
 * Consumes one due tick and enqueues its job, in one statement: the UPDATE compares next_run_at with the
 * value this process read, so of several processes that saw the same due tick exactly one moves it on and
 * enqueues. The job is a singleton per schedule: a tick while the previous run is queued or active adds none.
 */
export async function tickSchedule(db: Db, s: ScheduleRow, now: Date, next: Date): Promise<{ ticked: boolean; jobId: number | null }> {
  const res = await db.execute<{ ticked: number; job_id: string | null }>(sql`
    with tick as (
      update ${jobSchedule} set next_run_at = ${next}, last_run_at = ${now}, updated_at = now()
      where name = ${s.name} and next_run_at = ${s.nextRunAt}
      returning name, payload, organization_id, retry_limit
    ), ins as (
      insert into ${job} (queue, payload, organization_id, singleton_key, retry_limit, retry_delay_seconds, run_at)
      select name, payload, organization_id, 'schedule:' || name, retry_limit, 60, ${now} from tick
      on conflict do nothing
      returning id
    )
    select (select count(*) from tick)::int as ticked, (select id from ins) as job_id`);
  const row = res.rows[0];
  return { ticked: Number(row?.ticked ?? 0) > 0, jobId: row?.job_id == null ? null : Number(row.job_id) };
}

/** Counts per queue and state. */
export function countByState(db: Db, organizationId?: string): Promise<{ queue: string; state: JobState; count: number }[]> {
  return db
    .select({ queue: job.queue, state: job.state, count: sql<number>`count(*)::int` })
    .from(job)
    .where(organizationId ? eq(job.organizationId, organizationId) : undefined)
    .groupBy(job.queue, job.state)
    .orderBy(job.queue);
}

/** The newest jobs, optionally of one state and/or queue. */
export function listJobs(db: Db, f: { state?: JobState; queue?: string; organizationId?: string; limit: number }): Promise<JobRow[]> {
  const where = and(
    f.state ? eq(job.state, f.state) : undefined,
    f.queue ? eq(job.queue, f.queue) : undefined,
    f.organizationId ? eq(job.organizationId, f.organizationId) : undefined,
  );
  return db.select().from(job).where(where).orderBy(desc(job.id)).limit(f.limit);
}

/** Deletes completed jobs finished before `completedBefore` and dead ones finished before `failedBefore`. */
export async function pruneJobs(db: Db, completedBefore: Date, failedBefore: Date): Promise<number> {
  const rows = await db
    .delete(job)
    .where(or(and(eq(job.state, "completed"), lt(job.finishedAt, completedBefore)), and(eq(job.state, "failed"), lt(job.finishedAt, failedBefore))))
    .returning({ id: job.id });
  return rows.length;
}

/** One job (tests and tools). */
export async function getJob(db: Db, id: number): Promise<JobRow | undefined> {
  return (await db.select().from(job).where(eq(job.id, id)))[0];
}

/** Every job of a queue, oldest first (tests and tools). */
export function jobsOfQueue(db: Db, queue: string): Promise<JobRow[]> {
  return db.select().from(job).where(eq(job.queue, queue)).orderBy(asc(job.id));
}

/** One schedule (tests and tools). */
export async function getSchedule(db: Db, name: string): Promise<ScheduleRow | undefined> {
  return (await db.select().from(jobSchedule).where(eq(jobSchedule.name, name)))[0];
}

/** Jobs waiting or running, platform-wide (the live monitor's queue length; served by the partial indexes on each state). */
export async function countOpen(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(job)
    .where(inArray(job.state, ["queued", "active"]));
  return Number(row?.n ?? 0);
}
