import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

/** Builds the SPA once (`npx vite build` → dist/web) when it is missing or older than its sources. */
export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === "1") return;
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...buildInputs.map(newestMtime));
  if (builtAt >= sourcesAt) return;
  console.log("[e2e] building the SPA (npx vite build)…");
  execFileSync("npx", ["vite", "build"], { cwd: repoRoot, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
