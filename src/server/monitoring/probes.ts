import type { JobQueue } from "../jobs/queue.ts";
import { PRUNE_QUEUE, VACUUM_QUEUE } from "../jobs/maintenance.ts";
import { scoringActivity } from "./activity.ts";
import { busyProbe, type ComponentKind, type Monitor } from "./monitor.ts";

const SCHEDULED = new Set([VACUUM_QUEUE, PRUNE_QUEUE]);

/** Which dashboard line a job queue belongs to: mail delivery, the maintenance schedules, or other jobs. */
export function kindOfQueue(queue: string): Exclude<ComponentKind, "scoring" | "pdf"> {
  if (queue.startsWith("mail.")) return "mail";
  if (SCHEDULED.has(queue)) return "scheduler";
  return "jobs";
}

const NAMES: Record<"mail" | "scheduler" | "jobs", string> = { mail: "Mail delivery", scheduler: "Scheduled jobs", jobs: "Background jobs" };

/**
 * The workers every serving process hosts: scoring (on the request loop) and the job queue's workers grouped
 * as mail delivery, scheduled maintenance and other jobs (busy share = handler time / wall time × concurrency).
 */
export function addWorkerProbes(monitor: Monitor, queue: JobQueue): void {
  monitor.addProbe(
    busyProbe(
      () => ({ running: scoringActivity.running, busyMs: scoringActivity.busyMs, capacity: 1 }),
      () => ({ kind: "scoring", name: "Scoring engine", detail: `${scoringActivity.runs} scored since start` }),
    ),
  );
  for (const kind of ["mail", "scheduler", "jobs"] as const) {
    const read = () => {
      const mine = queue.local().filter((w) => kindOfQueue(w.queue) === kind);
      return {
        running: mine.reduce((a, w) => a + w.running, 0),
        busyMs: mine.reduce((a, w) => a + w.busyMs, 0),
        capacity: mine.reduce((a, w) => a + w.concurrency, 0),
        queues: mine.map((w) => w.queue),
      };
    };
    monitor.addProbe(
      busyProbe(read, (running) => {
        const queues = read().queues;
        return { kind, name: NAMES[kind], detail: queues.length ? `${running} running · ${queues.join(", ")}` : "no worker in this process" };
      }),
    );
  }
}
