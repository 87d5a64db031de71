import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
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
