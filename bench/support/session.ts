/** Helpers the benchmarks share: the demo admin's session and the PostgreSQL admin connection. */
import pg from "pg";
import { Redis } from "ioredis";

export const DEMO_ADMIN = "admin@demo.facetwise.test";
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || process.env.SERVER_MODE_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || process.env.SERVER_MODE_REDIS_URL || "redis://127.0.0.1:6379";

/** Runs one statement on the PostgreSQL admin connection (or another URL). */
export async function adminQuery(text: string, url = PG_ADMIN_URL): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the admin connection's server. */
export function databaseUrl(name: string): string {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The demo admin's raw session token, through the magic link in the dev mailbox (development mode). */
export async function signInDemoAdmin(baseURL: string, email = DEMO_ADMIN): Promise<string> {
  const r = await fetch(`${baseURL}/api/auth/magic-link`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  if (r.status !== 200) throw new Error(`magic-link request: ${r.status} ${await r.text()}`);
  const box = (await (await fetch(`${baseURL}/api/dev/mailbox`)).json()) as { messages: { to: string; links: string[] }[] };
  const link = box.messages.find((m) => m.to === email)?.links.find((l) => l.includes("/api/auth/magic-link/verify"));
  if (!link) throw new Error("no magic link in /api/dev/mailbox");
  const u = new URL(link);
  const v = await fetch(`${baseURL}${u.pathname}${u.search}`, { redirect: "manual" });
  const pair = v.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("facetwise.session_token="));
  if (!pair) throw new Error(`verify answered ${v.status} without a session cookie`);
  const signed = decodeURIComponent(pair.slice("facetwise.session_token=".length));
  const token = signed.slice(0, signed.lastIndexOf("."));
  const me = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (me.status !== 200) throw new Error(`GET /api/auth/me with the bearer token answered ${me.status}`);
  return token;
}

/** Clears the demo admin's sign-in rate limits in Redis (5 links per address per 15 min live there across runs). */
export async function clearSignInLimits(email = DEMO_ADMIN, url = BENCH_REDIS_URL): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    await redis.del(`facetwise:rl:ml:email:${email}`, "facetwise:rl:ml:ip:127.0.0.1");
  } finally {
    redis.disconnect();
  }
}
