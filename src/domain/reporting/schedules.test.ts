import { describe, expect, it } from "vitest";
import { customCronProblem, localDay, presetCron, runPeriod, runTitle } from "./schedules.ts";

describe("schedule presets", () => {
  it("daily, weekly and monthly give their cron at the chosen local time", () => {
    expect(presetCron("daily")).toBe("0 8 * * *");
    expect(presetCron("weekly", { hour: 9, minute: 30, weekday: 5 })).toBe("30 9 * * 5");
    expect(presetCron("monthly", { hour: 7, minute: 0, dayOfMonth: 15 })).toBe("0 7 15 * *");
  });
  it("refuses impossible times (and days past the 28th, which some months lack)", () => {
    expect(() => presetCron("daily", { hour: 24, minute: 0 })).toThrow();
    expect(() => presetCron("monthly", { hour: 8, minute: 0, dayOfMonth: 31 })).toThrow();
    expect(() => presetCron("weekly", { hour: 8, minute: 0, weekday: 7 })).toThrow();
  });
  it("a custom cron has five fields and one minute per hour", () => {
    expect(customCronProblem("0 8 * * 1-5")).toBeNull();
    expect(customCronProblem("* * * * *")).toBe("onceAnHour");
    expect(customCronProblem("*/5 * * * *")).toBe("onceAnHour");
    expect(customCronProblem("0 0 8 * * *")).toBe("fiveFields");
  });
});

describe("the period a run reports on", () => {
  it("daily: the day before", () => expect(runPeriod("daily", "2026-03-30")).toEqual({ start: "2026-03-29", end: "2026-03-29" }));
  it("weekly: the seven days ending the day before", () => expect(runPeriod("weekly", "2026-11-23")).toEqual({ start: "2026-11-16", end: "2026-11-22" }));
  it("monthly: the previous calendar month, across a year and a leap February", () => {
    expect(runPeriod("monthly", "2026-01-01")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(runPeriod("monthly", "2028-03-01")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
  });
  it("custom: since the previous run, seven days without one, at most a year", () => {
    expect(runPeriod("custom", "2026-11-23", "2026-11-20")).toEqual({ start: "2026-11-20", end: "2026-11-22" });
    expect(runPeriod("custom", "2026-11-23")).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(runPeriod("custom", "2026-11-23", "2020-01-01")).toEqual({ start: "2025-11-22", end: "2026-11-22" });
  });
  it("the local day of an instant depends on the time zone", () => {
    const at = new Date("2026-11-23T03:30:00Z");
    expect(localDay(at, "UTC")).toBe("2026-11-23");
    expect(localDay(at, "America/Los_Angeles")).toBe("2026-11-22");
    expect(localDay(at, "Asia/Tokyo")).toBe("2026-11-23");
  });
  it("titles name the period", () => {
    expect(runTitle("Weekly", { start: "2026-11-16", end: "2026-11-22" })).toBe("Weekly · 2026-11-16 – 2026-11-22");
    expect(runTitle("Daily", { start: "2026-11-22", end: "2026-11-22" })).toBe("Daily · 2026-11-22");
  });
});
