/**
 * PDF report rendering through the worker pool: N reports (the four assessment types in turn, each a real
 * scored sample result) rendered with `--concurrency` requests in flight, while the main thread's event-loop
 * delay is recorded — the point of the pool is that the loop stays free while pdfkit draws. For contrast the
 * same reports are then rendered on the main thread, where the loop is blocked for each whole render.
 *
 *   node --import tsx bench/pdf/run.ts [--n 200] [--concurrency <pool size>] [--main 20]
 *
 * Prints warm-up time, renders/s, p50/p99 latency, peak RSS and event-loop delay (sampled every 1 ms, so ~1 ms is
 * the floor), and writes bench/results/pdf.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance, type IntervalHistogram } from "node:perf_hooks";
import type { TBuiltInTypeId, TResults } from "../../src/contracts/assessments.ts";
import { renderReport } from "../../src/server/pdf/render-report.ts";
import { ReportPool } from "../../src/server/pdf/report-pool.ts";
import { sampleResults } from "../../src/server/pdf/sample-results.ts";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg("n", 200);
const MAIN_N = arg("main", 20);
const TYPES: TBuiltInTypeId[] = ["individual", "executive", "organizational", "ipip-neo-120"];

const inputs: TResults[] = Array.from({ length: 16 }, (_, i) => sampleResults(TYPES[i % TYPES.length], i + 1, { name: `Bench Person ${i + 1}`, email: `p${i + 1}@example.com` }));
const mb = (bytes: number) => Math.round(bytes / 1048576);
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const loopStats = (h: IntervalHistogram) => ({ p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max), meanMs: ms(h.mean) });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

// --- Warm-up: start the workers (each renders one sample) ---
const pool = new ReportPool();
const CONCURRENCY = arg("concurrency", pool.size);
let t = performance.now();
await pool.warm();
const warmMs = Math.round(performance.now() - t);
const rssAfterWarm = process.memoryUsage().rss;

// --- Idle baseline of the event-loop delay ---
const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await new Promise((r) => setTimeout(r, 1000));
idle.disable();

// --- Through the pool ---
const loop = monitorEventLoopDelay({ resolution: 1 });
const latencies: number[] = [];
let bytes = 0;
let next = 0;
loop.enable();
t = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < N) {
      const input = inputs[next++ % inputs.length];
      const s = performance.now();
      const pdf = await pool.render(input);
      latencies.push(performance.now() - s);
      bytes += pdf.length;
    }
  }),
);
const poolSeconds = (performance.now() - t) / 1000;
loop.disable();
const rssAfterPool = process.memoryUsage().rss;
const peakRssPool = peakRss;
await pool.close();

// --- Contrast: the same renders on the main thread ---
const mainLoop = monitorEventLoopDelay({ resolution: 1 });
const mainLatencies: number[] = [];
mainLoop.enable();
for (let i = 0; i < MAIN_N; i++) {
  const s = performance.now();
  await renderReport(inputs[i % inputs.length]);
  mainLatencies.push(performance.now() - s);
  await new Promise((r) => setImmediate(r)); // let the monitor's timer run between renders, as a server would
}
mainLoop.disable();
clearInterval(sampler);

latencies.sort((a, b) => a - b);
mainLatencies.sort((a, b) => a - b);
const result = {
  bench: "pdf",
  what: "A4 results reports (cover, Big Five bars, 30-facet table, optional regulation/executive/dark-side/pillars, sources) rendered by pdfkit in the worker pool",
  node: process.version,
  cpu: os.cpus()[0]?.model.trim(),
  cores: os.availableParallelism(),
  loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
  poolSize: pool.size,
  concurrency: CONCURRENCY,
  renders: N,
  warmMs,
  rendersPerSecond: Math.round((N / poolSeconds) * 10) / 10,
  latencyMs: { p50: Math.round(quantile(latencies, 0.5)), p99: Math.round(quantile(latencies, 0.99)), max: Math.round(latencies[latencies.length - 1]) },
  averagePdfKb: Math.round(bytes / N / 1024),
  eventLoopDelayIdle: loopStats(idle),
  eventLoopDelayWhileRendering: loopStats(loop),
  rssMb: { afterWarm: mb(rssAfterWarm), afterRenders: mb(rssAfterPool), peakDuringPool: mb(peakRssPool) },
  mainThreadContrast: {
    renders: MAIN_N,
    latencyMs: { p50: Math.round(quantile(mainLatencies, 0.5)), p99: Math.round(quantile(mainLatencies, 0.99)) },
    eventLoopDelay: loopStats(mainLoop),
  },
  measuredAt: new Date().toISOString(),
};

console.log(`pool of ${result.poolSize} workers warmed in ${warmMs} ms`);
console.log(
  `${N} reports, ${CONCURRENCY} in flight: ${result.rendersPerSecond} renders/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ~${result.averagePdfKb} KB each`,
);
console.log(`RSS: ${result.rssMb.afterWarm} MB after warm-up, ${result.rssMb.afterRenders} MB after, peak ${result.rssMb.peakDuringPool} MB`);
console.log(
  `event-loop delay while rendering in the pool: p50 ${result.eventLoopDelayWhileRendering.p50Ms} ms, p99 ${result.eventLoopDelayWhileRendering.p99Ms} ms, max ${result.eventLoopDelayWhileRendering.maxMs} ms (idle: p99 ${result.eventLoopDelayIdle.p99Ms} ms)`,
);
console.log(
  `contrast, ${MAIN_N} renders on the main thread: p50 ${result.mainThreadContrast.latencyMs.p50} ms; event-loop delay p99 ${result.mainThreadContrast.eventLoopDelay.p99Ms} ms, max ${result.mainThreadContrast.eventLoopDelay.maxMs} ms`,
);

const out = path.resolve(import.meta.dirname, "../results/pdf.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(result, null, 2) + "\n");
console.log(`wrote ${path.relative(process.cwd(), out)}`);
