import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../../src/server/app.ts";
import { loadConfig, type Config } from "../../src/server/config.ts";
import { TEMPLATE_ENV } from "./global-setup.ts";

export type TestApp = FastifyInstance & { dataDir: string; cleanup(): Promise<void> };

/** An in-process app on a fresh embedded database (or DATABASE_URL when given), seeded with the demo organization. */
export async function buildTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "facetwise-test-"));
  // start from the run's migrated template when there is one (global setup), else from nothing
  const template = process.env[TEMPLATE_ENV];
  if (!env.DATABASE_URL && template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", FACETWISE_DATA_DIR: dataDir, PORT: "3999", ...env }, overrides);
  const app = await buildApp(config, { seed: true, ...options });
  return Object.assign(app, {
    dataDir,
    async cleanup() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The first magic link mailed to `email` (newest first), from the outbox. */
export async function latestLinkFor(app: FastifyInstance, email: string): Promise<string> {
  const msgs = await app.deps.mailer.recent(100);
  const m = msgs.find((x) => x.to === email.toLowerCase());
  const link = m?.links.find((l) => l.includes("/api/auth/magic-link/verify"));
  if (!link) throw new Error(`no magic link mailed to ${email}`);
  return link;
}

/** Signs in by magic link through the real endpoints; returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, createUser = false): Promise<string> {
  const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email, createUser } });
  if (r.statusCode !== 200) throw new Error(`magic-link request failed: ${r.statusCode} ${r.body}`);
  const link = new URL(await latestLinkFor(app, email));
  const v = await app.inject({ method: "GET", url: link.pathname + link.search });
  const setCookie = v.headers["set-cookie"];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).filter((c): c is string => Boolean(c));
  const session = cookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("facetwise.session_token="));
  if (!session) throw new Error(`verify did not set a session cookie: ${v.statusCode} ${v.headers.location}`);
  return session;
}
