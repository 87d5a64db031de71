import { hostname, totalmem } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { RequestMetrics, type SlotReport } from "./request-metrics.ts";
import * as repo from "./repo.ts";

/** The kinds of work the dashboard lists (ZProcessInfo.kind). */
export type ComponentKind = "scoring" | "pdf" | "mail" | "scheduler" | "jobs";

/** A worker inside this process, as a probe reads it: running or idle, and its busy share since the last read. */
export type ComponentReport = {
  kind: ComponentKind;
  name: string;
  status: "running" | "idle";
  /** Busy share 0-100 since the previous report (threads: event-loop utilization; in-loop work: time in it). */
  busyPercent: number;
  detail: string;
};

/** What a process reports every few seconds (process_metric.data), and what the dashboard sums. */
export type ProcessReport = {
  name: string;
  cpuPercent: number;
  memoryMb: number;
  memoryPercent: number;
  sockets: number;
  components: ComponentReport[];
  slots: SlotReport[];
  totalRequests: number;
  totalBytes: number;
};

/** How often a process writes its report; a report older than FRESH_MS means the process is gone (stale). */
export const REPORT_EVERY_MS = 5_000;
export const FRESH_MS = 15_000;
/** Reports of silent processes are kept a day (uptime is measured over it), then pruned. */
export const KEEP_MS = 24 * 3600_000;

type Probe = () => ComponentReport;

/**
 * This process as the operational dashboard sees it: request metrics, CPU and memory, the workers it hosts
 * (probes added by the modules that own them) and the connected sockets; and the reporter that writes all of
 * it to process_metric every few seconds so any process can sum the platform.
 */
export class Monitor {
  readonly requests = new RequestMetrics();
  readonly startedAt = new Date();
  readonly host = hostname();
  readonly pid = process.pid;
  /** Connected sockets of this process (kept by realtime/socket.ts). */
  sockets = 0;
  private readonly probes: Probe[] = [];
  private last = { at: performance.now(), cpu: process.cpuUsage() };
  private cached: { at: number; cpuPercent: number; components: ComponentReport[] } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | null = null;
  private nextPrune = 0;

  constructor(
    readonly processId: string,
    private readonly d: { db: Db; log: FastifyBaseLogger },
  ) {}

  /** Adds a worker probe (the PDF pool, the job workers, scoring). */
  addProbe(probe: Probe): void {
    this.probes.push(probe);
  }

  /** This process's report now. CPU and busy shares are over the time since the previous sample (at most once a second). */
  report(): ProcessReport {
    const nowMs = performance.now();
    if (!this.cached || nowMs - this.cached.at >= 1000) {
      const cpu = process.cpuUsage();
      const wallUs = (nowMs - this.last.at) * 1000;
      const usedUs = cpu.user - this.last.cpu.user + (cpu.system - this.last.cpu.system);
      this.last = { at: nowMs, cpu };
      this.cached = { at: nowMs, cpuPercent: wallUs > 0 ? Math.max(0, (100 * usedUs) / wallUs) : 0, components: this.probes.map((p) => p()) };
    }
    const rss = process.memoryUsage.rss();
    return {
      name: `API ${this.host}:${this.pid}`,
      cpuPercent: round(this.cached.cpuPercent),
      memoryMb: round(rss / 1_048_576),
      memoryPercent: round((100 * rss) / totalmem()),
      sockets: this.sockets,
      components: this.cached.components,
      slots: this.requests.slots(),
      totalRequests: this.requests.totalRequests,
      totalBytes: this.requests.totalBytes,
    };
  }

  /** The row this process writes. */
  row(reportedAt = new Date()): repo.ProcessMetricRow {
    return { id: this.processId, host: this.host, pid: this.pid, kind: "api", startedAt: this.startedAt, reportedAt, data: this.report() as unknown as Record<string, unknown> };
  }

  /** Writes this process's report now (and prunes long-silent processes hourly). */
  async write(): Promise<void> {
    const now = new Date();
    await repo.upsertProcessMetric(this.d.db, this.row(now));
    if (now.getTime() >= this.nextPrune) {
      this.nextPrune = now.getTime() + 3600_000;
      await repo.pruneProcessMetrics(this.d.db, new Date(now.getTime() - KEEP_MS));
    }
  }

  /** Starts reporting every REPORT_EVERY_MS (the first report at once). */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (this.writing) return;
      this.writing = this.write()
        .catch((e: Error) => this.d.log.warn({ error: e.message }, "could not write this process's metrics report"))
        .finally(() => (this.writing = null));
    };
    tick();
    this.timer = setInterval(tick, REPORT_EVERY_MS);
    this.timer.unref();
  }

  /** Stops reporting and waits for a write under way (call before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.writing;
  }
}

const round = (v: number) => Math.round(v * 10) / 10;

/** A probe over busy time counted in milliseconds (job workers, scoring): the share of wall time since the last read. */
export function busyProbe(
  read: () => { running: number; busyMs: number; capacity: number },
  describe: (running: number) => Omit<ComponentReport, "status" | "busyPercent">,
): Probe {
  let last = { at: performance.now(), busyMs: read().busyMs };
  return () => {
    const now = performance.now();
    const r = read();
    const wall = (now - last.at) * Math.max(1, r.capacity);
    const share = wall > 0 ? Math.min(100, (100 * (r.busyMs - last.busyMs)) / wall) : 0;
    last = { at: now, busyMs: r.busyMs };
    return { ...describe(r.running), status: r.running > 0 ? "running" : "idle", busyPercent: round(share) };
  };
}
