import { z } from "zod";
import type { TOperationalMetrics, TOperationalPoint, TOrganizationOperational, TProcessInfo } from "../../contracts/analytics.ts";
import { BUCKET_COUNT, addSparse, percentileFromHistogram } from "../../domain/platform/histogram.ts";
import { systemHealth } from "../../domain/platform/health.ts";
import { uptimePercent } from "../../domain/platform/uptime.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { FRESH_MS, KEEP_MS, type Monitor } from "./monitor.ts";
import { SLOT_COUNT, SLOT_MS } from "./request-metrics.ts";
import * as repo from "./repo.ts";

/** A stored report, read defensively: a row written by another version of the app must not break the dashboard. */
const ZStoredReport = z.object({
  name: z.string().catch("API process"),
  cpuPercent: z.number().catch(0),
  memoryMb: z.number().catch(0),
  memoryPercent: z.number().catch(0),
  sockets: z.number().catch(0),
  components: z
    .array(
      z.object({
        kind: z.enum(["scoring", "pdf", "mail", "scheduler", "jobs"]),
        name: z.string(),
        status: z.enum(["running", "idle"]),
        busyPercent: z.number(),
        detail: z.string(),
      }),
    )
    .catch([]),
  slots: z.array(z.object({ t: z.number(), n: z.number(), e5: z.number(), e4: z.number(), bin: z.number(), bout: z.number(), ms: z.number(), h: z.array(z.number()) })).catch([]),
});
type StoredReport = z.infer<typeof ZStoredReport>;

type Slot = { n: number; e5: number; bytes: number; ms: number; h: number[] };
const emptySlot = (): Slot => ({ n: 0, e5: 0, bytes: 0, ms: 0, h: new Array<number>(BUCKET_COUNT).fill(0) });
const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const pct = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

/**
 * The operational dashboard's figures, summed over every API process that reported: this process's live
 * report stands in for its stored one (so figures include requests up to now). Request figures cover the last
 * 10 minutes (60 slots of 10 s, merged across processes by slot start), uptime the last 24 hours of process
 * lifetimes, queue figures the platform's job table.
 */
export async function operationalMetrics(d: { db: Db; monitor: Monitor; jobs: JobQueue }, now = new Date()): Promise<TOperationalMetrics> {
  const nowMs = now.getTime();
  const [rows, queues] = await Promise.all([repo.processMetricsSince(d.db, new Date(nowMs - KEEP_MS)), d.jobs.stats()]);
  const all = [...rows.filter((r) => r.id !== d.monitor.processId), d.monitor.row(now)].map((r) => ({ ...r, report: ZStoredReport.parse(r.data) }));
  const fresh = (r: { reportedAt: Date }) => nowMs - r.reportedAt.getTime() <= FRESH_MS;

  // --- request figures: merge the slots of every process that reported within the window ---
  const currentSlot = Math.floor(nowMs / SLOT_MS) * SLOT_MS;
  const windowStart = currentSlot - (SLOT_COUNT - 1) * SLOT_MS;
  const slots = new Map<number, Slot>();
  const total = emptySlot();
  for (const r of all) {
    if (r.reportedAt.getTime() < windowStart) continue;
    for (const s of r.report.slots) {
      if (s.t < windowStart || s.t > currentSlot) continue;
      const into = slots.get(s.t) ?? emptySlot();
      slots.set(s.t, into);
      for (const acc of [into, total]) {
        acc.n += s.n;
        acc.e5 += s.e5;
        acc.bytes += s.bin + s.bout;
        acc.ms += s.ms;
        addSparse(acc.h, s.h);
      }
    }
  }
  const inWindow = all.filter((r) => r.reportedAt.getTime() >= windowStart);
  const firstStart = Math.min(nowMs, ...inWindow.map((r) => r.startedAt.getTime()));
  const windowMs = Math.max(1000, nowMs - Math.max(windowStart, firstStart));

  const history: TOperationalPoint[] = [];
  for (let t = windowStart; t <= currentSlot; t += SLOT_MS) {
    const s = slots.get(t) ?? emptySlot();
    const seconds = t === currentSlot ? Math.max(1, (nowMs - t) / 1000) : SLOT_MS / 1000;
    history.push({
      at: new Date(t).toISOString(),
      requests: s.n,
      p50: nullableRound(percentileFromHistogram(s.h, 0.5)),
      p95: nullableRound(percentileFromHistogram(s.h, 0.95)),
      errorRate: round(pct(s.e5, s.n), 3),
      throughput: round(s.n / seconds, 2),
    });
  }

  // --- availability: union of process lifetimes over the last day ---
  const systemUptime = round(
    uptimePercent(
      all.map((r) => ({ start: r.startedAt.getTime(), end: fresh(r) ? nowMs : r.reportedAt.getTime() })),
      nowMs,
      KEEP_MS,
    ),
    3,
  );
  const live = all.filter(fresh);
  const uptimeSeconds = Math.round(Math.max(0, ...live.map((r) => nowMs - r.startedAt.getTime())) / 1000);
  const errorRate = round(pct(total.e5, total.n), 3);
  const { status, reasons } = systemHealth(systemUptime, errorRate);

  const totals = { queued: 0, active: 0, failed: 0 };
  for (const q of queues) {
    totals.queued += q.queued;
    totals.active += q.active;
    totals.failed += q.failed;
  }

  return {
    systemUptime,
    uptimeSeconds,
    responseTime: {
      p50: nullableRound(percentileFromHistogram(total.h, 0.5)),
      p95: nullableRound(percentileFromHistogram(total.h, 0.95)),
      mean: total.n ? round(total.ms / total.n) : null,
    },
    errorRate,
    throughput: round(total.n / (windowMs / 1000), 2),
    requests: total.n,
    queueDepth: totals.queued,
    activeJobs: totals.active,
    failedJobs: totals.failed,
    dataProcessedMb: round(total.bytes / 1e6, 3),
    health: status,
    healthReasons: reasons,
    activeProcesses: all
      .filter((r) => nowMs - r.reportedAt.getTime() <= SLOT_COUNT * SLOT_MS)
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
      .flatMap((r) => processLines(r, fresh(r), nowMs)),
    processes: live.length,
    windowSeconds: Math.round(windowMs / 1000),
    history,
    generatedAt: now.toISOString(),
    anonymizationCompliance: null,
  };
}

