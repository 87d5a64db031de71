/**
 * A 20-page generated report (spec 2 §2.2 sections, issue 11's speed target "a 20-page report PDF ≤ 2 s in the
 * worker pool without blocking the event loop"): the report PDF rendered 10 times in the worker pool, one after
 * another, while the main thread's event-loop delay is recorded; then once on the main thread for contrast.
 *
 *   npm run bench:reports-pdf            (node --import tsx bench/reports/pdf.ts [--runs 10] [--pages 20])
 *
 * Prints the page count, p50/p95/max render time, and the main thread's event-loop delay (sampled every 1 ms,
 * so ~1 ms is the floor) while rendering in the pool and while rendering on the main thread.
 */
import os from "node:os";
import { monitorEventLoopDelay, performance, type IntervalHistogram } from "node:perf_hooks";
import { ReportPool } from "../../src/server/pdf/report-pool.ts";
import { renderReportInstance } from "../../src/server/pdf/render-report-instance.ts";
import { reportInstanceFixture } from "../../src/server/pdf/testing/report-instance-fixture.ts";
import { pdfPageCount } from "../../src/server/pdf/testing/pdf-inspect.ts";
import type { TReportInstance } from "../../src/contracts/reports.ts";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const RUNS = arg("runs", 10);
const PAGES = arg("pages", 20);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const loop = (h: IntervalHistogram) => `max ${ms(h.max)} ms, p99 ${ms(h.percentile(99))} ms, mean ${ms(h.mean)} ms`;

/** The fixture with as many user-activity rows as it takes to fill `pages` pages (found by bisection). */
async function reportOfPages(pages: number): Promise<{ report: TReportInstance; pages: number }> {
  let lo = 1;
  let hi = 4000;
  let best = reportInstanceFixture(2026, { rows: lo, days: 30 });
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const r = reportInstanceFixture(2026, { rows: mid, days: 30 });
    if (pdfPageCount(await renderReportInstance(r)) <= pages) {
      lo = mid;
      best = r;
    } else hi = mid - 1;
  }
  return { report: best, pages: pdfPageCount(await renderReportInstance(best)) };
}

const { report, pages } = await reportOfPages(PAGES);
const rows = Object.values(report.content.sections).find((s) => s.type === "user_activity")!.data!.length;
console.log(
  `Report PDF: ${pages} pages (${Object.keys(report.content.sections).length} sections, ${rows} activity rows, a 30-day chart) · Node ${process.version}, ${os.cpus().length} CPUs`,
);

const pool = new ReportPool();
let t = performance.now();
await pool.warm();
console.log(`pool: ${pool.size} workers warmed in ${Math.round(performance.now() - t)} ms`);

const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await new Promise((r) => setTimeout(r, 500));
idle.disable();

const inPool = monitorEventLoopDelay({ resolution: 1 });
const times: number[] = [];
let bytes = 0;
inPool.enable();
for (let i = 0; i < RUNS; i++) {
  t = performance.now();
  bytes = (await pool.renderReportInstance(report)).length;
  times.push(performance.now() - t);
}
inPool.disable();
await pool.close();

// the loop must be ticking before the render blocks it, or the histogram sees nothing
const onMain = monitorEventLoopDelay({ resolution: 1 });
onMain.enable();
await new Promise((r) => setTimeout(r, 50));
t = performance.now();
await renderReportInstance(report);
const mainMs = performance.now() - t;
await new Promise((r) => setTimeout(r, 50));
onMain.disable();

console.log(
  `in the pool, ${RUNS} runs: p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms · ${(bytes / 1024).toFixed(0)} KB`,
);
console.log(`event-loop delay, idle: ${loop(idle)}`);
console.log(`event-loop delay while rendering in the pool: ${loop(inPool)}`);
console.log(`on the main thread instead: one render ${mainMs.toFixed(0)} ms, event-loop delay ${loop(onMain)}`);
