/**
 * The background job queue and what runs on it. See queue.ts for the guarantees.
 */
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { MailDelivery, registerMailWorker } from "../mail/delivery.ts";
import { createJobQueue, type JobLog, type JobQueue } from "./queue.ts";
import { registerMaintenanceJobs } from "./maintenance.ts";

export { createJobQueue } from "./queue.ts";
export type { Job, JobHandler, JobQueue, JobQueueOptions, JobSummary, QueueStats, SendOptions, ScheduleOptions, DbExecutor } from "./queue.ts";
export { registerMaintenanceJobs, VACUUM_QUEUE, PRUNE_QUEUE } from "./maintenance.ts";
export { jobsOverview, listRecentJobs, JOB_STATES, type JobListItem } from "./service.ts";

export type Jobs = {
  queue: JobQueue;
  /** Starts polling (call once the app is built). */
  start(): void;
  /** Stops polling and waits (bounded) for running jobs; call before the database closes. */
  stop(): Promise<void>;
};

/**
 * Creates the process's job queue with the mail worker (`mail.send`) and the maintenance schedules
 * (VACUUM ANALYZE every 6 h, job pruning daily), ready to start. Wiring (core.ts / app.ts):
 *
 *   const jobs = await setupJobs({ config, database, log });
 *   const mailer = new Mailer(database.db, log, config.smtpUrl, { queue: jobs.queue, env: config.env });
 *   jobs.start();
 *   onClose(() => jobs.stop());   // registered after database.close(): closers run last-registered first
 *
 * and drop the setInterval around database.maintain() (keep the one at start). `lockTimeoutMs` and
 * `pollIntervalMs` are for tests; the defaults (60 s lease, 1 s idle poll) suit production.
 */
export async function setupJobs(o: {
  config: Pick<Config, "smtpUrl" | "mailFrom">;
  database: Database;
  log: JobLog;
  processId?: string;
  lockTimeoutMs?: number;
  pollIntervalMs?: number;
}): Promise<Jobs> {
  const queue = createJobQueue({ database: o.database, log: o.log, processId: o.processId, lockTimeoutMs: o.lockTimeoutMs, pollIntervalMs: o.pollIntervalMs });
  const delivery = new MailDelivery({ db: o.database.db, log: o.log, smtpUrl: o.config.smtpUrl, from: o.config.mailFrom });
  registerMailWorker(queue, delivery);
  await registerMaintenanceJobs(queue, o.database);
  return {
    queue,
    start: () => queue.start(),
    async stop() {
      await queue.stop();
      delivery.close();
    },
  };
}
