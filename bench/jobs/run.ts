/**
 * Job queue benchmark: 1,000 trivial jobs through the persisted queue (src/server/jobs), on the embedded
 * database (PGlite in its worker thread) and on PostgreSQL. Prints three figures per database:
 *   enqueue   — 1,000 sequential send() calls (one INSERT each, as a request enqueuing mail would);
 *   drain     — the worker (concurrency 8) claiming, running and completing those 1,000 queued jobs;
 *   together  — a producer sending 1,000 jobs while the worker runs, until the last one is completed.
 * `node --import tsx bench/jobs/run.ts [--pg postgres://…/postgres]` (admin URL: a throwaway database is
 * created and dropped; default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import pino from "pino";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { createJobQueue } from "../../src/server/jobs/queue.ts";
import { openTempDatabase } from "../../src/server/jobs/testing.ts";

const N = 1000;
const CONCURRENCY = 8;
const argPg = process.argv.indexOf("--pg");
const PG_ADMIN = argPg > 0 ? process.argv[argPg + 1] : "postgres://postgres@127.0.0.1:5432/postgres";
const log = pino({ level: "warn" });

type Figures = { enqueuePerSec: number; drainPerSec: number; togetherPerSec: number };

async function measure(database: Database): Promise<Figures> {
  const ms = (t0: number) => performance.now() - t0;
  const rate = (t: number) => Math.round((N / t) * 1000);

  // enqueue only: nobody works the queue yet
  const queue = createJobQueue({ database, log, pollIntervalMs: 200 });
  let done = 0;
  let allDone: () => void = () => undefined;
  queue.work(
    "bench.noop",
    async () => {
      if (++done === N) allDone();
    },
    { concurrency: CONCURRENCY },
  );
  let t0 = performance.now();
  for (let i = 0; i < N; i++) await queue.send("bench.noop", { i });
  const enqueue = ms(t0);

  // drain: claim, run, complete
  let finished = new Promise<void>((r) => (allDone = r));
  t0 = performance.now();
  queue.start();
  await finished;
  await queue.idle(); // the last completions are written
  const drain = ms(t0);

  // together: producing while the worker runs
  done = 0;
  finished = new Promise<void>((r) => (allDone = r));
  t0 = performance.now();
  for (let i = 0; i < N; i++) await queue.send("bench.noop", { i });
  await finished;
  await queue.idle();
  const together = ms(t0);
  await queue.stop();

  const stats = (await queue.stats()).find((s) => s.queue === "bench.noop");
  if (stats?.completed !== 2 * N) throw new Error(`expected ${2 * N} completed jobs, found ${JSON.stringify(stats)}`);
  return { enqueuePerSec: rate(enqueue), drainPerSec: rate(drain), togetherPerSec: rate(together) };
}

async function onPostgres(): Promise<Figures | string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    return `skipped (${(e as Error).message})`;
  }
  const name = `fw_bench_jobs_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), databasePoolSize: 10, dataDir: "/nonexistent" });
    try {
      await database.migrate();
      return await measure(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const results: Record<string, Figures | string> = {};
const embedded = await openTempDatabase();
try {
  results["embedded (PGlite)"] = await measure(embedded);
} finally {
  await embedded.close();
}
results["PostgreSQL"] = await onPostgres();

console.log(`\n${N} trivial jobs, worker concurrency ${CONCURRENCY}, Node ${process.version}\n`);
console.log("database            enqueue/s   drain/s   together/s");
for (const [db, f] of Object.entries(results)) {
  if (typeof f === "string") console.log(`${db.padEnd(18)}  ${f}`);
  else console.log(`${db.padEnd(18)}  ${String(f.enqueuePerSec).padStart(9)}  ${String(f.drainPerSec).padStart(8)}  ${String(f.togetherPerSec).padStart(11)}`);
}
