/**
 * Before any server-mode test: PostgreSQL and Redis must answer (a clear message otherwise), and the
 * SPA is built once here, so the `facetwise start` processes the tests spawn (several at once) never
 * run their own `vite build` into the same dist/ concurrently.
 */
import pg from "pg";
import { Redis } from "ioredis";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ensureWebBuild } from "../../src/cli/web-build.ts";
import { ROOT_DIR } from "../../src/server/config.ts";
import { PG_ADMIN_URL, REDIS_URL } from "./support.ts";

export default async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("show server_version_num");
    if (Number(rows[0].v) < 150000) throw new Error(`PostgreSQL ${rows[0].v} is older than 15`);
  } catch (e) {
    throw new Error(`server-mode tests need PostgreSQL (admin URL ${PG_ADMIN_URL}; set SERVER_MODE_PG_URL): ${(e as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }

  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw new Error(`server-mode tests need Redis (${REDIS_URL}; set SERVER_MODE_REDIS_URL): ${(e as Error).message}`);
  } finally {
    redis.disconnect();
  }

  await ensureWebBuild();
  // and the compiled server (bin/facetwise.js builds dist/server when it is stale), for the same reason
  execFileSync(process.execPath, [path.join(ROOT_DIR, "bin/facetwise.js"), "help"], { stdio: "ignore" });
}
