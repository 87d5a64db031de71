import { describe, expect, it } from "vitest";
import { assertValidSchedule, backoffSeconds, MAX_BACKOFF_SECONDS, nextCronRun } from "./timing.ts";

describe("backoffSeconds", () => {
  it("doubles from the base delay per failed attempt and stops at the cap", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240, 480]);
    expect(backoffSeconds(8, 30)).toBe(MAX_BACKOFF_SECONDS);
    expect(backoffSeconds(1000, 30)).toBe(MAX_BACKOFF_SECONDS);
    expect(backoffSeconds(3, 0)).toBe(0);
  });
});

describe("nextCronRun", () => {
  it("reads the expression in the schedule's time zone, across daylight-saving changes", () => {
    // 09:00 in Zurich: UTC+1 in winter, UTC+2 from 30 March 2025, UTC+1 again from 26 October
    expect(nextCronRun("0 9 * * *", "Europe/Zurich", new Date("2025-03-29T12:00:00Z")).toISOString()).toBe("2025-03-30T07:00:00.000Z");
    expect(nextCronRun("0 9 * * *", "Europe/Zurich", new Date("2025-10-25T12:00:00Z")).toISOString()).toBe("2025-10-26T08:00:00.000Z");
    expect(nextCronRun("0 9 * * *", "UTC", new Date("2025-03-29T12:00:00Z")).toISOString()).toBe("2025-03-30T09:00:00.000Z");
    expect(nextCronRun("30 8 * * 1", "America/New_York", new Date("2025-06-04T00:00:00Z")).toISOString()).toBe("2025-06-09T12:30:00.000Z");
  });

  it("is strictly after the given instant", () => {
    expect(nextCronRun("*/15 * * * *", "UTC", new Date("2025-01-01T10:15:00Z")).toISOString()).toBe("2025-01-01T10:30:00.000Z");
  });
});

describe("assertValidSchedule", () => {
  it("refuses unknown time zones and malformed expressions", () => {
    expect(() => assertValidSchedule("0 9 * * *", "Mars/Olympus")).toThrow(/time zone/);
    expect(() => assertValidSchedule("61 * * * *", "UTC")).toThrow(/cron/);
    expect(() => assertValidSchedule("0 */6 * * *", "Europe/Zurich")).not.toThrow();
  });
});
