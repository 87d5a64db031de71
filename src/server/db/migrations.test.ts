import { describe, expect, it } from "vitest";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { MIGRATIONS_DIR } from "./client.ts";
import { ROOT_DIR } from "../config.ts";

describe("migrations", () => {
  it("match the schema: drizzle-kit generate finds nothing new to write", () => {
    // drizzle-kit takes --out relative to the working directory, so the copy lives inside the repo
    mkdirSync(path.join(ROOT_DIR, "node_modules/.cache"), { recursive: true });
    const out = mkdtempSync(path.join(ROOT_DIR, "node_modules/.cache/drift-"));
    try {
      cpSync(MIGRATIONS_DIR, out, { recursive: true });
      const before = readdirSync(out).sort();
      const log = execFileSync(
        process.execPath,
        [
          path.join(ROOT_DIR, "node_modules/drizzle-kit/bin.cjs"),
          "generate",
          "--dialect",
          "postgresql",
          "--schema",
          "./src/server/db/schema/index.ts",
          "--out",
          path.relative(ROOT_DIR, out),
        ],
        { cwd: ROOT_DIR, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(log).toContain("No schema changes");
      const after = readdirSync(out).sort();
      expect(after, `schema.ts and the committed migrations differ; run npm run db:generate\n${log}`).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
