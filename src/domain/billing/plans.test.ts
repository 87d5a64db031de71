import { describe, expect, it } from "vitest";
import { addMonthsUtc, billingPeriodAt, calendarMonthIn, isTimeZone, zonedMidnight } from "./periods.ts";
import { monthlyValueCents, PLANS, planMove } from "./plans.ts";
import { assignmentFit, crossedLevel, mayStart, usageState } from "./usage.ts";
import { businessHealth, executiveAlerts, scaleBetween, targetStatus } from "./health.ts";

describe("plans (spec 3 §9)", () => {
  it("Starter $49 up to 50 a month, Professional $149 unlimited and featured, Enterprise per contract through sales", () => {
    expect(PLANS.starter).toMatchObject({ monthlyPriceCents: 4_900, monthlyAssessmentLimit: 50, featured: false });
    expect(PLANS.professional).toMatchObject({ monthlyPriceCents: 14_900, monthlyAssessmentLimit: null, featured: true });
    expect(PLANS.enterprise).toMatchObject({ monthlyPriceCents: null, contactSales: true });
    expect(monthlyValueCents("professional")).toBe(14_900);
    expect(monthlyValueCents("enterprise", 120_000)).toBe(120_000);
    expect(() => monthlyValueCents("enterprise")).toThrow();
  });
  it("knows upgrades from downgrades", () => {
    expect(planMove("starter", "professional")).toBe("upgrade");
    expect(planMove("enterprise", "starter")).toBe("downgrade");
    expect(planMove("professional", "professional")).toBe("same");
  });
});

describe("billing periods", () => {
  it("run monthly from the start day, the 31st clamped to a shorter month's last day", () => {
    const anchor = new Date("2026-01-31T10:00:00Z");
    expect(addMonthsUtc(anchor, 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonthsUtc(anchor, 2).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    const p = billingPeriodAt(anchor, new Date("2026-03-01T00:00:00Z"));
    expect(p).toMatchObject({ index: 1 });
    expect(p.start.toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(p.end.toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(billingPeriodAt(anchor, anchor).index).toBe(0);
    expect(() => billingPeriodAt(anchor, new Date("2026-01-01"))).toThrow();
  });
  it("hold every moment in exactly one period", () => {
    const anchor = new Date("2025-05-31T23:30:00Z");
    for (let t = anchor.getTime(); t < anchor.getTime() + 800 * 86_400_000; t += 37 * 3_600_000) {
      const p = billingPeriodAt(anchor, new Date(t));
      expect(p.start.getTime()).toBeLessThanOrEqual(t);
      expect(p.end.getTime()).toBeGreaterThan(t);
    }
  });
});

describe("the calendar month limits count in, in the organization's time zone", () => {
  it("starts at local midnight on the 1st", () => {
    const m = calendarMonthIn(new Date("2026-03-31T23:30:00Z"), "Asia/Tokyo");
    expect(m.month).toBe("2026-04");
    expect(m.start.toISOString()).toBe("2026-03-31T15:00:00.000Z");
    expect(m.end.toISOString()).toBe("2026-04-30T15:00:00.000Z");
    const ny = calendarMonthIn(new Date("2026-11-01T03:00:00Z"), "America/New_York");
    expect(ny.month).toBe("2026-10");
    expect(ny.start.toISOString()).toBe("2026-10-01T04:00:00.000Z");
    // daylight saving ends at 02:00 on 1 November: that midnight is still EDT (UTC−4)
    expect(ny.end.toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });
  it("handles the months around daylight saving changes", () => {
    expect(zonedMidnight(2026, 4, 1, "Europe/Berlin").toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect(zonedMidnight(2026, 12, 1, "America/New_York").toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(zonedMidnight(2026, 1, 1, "UTC").toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("the monthly allowance", () => {
  it("49 and 50 of 50: warning then reached; the 51st may not start", () => {
    expect(usageState("starter", 39)).toMatchObject({ level: "ok", remaining: 11 });
    expect(usageState("starter", 40)).toMatchObject({ level: "warning", remaining: 10 });
    const at49 = usageState("starter", 49);
    expect(at49).toMatchObject({ level: "warning", remaining: 1 });
    expect(mayStart(at49)).toBe(true);
    const at50 = usageState("starter", 50);
    expect(at50).toMatchObject({ level: "reached", remaining: 0 });
    expect(mayStart(at50)).toBe(false);
    expect(usageState("professional", 5_000)).toMatchObject({ level: "unlimited", limit: null });
    expect(mayStart(usageState("enterprise", 10_000))).toBe(true);
  });
  it("warns an assignment larger than what is left, and tells admins once per crossing", () => {
    expect(assignmentFit(usageState("starter", 45), 5)).toEqual({ fits: true, startable: 5 });
    expect(assignmentFit(usageState("starter", 45), 8)).toEqual({ fits: false, startable: 5 });
    expect(crossedLevel(usageState("starter", 39), usageState("starter", 40))).toBe("warning");
    expect(crossedLevel(usageState("starter", 40), usageState("starter", 41))).toBeNull();
    expect(crossedLevel(usageState("starter", 49), usageState("starter", 50))).toBe("reached");
  });
});

describe("business health score and executive alerts", () => {
  it("places each part between its stated points and averages the parts it can compute", () => {
    expect(scaleBetween(0, -10, 10)).toBe(5);
    expect(scaleBetween(0.06, 0.1, 0.02)).toBeCloseTo(5, 10);
    const h = businessHealth({ mrrChangePercent: 10, monthlyChurn: 0.02, ltvCents: 300, cacCents: 100, invoicedCents: 1000, paidOfInvoicedCents: 800 });
    expect(h.parts).toEqual({ growth: 10, retention: 10, unitEconomics: 10, collection: 0 });
    expect(h.score).toBe(7.5);
    const partial = businessHealth({ mrrChangePercent: null, monthlyChurn: 0.06, ltvCents: null, cacCents: null, invoicedCents: 0, paidOfInvoicedCents: 0 });
    expect(partial.score).toBe(5);
    expect(businessHealth({ mrrChangePercent: null, monthlyChurn: null, ltvCents: null, cacCents: null, invoicedCents: 0, paidOfInvoicedCents: 0 }).score).toBeNull();
  });
  it("spec 2 §9: critical issues, health under 95, security under 98, all clear", () => {
    expect(executiveAlerts({ criticalIssues: 2, systemHealthPct: 99, securityScorePct: 99 }).map((a) => a.code)).toEqual(["critical-issues"]);
    expect(executiveAlerts({ criticalIssues: 0, systemHealthPct: 94.9, securityScorePct: 97.9 }).map((a) => a.code)).toEqual(["system-health", "security-score"]);
    expect(executiveAlerts({ criticalIssues: 0, systemHealthPct: 95, securityScorePct: 98 }).map((a) => a.code)).toEqual(["all-clear"]);
  });
  it("KPI status against a target knows which way is good", () => {
    expect(targetStatus(10_000, 10_000)).toBe("success");
    expect(targetStatus(8_000, 10_000)).toBe("warning");
    expect(targetStatus(7_999, 10_000)).toBe("error");
    expect(targetStatus(0.05, 0.05, "down")).toBe("success");
    expect(targetStatus(0.07, 0.05, "down")).toBe("error");
  });
});
