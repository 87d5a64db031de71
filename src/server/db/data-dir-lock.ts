import { mkdirSync, openSync, writeSync, closeSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";

/** Raised when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Facetwise process (pid ${pid}). ` +
        `Stop that process first, or start this one with a different FACETWISE_DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on an embedded data directory (PGlite has none: two processes on one
 * directory corrupt it). The lock file is created with O_EXCL and holds the owner's pid; a lock
 * whose owner is dead is taken over. Returns a release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "facetwise.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const owner = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      unlinkSync(file); // stale: its owner died without cleaning up
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
