/**
 * The persisted job queue: jobs live in the `job` table (PGlite or PostgreSQL), are claimed with
 * FOR UPDATE SKIP LOCKED under a lease that running workers extend, retried with exponential backoff, and
 * kept as `failed` (dead letter) after their last attempt. Cron schedules live in `job_schedule`.
 *
 * Why our own and not pg-boss: v11 and v12 require Node 22 (engines), so only 10.x (last 10.4.2) runs on
 * Node 20. Tried over our PGlite pool shim through its `db.executeSql` adapter, 10.4.2 fails at start()
 * ("cannot insert multiple commands into a prepared statement"): schema creation, maintenance and
 * migrations send multi-statement `BEGIN; …; SELECT pg_advisory_xact_lock(…); …; COMMIT;` strings, and the
 * shim (like PGlite's query()) runs one statement per call. It only started behind a hand-written SQL
 * splitter (dollar-quote aware) that replays the parts in a transaction client — a parser of pg-boss's
 * private SQL text we would own. Beyond that: its schema is outside Drizzle (a `pgboss` schema with a
 * partition table created per queue at run time, no organization_id, invisible to the drift test); its
 * cron, lease and retry times come from the database's now(), so tests could not inject a clock; and a
 * worker sleeps its full polling interval (≥ 0.5 s) after every batch. What we need is ~500 lines here.
 *
 * Guarantees: a job is run by one worker at a time; it runs again only after a failure (retry) or when its
 * worker's lease expired (kill -9, lost database) — at-least-once, so handlers must be idempotent. Time is
 * the `now` option, never read elsewhere.
 */
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client.ts";
import * as repo from "./repo.ts";
import { assertValidSchedule, backoffSeconds, nextCronRun } from "./timing.ts";
import type { JobRow, JobState } from "./repo.ts";
import type { Job, JobHandler, JobLog, JobQueue, JobQueueOptions, JobSummary, QueueStats, ScheduleOptions, SendOptions } from "./types.ts";

export type * from "./types.ts";

type Worker = { handler: JobHandler<unknown>; concurrency: number; running: number; busyMs: number };
type Running = { attempt: number; controller: AbortController; done: Promise<void> };

/** Creates a queue on an open database. Nothing runs until start() (or poll()). */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  return new PollingQueue(opts);
}

class PollingQueue implements JobQueue {
  readonly processId: string;
  private readonly db: Db;
  private readonly log: JobLog;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly lockTimeoutMs: number;
  private readonly stopTimeoutMs: number;
  private readonly retention: { completedHours: number; failedDays: number };
  private readonly workers = new Map<string, Worker>();
  private readonly running = new Map<number, Running>();
  private status: "idle" | "running" | "stopping" | "stopped" = "idle";
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private polling: Promise<number> | null = null;
  private pollAgain = false;
  private nextLeaseCheck = 0;
  private nextScheduleCheck = 0;

  constructor(o: JobQueueOptions) {
    this.db = o.database.db;
    this.log = o.log;
    this.processId = o.processId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.now = o.now ?? (() => new Date());
    this.pollIntervalMs = o.pollIntervalMs ?? 1000;
    this.lockTimeoutMs = o.lockTimeoutMs ?? 60_000;
    this.stopTimeoutMs = o.stopTimeoutMs ?? 10_000;
    this.retention = { completedHours: o.retention?.completedHours ?? 24 * 7, failedDays: o.retention?.failedDays ?? 30 };
  }

  async send<T>(queue: string, payload: T, o: SendOptions = {}): Promise<number | null> {
    const now = this.now().getTime();
    const runAt = o.startAfter instanceof Date ? o.startAfter : new Date(now + (o.startAfter ?? 0) * 1000);
    const id = await repo.insertJob(o.db ?? this.db, {
      queue,
      payload: payload ?? {},
      organizationId: o.organizationId ?? null,
      singletonKey: o.singletonKey ?? null,
      retryLimit: o.retryLimit ?? 3,
      retryDelaySeconds: o.retryDelaySeconds ?? 30,
      runAt,
    });
    // a local worker starts it now rather than at the next idle poll (inside a transaction the row may not
    // be visible yet: then the regular poll finds it)
    if (id !== null && this.workers.has(queue) && runAt.getTime() <= now) this.kick();
    return id;
  }

  work<T>(queue: string, handler: JobHandler<T>, o: { concurrency?: number } = {}): void {
    if (this.workers.has(queue)) throw new Error(`A worker for queue "${queue}" is already registered`);
    this.workers.set(queue, { handler: handler as JobHandler<unknown>, concurrency: Math.max(1, o.concurrency ?? 1), running: 0, busyMs: 0 });
    this.kick();
  }

