import { describe, expect, it } from "vitest";
import { partnersStatus, readinessPercent } from "./launch.ts";
import { daysToLaunch, defaultLaunchDate } from "./targets.ts";

describe("launch readiness", () => {
  it("default launch date is the next 1 September", () => {
    expect(defaultLaunchDate(new Date("2026-11-29T05:00:00Z"))).toBe("2027-09-01");
    expect(defaultLaunchDate(new Date("2026-09-01T23:59:00Z"))).toBe("2026-09-01");
    expect(defaultLaunchDate(new Date("2026-03-15T00:00:00Z"))).toBe("2026-09-01");
  });
  it("days to launch count UTC days, negative once passed", () => {
    expect(daysToLaunch("2026-09-01", new Date("2026-08-31T23:00:00Z"))).toBe(1);
    expect(daysToLaunch("2026-09-01", new Date("2026-09-01T10:00:00Z"))).toBe(0);
    expect(daysToLaunch("2026-09-01", new Date("2026-09-03T00:00:00Z"))).toBe(-2);
    expect(daysToLaunch("2027-09-01", new Date("2026-11-29T05:00:00Z"))).toBe(276);
  });
  it("readiness is the completed share (one decimal); none for an empty list", () => {
    expect(readinessPercent([])).toBeNull();
    expect(readinessPercent([{ done: true }, { done: false }, { done: false }])).toBe(33.3);
    expect(readinessPercent([{ done: true }, { done: true }])).toBe(100);
  });
  it("partners against the 5–10 target", () => {
    const t = { min: 5, max: 10 };
    expect(partnersStatus(5, t)).toBe("success");
    expect(partnersStatus(12, t)).toBe("success");
    expect(partnersStatus(3, t)).toBe("warning");
    expect(partnersStatus(2.5, t)).toBe("warning");
    expect(partnersStatus(2, t)).toBe("error");
  });
});
