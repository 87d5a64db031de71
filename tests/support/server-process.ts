/**
 * One launcher for real `facetwise start` processes, shared by the browser tests (tests/e2e), the
 * server-mode tests (tests/server-mode) and the HTTP benchmark (bench/http): spawn on a free port with
 * an environment and a data directory, capture the output, wait for GET /api/health, stop gracefully
 * (SIGTERM, then SIGKILL after a grace period) or kill abruptly (SIGKILL).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./net.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type LaunchOptions = {
  /** A label for messages (default "server"). */
  name?: string;
  /**
   * What runs: "bin" is `node bin/facetwise.js start` (the compiled server, as `npm start` runs it; the
   * default), "source" is `node --import tsx src/cli/main.ts start`; any other value is a script path
   * relative to the repository, run as `node <script> start`.
   */
  entry?: "bin" | "source" | (string & {});
  /** Options for node itself, before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Environment over this process's own; a key set to undefined is removed. PORT is always the launcher's. */
  env?: Record<string, string | undefined>;
  /**
   * The embedded database directory (FACETWISE_DATA_DIR): "temp" makes a fresh one that stop() removes,
   * a path is used as it is and kept, null sets none. Default: "temp", or null when env has DATABASE_URL.
   */
  dataDir?: "temp" | null | (string & {});
  /** A data directory to copy into a "temp" one before start (a database already initialised and migrated: faster than a first start). */
  dataDirTemplate?: string;
  /** The host name in baseURL (default 127.0.0.1; the browser tests use localhost). */
  urlHost?: string;
  /** Start the server in a process group of its own, so stop() and kill() also end whatever it started. */
  processGroup?: boolean;
  /** GET /api/health statuses that mean ready (default 200 only; 429 where the rate limit may already bite). */
  readyStatuses?: number[];
  /** stop() waits this long after SIGTERM before SIGKILL (default 10 s). */
  graceMs?: number;
  /** Keep at most this much output (the newest half is kept past it; default 400,000 characters). */
  outputLimit?: number;
};

export type ServerProcess = {
  name: string;
  port: number;
  baseURL: string;
  pid: number;
  child: ChildProcess;
  /** The embedded data directory, or null in server mode. */
  dataDir: string | null;
  /** Date.now() when the process was spawned. */
  startedAt: number;
  /** Resolves when the process has exited (by itself, stop() or kill()). */
  exited: Promise<void>;
  /** Everything the process printed (stdout and stderr, interleaved), for failure messages. */
  logs(): string;
  /** Resolves when GET /api/health answers a ready status; rejects, with the logs, if the process exits first or at the timeout. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, SIGKILL after the grace period; resolves once the process has exited and a "temp" data directory is removed. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL (no shutdown, no cleanup) and resolves once the process has exited; the data directory stays. */
  kill(): Promise<void>;
};

/** How to signal each process still running. A process this one started must not outlive it (a test run that is interrupted, a benchmark that throws). */
const running = new Map<ServerProcess, (s: NodeJS.Signals) => void>();
process.once("exit", () => {
  for (const signal of running.values()) signal("SIGKILL");
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function entryArgs(entry: LaunchOptions["entry"]): string[] {
  if (entry === undefined || entry === "bin") return ["bin/facetwise.js", "start"];
  if (entry === "source") return ["--import", "tsx", "src/cli/main.ts", "start"];
  return [entry, "start"];
}

/**
 * Spawns a server process on a free port and returns at once (call ready() to wait for it). The child
 * gets this process's environment with `env` over it and the launcher's PORT; nothing else is added,
 * so callers say which NODE_ENV, HOST or seed they want.
 */
export async function launchServer(opts: LaunchOptions = {}): Promise<ServerProcess> {
  const name = opts.name ?? "server";
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...opts.env };
  const dataDirOption = opts.dataDir === undefined ? (env.DATABASE_URL ? null : "temp") : opts.dataDir;
  const temporary = dataDirOption === "temp";
  const dataDir = temporary ? mkdtempSync(path.join(os.tmpdir(), "facetwise-proc-")) : dataDirOption;
  if (temporary && dataDir && opts.dataDirTemplate) cpSync(opts.dataDirTemplate, dataDir, { recursive: true });
  if (dataDir) env.FACETWISE_DATA_DIR = dataDir;
  env.PORT = String(port);
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  const group = opts.processGroup ?? false;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entryArgs(opts.entry)], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  const startedAt = Date.now();
  const limit = opts.outputLimit ?? 400_000;
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > limit) output = output.slice(-Math.floor(limit / 2));
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const pid = child.pid ?? -1;

  const signal = (s: NodeJS.Signals) => {
    if (pid <= 0) return;
    try {
      if (group) process.kill(-pid, s);
      else if (isRunning()) child.kill(s);
    } catch {
      /* already gone */
    }
  };
  const baseURL = `http://${opts.urlHost ?? "127.0.0.1"}:${port}`;
  const logs = () => output;
  const readyStatuses = opts.readyStatuses ?? [200];

  const proc: ServerProcess = {
    name,
    port,
    baseURL,
    pid,
    child,
    dataDir,
    startedAt,
    exited,
    logs,
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let last = "";
      while (Date.now() < deadline) {
        if (!isRunning()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready.\n--- logs ---\n${logs()}`);
        try {
          const r = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(3000) });
          await r.arrayBuffer();
          if (readyStatuses.includes(r.status)) return;
          last = `HTTP ${r.status}`;
        } catch (e) {
          last = e instanceof Error ? e.message : String(e);
        }
        await sleep(100);
      }
      throw new Error(`${name} did not answer GET /api/health within ${timeoutMs} ms (last: ${last}).\n--- logs ---\n${logs()}`);
    },
    async stop(graceMs = opts.graceMs ?? 10_000) {
      if (isRunning()) {
        signal("SIGTERM");
        const timer = setTimeout(() => signal("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      if (group) signal("SIGKILL"); // anything left in the group (nothing, normally)
      running.delete(proc);
      if (temporary && dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (isRunning()) {
        signal("SIGKILL");
        await exited;
      }
      if (group) signal("SIGKILL");
      running.delete(proc);
    },
  };
  running.set(proc, signal);
  return proc;
}