  async schedule(name: string, cron: string, o: ScheduleOptions = {}): Promise<void> {
    const timeZone = o.tz ?? "UTC";
    assertValidSchedule(cron, timeZone);
    await repo.upsertSchedule(this.db, {
      name,
      cron,
      timeZone,
      payload: o.payload ?? {},
      organizationId: o.organizationId ?? null,
      retryLimit: o.retryLimit ?? 1,
      nextRunAt: nextCronRun(cron, timeZone, this.now()),
    });
    this.nextScheduleCheck = 0;
  }

  async unschedule(name: string): Promise<void> {
    await repo.deleteSchedule(this.db, name);
  }

  openCount(): Promise<number> {
    return repo.countOpen(this.db);
  }

  /** Per-queue counts: the platform's, or one organization's jobs only. */
  async stats(organizationId?: string): Promise<QueueStats[]> {
    const byQueue = new Map<string, QueueStats>();
    for (const r of await repo.countByState(this.db, organizationId)) {
      const s = byQueue.get(r.queue) ?? { queue: r.queue, queued: 0, active: 0, completed: 0, failed: 0 };
      s[r.state] = r.count;
      byQueue.set(r.queue, s);
    }
    return [...byQueue.values()];
  }

  async recent(o: { state?: JobState; queue?: string; organizationId?: string; limit?: number } = {}): Promise<JobSummary[]> {
    const rows = await repo.listJobs(this.db, { state: o.state, queue: o.queue, organizationId: o.organizationId, limit: Math.min(Math.max(o.limit ?? 50, 1), 500) });
    return rows.map(({ payload: _payload, lockedBy: _lockedBy, lockedUntil: _lockedUntil, retryDelaySeconds: _delay, ...summary }) => summary);
  }

  async prune(): Promise<number> {
    const now = this.now().getTime();
    return repo.pruneJobs(this.db, new Date(now - this.retention.completedHours * 3600_000), new Date(now - this.retention.failedDays * 86_400_000));
  }

