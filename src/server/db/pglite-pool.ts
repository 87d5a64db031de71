import { Worker } from "node:worker_threads";
import { EventEmitter } from "node:events";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import pg from "pg";
// pg's own parameter serialization, so both drivers send identical text to PostgreSQL.
import pgUtils from "pg/lib/utils.js";

type WorkerResult = { rows: unknown[]; rowCount: number; fields: { name: string; dataTypeID: number }[] };
type TypeParser = (value: string) => unknown;
type QueryConfig = {
  text: string;
  values?: unknown[];
  rowMode?: "array";
  types?: { getTypeParser: (oid: number, format?: string) => TypeParser };
};

/** A database error raised in the worker, re-created with the fields node-postgres errors carry (code, detail…). */
export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  severity?: string;
  constructor(e: { message: string; code?: string; detail?: string; constraint?: string; table?: string; severity?: string }) {
    super(e.message);
    this.name = "DatabaseError";
    Object.assign(this, e);
  }
}

let compiledPglite: Promise<WebAssembly.Module> | undefined;

/**
 * PostgreSQL compiled to WebAssembly, compiled once per process and handed to every worker. A module shared by
 * workers shares its machine code too, so a process that opens several databases in turn (the test suites, the
 * benchmarks) compiles and optimizes PGlite's ~9 MB of WebAssembly once instead of once per database: about a
 * second of processor time per database after the first.
 */
export function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiledPglite ??= readFile(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")).then((bytes) => WebAssembly.compile(bytes));
  return compiledPglite;
}

const TX_CONTROL = /^\s*(begin|start transaction|commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * The subset of pg.Pool that drizzle's node-postgres driver uses, backed by PGlite in a worker thread.
 * Plain queries share the single connection (PGlite serializes them); `connect()` hands out a client
 * whose BEGIN…COMMIT runs exclusively, so transactions keep their isolation. Its class name contains
 * "Pool", which is how drizzle decides to check out a client per transaction.
 */
export class PgliteWorkerPool extends EventEmitter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private nextId = 1;
  private readonly ready: Promise<void>;
  private closed = false;

  /** `wasmModule`: PGlite's compiled WebAssembly (pgliteWasmModule()); without it the worker compiles its own. */
  constructor(dataDir: string, wasmModule?: WebAssembly.Module) {
    super();
    // From source (tests, development) the worker registers tsx first; the compiled server (dist/server) ships
    // pglite-worker.js beside the bundle that contains this code.
    const url = new URL(import.meta.url.endsWith(".ts") ? "./pglite-worker-entry.mjs" : "./pglite-worker.js", import.meta.url);
    this.worker = new Worker(url, { workerData: { dataDir, wasmModule } });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: { ready?: boolean; id?: number; ok?: boolean; result?: unknown; session?: number; error?: never }) => {
        if (m.ready) return resolve();
        const p = m.id !== undefined ? this.pending.get(m.id) : undefined;
        if (!p || m.id === undefined) return;
        this.pending.delete(m.id);
        if (m.ok) p.resolve(m.result ?? m.session);
        else p.reject(new DatabaseError(m.error ?? { message: "Unknown database error" }));
      };
      this.worker.on("message", onMessage);
      this.worker.once("error", (e) => {
        reject(e);
        for (const p of this.pending.values()) p.reject(e);
        this.pending.clear();
      });
      this.worker.once("exit", (code) => {
        const e = new Error(`PGlite worker exited (code ${code})`);
        reject(e);
        for (const p of this.pending.values()) p.reject(e);
        this.pending.clear();
      });
    });
  }

  /** Resolves when PGlite has opened its data directory. */
  waitReady(): Promise<void> {
    return this.ready;
  }

  /** @internal sends one message and waits for its answer. */
  call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error("Database is closed"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  /** @internal runs a query, on the shared connection or inside a session. */
  async run(config: QueryConfig | string, values: unknown[] | undefined, session?: number): Promise<pg.QueryResult> {
    const q: QueryConfig = typeof config === "string" ? { text: config, values } : { ...config, values: values ?? config.values };
    const params = (q.values ?? []).map((v) => pgUtils.prepareValue(v));
    await this.ready;
    const res = await this.call<WorkerResult>({ op: "query", text: q.text, params, rowMode: q.rowMode, session });
    const parsers = res.fields.map((f) => (q.types ?? pg.types).getTypeParser(f.dataTypeID, "text") as TypeParser);
    const parse = (v: unknown, i: number) => (v === null || v === undefined ? null : parsers[i](v as string));
    const rows =
      q.rowMode === "array"
        ? (res.rows as unknown[][]).map((r) => r.map(parse))
        : (res.rows as Record<string, unknown>[]).map((r) => {
            const out: Record<string, unknown> = {};
            res.fields.forEach((f, i) => (out[f.name] = parse(r[f.name], i)));
            return out;
          });
    return { rows, rowCount: res.rowCount, fields: res.fields, command: "", oid: 0 } as unknown as pg.QueryResult;
  }

  query(config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    return this.run(config, values);
  }

  /** A client for one transaction: its queries run exclusively between BEGIN and COMMIT/ROLLBACK. */
  async connect(): Promise<PgliteWorkerClient> {
    await this.ready;
    return new PgliteWorkerClient(this);
  }

  async end(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: "close" }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}

/** A checked-out client of PgliteWorkerPool; BEGIN opens an exclusive session in the worker. */
export class PgliteWorkerClient {
  private session: number | undefined;
  constructor(private readonly pool: PgliteWorkerPool) {}

  async query(config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const text = typeof config === "string" ? config : config.text;
    const control = TX_CONTROL.exec(text)?.[1]?.toLowerCase();
    if (control === "begin" || control === "start transaction") {
      if (this.session === undefined) this.session = await this.pool.call<number>({ op: "begin" });
      return emptyResult();
    }
    if (control && this.session !== undefined) {
      const session = this.session;
      this.session = undefined;
      await this.pool.call({ op: "end", session, commit: control === "commit" || control === "end" });
      return emptyResult();
    }
    return this.pool.run(config, values, this.session);
  }

  /** Returns the client; an unfinished transaction is rolled back so the database is never left locked. */
  release(): void {
    if (this.session !== undefined) {
      const session = this.session;
      this.session = undefined;
      void this.pool.call({ op: "end", session, commit: false }).catch(() => undefined);
    }
  }
}

function emptyResult(): pg.QueryResult {
  return { rows: [], rowCount: 0, fields: [], command: "", oid: 0 } as unknown as pg.QueryResult;
}
