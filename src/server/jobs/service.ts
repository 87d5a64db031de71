/**
 * Read-only views of the queue for an HTTP route (the platform operator's job page): JSON-ready, without
 * payloads (a payload is its handler's business and may point at personal data).
 */
import type { JobQueue, JobState, QueueStats } from "./queue.ts";

export type JobListItem = {
  id: number;
  queue: string;
  state: JobState;
  organizationId: string | null;
  singletonKey: string | null;
  attempts: number;
  retryLimit: number;
  runAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  lastError: string | null;
  createdAt: string;
};

export const JOB_STATES: readonly JobState[] = ["queued", "active", "completed", "failed"];

/**
 * Per-queue counts (queued, active, completed within retention, failed = dead letter), sorted by queue name:
 * of one organization's jobs when given (what an organization may see), else the platform's.
 */
export async function jobsOverview(queue: JobQueue, organizationId?: string): Promise<{ queues: QueueStats[] }> {
  const queues = await queue.stats(organizationId);
  return { queues: queues.sort((a, b) => a.queue.localeCompare(b.queue)) };
}

/** The newest jobs, newest first, optionally of one state (e.g. "failed" for the dead letters) and queue; limit 1–200 (default 50). */
export async function listRecentJobs(queue: JobQueue, q: { state?: JobState; queue?: string; organizationId?: string; limit?: number } = {}): Promise<{ jobs: JobListItem[] }> {
  const limit = Math.min(Math.max(Math.trunc(q.limit ?? 50), 1), 200);
  const rows = await queue.recent({ state: q.state, queue: q.queue, organizationId: q.organizationId, limit });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    jobs: rows.map((r) => ({
      ...r,
      runAt: r.runAt.toISOString(),
      startedAt: iso(r.startedAt),
      finishedAt: iso(r.finishedAt),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
