/**
 * The background job queue (src/server/jobs): jobs and their cron schedules. Both databases (PGlite and
 * PostgreSQL) run the same SQL; claiming uses FOR UPDATE SKIP LOCKED so each job goes to one worker.
 */
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, jsonb, index, uniqueIndex, bigserial, integer, check } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, organization } from "./auth.ts";

/** queued (waiting, incl. a retry's backoff) → active (claimed, locked) → completed | failed (dead letter). */
export type JobState = "queued" | "active" | "completed" | "failed";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One unit of background work. Payloads hold ids, not secrets: sign-in links stay in `outbox`. */
export const job = pgTable(
  "job",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    queue: text("queue").notNull(),
    /** The tenant the job works for; null for platform jobs (mail, maintenance). */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    state: text("state").$type<JobState>().notNull().default("queued"),
    /** At most one queued or active job per (queue, singleton_key): the unique index below. */
    singletonKey: text("singleton_key"),
    /** Attempts started so far (a claim counts, even when its worker died). */
    attempts: integer("attempts").notNull().default(0),
    /** Retries after the first attempt; attempts > retry_limit ends in `failed`. */
    retryLimit: integer("retry_limit").notNull().default(3),
    /** The first retry's delay; each further retry doubles it (capped). */
    retryDelaySeconds: integer("retry_delay_seconds").notNull().default(30),
    /** Not claimed before this time (startAfter, or a retry's backoff). */
    runAt: at("run_at").notNull().defaultNow(),
    lockedBy: text("locked_by"),
    /** A claim's lease: an active job whose lease has passed is taken back (its worker died). */
    lockedUntil: at("locked_until"),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    check("job_state_check", sql`${t.state} in ('queued', 'active', 'completed', 'failed')`),
    index("job_fetch_idx")
      .on(t.queue, t.runAt, t.id)
      .where(sql`state = 'queued'`),
    index("job_lease_idx")
      .on(t.lockedUntil)
      .where(sql`state = 'active'`),
    uniqueIndex("job_singleton_idx")
      .on(t.queue, t.singletonKey)
      .where(sql`state in ('queued', 'active') and singleton_key is not null`),
    index("job_finished_idx").on(t.state, t.finishedAt),
    index("job_organization_idx").on(t.organizationId, t.createdAt),
  ],
);

/** A persisted cron schedule: each due tick enqueues one job on the queue of the same name. */
export const jobSchedule = pgTable(
  "job_schedule",
  {
    /** The schedule's name, which is also the queue its jobs go to. */
    name: text("name").primaryKey(),
    cron: text("cron").notNull(),
    /** IANA time zone the cron expression is read in (e.g. Europe/Zurich). */
    timeZone: text("time_zone").notNull().default("UTC"),
    payload: jsonb("payload").$type<unknown>().notNull().default({}),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    retryLimit: integer("retry_limit").notNull().default(1),
    /** The next tick; the process that moves it forward (compare-and-set) is the one that enqueues. */
    nextRunAt: at("next_run_at").notNull(),
    lastRunAt: at("last_run_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // an organization's own schedules (weekly reports, reminders) are found, and deleted with it, by this index
  (t) => [index("job_schedule_org_idx").on(t.organizationId)],
);
