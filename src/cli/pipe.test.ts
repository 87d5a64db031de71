/**
 * `facetwise items … | cmd`: the whole output reaches a pipe. The process used to exit before stdout drained,
 * so a pipe saw only its first 65,536 bytes.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../server/config.ts";
import { runItems } from "./items.ts";

describe("facetwise items through a pipe", () => {
  it("writes every byte of the IPIP-NEO-120 listing (more than 64 KiB) before it exits", async () => {
    let expected = "";
    expect(await runItems(["--type", "ipip-neo-120"], { stdout: (s) => void (expected += s), stderr: () => undefined })).toBe(0);
    const expectedBytes = Buffer.byteLength(expected, "utf8");
    expect(expectedBytes).toBeGreaterThan(65_536);

    // `facetwise items … | { sleep 1; cat; }`: the reader starts a moment late, so the kernel's pipe buffer
    // (64 KiB) is full when the command has written everything; only a drained stdout delivers the rest
    const bin = path.join(ROOT_DIR, "bin/facetwise.js");
    const child = spawn("sh", ["-c", `"${process.execPath}" "${bin}" items --type ipip-neo-120 2>/dev/null | { sleep 1; cat; }`], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    const [code] = await Promise.all([new Promise<number | null>((r) => child.on("exit", r)), new Promise((r) => child.stdout.on("end", r))]);
    const out = Buffer.concat(chunks);
    expect(code).toBe(0);
    expect(out.length).toBe(expectedBytes);
    expect(out.toString("utf8")).toBe(expected);
  }, 60_000);
});
