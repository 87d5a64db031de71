/**
 * Analytics benchmark: `npm run bench:analytics` (node --import tsx bench/analytics/run.ts).
 *
 *   --mode embedded|server|both   which database (default both)
 *   --sizes 1000,100000           completed responses in the one organization (default both)
 *   --runs 40 --warmup 5          timed and untimed calls per case
 *   --data-root DIR               where data sets are kept between runs (default $TMPDIR/facetwise-bench-analytics)
 *
 * A data set is made once per mode and size with the product's own commands (`facetwise migrate`, `seed`,
 * then `demo-data --organization demo --respondents ⌈size × 1.12⌉ --months 12`: about 10% never finish, so
 * the completed count lands just above the size) and kept: embedded in DATA_ROOT/embedded-<size>, server
 * mode in the database fw_bench_analytics_<size> (marker DATA_ROOT/server-<size>.json). Then the real server
 * starts on it, the demo admin signs in, the bench waits until the start-up jobs are done (job queue empty),
 * and each analytics call is made `runs` times one after another
 * over HTTP; the table gives p50/p95 per call and size, and the ratio of the p50s at the largest and
 * smallest size. Results go to bench/results/analytics-<mode>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { launchServer } from "../../tests/support/server-process.ts";
import { BENCH_REDIS_URL, clearSignInLimits, signInDemoAdmin } from "../support/session.ts";
import { dataset, DEFAULT_DATA_ROOT, ROOT, type Mode } from "../support/dataset.ts";

const RESULTS_DIR = path.join(ROOT, "bench/results");
/** The targets: p50 per call, and the 100k/1k ratio. */
const TARGETS = { embeddedP50Ms: 50, serverP50Ms: 30, ratio: 3 };

const { values: args } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    sizes: { type: "string", default: "1000,100000" },
    runs: { type: "string", default: "40" },
    warmup: { type: "string", default: "5" },
    "data-root": { type: "string", default: DEFAULT_DATA_ROOT },
  },
});
const MODES: Mode[] = args.mode === "both" ? ["embedded", "server"] : [args.mode as Mode];
if (!MODES.every((m) => m === "embedded" || m === "server")) throw new Error(`--mode must be embedded, server or both (got ${args.mode})`);
const SIZES = args.sizes.split(",").map(Number);
if (!SIZES.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`--sizes must be positive integers (got ${args.sizes})`);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const DATA_ROOT = args["data-root"];

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

