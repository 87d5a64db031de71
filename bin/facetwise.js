#!/usr/bin/env node
// Entry point of the `facetwise` command. It runs the compiled server in dist/server, building it first
// with esbuild when it is missing or older than src/ (≈0.3 s). Running compiled code instead of tsx's
// loader saves ~50 MB per thread (bench/README.md). FACETWISE_FROM_SOURCE=1 runs src/ through tsx instead.
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "dist/server");
const stamp = path.join(outDir, ".built");

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "web") continue; // the SPA is built by vite, not part of the server bundle
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

async function buildServer() {
  const { build } = await import("esbuild");
  const tmp = `${outDir}.tmp-${process.pid}`;
  await build({
    entryPoints: {
      cli: path.join(root, "src/cli/main.ts"),
      "pglite-worker": path.join(root, "src/server/db/pglite-worker.ts"),
      "report-worker": path.join(root, "src/server/pdf/report-worker.ts"),
    },
    outdir: tmp,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });
  writeFileSync(path.join(tmp, ".built"), new Date().toISOString());
  // Swap the new build in whole, so a process starting at the same moment never sees half of it.
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  try {
    renameSync(tmp, outDir);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another process swapped its (identical) build in first
  }
  rmSync(old, { recursive: true, force: true });
}

if (process.env.FACETWISE_FROM_SOURCE === "1") {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/cli/main.ts");
} else {
  const stale = !existsSync(stamp) || statSync(stamp).mtimeMs < Math.max(newest(path.join(root, "src")), statSync(path.join(root, "package.json")).mtimeMs);
  if (stale) await buildServer();
  await import(pathToFileURL(path.join(outDir, "cli.js")).href);
}
