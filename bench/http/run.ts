/**
 * HTTP benchmark of the real server: `node --import tsx bench/http/run.ts` (npm run bench:http).
 *
 * For each mode (embedded PGlite on a fresh data directory; server mode on a fresh PostgreSQL database
 * plus Redis) it starts `node bin/facetwise.js start` as a child process (NODE_ENV=development for the
 * dev mailbox, RATE_LIMIT_ENABLED=false, LOG_LEVEL=warn), signs the demo admin in by magic link, then
 * drives GET /api/health and GET /api/auth/me (Bearer) with autocannon: a warm-up, then a measured run.
 * It reads the server's RSS (the child and its descendants, /proc/<pid>/status VmRSS) at idle after
 * start, during the load (peak) and at the end, prints a table and writes bench/results/http-<mode>.json.
 *
 * Options: --mode embedded|server|both (default both) --duration 10 --warmup 3 --connections 50
 *          --cpu-prof[=dir]  profile the server child (V8 .cpuprofile per thread, written on shutdown)
 *          --entry bin/facetwise.js  the script started as `node <entry> start` (e.g. a compiled build)
 *          --case all|health|me|autosave  which requests to measure (autosave: PUT one answer, cycling items)
 *          --results-prefix http  results go to bench/results/<prefix>-<mode>.json
 * Env: BENCH_PG_URL or SERVER_MODE_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_REDIS_URL or SERVER_MODE_REDIS_URL (default redis://127.0.0.1:6379).
 *
 * The load generator and the server share this machine's cores: the figures are for this machine,
 * the server's and the load generator's CPU use are printed beside them.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Result } from "autocannon";
import { ensureWebBuild } from "../../src/cli/web-build.ts";
import { launchServer, type ServerProcess } from "../../tests/support/server-process.ts";
import { adminQuery, BENCH_REDIS_URL, clearSignInLimits, databaseUrl, DEMO_ADMIN, signInDemoAdmin as signIn } from "../support/session.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RESULTS_DIR = path.join(ROOT, "bench/results");
const REDIS_URL = BENCH_REDIS_URL;
const ADMIN = DEMO_ADMIN;

/** The issue's targets (embedded mode). */
const TARGETS = { meReqPerSec: 2500, meP99Ms: 40, idleRssMB: 450 };

type Mode = "embedded" | "server";

const { values: args } = parseArgs({
  options: {
    mode: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    "cpu-prof": { type: "string" },
    entry: { type: "string", default: "bin/facetwise.js" },
    case: { type: "string", default: "all" },
    "results-prefix": { type: "string", default: "http" },
  },
  allowPositionals: false,
  // `--cpu-prof` with no directory: parseArgs wants a value for a string option
  args: process.argv.slice(2).map((a) => (a === "--cpu-prof" ? "--cpu-prof=" : a)),
});
const cpuProfFlag = args["cpu-prof"] !== undefined;
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const MODES: Mode[] = args.mode === "both" ? ["embedded", "server"] : [args.mode as Mode];
if (!MODES.every((m) => m === "embedded" || m === "server")) throw new Error(`--mode must be embedded, server or both (got ${args.mode})`);

// ------------------------------------------------------------------------------------------ /proc

const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** pid and every descendant (through /proc/<pid>/task/<tid>/children). */
function processTree(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const t of tasks) {
      let kids = "";
      try {
        kids = readFileSync(`/proc/${p}/task/${t}/children`, "utf8");
      } catch {
        continue;
      }
      for (const k of kids.split(/\s+/).filter(Boolean)) visit(Number(k));
    }
  };
  visit(pid);
  return out;
}

function statusField(pid: number, field: string): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of the process tree, in MB. */
function treeRssMB(pid: number): number {
  return processTree(pid).reduce((s, p) => s + statusField(p, "VmRSS"), 0) / 1024;
}

/** Peak resident memory (VmHWM) summed over the tree, in MB. */
function treePeakRssMB(pid: number): number {
  return processTree(pid).reduce((s, p) => s + statusField(p, "VmHWM"), 0) / 1024;
}

