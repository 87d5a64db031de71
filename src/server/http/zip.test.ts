/** The ZIP writer checked by Info-ZIP's unzip (CRCs, names, contents), not by our own reader. */
import { describe, expect, it } from "vitest";
import { zipStore } from "./zip.ts";
import { unzipMember, unzipNames, unzipTest } from "../../../tests/support/file-readers.ts";

describe("zipStore read by unzip", () => {
  const files = [
    { name: "Riley Chen.pdf", data: Buffer.from("%PDF-1.3 first") },
    { name: "Zoë Müller-360.pdf", data: new Uint8Array(70_000).map((_, i) => i % 251) },
    { name: "empty.txt", data: new Uint8Array(0) },
  ];

  it("passes unzip -t: every member's CRC checks out", () => {
    const report = unzipTest(zipStore(files, new Date("2026-03-01T10:00:00Z")));
    expect(report).toContain("No errors detected");
    expect(report.match(/ OK$/gm)).toHaveLength(3);
  });

  it("keeps UTF-8 names and exact bytes", () => {
    const zip = zipStore(files);
    expect(unzipNames(zip)).toEqual(files.map((f) => f.name));
    expect(unzipMember(zip, "Riley Chen.pdf")).toBe("%PDF-1.3 first");
  });
});
