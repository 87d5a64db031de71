/**
 * System health, security score and critical issues for the executive alerts (spec 2 §2.15, §9; spec 3 §9), from
 * signals the product records. The rules are ours, fixed and stated here and on the screen:
 *
 * - System health (percent) = the lowest of four success rates: uptime over the last 24 h (the operational
 *   monitor's process lifetimes); request success = 100 − the share of API requests answered 5xx over the
 *   monitor's request window (the last 10 minutes); job success = completed ÷ (completed + failed) background jobs
 *   that finished in the last 24 h; delivery success = delivered ÷ (delivered + failed) mails and report
 *   deliveries of the last 24 h. A rate with nothing to count is 100 (nothing failed). The lowest, not the mean:
 *   one part down is the system down for whoever depends on it.
 * - Security score (percent) = 100 − SECURITY_POINTS_PER_EVENT × security events of the last 24 h, at least 0.
 *   Events: sign-in lockouts (an address refused after too many failed passwords) and webhook targets refused by
 *   the address guard (an internal or non-https address). Admins without MFA are not counted: there is no MFA yet.
 * - Critical issues = background jobs that failed for good in the last 24 h (every retry spent: a mail not sent,
 *   a report not delivered) + 1 when the operational health is critical (uptime below 99 % or 5xx errors at 1 % or
 *   more, domain/platform/health.ts).
 */
import { systemHealth as operationalHealth } from "../platform/health.ts";

/** The window the counted signals cover (jobs, deliveries, security events, uptime). */
export const SIGNAL_WINDOW_HOURS = 24;
/** Points each security event takes off the security score: three events put it below the 98 % target. */
export const SECURITY_POINTS_PER_EVENT = 1;

/** Counts of things that succeeded and failed; a rate of nothing is 100 %. */
export type Outcomes = { succeeded: number; failed: number };

export interface SignalInputs {
  /** Uptime over the last 24 h, percent. */
  uptimePercent: number;
  /** Share of API requests answered 5xx in the monitor's window, percent. */
  errorRatePercent: number;
  /** Background jobs finished in the window. */
  jobs: Outcomes;
  /** Mails and report deliveries of the window. */
  deliveries: Outcomes;
  /** Distinct addresses locked out of password sign-in in the window. */
  lockouts: number;
  /** Webhook targets refused by the address guard in the window. */
  refusedTargets: number;
}

export type HealthPartId = "uptime" | "requests" | "jobs" | "deliveries";

export interface Signals {
  systemHealthPercent: number;
  /** Each part of system health, percent; the lowest is the health. */
  healthParts: Record<HealthPartId, number>;
  /** The part that sets the health (the first of the lowest). */
  weakestPart: HealthPartId;
  securityScorePercent: number;
  securityEvents: number;
  criticalIssues: number;
  /** Critical issues by cause. */
  criticalParts: { failedJobs: number; operationalCritical: 0 | 1 };
}

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits;
const clampPercent = (v: number) => Math.min(100, Math.max(0, v));

/** The success rate of some outcomes, percent; 100 when there are none. */
export function successRate(o: Outcomes): number {
  const total = o.succeeded + o.failed;
  return total <= 0 ? 100 : clampPercent((100 * o.succeeded) / total);
}

/** The security score from a count of events: 100 less SECURITY_POINTS_PER_EVENT each, at least 0. */
export function securityScore(events: number): number {
  return clampPercent(100 - SECURITY_POINTS_PER_EVENT * Math.max(0, events));
}

/** The three figures the executive alerts read, with their parts (rounded to 2 decimals). */
export function computeSignals(i: SignalInputs): Signals {
  const healthParts: Record<HealthPartId, number> = {
    uptime: round(clampPercent(i.uptimePercent)),
    requests: round(clampPercent(100 - i.errorRatePercent)),
    jobs: round(successRate(i.jobs)),
    deliveries: round(successRate(i.deliveries)),
  };
  const order: HealthPartId[] = ["uptime", "requests", "jobs", "deliveries"];
  const weakestPart = order.reduce((w, p) => (healthParts[p] < healthParts[w] ? p : w), order[0]!);
  const securityEvents = Math.max(0, i.lockouts) + Math.max(0, i.refusedTargets);
  const operationalCritical: 0 | 1 = operationalHealth(i.uptimePercent, i.errorRatePercent).status === "critical" ? 1 : 0;
  const failedJobs = Math.max(0, i.jobs.failed);
  return {
    systemHealthPercent: healthParts[weakestPart],
    healthParts,
    weakestPart,
    securityScorePercent: round(securityScore(securityEvents)),
    securityEvents,
    criticalIssues: failedJobs + operationalCritical,
    criticalParts: { failedJobs, operationalCritical },
  };
}

/** Spec 3 §9 admin default: the response-time threshold (ms) the benchmarking chart compares against. */
export const RESPONSE_TIME_TARGET_MS = 1000;
/** Spec 3 §9 performance thresholds: error rate warning and critical, percent. */
export const ERROR_RATE_WARNING_PERCENT = 1;
export const ERROR_RATE_CRITICAL_PERCENT = 5;

/** A measured response time against the target: within it, or over. */
export function benchmarkStatus(valueMs: number | null, targetMs = RESPONSE_TIME_TARGET_MS): "within" | "over" | "unmeasured" {
  if (valueMs === null) return "unmeasured";
  return valueMs <= targetMs ? "within" : "over";
}

/** An error rate against spec 3's thresholds. */
export function errorRateLevel(percent: number): "ok" | "warning" | "critical" {
  if (percent >= ERROR_RATE_CRITICAL_PERCENT) return "critical";
  if (percent >= ERROR_RATE_WARNING_PERCENT) return "warning";
  return "ok";
}
