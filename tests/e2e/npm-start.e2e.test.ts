/**
 * `npm start` behaves like a server: a SIGTERM (or Ctrl+C) to npm's process stops the server it started,
 * and a server whose npm was killed outright stops by itself, so the port and the database lock are free.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, it } from "vitest";
import { freePort } from "../support/net.ts";
import { REPO_ROOT } from "../support/server-process.ts";
import { E2E_TEMPLATE_ENV } from "./server.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const started: Array<{ npm: ChildProcess; dataDir: string }> = [];

afterEach(() => {
  for (const { npm, dataDir } of started.splice(0)) {
    try {
      if (npm.pid) process.kill(-npm.pid, "SIGKILL");
    } catch {
      /* gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function answers(url: string): Promise<boolean> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await r.arrayBuffer();
    return r.ok;
  } catch {
    return false;
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function npmStart(): Promise<{ npm: ChildProcess; health: string; output: () => string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "facetwise-npm-start-"));
  const template = process.env[E2E_TEMPLATE_ENV];
  if (template) cpSync(template, dataDir, { recursive: true });
  // Its own process group, so the test can clean up whatever is left if an assertion fails.
  const npm = spawn("npm", ["start", "--silent"], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), FACETWISE_DATA_DIR: dataDir, NODE_ENV: "development", FACETWISE_SEED: "true", FACETWISE_SEED_RESPONDENTS: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  npm.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  npm.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  started.push({ npm, dataDir });
  const health = `http://127.0.0.1:${port}/api/health`;
  await until("the server answers", () => answers(health), 150_000).catch((e: Error) => {
    throw new Error(`${e.message}\n${output}`);
  });
  return { npm, health, output: () => output };
}

describe("npm start", () => {
  it("a SIGTERM to npm stops the server and frees the port", async () => {
    const { npm, health } = await npmStart();
    const npmExited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    npm.kill("SIGTERM");
    await npmExited;
    await until("the port is free", async () => !(await answers(health)), 15_000);
  });

  it("a server whose npm was killed outright stops by itself", async () => {
    const { npm, health } = await npmStart();
    const npmExited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    npm.kill("SIGKILL");
    await npmExited;
    await until("the orphaned server has stopped", async () => !(await answers(health)), 15_000);
  });
});
