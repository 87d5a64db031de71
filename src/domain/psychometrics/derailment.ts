/**
 * Spec §9 derailment rules and §4 overall dark-side risk.
 * Scores here are item means on the 1-5 Likert scale; 3 is the scale midpoint the spec measures distance from.
 */

/** Spec §9 derailment thresholds on a 1-5 score: high extreme 4.5, low extreme 1.5, warning 3.8. */
export const HIGH_EXTREME = 4.5;
/** Spec §9: low-extreme derailment threshold (score ≤ 1.5). */
export const LOW_EXTREME = 1.5;
/** Spec §9: warning derailment threshold (score ≥ 3.8). */
export const WARNING = 3.8;
/** Spec §9: risk score = confidence / 5 × distance from 3. */
export const RISK_MIDPOINT = 3;
/** Spec §9: the confidence scale the risk formula divides by (confidence / 5). */
export const RISK_CONFIDENCE_SCALE = 5;
/** Spec §9 risk score bands: 2 or more critical, 1.5 high, 1 moderate. */
export const RISK_CRITICAL_AT = 2;
/** Spec §9: risk score 1.5 or more is high. */
export const RISK_HIGH_AT = 1.5;
/** Spec §9: risk score 1 or more is moderate. */
export const RISK_MODERATE_AT = 1;
/** Spec §4: overall risk is high with 2+ high traits; moderate with 1+ high or 3+ moderate. */
export const OVERALL_HIGH_MIN_HIGH = 2;
/** Spec §4: one or more high traits make the overall risk at least moderate. */
export const OVERALL_MODERATE_MIN_HIGH = 1;
/** Spec §4: three or more moderate traits make the overall risk moderate. */
export const OVERALL_MODERATE_MIN_MODERATE = 3;

/** Spec §3 manifestation type (values with underscores); "warning" marks a score at or above 3.8. */
export type ManifestationType = "none" | "warning" | "high_extreme" | "low_extreme";

/** Spec §9: at or above 4.5 high_extreme, at or below 1.5 low_extreme, at or above 3.8 warning, else none. */
export function manifestationType(score: number): ManifestationType {
  if (score >= HIGH_EXTREME) return "high_extreme";
  if (score <= LOW_EXTREME) return "low_extreme";
  if (score >= WARNING) return "warning";
  return "none";
}

/**
 * Which side of the midpoint counts as risk. "both" is the spec's symmetric rule (a Big Five trait can
 * derail at either extreme); "high" is for unipolar pathology scales such as CAT-PD, where a low score is
 * the healthy pole and must never read as a risk (our reading, documented in dimension-map.ts).
 */
export type RiskPole = "both" | "high";

/**
 * Spec §9: risk score = confidence / 5 × distance from 3, with confidence on the spec's 0-5 scale
 * (the engine passes 5 × its 0-1 confidence). With pole "high" only distance above 3 counts. Result ≥ 0.
 */
export function derailmentRiskScore(score: number, confidence0to5: number, pole: RiskPole = "both"): number {
  if (Number.isNaN(score) || !(confidence0to5 > 0)) return 0;
  const distance = pole === "high" ? Math.max(0, score - RISK_MIDPOINT) : Math.abs(score - RISK_MIDPOINT);
  return (Math.min(confidence0to5, RISK_CONFIDENCE_SCALE) / RISK_CONFIDENCE_SCALE) * distance;
}

/** Spec §9 risk level of a risk score. */
export type RiskLevel = "critical" | "high" | "moderate" | "low";

/** Spec §9: risk score 2 or more critical, 1.5 or more high, 1 or more moderate, else low. */
export function riskLevel(riskScore: number): RiskLevel {
  if (riskScore >= RISK_CRITICAL_AT) return "critical";
  if (riskScore >= RISK_HIGH_AT) return "high";
  if (riskScore >= RISK_MODERATE_AT) return "moderate";
  return "low";
}

/** Spec §3 dark-side entry risk (three levels). */
export type EntryRisk = "low" | "moderate" | "high";

/** Collapses the four risk levels to the spec §3 entry's three: critical and high → high. */
export function entryRisk(level: RiskLevel): EntryRisk {
  return level === "critical" || level === "high" ? "high" : level;
}

/** Spec §4: high if 2 or more traits are high; moderate if 1 or more are high or 3 or more are moderate; else low. */
export function overallDarkSideRisk(risks: readonly EntryRisk[]): EntryRisk {
  const high = risks.filter((r) => r === "high").length;
  const moderate = risks.filter((r) => r === "moderate").length;
  if (high >= OVERALL_HIGH_MIN_HIGH) return "high";
  if (high >= OVERALL_MODERATE_MIN_HIGH || moderate >= OVERALL_MODERATE_MIN_MODERATE) return "moderate";
  return "low";
}
