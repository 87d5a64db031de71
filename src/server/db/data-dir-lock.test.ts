import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { lockDataDir, DataDirLockedError } from "./data-dir-lock.ts";
import { ROOT_DIR } from "../config.ts";

describe("data directory lock", () => {
  it("refuses a second holder while the first lives, and frees on release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
    rmSync(dir, { recursive: true });
  });

  it("takes over a lock whose owner is dead", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
    writeFileSync(path.join(dir, "facetwise.lock"), "999999999");
    lockDataDir(dir)();
    rmSync(dir, { recursive: true });
  });

  const linux = process.platform === "linux";
  /** Field 3 (state) and field 22 (start time) of /proc/<pid>/stat. */
  const stat = (pid: number) => {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: rest[0], startTime: rest[19] };
  };

  it.skipIf(!linux)("takes over a lock whose pid now belongs to another process (start time differs)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
    // our parent runs, but it is not the process that wrote this lock: that one started at another time
    writeFileSync(path.join(dir, "facetwise.lock"), `${process.ppid} ${Number(stat(process.ppid).startTime) + 1}`);
    lockDataDir(dir)();
    // the same pid with its real start time is the running holder
    writeFileSync(path.join(dir, "facetwise.lock"), `${process.ppid} ${stat(process.ppid).startTime}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // a lock written before start times were recorded (pid only) still counts while that pid runs
    writeFileSync(path.join(dir, "facetwise.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    rmSync(dir, { recursive: true });
  });

  it("takes over a lock carrying this process's pid that this process does not hold (a previous process with the same pid)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
    writeFileSync(path.join(dir, "facetwise.lock"), String(process.pid));
    lockDataDir(dir)();
    rmSync(dir, { recursive: true });
  });

  it.skipIf(!linux)(
    "takes over the lock of a holder killed with SIGKILL that its parent has not reaped (a zombie)",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
      const file = path.join(dir, "facetwise.lock");
      const holder = path.join(dir, "holder.mjs");
      writeFileSync(
        holder,
        `const { lockDataDir } = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, "data-dir-lock.ts")).href)});\n` +
          `lockDataDir(${JSON.stringify(dir)});\nsetInterval(() => {}, 60_000);\n`,
      );
      // The shell starts the holder in the background and then becomes \`sleep\`, which never waits for
      // children: once killed, the holder stays a zombie for as long as the sleep runs.
      const parent = spawn("sh", ["-c", `"${process.execPath}" --import tsx "${holder}" & exec sleep 120`], { stdio: "ignore" });
      try {
        let holderPid = 0;
        for (let i = 0; i < 600 && !holderPid; i++) {
          if (existsSync(file)) holderPid = Number.parseInt(readFileSync(file, "utf8"), 10) || 0;
          if (!holderPid) await new Promise((r) => setTimeout(r, 50));
        }
        expect(holderPid, "the holder never took the lock").toBeGreaterThan(0);
        expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

        process.kill(holderPid, "SIGKILL");
        for (let i = 0; i < 200 && stat(holderPid).state !== "Z"; i++) await new Promise((r) => setTimeout(r, 25));
        expect(stat(holderPid).state).toBe("Z");
        expect(() => process.kill(holderPid, 0)).not.toThrow(); // why a liveness check by signal alone was not enough

        const release = lockDataDir(dir);
        expect(readFileSync(file, "utf8")).toMatch(new RegExp(`^${process.pid} \\d+$`));
        release();
        expect(existsSync(file)).toBe(false);
      } finally {
        parent.kill("SIGKILL");
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );

  it("makes a second `facetwise start` on the same directory exit with a clear message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fw-lock-"));
    const release = lockDataDir(dir); // this test process plays the first server
    try {
      const child = spawn(process.execPath, [path.join(ROOT_DIR, "bin/facetwise.js"), "migrate"], {
        env: { ...process.env, FACETWISE_DATA_DIR: dir, DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      const code = await new Promise<number | null>((r) => child.on("exit", r));
      expect(code).toBe(1);
      expect(err).toContain("is in use by another Facetwise process");
    } finally {
      release();
      rmSync(dir, { recursive: true });
    }
  }, 30_000);
});
