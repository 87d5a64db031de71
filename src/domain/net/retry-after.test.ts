import { describe, expect, it } from "vitest";
import { backoffMs, retryAfterMs } from "./retry-after.ts";

describe("retryAfterMs", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");

  it("reads seconds", () => {
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs("2", now)).toBe(2000);
    expect(retryAfterMs(" 120 ", now)).toBe(120_000);
  });

  it("reads an HTTP date relative to now, a past date as no wait", () => {
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("answers null for an absent or unreadable value", () => {
    for (const v of [undefined, null, "", "soon", "-5", "1.5", "12abc"]) expect(retryAfterMs(v, now), String(v)).toBeNull();
  });
});

describe("backoffMs", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4, 5].map((r) => backoffMs(r, 100, 1000))).toEqual([100, 200, 400, 800, 1000]);
  });
});