type Case = { name: string; path: string; body: (organizationId: string, today: string) => unknown };
const daysAgo = (today: string, n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
const CASES: Case[] = [
  { name: "ocean-distribution", path: "/api/analytics/ocean-distribution", body: (organizationId) => ({ organizationId, filters: {} }) },
  {
    name: "ocean-distribution (Sales, IPIP-NEO-120, 6 months)",
    path: "/api/analytics/ocean-distribution",
    body: (organizationId, today) => ({ organizationId, filters: { department: "Sales", assessmentType: "ipip-neo-120", dateRange: { start: daysAgo(today, 182), end: today } } }),
  },
  { name: "executive (last 30 days)", path: "/api/analytics/executive", body: (organizationId) => ({ organizationId }) },
  { name: "executive (12 months)", path: "/api/analytics/executive", body: (organizationId, today) => ({ organizationId, dateRange: { start: daysAgo(today, 365), end: today } }) },
  { name: "insights (last 90 days)", path: "/api/analytics/insights", body: (organizationId) => ({ organizationId, filters: {} }) },
  {
    name: "insights (12 months, Sales)",
    path: "/api/analytics/insights",
    body: (organizationId, today) => ({ organizationId, filters: { department: "Sales", dateRange: { start: daysAgo(today, 365), end: today } } }),
  },
  { name: "operational", path: "/api/analytics/operational", body: (organizationId) => ({ organizationId }) },
  { name: "team (Sales)", path: "/api/analytics/team", body: (organizationId) => ({ organizationId, department: "Sales" }) },
  {
    name: "adverse-impact (conscientiousness ≥ 50, 12 months)",
    path: "/api/analytics/adverse-impact",
    body: (organizationId, today) => ({ organizationId, measure: "conscientiousness", cutoff: 50, dateRange: { start: daysAgo(today, 365), end: today } }),
  },
];

type CaseResult = { name: string; p50: number; p95: number; mean: number; max: number; bytes: number };
type SizeResult = { size: number; completed: number; respondents: number; generationSeconds: number; cases: CaseResult[] };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function benchSize(mode: Mode, size: number): Promise<SizeResult> {
  const ds = await dataset(mode, size, DATA_ROOT);
  const env: Record<string, string | undefined> = { ...ds.env, HOST: "127.0.0.1", RATE_LIMIT_ENABLED: "false", FACETWISE_SEED: "false" };
  if (mode === "server") {
    env.REDIS_URL = BENCH_REDIS_URL;
    await clearSignInLimits();
  }
  const server = await launchServer({ name: `${mode} ${size}`, entry: "bin/facetwise.js", env, dataDir: ds.dataDir, processGroup: true, graceMs: 20_000 });
  try {
    await server.ready(300_000);
    const token = await signInDemoAdmin(server.baseURL);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const me = (await (await fetch(`${server.baseURL}/api/auth/me`, { headers })).json()) as { organization: { id: string } };
    const organizationId = me.organization.id;
    const today = new Date().toISOString().slice(0, 10);
    const call = async (c: Case) => {
      const t0 = performance.now();
      const r = await fetch(`${server.baseURL}${c.path}`, { method: "POST", headers, body: JSON.stringify(c.body(organizationId, today)) });
      const text = await r.text();
      const ms = performance.now() - t0;
      if (r.status !== 200) throw new Error(`${c.name}: ${r.status} ${text.slice(0, 300)}`);
      return { ms, bytes: text.length, json: text };
    };
    // the start-up jobs (re-scoring check, vacuum) run in the background: measure once they are done
    const idleBy = Date.now() + 180_000;
    for (;;) {
      const op = JSON.parse((await call(CASES.find((c) => c.name === "operational")!)).json) as { queueDepth: number; activeJobs: number };
      if ((op.queueDepth === 0 && op.activeJobs === 0) || Date.now() > idleBy) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const all = JSON.parse((await call({ ...CASES[3], body: (o) => ({ organizationId: o, dateRange: { start: daysAgo(today, 3650), end: today } }) })).json) as {
      metrics: { totalAssessments: number };
    };
    const completed = all.metrics.totalAssessments;
    const cases: CaseResult[] = [];
    for (const c of CASES) {
      for (let i = 0; i < WARMUP; i++) await call(c);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const r = await call(c);
        times.push(r.ms);
        bytes = r.bytes;
      }
      times.sort((a, b) => a - b);
      cases.push({
        name: c.name,
        p50: round(quantile(times, 0.5)),
        p95: round(quantile(times, 0.95)),
        mean: round(times.reduce((a, b) => a + b, 0) / times.length),
        max: round(times[times.length - 1]),
        bytes,
      });
      process.stdout.write(`[${mode} ${size}] ${c.name}: p50 ${cases.at(-1)!.p50} ms, p95 ${cases.at(-1)!.p95} ms\n`);
    }
    return { size, completed, respondents: ds.respondents, generationSeconds: ds.generationSeconds, cases };
  } finally {
    await server.stop();
  }
}

function printTable(mode: Mode, sizes: SizeResult[]) {
  const small = sizes[0];
  const large = sizes[sizes.length - 1];
  const target = mode === "embedded" ? TARGETS.embeddedP50Ms : TARGETS.serverP50Ms;
  const header = ["call", ...sizes.flatMap((s) => [`p50 @${s.completed}`, `p95 @${s.completed}`]), ...(sizes.length > 1 ? ["ratio p50"] : []), "target"];
  const rows = CASES.map((c, i) => {
    const ratio = large.cases[i].p50 / Math.max(small.cases[i].p50, 0.1);
    const ok = large.cases[i].p50 <= target && (sizes.length === 1 || ratio <= TARGETS.ratio);
    return [c.name, ...sizes.flatMap((s) => [String(s.cases[i].p50), String(s.cases[i].p95)]), ...(sizes.length > 1 ? [round(ratio, 2).toFixed(2)] : []), ok ? "met" : "MISSED"];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join("  ");
  process.stdout.write(`\n${mode}: milliseconds per call over HTTP, ${RUNS} calls after ${WARMUP} warm-up (target p50 ≤ ${target} ms, ratio ≤ ${TARGETS.ratio})\n`);
  process.stdout.write([line(header), ...rows.map(line)].join("\n") + "\n");
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const mode of MODES) {
    const sizes: SizeResult[] = [];
    for (const size of SIZES) sizes.push(await benchSize(mode, size));
    const result = {
      mode,
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageAtEnd: os.loadavg().map((x) => round(x, 2)),
      runs: RUNS,
      warmup: WARMUP,
      sizes,
    };
    const file = path.join(RESULTS_DIR, `analytics-${mode}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2) + "\n");
    printTable(mode, sizes);
    process.stdout.write(`wrote ${path.relative(ROOT, file)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`bench failed: ${(e as Error).stack ?? e}\n`);
    process.exit(1);
  },
);
