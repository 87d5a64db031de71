import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "../../src/server/db/client.ts";
import { E2E_TEMPLATE_ENV } from "./server.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const builtIndex = path.join(repoRoot, "dist/web/index.html");
/** Inputs of the SPA build: when any is newer than dist/web/index.html the build is stale. */
const buildInputs = ["src/web", "src/contracts", "src/domain", "vite.config.ts", "package.json"].map((p) => path.join(repoRoot, p));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Whether dist/web is a test build: one with the pseudo-locale switch (VITE_PSEUDO_LOCALE), which `npm run build` leaves out. */
function hasPseudoLocale(): boolean {
  const assets = path.join(repoRoot, "dist/web/assets");
  return existsSync(assets) && readdirSync(assets).some((f) => /^pseudo-locale-.*\.js$/.test(f));
}

/**
 * Builds the SPA once (`npx vite build` → dist/web) when it is missing, older than its sources, or a production
 * build: the tests' build keeps the dev/test pseudo-locale switch (tests/e2e/pseudo-locale.e2e.test.ts).
 */
function buildSpa(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...buildInputs.map(newestMtime));
  if (builtAt >= sourcesAt && hasPseudoLocale()) return;
  console.log("[e2e] building the SPA (npx vite build)…");
  execFileSync("npx", ["vite", "build"], { cwd: repoRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", VITE_PSEUDO_LOCALE: "1" } });
}

/**
 * Vitest global setup: the SPA build, and one freshly migrated, empty PGlite data directory that every
 * server of the run starts from (a copy), instead of initialising a database each time (~3 s per server
 * on two cores). The server still seeds the demo organization into it on start. Removed at teardown.
 */
export default async function setup(): Promise<() => void> {
  buildSpa();
  if (process.env.E2E_BASE_URL) return () => undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "facetwise-e2e-template-"));
  const db = await openDatabase({ dataDir: dir, databaseUrl: undefined, databasePoolSize: 1 });
  await db.migrate();
  await db.close();
  process.env[E2E_TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
