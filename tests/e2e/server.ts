import { launchServer } from "../support/server-process.ts";

/** The environment variable naming the run's migrated template data directory (made by global-setup.ts, inherited by the test files). */
export const E2E_TEMPLATE_ENV = "FACETWISE_E2E_TEMPLATE";

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

/**
 * Starts the real server as `npm start` runs it (`bin/facetwise.js start`: the compiled server in dist/server, built
 * by the first start of the run when src/ is newer) on a free port with a
 * data directory (a fresh copy of the run's migrated template, removed by stop(), unless `opts.dataDir`
 * names one to reuse, which is kept), development mode and the demo seed, and waits for GET /api/health. Set E2E_BASE_URL to use a
 * server that is already running instead.
 */
export async function startServer(extraEnv: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<TestServer> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const none = async () => undefined;
    return { baseURL: external.replace(/\/$/, ""), logs: () => "(external server)", stop: none, kill: none, dataDir: "" };
  }
  const server = await launchServer({
    name: "e2e server",
    // compiled, not through tsx: each spec file starts a server, and loading the server's sources through tsx's
    // loader (in the main thread and again in the database worker) cost ~3 s of processor time per start
    entry: "bin",
    env: { NODE_ENV: "development", FACETWISE_SEED: "true", FACETWISE_SEED_RESPONDENTS: "0", ...extraEnv },
    dataDir: opts.dataDir ?? "temp",
    // the run's migrated database (global-setup.ts), when there is one
    dataDirTemplate: process.env[E2E_TEMPLATE_ENV],
    urlHost: "localhost",
  });
  try {
    await server.ready(180_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { baseURL: server.baseURL, logs: server.logs, stop: () => server.stop(), kill: () => server.kill(), dataDir: server.dataDir ?? "" };
}
