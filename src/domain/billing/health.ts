/**
 * The Business Health Score (spec 2 §2.4, which showed a fixed 8.2) and the executive alerts (spec 2 §9), as rules
 * over computed figures. The score's reference points are ours, fixed and stated (not a norm of other companies):
 *
 * - growth: MRR's change over the period, −10 % → 0 and +10 % → 10;
 * - retention: monthly churn, 10 % → 0 and 2 % → 10;
 * - unit economics: LTV ÷ CAC, 1 → 0 and 3 → 10;
 * - collection: the paid share of what was invoiced in the period, 80 % → 0 and 100 % → 10.
 *
 * Each part is linear between its points and clamped to 0–10; the score is the mean of the parts that can be
 * computed (one decimal), and none when no part can.
 */

export const HEALTH_PARTS = ["growth", "retention", "unitEconomics", "collection"] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

export interface HealthInputs {
  /** MRR's change over the period, percent; null when it cannot be compared. */
  mrrChangePercent: number | null;
  /** Monthly churn as a fraction; null without customers at the start. */
  monthlyChurn: number | null;
  ltvCents: number | null;
  cacCents: number | null;
  /** Invoiced and paid amounts of invoices issued in the period, cents. */
  invoicedCents: number;
  paidOfInvoicedCents: number;
}

export interface HealthScore {
  /** 0–10, one decimal; null when no part can be computed. */
  score: number | null;
  parts: Record<HealthPart, number | null>;
}

/** A value placed linearly between a 0-point and a 10-point (either may be the larger), clamped to 0–10. */
export function scaleBetween(value: number, zeroAt: number, tenAt: number): number {
  const s = ((value - zeroAt) / (tenAt - zeroAt)) * 10;
  return Math.min(10, Math.max(0, s));
}

export function businessHealth(i: HealthInputs): HealthScore {
  const parts: Record<HealthPart, number | null> = {
    growth: i.mrrChangePercent === null ? null : scaleBetween(i.mrrChangePercent, -10, 10),
    retention: i.monthlyChurn === null ? null : scaleBetween(i.monthlyChurn, 0.1, 0.02),
    unitEconomics: i.ltvCents === null || i.cacCents === null || i.cacCents <= 0 ? null : scaleBetween(i.ltvCents / i.cacCents, 1, 3),
    collection: i.invoicedCents <= 0 ? null : scaleBetween(i.paidOfInvoicedCents / i.invoicedCents, 0.8, 1),
  };
  const known = HEALTH_PARTS.map((p) => parts[p]).filter((v): v is number => v !== null);
  const score = known.length === 0 ? null : Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10) / 10;
  return { score, parts };
}

/** Spec 2 §9: system health's target. */
export const SYSTEM_HEALTH_TARGET = 95;
/** Spec 2 §9: the security score below which executives are warned. */
export const SECURITY_SCORE_TARGET = 98;

export type ExecutiveAlert =
  | { level: "critical"; code: "critical-issues"; value: number }
  | { level: "warning"; code: "system-health"; value: number }
  | { level: "warning"; code: "security-score"; value: number }
  | { level: "success"; code: "all-clear" };

/** Spec 2 §9's executive alerts from the computed signals (percentages 0–100). */
export function executiveAlerts(s: { criticalIssues: number; systemHealthPct: number; securityScorePct: number }): ExecutiveAlert[] {
  const out: ExecutiveAlert[] = [];
  if (s.criticalIssues > 0) out.push({ level: "critical", code: "critical-issues", value: s.criticalIssues });
  if (s.systemHealthPct < SYSTEM_HEALTH_TARGET) out.push({ level: "warning", code: "system-health", value: s.systemHealthPct });
  if (s.securityScorePct < SECURITY_SCORE_TARGET) out.push({ level: "warning", code: "security-score", value: s.securityScorePct });
  if (s.criticalIssues === 0 && s.systemHealthPct >= SYSTEM_HEALTH_TARGET) out.push({ level: "success", code: "all-clear" });
  return out;
}

/** A KPI against its target: success at or past it, warning within a fifth of it, error further off. `better` says which way is good. */
export function targetStatus(value: number, target: number, better: "up" | "down" = "up"): "success" | "warning" | "error" {
  if (better === "up") return value >= target ? "success" : value >= target * 0.8 ? "warning" : "error";
  return value <= target ? "success" : value <= target * 1.2 ? "warning" : "error";
}
