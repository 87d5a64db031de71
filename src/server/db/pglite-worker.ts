/**
 * Worker thread that owns the embedded PGlite database, so that query execution (synchronous WASM)
 * never runs on the HTTP event loop. The main thread talks to it through PgliteWorkerPool.
 *
 * Protocol (one message in, one message out, correlated by id):
 *   { id, op: "query", text, params, rowMode, session? }  -> { id, ok, result | error }
 *   { id, op: "begin" }                                     -> { id, ok, session }   (exclusive until end)
 *   { id, op: "end", session, commit }                      -> { id, ok }
 *   { id, op: "close" }                                     -> { id, ok }
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";

type QueryMessage = { id: number; op: "query"; text: string; params: unknown[]; rowMode?: "array"; session?: number };
type BeginMessage = { id: number; op: "begin" };
type EndMessage = { id: number; op: "end"; session: number; commit: boolean };
type CloseMessage = { id: number; op: "close" };
type Message = QueryMessage | BeginMessage | EndMessage | CloseMessage;

const port = parentPort;
if (!port) throw new Error("pglite-worker must run in a worker thread");

const { dataDir, wasmModule } = workerData as { dataDir: string; wasmModule?: WebAssembly.Module };
// 32 MB of shared buffers instead of PostgreSQL's 128 MB: the same warm GROUP BY speed over a 300,000-row
// table (the files sit in the OS page cache anyway) for ~110 MB less resident memory (bench/README.md).
// The process's compiled module when the pool passed one (its machine code is shared with the other workers).
const db = await PGlite.create(dataDir, { postgresqlconf: ["shared_buffers = 32MB"], ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}) });

// Return every column in PostgreSQL's text form and take parameters as already-serialized text
// (node-postgres semantics): the main thread applies pg's prepareValue and the type parsers drizzle
// asks for, exactly as with the `pg` driver. Patched on the instance once (per-query options cost ~40%).
const identity = (v: unknown) => v;
for (const oid of Object.keys(db.parsers)) (db.parsers as Record<string, unknown>)[oid] = identity;
for (const oid of Object.keys(db.serializers)) (db.serializers as Record<string, unknown>)[oid] = identity;

type OpenSession = { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> };
const sessions = new Map<number, OpenSession>();
let nextSession = 1;

function errorPayload(e: unknown) {
  const err = e as { message?: string; code?: string; detail?: string; constraint?: string; table?: string; severity?: string };
  return { message: err.message ?? String(e), code: err.code, detail: err.detail, constraint: err.constraint, table: err.table, severity: err.severity };
}

async function runQuery(m: QueryMessage) {
  const target = m.session ? sessions.get(m.session)?.tx : db;
  if (!target) throw new Error(`Unknown database session ${m.session}`);
  const res = await target.query<unknown[]>(m.text, m.params, {
    rowMode: m.rowMode === "array" ? "array" : "object",
  });
  return {
    rows: res.rows,
    rowCount: res.affectedRows ?? res.rows.length,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

function begin(): Promise<number> {
  return new Promise((resolveBegin, rejectBegin) => {
    const id = nextSession++;
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((r) => (finish = r));
    let started = false;
    const done: Promise<void> = db
      .transaction(async (tx) => {
        started = true;
        sessions.set(id, { tx, finish, done });
        resolveBegin(id);
        const commit = await decided;
        if (!commit) await tx.rollback();
      })
      .finally(() => sessions.delete(id));
    done.catch((e) => {
      if (!started) rejectBegin(e);
    });
  });
}

async function end(m: EndMessage) {
  const s = sessions.get(m.session);
  if (!s) return;
  s.finish(m.commit);
  await s.done;
}

port.on("message", async (m: Message) => {
  try {
    switch (m.op) {
      case "query":
        port.postMessage({ id: m.id, ok: true, result: await runQuery(m) });
        break;
      case "begin":
        port.postMessage({ id: m.id, ok: true, session: await begin() });
        break;
      case "end":
        await end(m);
        port.postMessage({ id: m.id, ok: true });
        break;
      case "close":
        for (const s of sessions.values()) s.finish(false);
        await db.close();
        port.postMessage({ id: m.id, ok: true });
        break;
    }
  } catch (e) {
    port.postMessage({ id: m.id, ok: false, error: errorPayload(e) });
  }
});

port.postMessage({ ready: true });
