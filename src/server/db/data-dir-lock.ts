import { mkdirSync, openSync, writeSync, closeSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";

/** Raised when another live process already holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by another Facetwise process (pid ${pid}). Stop that process first, or start this one with a different FACETWISE_DATA_DIR.`);
    this.name = "DataDirLockedError";
  }
}

/** What /proc/<pid>/stat says about a process (Linux), or null where there is no such file. */
type ProcStat = { state: string; startTime: string };

function procStat(pid: number | "self"): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself contain spaces and ")": split after the last one.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // rest[0] is field 3 (state); field 22 (starttime, clock ticks after boot) is rest[19].
    return { state: rest[0] ?? "", startTime: rest[19] ?? "" };
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote a lock still runs. Dead is not the only way to be gone: a process
 * killed with SIGKILL stays a zombie (state Z) until its parent reaps it, and kill(pid, 0) still
 * succeeds on a zombie; a pid can also have been reused by an unrelated process since, which the
 * start time recorded in the lock tells apart.
 */
function holderRuns(pid: number, startTime: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat) {
    if (stat.state === "Z" || stat.state === "X") return false;
    return !startTime || stat.startTime === startTime;
  }
  try {
    process.kill(pid, 0); // no /proc (not Linux), or the process is gone
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Lock files this process holds now (a second lockDataDir of the same directory in one process is refused). */
const held = new Set<string>();

/**
 * Takes an exclusive lock on an embedded data directory (PGlite has none: two processes on one
 * directory corrupt it). The lock file is created with O_EXCL and holds the owner's pid and, on Linux,
 * its start time. A lock whose owner is dead, a zombie, or a different process that reuses its pid is
 * stale and taken over; a lock held by a running process (or by this process already) throws
 * DataDirLockedError. Returns a release function, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "facetwise.lock");
  const startTime = procStat("self")?.startTime;
  const content = startTime ? `${process.pid} ${startTime}` : String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, content);
      closeSync(fd);
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (readFileSync(file, "utf8").trim() === content) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      if (held.has(file)) throw new DataDirLockedError(dataDir, process.pid);
      const found = readFileSync(file, "utf8").trim();
      const [pidText, ownerStart] = found.split(/\s+/);
      const owner = Number.parseInt(pidText ?? "", 10);
      // Our own pid in a lock we do not hold is a previous process's (containers reuse small pids such as 1).
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && holderRuns(owner, ownerStart)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale. Remove it only if it is still the file we judged, so a process that took it over a moment
      // ago keeps its lock (the O_EXCL create on the next attempt then fails and reads that new owner).
      try {
        if (readFileSync(file, "utf8").trim() === found) unlinkSync(file);
      } catch {
        /* removed meanwhile */
      }
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
