import type { Redis } from "ioredis";
import type { Server } from "socket.io";
import type { TMonitorTick } from "../../contracts/analytics.ts";
import type { Monitor } from "../monitoring/monitor.ts";

/** Sockets that asked for the live monitor ("monitor:subscribe") wait in their organization's monitor room. */
const MONITOR_PREFIX = "monitor:";
export const monitorRoom = (organizationId: string) => `${MONITOR_PREFIX}${organizationId}`;
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

/**
 * Every second: publishes this process's counters (the platform's figures, summed by the store, are kept for
 * platform operators), and for each organization with a subscribed socket in this process emits "monitor:tick"
 * with that organization's own figures to this process's subscribers only (each process serves its own
 * sockets, so nothing is sent twice through the adapter). `onlineMembers` counts the distinct people in the
 * organization's room across every process (`fetchSockets` goes through the adapter).
 */
export function startMonitorFeed(io: Server, d: { monitor: Monitor; store: LiveStore; organizationRoom(organizationId: string): string; onError(e: Error): void }): () => void {
  let busy = false;
  const tick = async () => {
    const sockets = io.of("/").sockets.size;
    d.monitor.sockets = sockets;
    const second = d.monitor.requests.lastSecond();
    await d.store.publish(d.monitor.processId, { sockets, requests: second.requests, bytes: second.bytes, totalBytes: d.monitor.requests.totalBytes });
    const watched = [...io.of("/").adapter.rooms.entries()].filter(([room, members]) => room.startsWith(MONITOR_PREFIX) && members.size > 0).map(([room]) => room);
    for (const room of watched) {
      const organizationId = room.slice(MONITOR_PREFIX.length);
      const present = await io.in(d.organizationRoom(organizationId)).fetchSockets();
      const people = new Set(present.map((s) => (s.data as { actor?: { userId?: string } }).actor?.userId).filter(Boolean));
      const payload: TMonitorTick = { at: new Date().toISOString(), onlineMembers: people.size };
      io.local.to(room).emit("monitor:tick", payload);
    }
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