/**
 * What an organization sees: the service's health (uptime, response time, error rate, over the same window) and
 * its own jobs. Everyone's traffic, queues and processes stay out (platform operators' figures).
 */
export async function organizationOperational(d: { db: Db; monitor: Monitor; jobs: JobQueue }, organizationId: string, now = new Date()): Promise<TOrganizationOperational> {
  const [m, own] = await Promise.all([operationalMetrics(d, now), d.jobs.stats(organizationId)]);
  const ownJobs = { queued: 0, active: 0, failed: 0 };
  for (const q of own) {
    ownJobs.queued += q.queued;
    ownJobs.active += q.active;
    ownJobs.failed += q.failed;
  }
  return {
    systemUptime: m.systemUptime,
    uptimeSeconds: m.uptimeSeconds,
    responseTime: m.responseTime,
    errorRate: m.errorRate,
    health: m.health,
    healthReasons: m.healthReasons,
    windowSeconds: m.windowSeconds,
    generatedAt: m.generatedAt,
    anonymizationCompliance: m.anonymizationCompliance,
    history: m.history.map((p) => ({ at: p.at, p50: p.p50, p95: p.p95, errorRate: p.errorRate })),
    ownJobs,
  };
}

const nullableRound = (v: number | null) => (v === null ? null : round(v));

/** An API process and the workers it hosts; a silent process shows as stale, without its workers. */
function processLines(r: repo.ProcessMetricRow & { report: StoredReport }, isFresh: boolean, nowMs: number): TProcessInfo[] {
  const upSeconds = Math.round((nowMs - r.startedAt.getTime()) / 1000);
  const api: TProcessInfo = {
    id: r.id,
    name: r.report.name,
    kind: "api",
    host: r.host,
    pid: r.pid,
    status: isFresh ? "running" : "stale",
    cpuPercent: isFresh ? r.report.cpuPercent : 0,
    memoryPercent: isFresh ? r.report.memoryPercent : 0,
    memoryMb: isFresh ? r.report.memoryMb : 0,
    measure: "cpu",
    parentId: null,
    detail: isFresh ? `${r.report.sockets} sockets · up ${upSeconds} s` : `last report ${Math.round((nowMs - r.reportedAt.getTime()) / 1000)} s ago`,
  };
  if (!isFresh) return [api];
  return [
    api,
    ...r.report.components.map((c) => ({
      id: `${r.id}/${c.kind}`,
      name: c.name,
      kind: c.kind,
      host: r.host,
      pid: r.pid,
      status: c.status,
      cpuPercent: c.busyPercent,
      memoryPercent: 0,
      memoryMb: 0,
      measure: "busy" as const,
      parentId: r.id,
      detail: c.detail,
    })),
  ];
}
