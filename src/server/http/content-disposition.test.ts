import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("contentDisposition", () => {
  it("names a plain ASCII file twice, the same way", () => {
    expect(contentDisposition("report-analytics-7d-2026-03-29.csv")).toBe(
      "attachment; filename=\"report-analytics-7d-2026-03-29.csv\"; filename*=UTF-8''report-analytics-7d-2026-03-29.csv",
    );
  });

  it("replaces non-ASCII, quotes and backslashes in the fallback and keeps the exact name in UTF-8", () => {
    const header = contentDisposition('Café "q"\\x.pdf');
    expect(header).toContain('filename="Caf_ _q__x.pdf"');
    expect(header).toContain("filename*=UTF-8''Caf%C3%A9%20%22q%22%5Cx.pdf");
  });

  it("encodes the characters RFC 5987 leaves out of attr-char", () => {
    expect(contentDisposition("a.pdf", "it's (a)*.pdf")).toContain("filename*=UTF-8''it%27s%20%28a%29%2A.pdf");
  });

  it("cannot be broken out of: a line break becomes part of the name, never a new header", () => {
    const header = contentDisposition("x\r\nSet-Cookie: a=b.pdf");
    expect(header).not.toMatch(/[\r\n]/);
  });
});
