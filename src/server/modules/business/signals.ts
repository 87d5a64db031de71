/**
 * GET /api/business/alerts: the executive alerts (spec 2 §9) from real signals (domain/business/signals.ts states
 * the formulas): the operational monitor's uptime, error rate and response times; background jobs, mail and report
 * deliveries that finished in the last 24 h; sign-in lockouts and refused webhook targets. Platform-wide counts
 * only: nothing of any one organization's data is read out.
 */
import type { Core } from "../../core.ts";
import { lockoutsSince } from "../../audit/signals-repo.ts";
import { jobOutcomesSince } from "../../jobs/signals-repo.ts";
import { mailOutcomesSince } from "../../mail/signals-repo.ts";
import { operationalMetrics } from "../../monitoring/operational.ts";
import { deliveryOutcomesSince } from "../reports/api.ts";
import type { TExecutiveAlerts } from "../../../contracts/business-signals.ts";
import { executiveAlerts, SECURITY_SCORE_TARGET, SYSTEM_HEALTH_TARGET } from "../../../domain/billing/health.ts";
import {
  benchmarkStatus,
  computeSignals,
  ERROR_RATE_CRITICAL_PERCENT,
  ERROR_RATE_WARNING_PERCENT,
  RESPONSE_TIME_TARGET_MS,
  SECURITY_POINTS_PER_EVENT,
  SIGNAL_WINDOW_HOURS,
} from "../../../domain/business/signals.ts";

/** The alerts, their signals and the two charts, as of `now`. */
export async function executiveAlertsView(core: Pick<Core, "database" | "monitor" | "jobs">, now = new Date()): Promise<TExecutiveAlerts> {
  const db = core.database.db;
  const since = new Date(now.getTime() - SIGNAL_WINDOW_HOURS * 3600_000);
  const [op, jobs, mail, reports, lockouts] = await Promise.all([
    operationalMetrics({ db, monitor: core.monitor, jobs: core.jobs }, now),
    jobOutcomesSince(db, since),
    mailOutcomesSince(db, since),
    deliveryOutcomesSince(db, since),
    lockoutsSince(db, since),
  ]);
  const s = computeSignals({
    uptimePercent: op.systemUptime,
    errorRatePercent: op.errorRate,
    jobs: { succeeded: jobs.completed, failed: jobs.failed },
    deliveries: { succeeded: mail.succeeded + reports.delivered, failed: mail.failed + reports.failed },
    lockouts,
    refusedTargets: reports.refusedTargets,
  });
  const alerts = executiveAlerts({ criticalIssues: s.criticalIssues, systemHealthPct: s.systemHealthPercent, securityScorePct: s.securityScorePercent });
  const critical = alerts.filter((a) => a.level === "critical").length;
  const warning = alerts.filter((a) => a.level === "warning").length;
  const bar = (id: "p50" | "p95" | "mean", valueMs: number | null) => ({ id, valueMs, status: benchmarkStatus(valueMs) });
  return {
    windowHours: SIGNAL_WINDOW_HOURS,
    requestWindowSeconds: op.windowSeconds,
    systemHealth: { percent: s.systemHealthPercent, target: SYSTEM_HEALTH_TARGET, parts: s.healthParts, weakestPart: s.weakestPart },
    securityScore: {
      percent: s.securityScorePercent,
      target: SECURITY_SCORE_TARGET,
      pointsPerEvent: SECURITY_POINTS_PER_EVENT,
      lockouts,
      refusedTargets: reports.refusedTargets,
      adminsWithoutMfa: "not-measured",
    },
    criticalIssues: { count: s.criticalIssues, ...s.criticalParts },
    counts: {
      uptimePercent: op.systemUptime,
      errorRatePercent: op.errorRate,
      requests: op.requests,
      jobsCompleted: jobs.completed,
      jobsFailed: jobs.failed,
      mailsSucceeded: mail.succeeded,
      mailsFailed: mail.failed,
      reportDeliveriesDelivered: reports.delivered,
      reportDeliveriesFailed: reports.failed,
    },
    alerts,
    summary: { critical, warning, info: 0, total_alerts: critical + warning },
    benchmark: { targetMs: RESPONSE_TIME_TARGET_MS, bars: [bar("p50", op.responseTime.p50), bar("p95", op.responseTime.p95), bar("mean", op.responseTime.mean)] },
    errorRate: {
      warningPercent: ERROR_RATE_WARNING_PERCENT,
      criticalPercent: ERROR_RATE_CRITICAL_PERCENT,
      points: op.history.map((p) => ({ at: p.at, errorRatePercent: p.errorRate, requests: p.requests })),
    },
    generatedAt: now.toISOString(),
  };
}
