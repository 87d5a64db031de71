import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { executiveAlerts } from "../billing/health.ts";
import { benchmarkStatus, computeSignals, errorRateLevel, securityScore, successRate, type SignalInputs } from "./signals.ts";

const calm: SignalInputs = {
  uptimePercent: 100,
  errorRatePercent: 0,
  jobs: { succeeded: 40, failed: 0 },
  deliveries: { succeeded: 12, failed: 0 },
  lockouts: 0,
  refusedTargets: 0,
};

describe("signals", () => {
  it("a calm day: health 100, security 100, no critical issues, all clear", () => {
    const s = computeSignals(calm);
    expect(s).toMatchObject({ systemHealthPercent: 100, securityScorePercent: 100, criticalIssues: 0, securityEvents: 0 });
    expect(executiveAlerts({ criticalIssues: s.criticalIssues, systemHealthPct: s.systemHealthPercent, securityScorePct: s.securityScorePercent })).toEqual([
      { level: "success", code: "all-clear" },
    ]);
  });

  it("health is the lowest part (hand-computed): 3 of 20 deliveries failed → 85 %", () => {
    const s = computeSignals({ ...calm, uptimePercent: 99.5, errorRatePercent: 0.4, deliveries: { succeeded: 17, failed: 3 } });
    expect(s.healthParts).toEqual({ uptime: 99.5, requests: 99.6, jobs: 100, deliveries: 85 });
    expect(s.systemHealthPercent).toBe(85);
    expect(s.weakestPart).toBe("deliveries");
  });

  it("one failed job of 8 → job success 87.5 %, one critical issue", () => {
    const s = computeSignals({ ...calm, jobs: { succeeded: 7, failed: 1 } });
    expect(s.healthParts.jobs).toBe(87.5);
    expect(s.criticalIssues).toBe(1);
    expect(s.criticalParts).toEqual({ failedJobs: 1, operationalCritical: 0 });
  });

  it("critical operational health (error rate 1 %, uptime 98.9 %) adds one critical issue", () => {
    expect(computeSignals({ ...calm, errorRatePercent: 1 }).criticalParts.operationalCritical).toBe(1);
    expect(computeSignals({ ...calm, uptimePercent: 98.9 }).criticalIssues).toBe(1);
    expect(computeSignals({ ...calm, errorRatePercent: 0.99, uptimePercent: 99 }).criticalIssues).toBe(0);
  });

  it("security: 2 lockouts and 1 refused target → 97 %, below the 98 % target", () => {
    const s = computeSignals({ ...calm, lockouts: 2, refusedTargets: 1 });
    expect(s.securityEvents).toBe(3);
    expect(s.securityScorePercent).toBe(97);
    expect(securityScore(2)).toBe(98);
    expect(securityScore(500)).toBe(0);
  });

  it("rates of nothing are 100 %", () => {
    expect(successRate({ succeeded: 0, failed: 0 })).toBe(100);
    expect(successRate({ succeeded: 0, failed: 4 })).toBe(0);
  });

  it("properties: every figure within 0–100, health never above any part, more failures never raise health", () => {
    const count = fc.integer({ min: 0, max: 10_000 });
    const inputs = fc.record({
      uptimePercent: fc.double({ min: 0, max: 100, noNaN: true }),
      errorRatePercent: fc.double({ min: 0, max: 100, noNaN: true }),
      jobs: fc.record({ succeeded: count, failed: count }),
      deliveries: fc.record({ succeeded: count, failed: count }),
      lockouts: count,
      refusedTargets: count,
    });
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 100 }), (i, extra) => {
        const s = computeSignals(i);
        for (const v of [s.systemHealthPercent, s.securityScorePercent, ...Object.values(s.healthParts)]) expect(v >= 0 && v <= 100).toBe(true);
        for (const v of Object.values(s.healthParts)) expect(s.systemHealthPercent).toBeLessThanOrEqual(v);
        const worse = computeSignals({ ...i, jobs: { ...i.jobs, failed: i.jobs.failed + extra } });
        expect(worse.systemHealthPercent).toBeLessThanOrEqual(s.systemHealthPercent);
        expect(worse.criticalIssues).toBe(s.criticalIssues + extra);
      }),
    );
  });

  it("benchmark and error-rate levels at their edges", () => {
    expect(benchmarkStatus(1000)).toBe("within");
    expect(benchmarkStatus(1000.1)).toBe("over");
    expect(benchmarkStatus(null)).toBe("unmeasured");
    expect(errorRateLevel(0.99)).toBe("ok");
    expect(errorRateLevel(1)).toBe("warning");
    expect(errorRateLevel(5)).toBe("critical");
  });
});

describe("executive alerts from signals (spec 2 §9)", () => {
  it("a failed job of 10 is a critical alert and, at 90 % job success, a health warning; no all-clear", () => {
    const s = computeSignals({ ...calm, jobs: { succeeded: 9, failed: 1 } });
    const alerts = executiveAlerts({ criticalIssues: s.criticalIssues, systemHealthPct: s.systemHealthPercent, securityScorePct: s.securityScorePercent });
    expect(alerts).toEqual([
      { level: "critical", code: "critical-issues", value: 1 },
      { level: "warning", code: "system-health", value: 90 },
    ]);
  });
});
