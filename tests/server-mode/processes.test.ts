/**
 * Scale-out: several real `facetwise start` processes sharing one PostgreSQL database and Redis.
 * Sessions, logout and rate limits must hold across processes (nothing kept in process memory), and
 * processes started together on an empty database must all come up (migrations are serialized).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { MIGRATIONS_DIR, openDatabase } from "../../src/server/db/client.ts";
import {
  AUTOSAVE_IP_BUCKET,
  createDatabase,
  deleteRedisKeys,
  http,
  LOCAL_IP_BUCKET,
  queryDb,
  REDIS_URL,
  redisKeyExists,
  clearMagicLinkLimits,
  signInByMagicLink,
  sleep,
  startPair,
  startProcess,
  type ServerProcess,
  type TestDatabase,
} from "./support.ts";

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: unknown[] };

async function me(p: ServerProcess, headers: Record<string, string>) {
  const r = await http(p.baseURL, "/api/auth/me", { headers });
  return { status: r.status, body: (await r.json()) as { user?: { email: string }; organization?: { slug: string }; role?: string; code?: string } };
}

describe("two processes, one database: sessions", () => {
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    pair = await startPair("sessions", ["riley@demo.facetwise.test", "sam@demo.facetwise.test"]);
    ({ a, b } = pair);
  });

  afterAll(async () => {
    await pair?.stop();
  });

  it("both processes serve the same PostgreSQL database", async () => {
    for (const p of [a, b]) {
      const h = (await (await http(p.baseURL, "/api/health")).json()) as { status: string; database: string };
      expect(h, p.logs()).toMatchObject({ status: "ok", database: "postgres" });
    }
    expect(
      await queryDb(pair!.db.url, `select count(*)::int as n from organization o where not exists (select 1 from subscription s where s.organization_id = o.id and s.simulated)`),
    ).toEqual([{ n: 1 }]);
  });

  it("a session made on A works on B, and logout on B ends it on A at once", async () => {
    const s = await signInByMagicLink(a.baseURL, "riley@demo.facetwise.test");
    const onA = await me(a, { cookie: s.cookie });
    expect(onA.status).toBe(200);
    const onB = await me(b, { cookie: s.cookie });
    expect(onB.status, JSON.stringify(onB.body)).toBe(200);
    expect(onB.body).toMatchObject({ user: { email: "riley@demo.facetwise.test" }, organization: { slug: "demo" }, role: "user" });
    expect((await me(b, { authorization: `Bearer ${s.token}` })).status).toBe(200);

    const out = await http(b.baseURL, "/api/auth/logout", { method: "POST", headers: { cookie: s.cookie } });
    expect(out.status).toBe(204);
    // no session cache in server mode: A must refuse it on the very next request
    const after = await me(a, { cookie: s.cookie });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("UNAUTHENTICATED");
    expect((await me(a, { authorization: `Bearer ${s.token}` })).status).toBe(401);
    expect((await me(b, { cookie: s.cookie })).status).toBe(401);
  });

  it("a magic link mailed by A can be opened on B (tokens and the cookie secret live in the database)", async () => {
    const r = await http(a.baseURL, "/api/auth/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sam@demo.facetwise.test" }),
    });
    expect(r.status).toBe(200);
    // B reads the same outbox
    const box = (await (await http(b.baseURL, "/api/dev/mailbox")).json()) as { messages: { to: string; links: string[] }[] };
    const link = box.messages.find((m) => m.to === "sam@demo.facetwise.test")?.links.find((l) => l.includes("/magic-link/verify"));
    expect(link).toBeTruthy();
    const u = new URL(link!);
    const v = await http(b.baseURL, u.pathname + u.search);
    expect(v.status).toBe(302);
    expect(v.headers.get("location")).not.toContain("error=");
    const cookie = v.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith("facetwise.session_token="));
    expect(cookie).toBeTruthy();
    const onA = await me(a, { cookie: cookie! });
    expect(onA.status).toBe(200);
    expect(onA.body.user?.email).toBe("sam@demo.facetwise.test");
    // single use across processes too
    const again = await http(a.baseURL, u.pathname + u.search);
    expect(again.headers.get("location")).toContain("error=INVALID_TOKEN");
  });
});

describe("two processes, one Redis: the rate limit is shared", () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await createDatabase("ratelimit");
    const env = { DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_BURST: "5", LOG_LEVEL: "warn" };
    a = await startProcess("A", env);
    await a.ready();
    b = await startProcess("B", env);
    await b.ready();
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    // leave no empty bucket behind for whatever runs next from this address
    await deleteRedisKeys(LOCAL_IP_BUCKET, AUTOSAVE_IP_BUCKET).catch(() => undefined);
    await db?.drop();
  });

  it("allows 5 requests across A and B, then answers 429 on either with the error shape and retry-after", async () => {
    // The key is the client address (trustProxy is off): 127.0.0.1 for both processes. Start full.
    await deleteRedisKeys(LOCAL_IP_BUCKET);
    const order = [a, b, a, b, a];
    const remaining: string[] = [];
    for (const p of order) {
      const r = await http(p.baseURL, "/api/health");
      await r.arrayBuffer();
      expect(r.status, `request on ${p.name}`).toBe(200);
      expect(r.headers.get("x-ratelimit-limit")).toBe("5");
      remaining.push(r.headers.get("x-ratelimit-remaining") ?? "");
    }
    expect(remaining).toEqual(["4", "3", "2", "1", "0"]);

    for (const p of [b, a]) {
      const r = await http(p.baseURL, "/api/health");
      expect(r.status, `request on ${p.name}`).toBe(429);
      const body = (await r.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["code", "details", "message", "statusCode", "timestamp"]);
      expect(body).toMatchObject({ code: "RATE_LIMITED", statusCode: 429 });
      const retryAfter = Number(r.headers.get("retry-after"));
      // 5 per minute: one token every 12 s
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(12);
      expect((body.details as { retryAfterSeconds: number }).retryAfterSeconds).toBe(retryAfter);
    }
    // pages outside /api are not limited
    const page = await http(a.baseURL, "/login");
    expect(page.status).not.toBe(429);
  });

  it("answer autosave spends its own bucket in Redis: with a client's general bucket empty its saves still pass; anonymous saves do not get that budget", async () => {
    await deleteRedisKeys(LOCAL_IP_BUCKET, AUTOSAVE_IP_BUCKET);
    await clearMagicLinkLimits("riley@demo.facetwise.test");
    const session = await signInByMagicLink(a.baseURL, "riley@demo.facetwise.test");
    // the plugin's key for a signed-in client: its session, hashed (rate-limit.ts)
    const client = `s:${createHash("sha256").update(session.token).digest("base64url").slice(0, 22)}`;
    const buckets = [`facetwise:rl:${client}`, `facetwise:rl:autosave:${client}`];
    await deleteRedisKeys(...buckets);
    const headers = { cookie: session.cookie };
    for (let i = 0; i < 5; i++) await (await http(a.baseURL, "/api/auth/me", { headers })).arrayBuffer();
    expect((await http(b.baseURL, "/api/auth/me", { headers })).status).toBe(429);
    for (const p of [a, b]) {
      const r = await http(p.baseURL, "/api/responses/r1/answers/i1", {
        method: "PUT",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ value: 3 }),
      });
      await r.arrayBuffer();
      // refused for naming no response of theirs, not for the rate: the autosave bucket (20 a second) is its own
      expect(r.status, `autosave on ${p.name}`).not.toBe(429);
      expect(r.headers.get("x-ratelimit-limit")).toBe("1200");
    }
    expect(await redisKeyExists(buckets[1])).toBe(true);

    // without a session the same route spends the general per-address bucket
    await deleteRedisKeys(LOCAL_IP_BUCKET);
    const anonymous = () => http(b.baseURL, "/api/responses/r1/answers/i1", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ value: 3 }) });
    for (let i = 0; i < 5; i++) expect((await anonymous()).status).toBe(401);
    expect((await anonymous()).status).toBe(429);
    await deleteRedisKeys(...buckets);
  });
});

describe("processes started together", () => {
  const dbs: TestDatabase[] = [];
  let procs: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await Promise.all(dbs.map((d) => d.drop()));
  });

  async function expectAllReady(list: ServerProcess[]) {
    const results = await Promise.allSettled(list.map((p) => p.ready()));
    const failed = results.flatMap((r, i) => (r.status === "rejected" ? [`${list[i].name}: ${(r.reason as Error).message}`] : []));
    expect(failed, failed.join("\n\n")).toEqual([]);
    for (const p of list) expect((await http(p.baseURL, "/api/health")).status).toBe(200);
  }

  async function expectSeededOnce(url: string) {
    expect(await queryDb(url, `select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([{ n: journal.entries.length }]);
    expect(await queryDb(url, `select o.slug from organization o where not exists (select 1 from subscription s where s.organization_id = o.id and s.simulated)`)).toEqual([
      { slug: "demo" },
    ]);
    // the five demo people and the two demo platform staff (operator, CEO)
    expect(await queryDb(url, `select count(*)::int as n from "user"`)).toEqual([{ n: 7 }]);
    expect(await queryDb(url, `select count(*)::int as n from system_setting where key = 'auth_secret'`)).toEqual([{ n: 1 }]);
  }

  it("on an empty database both come up: migrations applied once (advisory lock), demo organization seeded once", async () => {
    const db = await createDatabase("concurrent");
    dbs.push(db);
    const env = { DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_ENABLED: "false" };
    const pair = await Promise.all(["A", "B"].map((n) => startProcess(n, env)));
    procs.push(...pair);
    await expectAllReady(pair);
    await expectSeededOnce(db.url);
    await Promise.all(pair.map((p) => p.stop()));
    procs = procs.filter((p) => !pair.includes(p));
  });

  it("on a migrated but unseeded database, two first starts that seed at the same moment both come up", async () => {
    // Makes the race above deterministic: hold the organization table so that both processes reach
    // the seed's "is the database empty?" query and wait there, then let them go at once.
    const db = await createDatabase("seedrace");
    dbs.push(db);
    const migrator = await openDatabase({ databaseUrl: db.url, databasePoolSize: 1, dataDir: "" });
    await migrator.migrate();
    await migrator.close();

    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      const lockerPid = (await locker.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
      await locker.query("begin");
      await locker.query("lock table organization in access exclusive mode");
      const env = { DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_ENABLED: "false" };
      const pair = await Promise.all(["A", "B"].map((n) => startProcess(n, env)));
      procs.push(...pair);
      // wait until both processes are blocked on a lock (the table, or a lock the seed takes first)
      const deadline = Date.now() + 120_000;
      for (;;) {
        const [{ n }] = await queryDb<{ n: number }>(db.url, `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`, [
          db.name,
          lockerPid,
        ]);
        if (n >= 2) break;
        const dead = pair.find((p) => p.child.exitCode !== null);
        if (dead) throw new Error(`${dead.name} exited while starting:\n${dead.logs()}`);
        if (Date.now() > deadline) throw new Error(`only ${n} process(es) reached the seed.\n${pair.map((p) => p.logs()).join("\n")}`);
        await sleep(100);
      }
      await locker.query("commit");
      await expectAllReady(pair);
      await expectSeededOnce(db.url);
    } finally {
      await locker.end().catch(() => undefined);
    }
  });
});
