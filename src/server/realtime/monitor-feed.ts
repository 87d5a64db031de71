import type { Redis } from "ioredis";
import type { Server } from "socket.io";
import type { TMonitorTick } from "../../contracts/analytics.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Monitor } from "../monitoring/monitor.ts";

/** Sockets that asked for the live monitor ("monitor:subscribe") wait in this room of their own process. */
export const MONITOR_ROOM = "monitor";
/** How often the live monitor ticks. */
export const TICK_MS = 1000;

/** One process's live counters: connected sockets and the last complete second's API requests and bytes. */
export type LiveCounters = { sockets: number; requests: number; bytes: number; totalBytes: number };
type Summed = LiveCounters & { processes: number };

/** Where processes leave their per-second counters for each other. */
export interface LiveStore {
  publish(processId: string, c: LiveCounters): Promise<void>;
  /** Every live process's counters, summed. */
  sum(): Promise<Summed>;
}

/** One process (the embedded default): the sum is its own counters. */
export class LocalLiveStore implements LiveStore {
  private last: LiveCounters = { sockets: 0, requests: 0, bytes: 0, totalBytes: 0 };
  async publish(_processId: string, c: LiveCounters): Promise<void> {
    this.last = c;
  }
  async sum(): Promise<Summed> {
    return { ...this.last, processes: 1 };
  }
}

const KEY = (id: string) => `facetwise:live:${id}`;
const MEMBERS = "facetwise:live:processes";

/**
 * Scale-out: each process writes its counters every second under its own key with a 3-second expiry and
 * lists itself in a set; the sum reads the set's keys in one MGET and forgets members whose key expired
 * (a process that stopped drops out of the sums within 3 s).
 */
export class RedisLiveStore implements LiveStore {
  constructor(private readonly redis: Redis) {}
  async publish(processId: string, c: LiveCounters): Promise<void> {
    await this.redis.multi().set(KEY(processId), JSON.stringify(c), "EX", 3).sadd(MEMBERS, processId).exec();
  }
  async sum(): Promise<Summed> {
    const ids = await this.redis.smembers(MEMBERS);
    const out: Summed = { sockets: 0, requests: 0, bytes: 0, totalBytes: 0, processes: 0 };
    if (!ids.length) return out;
    const values = await this.redis.mget(...ids.map(KEY));
    const gone: string[] = [];
    values.forEach((v, i) => {
      if (v === null) return void gone.push(ids[i]!);
      const c = JSON.parse(v) as Partial<LiveCounters>;
      out.sockets += Number(c.sockets) || 0;
      out.requests += Number(c.requests) || 0;
      out.bytes += Number(c.bytes) || 0;
      out.totalBytes += Number(c.totalBytes) || 0;
      out.processes++;
    });
    if (gone.length) await this.redis.srem(MEMBERS, ...gone);
    return out;
  }
}

const mb = (bytes: number) => Math.round((bytes / 1e6) * 1000) / 1000;

/**
 * Every second: publishes this process's counters, and when some socket of this process subscribed, sums
 * every process's counters and the job queue's length and emits "monitor:tick" to this process's subscribers
 * only (each process serves its own sockets, so nothing is sent twice through the adapter).
 */
export function startMonitorFeed(io: Server, d: { monitor: Monitor; jobs: JobQueue; store: LiveStore; onError(e: Error): void }): () => void {
  let busy = false;
  const tick = async () => {
    const sockets = io.of("/").sockets.size;
    d.monitor.sockets = sockets;
    const second = d.monitor.requests.lastSecond();
    await d.store.publish(d.monitor.processId, { sockets, requests: second.requests, bytes: second.bytes, totalBytes: d.monitor.requests.totalBytes });
    if (!io.of("/").adapter.rooms.get(MONITOR_ROOM)?.size) return;
    const [sum, queueLength] = await Promise.all([d.store.sum(), d.jobs.openCount()]);
    const payload: TMonitorTick = {
      at: new Date().toISOString(),
      activeUsers: sum.sockets,
      requestsPerSecond: sum.requests,
      mbProcessed: mb(sum.bytes),
      mbTotal: mb(sum.totalBytes),
      queueLength,
      processes: sum.processes,
    };
    io.local.to(MONITOR_ROOM).emit("monitor:tick", payload);
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((e: Error) => d.onError(e))
      .finally(() => (busy = false));
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
