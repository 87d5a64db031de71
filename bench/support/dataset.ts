/**
 * The analytics data sets the benchmarks share: one organization ("demo") with ⌈1.12 × size⌉ simulated
 * respondents over 12 months (about 10% never finish, so the completed count lands just above the size),
 * made once per mode and size with the product's own commands (`facetwise migrate`, `seed`, `demo-data`)
 * and kept: embedded in DATA_ROOT/embedded-<size>, server mode in the database fw_bench_analytics_<size>
 * (marker DATA_ROOT/server-<size>.json).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { adminQuery, databaseUrl } from "./session.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where data sets are kept between runs unless a bench is told otherwise. */
export const DEFAULT_DATA_ROOT = path.join(os.tmpdir(), "facetwise-bench-analytics");

export type Mode = "embedded" | "server";
export type Dataset = { mode: Mode; size: number; respondents: number; generationSeconds: number; env: Record<string, string | undefined>; dataDir: string | null };

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function facetwise(argv: string[], env: Record<string, string | undefined>) {
  execFileSync(process.execPath, [path.join(ROOT, "bin/facetwise.js"), ...argv], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
}

/** The data set of a mode and size, made with the product's commands on first use and kept. */
export async function dataset(mode: Mode, size: number, dataRoot = DEFAULT_DATA_ROOT): Promise<Dataset> {
  mkdirSync(dataRoot, { recursive: true });
  const env: Record<string, string | undefined> = { NODE_ENV: "development", LOG_LEVEL: "warn", FACETWISE_SEED_RESPONDENTS: "0", DATABASE_URL: undefined, REDIS_URL: undefined };
  let dataDir: string | null = null;
  let marker: string;
  if (mode === "embedded") {
    dataDir = path.join(dataRoot, `embedded-${size}`);
    env.FACETWISE_DATA_DIR = dataDir;
    marker = path.join(dataDir, "bench-dataset.json");
  } else {
    env.DATABASE_URL = databaseUrl(`fw_bench_analytics_${size}`);
    marker = path.join(dataRoot, `server-${size}.json`);
  }
  if (existsSync(marker)) return { ...(JSON.parse(readFileSync(marker, "utf8")) as Omit<Dataset, "env" | "dataDir">), env, dataDir };
  const respondents = Math.ceil(size * 1.12);
  process.stdout.write(`[${mode} ${size}] making the data set: ${respondents} simulated respondents over 12 months through the demo-data command\n`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  else {
    await adminQuery(`DROP DATABASE IF EXISTS "fw_bench_analytics_${size}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "fw_bench_analytics_${size}"`);
  }
  const t0 = performance.now();
  facetwise(["migrate"], env);
  facetwise(["seed"], env);
  facetwise(["demo-data", "--organization", "demo", "--respondents", String(respondents), "--months", "12", "--batch", "1000"], env);
  const made = { mode, size, respondents, generationSeconds: round((performance.now() - t0) / 1000) };
  writeFileSync(marker, JSON.stringify(made, null, 2) + "\n");
  return { ...made, env, dataDir };
}

// `node --import tsx bench/support/dataset.ts embedded 100000`: make (or find) one data set and print where it is
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [mode = "embedded", size = "100000"] = process.argv.slice(2);
  dataset(mode as Mode, Number(size)).then(
    (d) => process.stdout.write(`${JSON.stringify({ ...d, env: undefined })}\n`),
    (e) => {
      process.stderr.write(`${(e as Error).stack ?? e}\n`);
      process.exit(1);
    },
  );
}
