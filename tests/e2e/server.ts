import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/net.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface TestServer {
  baseURL: string;
  /** Everything the server printed so far (for failure messages). */
  logs(): string;
  stop(): Promise<void>;
  /** Kills the server abruptly (SIGKILL: no shutdown, no cleanup) and waits for it to die; the data directory stays. */
  kill(): Promise<void>;
  /** The embedded database directory. */
  dataDir: string;
}


async function waitForHealth(baseURL: string, child: ChildProcess, logs: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Server exited (${child.exitCode ?? child.signalCode}) before becoming healthy.\n${logs()}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer GET /api/health within ${timeoutMs} ms (last: ${lastError}).\n${logs()}`);
}

/**
 * Starts the real server (`node --import tsx src/cli/main.ts start`) on a free port with a fresh data directory,
 * development mode and the demo seed, and waits for GET /api/health. Set E2E_BASE_URL to use a server that is
 * already running instead.
 */
export async function startServer(extraEnv: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<TestServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const none = async () => undefined;
    return { baseURL: external.replace(/\/$/, ""), logs: () => "(external server)", stop: none, kill: none, dataDir: "" };
  }

  const port = await freePort();
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "facetwise-e2e-")));
  const baseURL = `http://localhost:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "start"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      FACETWISE_DATA_DIR: dataDir,
      NODE_ENV: "development",
      FACETWISE_SEED: "true",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const logs = () => output;

  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    process.removeListener("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGKILL");
    await exited;
  };

  try {
    await waitForHealth(baseURL, child, logs, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, logs, stop, kill, dataDir };
}

export { freePort };
