/**
 * Server mode in process: buildApp against a fresh PostgreSQL database (DATABASE_URL) and Redis
 * (REDIS_URL). Migrations apply, re-running them changes nothing, the schema is the expected one, and
 * magic-link sign-in works through inject.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig, type Config } from "../../src/server/config.ts";
import { MIGRATIONS_DIR, openDatabase } from "../../src/server/db/client.ts";
import { RedisRateLimitStore } from "../../src/server/http/rate-limit.ts";
import { clearMagicLinkLimits, createDatabase, deleteRedisKeys, LOCAL_IP_BUCKET, queryDb, REDIS_URL, sessionFromSetCookie, type TestDatabase } from "./support.ts";

const EXPECTED_TABLES = ["account", "audit_log", "invitation", "member", "organization", "outbox", "session", "system_setting", "user", "verification"];
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };

/** Everything a migration can change, in a stable order, to compare before and after a re-run. */
async function schemaSnapshot(url: string) {
  const columns = await queryDb(
    url,
    `select table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await queryDb(url, `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
  const constraints = await queryDb(
    url,
    `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
       from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  return { columns, indexes, constraints };
}

const migrationRows = (url: string) => queryDb<{ id: number; hash: string; created_at: string }>(url, `select id, hash, created_at from drizzle.__drizzle_migrations order by id`);

let database: TestDatabase;
let config: Config;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  database = await createDatabase("migrate");
  // The bucket may hold an earlier run's state (the rate-limit test leaves it empty).
  await deleteRedisKeys(LOCAL_IP_BUCKET);
  await clearMagicLinkLimits("admin@demo.facetwise.test", "riley@demo.facetwise.test");
  config = loadConfig({ DATABASE_URL: database.url, REDIS_URL, NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "3999" });
  app = await buildApp(config);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe("server mode: migrations on a fresh PostgreSQL database", () => {
  it("uses PostgreSQL and the Redis rate-limit store", () => {
    expect(app!.deps.database.kind).toBe("postgres");
    expect(app!.deps.limiter).toBeInstanceOf(RedisRateLimitStore);
  });

  it("creates the expected tables and records every migration once", async () => {
    const tables = (
      await queryDb<{ table_name: string }>(database.url, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    const rows = await migrationRows(database.url);
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });

  it("indexes every tenant table by organization_id first (ARCHITECTURE: distributable by organization)", async () => {
    const tenantTables = (
      await queryDb<{ table_name: string }>(database.url, `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id'`)
    ).map((r) => r.table_name);
    expect(tenantTables.length).toBeGreaterThan(0);
    const leading = await queryDb<{ tbl: string }>(
      database.url,
      `select distinct t.relname as tbl
         from pg_index i
         join pg_class t on t.oid = i.indrelid
         join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
         join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
        where a.attname = 'organization_id'`,
    );
    const indexed = new Set(leading.map((r) => r.tbl));
    expect(
      tenantTables.filter((t) => !indexed.has(t)),
      "tenant tables without an index that starts with organization_id",
    ).toEqual([]);
  });

  // the seed's simulated customers (memberless organizations whose subscription is flagged simulated) are not tenants
  it("seeds the demo organization on the empty database", async () => {
    const orgs = await queryDb<{ slug: string }>(
      database.url,
      `select o.slug from organization o where not exists (select 1 from subscription s where s.organization_id = o.id and s.simulated)`,
    );
    expect(orgs.map((o) => o.slug)).toEqual(["demo"]);
    const members = await queryDb<{ email: string; role: string }>(database.url, `select u.email, m.role from member m join "user" u on u.id = m.user_id order by u.email`);
    expect(members).toHaveLength(5);
    expect(members).toContainEqual({ email: "admin@demo.facetwise.test", role: "admin" });
  });

  it("running the migrations again is a no-op (same process, another connection pool, another app)", async () => {
    const before = await schemaSnapshot(database.url);
    const rowsBefore = await migrationRows(database.url);

    await app!.deps.database.migrate();
    const other = await openDatabase(config);
    try {
      await other.migrate();
      await other.migrate();
    } finally {
      await other.close();
    }
    const second = await buildApp(config); // migrates and seeds again on start
    await second.close();

    expect(await migrationRows(database.url)).toEqual(rowsBefore);
    expect(await schemaSnapshot(database.url)).toEqual(before);
    expect(
      await queryDb(database.url, `select count(*)::int as n from organization o where not exists (select 1 from subscription s where s.organization_id = o.id and s.simulated)`),
    ).toEqual([{ n: 1 }]);
    // the five demo people and the two demo platform staff (operator, CEO)
    expect(await queryDb(database.url, `select count(*)::int as n from "user"`)).toEqual([{ n: 7 }]);
  });

  it("signs in by magic link and answers /api/auth/me (cookie and bearer); logout ends the session at once", async () => {
    const a = app!;
    const req = await a.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "admin@demo.facetwise.test" } });
    expect(req.statusCode, req.body).toBe(200);
    const msgs = await a.deps.mailer.recent(10);
    const link = msgs.find((m) => m.to === "admin@demo.facetwise.test")?.links.find((l) => l.includes("/api/auth/magic-link/verify"));
    expect(link).toBeTruthy();
    const u = new URL(link!);
    const v = await a.inject({ method: "GET", url: u.pathname + u.search });
    expect(v.statusCode).toBe(302);
    const setCookie = v.headers["set-cookie"];
    const session = sessionFromSetCookie((Array.isArray(setCookie) ? setCookie : [setCookie]).filter((c): c is string => Boolean(c)));
    expect(session).not.toBeNull();

    const me = await a.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: session!.cookie } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: "admin@demo.facetwise.test" },
      organization: { slug: "demo" },
      role: "admin",
      permissions: ["read", "write", "manage_users", "read_analytics", "create_reports"],
    });
    const bearer = await a.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${session!.token}` } });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().user.email).toBe("admin@demo.facetwise.test");

    // the session row is in PostgreSQL
    const rows = await queryDb(database.url, `select 1 from session where token = $1`, [session!.token]);
    expect(rows).toHaveLength(1);

    expect((await a.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session!.cookie } })).statusCode).toBe(204);
    expect((await a.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: session!.cookie } })).statusCode).toBe(401);
    expect((await a.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: `Bearer ${session!.token}` } })).statusCode).toBe(401);
  });
});