  start(): void {
    if (this.status === "running") return;
    this.status = "running";
    const every = Math.max(50, Math.floor(this.lockTimeoutMs / 3));
    this.heartbeat = setInterval(() => void this.extendLeases(), every);
    this.heartbeat.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.status !== "running") return;
    this.status = "stopping";
    clearTimeout(this.timer);
    await this.polling?.catch(() => undefined);
    // leases keep being extended while we wait, so no other process takes over a job still running here
    let waited: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([this.idle().then(() => false), new Promise<boolean>((r) => (waited = setTimeout(() => r(true), this.stopTimeoutMs)))]);
    clearTimeout(waited);
    clearInterval(this.heartbeat);
    if (gaveUp) {
      this.log.warn({ jobs: [...this.running.keys()] }, "jobs still running at stop; their leases will expire and another process retries them");
      for (const r of this.running.values()) r.controller.abort(new Error("queue stopped"));
    }
    this.status = "stopped";
  }

  poll(): Promise<number> {
    if (this.polling) {
      this.pollAgain = true;
      return this.polling;
    }
    this.polling = this.pollOnce().finally(() => (this.polling = null));
    return this.polling;
  }

  wake(): void {
    this.kick();
  }

  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /** Polls again as soon as the current poll ends (work was sent or a slot was freed). */
  private kick(): void {
    if (this.status !== "running") return;
    if (this.polling) this.pollAgain = true;
    else this.loopIn(0);
  }

  private loopIn(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), ms);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (this.status !== "running") return;
    let claimed = 0;
    try {
      claimed = await this.poll();
    } catch (e) {
      this.log.warn({ error: (e as Error).message }, "job queue poll failed");
    }
    const again = this.pollAgain || claimed > 0;
    this.pollAgain = false;
    if (this.status === "running") this.loopIn(again ? 0 : this.pollIntervalMs);
  }

  private async pollOnce(): Promise<number> {
    const now = this.now();
    if (now.getTime() >= this.nextLeaseCheck) {
      for (const j of await repo.expireLeases(this.db, now)) this.log.warn({ jobId: j.id, queue: j.queue, state: j.state }, j.lastError ?? "lease expired");
      // a dead worker's job waits at most lease + this; the query is cheap (partial index on active jobs)
      this.nextLeaseCheck = now.getTime() + Math.max(100, Math.min(5_000, Math.floor(this.lockTimeoutMs / 4)));
    }
    if (now.getTime() >= this.nextScheduleCheck) await this.runDueSchedules(now);
    let claimed = 0;
    for (const [queue, w] of this.workers) {
      const free = w.concurrency - w.running;
      if (free <= 0 || this.status === "stopping" || this.status === "stopped") continue;
      const rows = await repo.claimJobs(this.db, queue, free, this.processId, now, new Date(now.getTime() + this.lockTimeoutMs));
      for (const row of rows) this.dispatch(w, row);
      claimed += rows.length;
    }
    return claimed;
  }

  private async runDueSchedules(now: Date): Promise<void> {
    for (const s of await repo.dueSchedules(this.db, now)) {
      let next: Date;
      try {
        next = nextCronRun(s.cron, s.timeZone, now);
      } catch (e) {
        this.log.error({ schedule: s.name, error: (e as Error).message }, "schedule has an invalid cron expression; skipped");
        continue;
      }
      const r = await repo.tickSchedule(this.db, s, now, next);
      if (r.ticked)
        this.log.debug(
          { schedule: s.name, jobId: r.jobId, next: next.toISOString() },
          r.jobId ? "scheduled job enqueued" : "schedule tick skipped: previous run still queued or active",
        );
    }
    // other processes only move ticks later, and schedule() here resets this: checking again at the earliest
    // tick (or within a minute, for schedules another process added) is enough
    const earliest = await repo.earliestTick(this.db);
    this.nextScheduleCheck = Math.min(earliest?.getTime() ?? Infinity, now.getTime() + 60_000);
  }

  local(): { queue: string; running: number; concurrency: number; busyMs: number }[] {
    return [...this.workers].map(([queue, w]) => ({ queue, running: w.running, concurrency: w.concurrency, busyMs: w.busyMs }));
  }

  private dispatch(w: Worker, row: JobRow): void {
    w.running++;
    const began = performance.now();
    const controller = new AbortController();
    const job: Job<unknown> = {
      id: row.id,
      queue: row.queue,
      payload: row.payload,
      attempt: row.attempts,
      retryLimit: row.retryLimit,
      organizationId: row.organizationId,
      createdAt: row.createdAt,
    };
    const done = this.execute(w, job, row.retryDelaySeconds, controller).finally(() => {
      w.running--;
      w.busyMs += performance.now() - began;
      this.running.delete(row.id);
      this.kick();
    });
    this.running.set(row.id, { attempt: row.attempts, controller, done });
  }

  private async execute(w: Worker, job: Job<unknown>, retryDelaySeconds: number, controller: AbortController): Promise<void> {
    const ids = { jobId: job.id, queue: job.queue, attempt: job.attempt };
    try {
      let error: string | null = null;
      try {
        await w.handler(job, { signal: controller.signal });
      } catch (e) {
        // the message only: a stack or an error object could carry a payload (e.g. a mail's link)
        error = ((e as Error)?.message ?? String(e)).slice(0, 2000);
      }
      const now = this.now();
      if (error === null) {
        if (!(await repo.completeJob(this.db, job.id, job.attempt, this.processId, now))) {
          this.log.warn(ids, "job finished after its lease was lost; it may run again elsewhere");
        }
        return;
      }
      const dead = job.attempt > job.retryLimit;
      const retryAt = new Date(now.getTime() + backoffSeconds(job.attempt, retryDelaySeconds) * 1000);
      await repo.failJob(this.db, job.id, job.attempt, this.processId, { dead, retryAt, error, now });
      if (dead) this.log.error({ ...ids, error }, "job failed on its last attempt (dead letter)");
      else this.log.warn({ ...ids, error, retryAt: retryAt.toISOString() }, "job failed; retrying later");
    } catch (e) {
      // recording the outcome failed (database gone): the lease lapses and the job is retried
      this.log.error({ ...ids, error: (e as Error).message }, "could not record a job's outcome");
    }
  }

  private async extendLeases(): Promise<void> {
    const ids = [...this.running.keys()];
    if (!ids.length) return;
    try {
      const held = new Set(await repo.extendLeases(this.db, ids, this.processId, new Date(this.now().getTime() + this.lockTimeoutMs)));
      for (const id of ids) {
        const r = this.running.get(id);
        if (r && !held.has(id)) r.controller.abort(new Error("lease lost"));
      }
    } catch (e) {
      this.log.warn({ error: (e as Error).message }, "could not extend job leases");
    }
  }
}
