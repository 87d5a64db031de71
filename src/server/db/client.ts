import path from "node:path";
import { existsSync } from "node:fs";
import { spawn } from "node:child_process";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import * as schema from "./schema/index.ts";
import { PgliteWorkerPool, pgliteWasmModule } from "./pglite-pool.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { ROOT_DIR, type Config } from "../config.ts";

export type Db = NodePgDatabase<typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

/** An open database: the Drizzle handle plus what the process needs to manage it. */
export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs pending migrations (serialized across processes on a server). */
  migrate(): Promise<void>;
  /** Refreshes planner statistics; PGlite runs no autovacuum and forgets statistics on every open. */
  maintain(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(ROOT_DIR, "src/server/db/migrations");
const MIGRATION_LOCK_KEY = 7_420_931_001; // arbitrary, fixed: pg_advisory_lock key for migrations

/** Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export async function openDatabase(config: Pick<Config, "databaseUrl" | "databasePoolSize" | "dataDir">): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite(path.join(config.dataDir, "pgdata"), config.dataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", () => undefined); // idle-client errors surface on the next query instead of crashing
  const db = drizzle({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async maintain() {
      /* the server's autovacuum does this */
    },
    close: () => pool.end(),
  };
}

async function openPglite(pgdata: string, dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  if (!existsSync(path.join(pgdata, "PG_VERSION"))) {
    // First start: initdb inside PGlite leaves ~340 MB that a thread never gives back to the OS. Do it in a
    // short-lived child process, so the long-lived worker opens an existing database (bench/README.md).
    try {
      await initPgliteDataDir(pgdata);
    } catch (e) {
      release();
      throw e;
    }
  }
  let pool: PgliteWorkerPool;
  try {
    pool = new PgliteWorkerPool(pgdata, await pgliteWasmModule());
    await pool.waitReady();
  } catch (e) {
    release();
    throw e;
  }
  const db = drizzle({ client: pool as unknown as pg.Pool, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    async maintain() {
      await db.execute(sql`vacuum analyze`);
    },
    async close() {
      await pool.end();
      release();
    },
  };
}

/** Creates an empty PGlite database in `pgdata` in a child process (its memory goes with it). */
async function initPgliteDataDir(pgdata: string): Promise<void> {
  const code = `import { PGlite } from "@electric-sql/pglite"; const db = await PGlite.create(process.argv[1]); await db.close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", code, pgdata], { cwd: ROOT_DIR, stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`initializing the embedded database failed (exit ${code}): ${err.trim()}`))));
  });
}
