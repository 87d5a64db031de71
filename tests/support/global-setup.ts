import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client.ts";

/** The environment variable naming this run's migrated template database (inherited by test workers). */
export const TEMPLATE_ENV = "FACETWISE_TEST_TEMPLATE";

/**
 * Vitest global setup: builds a freshly migrated, empty PGlite data directory once per run; each test
 * app copies it (~0.5 s) instead of initialising a database (~3 s). Removed again at teardown.
 * Both the dom and the app project name this setup, and vitest runs it once per project: the second
 * call finds the first one's template and uses it, instead of migrating a second one.
 */
export default async function setup(): Promise<() => void> {
  const existing = process.env[TEMPLATE_ENV];
  if (existing && existsSync(path.join(existing, "pgdata", "PG_VERSION"))) return () => undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "facetwise-template-"));
  const db = await openDatabase({ dataDir: dir, databaseUrl: undefined, databasePoolSize: 1 });
  await db.migrate();
  await db.close();
  process.env[TEMPLATE_ENV] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env[TEMPLATE_ENV] === dir) delete process.env[TEMPLATE_ENV];
  };
}
