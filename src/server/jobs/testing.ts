/**
 * Helpers for the queue's tests and benchmark (not used by the server): a throwaway migrated embedded
 * database, a movable clock and a logger that keeps every line.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { openDatabase, type Database } from "../db/client.ts";
import type { JobQueue } from "./types.ts";

/**
 * Opens a migrated PGlite database in a fresh temporary directory, copied from `template` (a migrated
 * data directory, e.g. the test run's) when given; close() also removes the directory.
 */
export async function openTempDatabase(template?: string): Promise<Database> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-jobs-"));
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl: undefined, databasePoolSize: 1 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move by hand: `now()` for the queue, `set()` and `advance()` to move it. */
export function manualClock(start: string | Date) {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (at: string | Date) => void (t = new Date(at).getTime()),
    advance: (ms: number) => void (t += ms),
  };
}

/** A pino logger at debug level whose output is kept in `lines` (raw JSON lines). */
export function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { log: pino({ level: "debug" }, stream), lines, text: () => lines.join("\n") };
}

/**
 * Works `queue` until no job is due: polls, waits for this process's handlers, and repeats while a job (of
 * `queues`, when given) is queued and due or running. Jobs waiting for a later retry are left waiting; the
 * clock is the queue's (`now`, default the wall clock), so tests move it to reach a retry.
 */
export async function drain(queue: JobQueue, o: { queues?: readonly string[]; now?: () => Date } = {}): Promise<void> {
  const mine = (q: string) => !o.queues || o.queues.includes(q);
  for (let round = 0; round < 100; round++) {
    await queue.poll();
    await queue.idle();
    const now = (o.now ?? (() => new Date()))().getTime();
    const queued = (await queue.recent({ state: "queued", limit: 500 })).filter((j) => mine(j.queue) && j.runAt.getTime() <= now);
    const active = (await queue.recent({ state: "active", limit: 500 })).filter((j) => mine(j.queue));
    if (!queued.length && !active.length) return;
  }
  throw new Error("the job queue did not drain after 100 rounds");
}
