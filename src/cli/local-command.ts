/**
 * Commands that change data (`facetwise staff grant|revoke`, `facetwise set-password`) while a server may be running.
 * The embedded database admits one process (its data directory is locked), so when a server holds it the command asks
 * that server, over loopback with the token from its control file (routes of access kind `local`); with no server
 * running (no control file, or nobody answering at its address), or on a PostgreSQL server (DATABASE_URL, no lock), the
 * command opens the database itself.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../server/config.ts";
import { LOCAL_CONTROL_HEADER, readControlFile } from "../server/http/local-control.ts";

/** What the command asks the running server: the local route and its JSON body. */
export type LocalRequest = { method: "POST" | "DELETE"; path: string; body: unknown };

/** Where the command ran. */
export type RanVia = "server" | "database";

/** An error the running server answered (its message, from the server's catalog). */
export class ServerRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ServerRefused";
  }
}

/**
 * Runs the request on the running server of the embedded data directory, else `direct` on an app built on the
 * database (no seed, no jobs). Answers the server's JSON (or null for 204) or direct's result, and where it ran.
 */
export async function runLocal<T>(config: Config, request: LocalRequest, direct: (app: FastifyInstance) => Promise<T>): Promise<{ via: RanVia; result: T | unknown }> {
  if (!config.databaseUrl) {
    const control = readControlFile(config.dataDir);
    if (control) {
      let res: Response | null = null;
      try {
        res = await fetch(new URL(request.path, control.url), {
          method: request.method,
          headers: { "content-type": "application/json", [LOCAL_CONTROL_HEADER]: control.token },
          body: JSON.stringify(request.body),
          signal: AbortSignal.timeout(30_000),
        });
      } catch {
        res = null; // nobody listens there: a server that stopped without removing its file
      }
      if (res) {
        const text = await res.text();
        const json = text ? (JSON.parse(text) as unknown) : null;
        if (!res.ok) {
          const e = json as { code?: string; message?: string } | null;
          throw new ServerRefused(res.status, e?.code ?? "UNKNOWN_ERROR", e?.message ?? `the running server answered ${res.status}`);
        }
        return { via: "server", result: json };
      }
    }
  }
  const { buildApp } = await import("../server/app.ts");
  const app = await buildApp({ ...config, logLevel: "warn" }, { seed: false, workJobs: false });
  try {
    return { via: "database", result: await direct(app) };
  } finally {
    await app.close();
  }
}
