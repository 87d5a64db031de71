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
