/**
 * The job queue on a real PostgreSQL with separate OS processes: each job runs exactly once when two
 * processes poll one database, and a job held by a process killed with SIGKILL is taken over by another
 * once its lease expires. Run: npx vitest run --config vitest.server-mode.config.ts tests/server-mode/jobs.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { createJobQueue, type JobQueue } from "../../src/server/jobs/queue.ts";
import { createDatabase, queryDb, type TestDatabase } from "./support.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURE = path.join(ROOT, "tests/server-mode/fixtures/job-worker.ts");
const LOCK_TIMEOUT_MS = 1500;

type Worker = {
  name: string;
  child: ChildProcess;
  out(): string;
  err(): string;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
};
const workers: Worker[] = [];

function startWorker(url: string, queue: string, name: string): Worker {
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, url, queue, String(LOCK_TIMEOUT_MS), name], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: kill() reaches it and nothing else
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (err += d));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const w: Worker = {
    name,
    child,
    out: () => out,
    err: () => err,
    async waitFor(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${err}`);
        if (Date.now() > deadline) throw new Error(`${name}: no "${text}" after ${timeoutMs} ms\n${out}\n${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-(child.pid ?? 0), signal);
        } catch {
          /* already gone */
        }
        await exited;
      }
    },
  };
  workers.push(w);
  return w;
}

/** Waits (bounded) until `check` holds; the bound is a hang guard, not a timing assertion. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${workers.map((w) => `--- ${w.name}\n${w.err()}`).join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let db: TestDatabase;
let database: Database;
let producer: JobQueue;
beforeAll(async () => {
  db = await createDatabase("jobs");
  database = await openDatabase({ databaseUrl: db.url, databasePoolSize: 2, dataDir: "/nonexistent" });
  await database.migrate();
  await queryDb(db.url, "create table job_run (job_id bigint not null, process text not null, attempt int not null, at timestamptz not null default now())");
  producer = createJobQueue({ database, log: pino({ level: "silent" }) });
});
afterAll(async () => {
  for (const w of workers) await w.kill("SIGKILL");
  await database?.close();
  await db?.drop();
});

const completed = async (queue: string) => Number((await queryDb<{ n: string }>(db.url, "select count(*) n from job where queue = $1 and state = 'completed'", [queue]))[0].n);
const runsOf = (queue: string) =>
  queryDb<{ job_id: string; process: string; attempt: number }>(
    db.url,
    "select r.job_id, r.process, r.attempt from job_run r join job j on j.id = r.job_id where j.queue = $1 order by r.at",
    [queue],
  );

describe("job queue across processes (PostgreSQL)", () => {
  it("two processes share the work and run each job exactly once", async () => {
    const a = startWorker(db.url, "sm.shared", "A");
    const b = startWorker(db.url, "sm.shared", "B");
    await Promise.all([a.waitFor("ready"), b.waitFor("ready")]);
    const N = 400;
    const ids: number[] = [];
    for (let i = 0; i < N; i++) ids.push((await producer.send("sm.shared", { ms: 3 }))!);
    await until(async () => (await completed("sm.shared")) === N, `${N} completed jobs`);

    const runs = await runsOf("sm.shared");
    expect(runs).toHaveLength(N);
    expect(new Set(runs.map((r) => Number(r.job_id))).size).toBe(N);
    expect(runs.every((r) => r.attempt === 1)).toBe(true);
    const byProcess = { A: runs.filter((r) => r.process === "A").length, B: runs.filter((r) => r.process === "B").length };
    expect(byProcess.A).toBeGreaterThan(0);
    expect(byProcess.B).toBeGreaterThan(0);
    await Promise.all([a.kill("SIGTERM"), b.kill("SIGTERM")]);
  });

  it("a job held by a process killed with SIGKILL is taken over once its lease expires; nothing is lost", async () => {
    const a = startWorker(db.url, "sm.kill", "A");
    await a.waitFor("ready");
    const held = (await producer.send("sm.kill", { hang: true }, { retryLimit: 3 }))!;
    await a.waitFor(`hanging ${held}`);
    const before: number[] = [];
    for (let i = 0; i < 10; i++) before.push((await producer.send("sm.kill", {}))!);
    await until(async () => (await completed("sm.kill")) === 10, "A to finish the jobs sent before the kill");

    await a.kill("SIGKILL"); // mid-job: no stop(), no completion, the lease simply stops being renewed
    const after: number[] = [];
    for (let i = 0; i < 10; i++) after.push((await producer.send("sm.kill", {}))!);
    const b = startWorker(db.url, "sm.kill", "B");
    await until(async () => (await completed("sm.kill")) === 21, "all 21 jobs completed");

    const runs = await runsOf("sm.kill");
    expect(runs.filter((r) => Number(r.job_id) === held).map((r) => `${r.process}#${r.attempt}`)).toEqual(["A#1", "B#2"]);
    for (const id of [...before, ...after]) expect(runs.filter((r) => Number(r.job_id) === id)).toHaveLength(1);
    expect(runs.filter((r) => after.includes(Number(r.job_id))).every((r) => r.process === "B")).toBe(true);
    const [row] = await queryDb<{ state: string; attempts: number }>(db.url, "select state, attempts from job where id = $1", [held]);
    expect(row).toEqual({ state: "completed", attempts: 2 });
    expect(b.err()).toContain("lease expired (worker A stopped or lost the database) on attempt 1");
    await b.kill("SIGTERM");
  });
});
