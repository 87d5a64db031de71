/**
 * Helpers for the server-mode tests: throwaway PostgreSQL databases, Redis, real `facetwise start`
 * processes, and sign-in over HTTP through the development mailbox.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { Redis } from "ioredis";
import { ensureWebBuild } from "../../src/cli/web-build.ts";
import { launchServer, type ServerProcess } from "../support/server-process.ts";

/** An admin connection (CREATE/DROP DATABASE); its database name is replaced per test. */
export const PG_ADMIN_URL = process.env.SERVER_MODE_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.SERVER_MODE_REDIS_URL || "redis://127.0.0.1:6379";

/** The Redis key of the per-IP API bucket for requests from this machine (rate-limit.ts: prefix + `ip:${req.ip}`). */
export const LOCAL_IP_BUCKET = "facetwise:rl:ip:127.0.0.1";
/** The Redis key of the per-IP answer-autosave bucket for this machine (rate-limit.ts: prefix + `autosave:ip:${req.ip}`). */
export const AUTOSAVE_IP_BUCKET = "facetwise:rl:autosave:ip:127.0.0.1";

// ---------------------------------------------------------------- PostgreSQL

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database with a unique name; drop() removes it (closing any connection still open). */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const name = `fw_sm_${label}_${process.pid}_${randomBytes(4).toString("hex")}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: withDatabase(PG_ADMIN_URL, name),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Runs one query on a test database. */
export async function queryDb<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- Redis

/** Deletes named keys (never a flush: the Redis may be shared). */
export async function deleteRedisKeys(...keys: string[]): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** True when the key exists. */
export async function redisKeyExists(key: string): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    return (await redis.exists(key)) === 1;
  } finally {
    redis.disconnect();
  }
}

/**
 * The magic-link limits (auth/service.ts) live in Redis in server mode and outlast a test run
 * (5 per address and 30 per client address per 15 minutes): clear the ones a sign-in will use.
 */
export function clearMagicLinkLimits(...emails: string[]): Promise<void> {
  return deleteRedisKeys("facetwise:rl:ml:ip:127.0.0.1", ...emails.map((e) => `facetwise:rl:ml:email:${e.toLowerCase()}`));
}

// ---------------------------------------------------------------- processes

export type { ServerProcess };

/**
 * Spawns `node bin/facetwise.js start` on a free port in a process group of its own (so stop() ends
 * it and anything it started). Development mode (for /api/dev/mailbox) unless env says otherwise;
 * without DATABASE_URL it gets a throwaway data directory. Call ready() to wait for it.
 */
export async function startProcess(name: string, env: Record<string, string>): Promise<ServerProcess> {
  // `start` rebuilds the SPA when src/web is newer than dist/web; build here first (a no-op when it is
  // current) so processes started together do not each run vite build into the same directory.
  await ensureWebBuild();
  return launchServer({
    name,
    entry: "bin",
    env: { NODE_ENV: "development", LOG_LEVEL: "info", HOST: "127.0.0.1", FACETWISE_SEED_RESPONDENTS: "0", ...env },
    processGroup: true,
    // the rate limit may already bite on the health check: it still proves the process serves
    readyStatuses: [200, 429],
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- HTTP and sign-in

/** fetch that never follows redirects and never throws on a status. */
export function http(baseURL: string, pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(pathname, baseURL), { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
}

export type Session = {
  /** `facetwise.session_token=<signed value>`: a Cookie header. */
  cookie: string;
  /** The raw session token (for `Authorization: Bearer`). */
  token: string;
};

/** Parses the session cookie out of Set-Cookie headers. */
export function sessionFromSetCookie(setCookies: string[]): Session | null {
  const pair = setCookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("facetwise.session_token="));
  if (!pair) return null;
  const signed = decodeURIComponent(pair.slice("facetwise.session_token=".length));
  if (!signed) return null;
  return { cookie: pair, token: signed.slice(0, signed.lastIndexOf(".")) };
}

/**
 * Signs in by magic link over HTTP: POST /api/auth/magic-link on `requestOn`, read the link from that
 * process's /api/dev/mailbox, open it (no redirect following) and return the session from Set-Cookie.
 */
export async function signInByMagicLink(requestOn: string, email: string): Promise<Session> {
  const r = await http(requestOn, "/api/auth/magic-link", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (r.status !== 200) throw new Error(`magic-link request for ${email} failed: ${r.status} ${await r.text()}`);
  // newest first: the first message to this address is the one just sent
  const box = (await (await http(requestOn, "/api/dev/mailbox")).json()) as { messages: { to: string; links: string[] }[] };
  const msg = box.messages.find((m) => m.to === email.toLowerCase());
  const link = msg?.links.find((l) => l.includes("/api/auth/magic-link/verify"));
  if (!link) throw new Error(`no magic link for ${email} in ${requestOn}/api/dev/mailbox`);
  const u = new URL(link);
  const v = await http(requestOn, u.pathname + u.search);
  if (v.status !== 302) throw new Error(`verify answered ${v.status}, expected 302`);
  const session = sessionFromSetCookie(v.headers.getSetCookie());
  if (!session) throw new Error(`verify did not set a session cookie (location ${v.headers.get("location")})`);
  return session;
}

/**
 * Two server processes (A, B) on one fresh PostgreSQL database and the local Redis, with the local
 * rate-limit bucket and the given people's magic-link limits cleared first. `stop` ends both and drops the database.
 */
export async function startPair(label: string, emails: string[]): Promise<{ db: TestDatabase; a: ServerProcess; b: ServerProcess; stop(): Promise<void> }> {
  const db = await createDatabase(label);
  await deleteRedisKeys(LOCAL_IP_BUCKET);
  await clearMagicLinkLimits(...emails);
  const env = { DATABASE_URL: db.url, REDIS_URL };
  const a = await startProcess("A", env);
  await a.ready();
  const b = await startProcess("B", env);
  await b.ready();
  return {
    db,
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await db.drop();
    },
  };
}
