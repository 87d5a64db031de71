import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ROOT_DIR } from "../server/config.ts";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the SPA into dist/web when it is missing or older than its sources (so `npm start` just works). */
export async function ensureWebBuild(): Promise<void> {
  const index = path.join(ROOT_DIR, "dist/web/index.html");
  const dirs = ["src/web", "src/contracts", "src/domain"].map((d) => path.join(ROOT_DIR, d)).filter(existsSync);
  const files = ["vite.config.ts", "package.json"].map((f) => path.join(ROOT_DIR, f)).filter(existsSync);
  const srcTime = Math.max(...dirs.map(newestMtime), ...files.map((f) => statSync(f).mtimeMs));
  if (existsSync(index) && statSync(index).mtimeMs >= srcTime) return;
  process.stdout.write("Building the web app (first start or sources changed)…\n");
  const r = spawnSync(process.execPath, [path.join(ROOT_DIR, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], { cwd: ROOT_DIR, stdio: "inherit" });
  if (r.status !== 0) throw new Error("the web build failed (see the output above)");
}