/** CPU seconds (user + system) used so far by the tree. */
function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      /* gone */
    }
  }
  return ticks / CLK_TCK;
}

/** Busy and total jiffies of the whole machine (/proc/stat), to see how much else was running. */
function machineJiffies(): { busy: number; total: number } {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = f[3] + (f[4] ?? 0);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** CPU seconds used so far by every local PostgreSQL process (server mode's database work). */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (comm !== "postgres") continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks / CLK_TCK;
}

// ------------------------------------------------------------------------------------------ helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

type Server = ServerProcess & { startupMs: number };

async function startServer(mode: Mode, cleanups: (() => Promise<void>)[], profDir: string | null, reuseDataDir?: string): Promise<Server> {
  const env: Record<string, string | undefined> = {
    HOST: "127.0.0.1",
    NODE_ENV: "development",
    RATE_LIMIT_ENABLED: "false",
    LOG_LEVEL: "warn",
    FACETWISE_SEED: "true",
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  };
  let dataDir: string | null = null;
  if (mode === "embedded") {
    dataDir = reuseDataDir ?? mkdtempSync(path.join(os.tmpdir(), "facetwise-bench-"));
    const dir = dataDir;
    if (!reuseDataDir) cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  } else {
    const name = `fw_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    cleanups.push(async () => void (await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    env.DATABASE_URL = databaseUrl(name);
    env.REDIS_URL = REDIS_URL;
    // The magic-link limits live in Redis across runs (5 per address per 15 min): start this run clean.
    await clearSignInLimits(ADMIN, REDIS_URL);
  }
  const server = await launchServer({
    name: `${mode} server`,
    entry: args.entry,
    nodeArgs: profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : [],
    env,
    dataDir, // the benchmark's own: kept for the restart, removed by its cleanup
    processGroup: true,
    graceMs: 20_000,
  });
  cleanups.unshift(() => server.stop()); // stop the server before its database goes
  await server.ready(180_000);
  return Object.assign(server, { startupMs: Date.now() - server.startedAt });
}

/**
 * An open 120-item response of the demo admin and autocannon requests that save its answers: each request
 * PUTs the next item (cycling) with a value 1-5, as a person answering would (idempotent per item).
 */
async function autosaveRequests(baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const created = (await (await fetch(`${baseURL}/api/assessments`, { method: "POST", headers, body: JSON.stringify({ typeId: "ipip-neo-120" }) })).json()) as { id: string };
  const { responseId } = (await (await fetch(`${baseURL}/api/assessments/${created.id}/start`, { method: "POST", headers, body: JSON.stringify({ consent: true }) })).json()) as {
    responseId: string;
  };
  const session = (await (await fetch(`${baseURL}/api/responses/${responseId}`, { headers })).json()) as { items: { id: string }[] };
  const ids = session.items.map((i) => encodeURIComponent(i.id));
  let n = 0;
  const requests = [
    {
      method: "PUT" as const,
      setupRequest: (req: Record<string, unknown>) => {
        const i = n++;
        return { ...req, method: "PUT", path: `/api/responses/${responseId}/answers/${ids[i % ids.length]}`, body: JSON.stringify({ value: (i % 5) + 1, timeMs: 2500 }) };
      },
    },
  ];
  return { path: `/api/responses/${responseId}/answers/${ids[0]}`, headers, requests };
}

type CaseResult = {
  name: string;
  path: string;
  reqPerSec: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  serverCpuPercent: number;
  loadGenCpuPercent: number;
  /** CPU of all local postgres processes (server mode; includes anything else using that PostgreSQL). */
  postgresCpuPercent: number;
  /** Server CPU time per request (µs): comparable between runs even when other work shares the machine. */
  serverCpuUsPerRequest: number;
  /** PostgreSQL CPU time per request (µs, server mode). */
  postgresCpuUsPerRequest: number;
  /** The whole machine's busy share of all cores: what the server, the load generator and anything else used. */
  machineBusyPercent: number;
  /** The rest of the machine's CPU use (other processes), in % of one core. */
  otherCpuPercent: number;
  peakRssDuringLoadMB: number;
};

async function runCase(server: Server, name: string, urlPath: string, headers: Record<string, string>, extra: Partial<Options> = {}): Promise<CaseResult> {
  const opts = { url: server.baseURL + urlPath, connections: CONNECTIONS, headers, timeout: 10, ...extra };
  if (WARMUP > 0) await autocannon({ ...opts, duration: WARMUP });

  let peakRss = treeRssMB(server.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRssMB(server.pid))), 250);
  const cpu0 = treeCpuSeconds(server.pid);
  const pg0 = postgresCpuSeconds();
  const m0 = machineJiffies();
  const self0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const r: Result = await autocannon({ ...opts, duration: DURATION });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  clearInterval(sampler);
  const cpu1 = treeCpuSeconds(server.pid);
  const pg1 = postgresCpuSeconds();
  const m1 = machineJiffies();
  const self = process.cpuUsage(self0);
  const cores = os.cpus().length;
  const machineBusyCores = ((m1.busy - m0.busy) / (m1.total - m0.total)) * cores;
  const serverCores = (cpu1 - cpu0) / wall;
  const loadGenCores = (self.user + self.system) / 1e6 / wall;
  const pgCores = (pg1 - pg0) / wall;
  peakRss = Math.max(peakRss, treeRssMB(server.pid));

  return {
    name,
    path: urlPath,
    reqPerSec: round(r.requests.average, 0),
    totalRequests: r.requests.total,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: round(r.latency.mean, 2) },
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    serverCpuPercent: round(serverCores * 100, 0),
    loadGenCpuPercent: round(loadGenCores * 100, 0),
    postgresCpuPercent: round(pgCores * 100, 0),
    serverCpuUsPerRequest: round(((cpu1 - cpu0) / r.requests.total) * 1e6, 0),
    postgresCpuUsPerRequest: round(((pg1 - pg0) / r.requests.total) * 1e6, 0),
    machineBusyPercent: round((machineBusyCores / cores) * 100, 0),
    otherCpuPercent: Math.max(0, round((machineBusyCores - serverCores - loadGenCores - pgCores) * 100, 0)),
    peakRssDuringLoadMB: round(peakRss, 0),
  };
}

type ModeResult = {
  mode: Mode;
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGB: number; node: string };
  settings: { connections: number; durationSeconds: number; warmupSeconds: number; env: Record<string, string> };
  startupMs: number;
  loadAverageAtStart: string;
  rssMB: { idle: number; endOfLoad: number; peakDuringLoad: number; peakSinceStart: number };
  /** Embedded: a second start on the same (now initialized) data directory, as every start after the first. */
  restart?: { startupMs: number; idleRssMB: number; peakSinceStartMB: number };
  cases: CaseResult[];
  targets?: { meReqPerSec: string; meP99: string; idleRss: string };
  cpuProfiles?: string;
};

async function benchMode(mode: Mode): Promise<ModeResult> {
  const cleanups: (() => Promise<void>)[] = [];
  const profDir = cpuProfFlag ? path.resolve(args["cpu-prof"] || path.join(os.tmpdir(), `facetwise-cpuprof-${mode}-${Date.now()}`)) : null;
  if (profDir) mkdirSync(profDir, { recursive: true });
  try {
    const loadAvg = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    process.stdout.write(`\n[${mode}] load average ${loadAvg}; starting the server…\n`);
    const server = await startServer(mode, cleanups, profDir);
    process.stdout.write(`[${mode}] healthy after ${server.startupMs} ms (pid ${server.pid}); settling 3 s for the idle reading\n`);
    await sleep(3000);
    const idle = treeRssMB(server.pid);
    const token = await signIn(server.baseURL);

    const cases: CaseResult[] = [];
    for (const [name, p, h] of [
      ["GET /api/health", "/api/health", {}],
      ["GET /api/auth/me (bearer)", "/api/auth/me", { authorization: `Bearer ${token}` }],
    ] as const) {
      if (args.case !== "all" && !((args.case === "health" && p === "/api/health") || (args.case === "me" && p === "/api/auth/me"))) continue;
      process.stdout.write(`[${mode}] ${name}: ${WARMUP} s warm-up + ${DURATION} s, ${CONNECTIONS} connections…\n`);
      cases.push(await runCase(server, name, p, h));
    }
    if (args.case === "all" || args.case === "autosave") {
      const name = "PUT answer (autosave)";
      const autosave = await autosaveRequests(server.baseURL, token);
      process.stdout.write(`[${mode}] ${name}: ${WARMUP} s warm-up + ${DURATION} s, ${CONNECTIONS} connections…\n`);
      cases.push(await runCase(server, name, autosave.path, autosave.headers, { requests: autosave.requests }));
    }
    const end = treeRssMB(server.pid);
    const peakSinceStart = treePeakRssMB(server.pid);
    let restart: ModeResult["restart"];
    if (mode === "embedded" && server.dataDir) {
      await server.stop();
      process.stdout.write(`[${mode}] restarting on the same data directory for the steady-state idle reading…\n`);
      const again = await startServer(mode, cleanups, null, server.dataDir);
      await sleep(3000);
      restart = { startupMs: again.startupMs, idleRssMB: round(treeRssMB(again.pid), 0), peakSinceStartMB: round(treePeakRssMB(again.pid), 0) };
      await again.stop();
    }
    const bad = cases.filter((c) => c.non2xx || c.errors || c.timeouts);
    if (bad.length) process.stdout.write(`[${mode}] WARNING: non-2xx/errors/timeouts in ${bad.map((c) => c.name).join(", ")}\n${server.logs().slice(-3000)}\n`);

    const result: ModeResult = {
      mode,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "?", memoryGB: round(os.totalmem() / 2 ** 30, 1), node: process.version },
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        env: {
          NODE_ENV: "development",
          RATE_LIMIT_ENABLED: "false",
          LOG_LEVEL: "warn",
          ...(mode === "server" ? { DATABASE_URL: "fresh PostgreSQL database", REDIS_URL } : { FACETWISE_DATA_DIR: "fresh temp dir" }),
        },
      },
      startupMs: server.startupMs,
      loadAverageAtStart: loadAvg,
      restart,
      rssMB: { idle: round(idle, 0), endOfLoad: round(end, 0), peakDuringLoad: Math.max(...cases.map((c) => c.peakRssDuringLoadMB)), peakSinceStart: round(peakSinceStart, 0) },
      cases,
    };
    const me = cases.find((c) => c.path === "/api/auth/me");
    if (mode === "embedded" && me) {
      result.targets = {
        meReqPerSec: `${me.reqPerSec} ${me.reqPerSec >= TARGETS.meReqPerSec ? ">=" : "<"} ${TARGETS.meReqPerSec}: ${me.reqPerSec >= TARGETS.meReqPerSec ? "met" : "MISSED"}`,
        meP99: `${me.latencyMs.p99} ms ${me.latencyMs.p99 < TARGETS.meP99Ms ? "<" : ">="} ${TARGETS.meP99Ms} ms: ${me.latencyMs.p99 < TARGETS.meP99Ms ? "met" : "MISSED"}`,
        idleRss:
          [
            `first start ${result.rssMB.idle} MB: ${result.rssMB.idle < TARGETS.idleRssMB ? "met" : "MISSED"}`,
            restart ? `restart ${restart.idleRssMB} MB: ${restart.idleRssMB < TARGETS.idleRssMB ? "met" : "MISSED"}` : "",
          ]
            .filter(Boolean)
            .join("; ") + ` (target < ${TARGETS.idleRssMB} MB)`,
      };
    }
    if (profDir) result.cpuProfiles = profDir;
    return result;
  } finally {
    for (const c of cleanups) await c().catch((e) => process.stderr.write(`cleanup: ${(e as Error).message}\n`));
  }
}

function printTable(results: ModeResult[]) {
  const rows: string[][] = [
    ["mode", "case", "req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "non-2xx", "server CPU", "µs CPU/req", "postgres CPU", "pg µs/req", "loadgen CPU", "other CPU"],
  ];
  for (const r of results)
    for (const c of r.cases)
      rows.push([
        r.mode,
        c.name,
        String(c.reqPerSec),
        String(c.latencyMs.p50),
        String(c.latencyMs.p90),
        String(c.latencyMs.p99),
        String(c.latencyMs.max),
        String(c.non2xx + c.errors + c.timeouts),
        `${c.serverCpuPercent}%`,
        String(c.serverCpuUsPerRequest),
        r.mode === "server" ? `${c.postgresCpuPercent}%` : "-",
        r.mode === "server" ? String(c.postgresCpuUsPerRequest) : "-",
        `${c.loadGenCpuPercent}%`,
        `${c.otherCpuPercent}%`,
      ]);
  const rss: string[][] = [["mode", "start", "startup ms", "idle RSS MB", "peak RSS under load MB", "RSS at end MB", "peak RSS since start MB"]];
  for (const r of results) {
    rss.push([
      r.mode,
      "first (fresh database)",
      String(r.startupMs),
      String(r.rssMB.idle),
      String(r.rssMB.peakDuringLoad),
      String(r.rssMB.endOfLoad),
      String(r.rssMB.peakSinceStart),
    ]);
    if (r.restart) rss.push([r.mode, "restart (same data dir)", String(r.restart.startupMs), String(r.restart.idleRssMB), "-", "-", String(r.restart.peakSinceStartMB)]);
  }
  const fmt = (t: string[][]) => {
    const w = t[0].map((_, i) => Math.max(...t.map((row) => row[i].length)));
    const line = (row: string[]) => "| " + row.map((c, i) => (i < 2 ? c.padEnd(w[i]) : c.padStart(w[i]))).join(" | ") + " |";
    return [line(t[0]), "|" + w.map((n, i) => (i < 2 ? "-".repeat(n + 2) : "-".repeat(n + 1) + ":")).join("|") + "|", ...t.slice(1).map(line)].join("\n");
  };
  const m = results[0]?.machine;
  process.stdout.write(
    `\nFacetwise HTTP benchmark — ${m?.cpus} × ${m?.cpuModel}, Node ${m?.node}; ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per case; load generator on the same machine\n` +
      `CPU columns are % of one core over the measured run, "µs CPU/req" the server's (and PostgreSQL's) CPU time per request — the figure to compare when the machine is shared; "other" is the rest of the machine (load average at start: ${results.map((r) => `${r.mode} ${r.loadAverageAtStart}`).join(", ")})\n\n`,
  );
  process.stdout.write(fmt(rows) + "\n\n" + fmt(rss) + "\n");
  for (const r of results)
    if (r.targets) process.stdout.write(`\nTargets (${r.mode}): /api/auth/me ${r.targets.meReqPerSec}; p99 ${r.targets.meP99}; idle RSS ${r.targets.idleRss}\n`);
  for (const r of results) if (r.cpuProfiles) process.stdout.write(`CPU profiles (${r.mode}): ${r.cpuProfiles}\n`);
}

async function main() {
  if (!existsSync(RESULTS_DIR)) mkdirSync(RESULTS_DIR, { recursive: true });
  await ensureWebBuild(); // so a stale SPA build is not rebuilt inside the timed start
  const results: ModeResult[] = [];
  for (const mode of MODES) {
    const r = await benchMode(mode);
    results.push(r);
    const file = path.join(RESULTS_DIR, `${args["results-prefix"]}-${mode}.json`);
    writeFileSync(file, JSON.stringify(r, null, 2) + "\n");
    process.stdout.write(`[${mode}] wrote ${path.relative(ROOT, file)}\n`);
  }
  printTable(results);
}

main().then(
  () => process.exit(0),
  (e) => {
    process.stderr.write(`bench failed: ${(e as Error).stack ?? e}\n`);
    process.exit(1);
  },
);
