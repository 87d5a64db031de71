/** The job queue's public types (the implementation is queue.ts). */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { DbExecutor, JobState } from "./repo.ts";

export type { DbExecutor, JobState } from "./repo.ts";
export type JobLog = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

/** What a handler receives. `attempt` is 1 on the first run. */
export type Job<T> = { id: number; queue: string; payload: T; attempt: number; retryLimit: number; organizationId: string | null; createdAt: Date };
/** Runs one job; throwing fails the attempt. `signal` aborts when the lease was lost or stop() gave up waiting. */
export type JobHandler<T> = (job: Job<T>, ctx: { signal: AbortSignal }) => Promise<void>;

export type SendOptions = {
  /** At most one queued or active job per (queue, singletonKey): send() returns null while one exists. */
  singletonKey?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Delay before the first retry; doubles each time, capped at an hour (default 30). */
  retryDelaySeconds?: number;
  organizationId?: string | null;
  /** A transaction to enqueue in, so the job exists exactly when the business rows commit. */
  db?: DbExecutor;
};

export type ScheduleOptions = { tz?: string; payload?: unknown; organizationId?: string | null; retryLimit?: number };
export type QueueStats = { queue: string; queued: number; active: number; completed: number; failed: number };
export type JobSummary = {
  id: number;
  queue: string;
  state: JobState;
  organizationId: string | null;
  singletonKey: string | null;
  attempts: number;
  retryLimit: number;
  runAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  lastError: string | null;
  createdAt: Date;
};

export type JobQueueOptions = {
  database: { db: Db };
  log: JobLog;
  /** Names this process in locked_by (default host:pid:random). */
  processId?: string;
  /** The clock (default () => new Date()); tests pass their own. */
  now?: () => Date;
  /** Idle polling interval (default 1000 ms); a poll that found work is followed at once by the next. */
  pollIntervalMs?: number;
  /** A claim's lease; extended every third of it while the handler runs (default 60 s). */
  lockTimeoutMs?: number;
  /** How long stop() waits for running handlers (default 10 s). */
  stopTimeoutMs?: number;
  /** Completed jobs are kept this long (default 7 days), dead ones `failedDays` (default 30). */
  retention?: { completedHours?: number; failedDays?: number };
};

export type JobQueue = {
  readonly processId: string;
  /** Enqueues a job; its id, or null when `singletonKey` already has a queued or active job. */
  send<T>(queue: string, payload: T, opts?: SendOptions): Promise<number | null>;
  /** Registers this process's handler for a queue (one per queue), running up to `concurrency` at once. */
  work<T>(queue: string, handler: JobHandler<T>, opts?: { concurrency?: number }): void;
  /** Persists a cron schedule (idempotent across processes); each tick enqueues one singleton job on queue `name`. */
  schedule(name: string, cron: string, opts?: ScheduleOptions): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Counts per queue: queued (incl. waiting retries), active, completed (within retention), failed (dead letter). */
  stats(organizationId?: string): Promise<QueueStats[]>;
  /** Jobs queued (incl. waiting retries) or running, across every queue. */
  openCount(): Promise<number>;
  /** The newest jobs, newest first; payloads are left out (they are the handlers' business). */
  recent(opts?: { state?: JobState; queue?: string; organizationId?: string; limit?: number }): Promise<JobSummary[]>;
  /** Deletes completed and dead jobs past their retention; returns how many. */
  prune(): Promise<number>;
  /** Starts polling, lease extension and schedule ticks. */
  start(): void;
  /** Stops polling, waits up to stopTimeoutMs for running handlers, then aborts the rest (their leases lapse). */
  stop(): Promise<void>;
  /** One polling cycle (lease recovery, due schedules, claims); resolves once claimed jobs are dispatched. */
  poll(): Promise<number>;
  /** This process's workers: per queue, handlers running now, their concurrency and the handler time spent so far (ms). */
  local(): { queue: string; running: number; concurrency: number; busyMs: number }[];
  /** Polls as soon as possible (no-op unless started): work was committed that this process should pick up now. */
  wake(): void;
  /** Resolves when no handler of this process is running. */
  idle(): Promise<void>;
};
