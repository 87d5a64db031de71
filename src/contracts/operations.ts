import { z } from "zod";

export const JOB_STATES = ["queued", "active", "completed", "failed"] as const;
export const ZJobState = z.enum(JOB_STATES);

/** Counts of one queue: waiting, running, completed (within retention) and failed (dead letter). */
export const ZQueueStats = z.object({
  queue: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});

/** One job as operators see it: no payload (it is its handler's business and may point at personal data). */
export const ZJobListItem = z.object({
  id: z.number().int(),
  queue: z.string(),
  state: ZJobState,
  attempts: z.number().int(),
  retryLimit: z.number().int(),
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type TJobListItem = z.infer<typeof ZJobListItem>;

/** GET /api/operations/jobs query: one state (e.g. failed for the dead letters), newest first. */
export const ZJobsQuery = z.object({
  state: ZJobState.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/operations/jobs: the queue's depth across the platform, and this organization's newest jobs. */
export const ZJobsOverview = z.object({
  queues: z.array(ZQueueStats),
  totals: ZQueueStats.omit({ queue: true }),
  jobs: z.array(ZJobListItem),
});
export type TJobsOverview = z.infer<typeof ZJobsOverview>;
