import { randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** The header a local command carries the control token in (routes of access kind `local`). */
export const LOCAL_CONTROL_HEADER = "x-facetwise-control";

/** The control file's name in the data directory: where a running server tells local commands how to reach it. */
export const CONTROL_FILE = "facetwise.control";

/** What the control file holds: the server's pid, where it listens for this machine, and the token. */
export type ControlFile = { pid: number; url: string; token: string };

/**
 * The running server's local control token: random per process, never sent to a browser. A command on this
 * machine reads it from the control file (mode 0600, so only the server's own user can) and sends it back in
 * LOCAL_CONTROL_HEADER; `local` routes answer 404 to anyone without it or not on this machine.
 */
export class LocalControl {
  readonly token = randomBytes(32).toString("base64url");

  /** Whether a request's header carries this server's token (constant-time comparison). */
  accepts(header: string | string[] | undefined): boolean {
    if (typeof header !== "string") return false;
    const given = Buffer.from(header);
    const own = Buffer.from(this.token);
    return given.length === own.length && timingSafeEqual(given, own);
  }

  /**
   * Writes the control file in the data directory (created afresh, owner read and write only) and returns a
   * function that removes it, if it is still this server's. Also removed when the process exits.
   */
  publish(dataDir: string, url: string): () => void {
    const file = path.join(dataDir, CONTROL_FILE);
    const content = JSON.stringify({ pid: process.pid, url, token: this.token } satisfies ControlFile);
    try {
      unlinkSync(file); // a previous server's (it held the lock we now hold, so it is gone)
    } catch {
      /* none */
    }
    const fd = openSync(file, "wx", 0o600);
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    let removed = false;
    const remove = () => {
      if (removed) return;
      removed = true;
      try {
        if (readFileSync(file, "utf8") === content) unlinkSync(file);
      } catch {
        /* already gone */
      }
    };
    process.once("exit", remove);
    return remove;
  }
}

/** The control file of the server running on a data directory, or null when there is none (or it is unreadable). */
export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), "utf8")) as Partial<ControlFile>;
    if (typeof parsed.url !== "string" || typeof parsed.token !== "string" || typeof parsed.pid !== "number") return null;
    return { pid: parsed.pid, url: parsed.url, token: parsed.token };
  } catch {
    return null;
  }
}

/** The address a command on this machine reaches a server listening on `host` at: loopback for the wildcard addresses. */
export function loopbackUrl(host: string, port: number): string {
  if (host === "::" || host === "::1") return `http://[::1]:${port}`;
  if (host === "0.0.0.0" || host === "" || host === "localhost" || host.startsWith("127.")) return `http://127.0.0.1:${port}`;
  // a server bound to one other interface cannot be reached over loopback: its local routes are unreachable
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
