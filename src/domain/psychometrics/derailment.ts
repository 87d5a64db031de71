/**
 * Spec §9 derailment rules and §4 overall dark-side risk, with two documented departures.
 * Scores here are item means on the 1-5 Likert scale; 3 is the scale midpoint the spec measures distance from.
 *
 * Kept from the spec: the risk score is the distance of the keyed mean from 3 (the high side only for the
 * unipolar CAT-PD scales), four levels critical / high / moderate / low, the §4 overall rule (2+ high → high)
 * and the manifestation thresholds 4.5 / 1.5 / 3.8.
 *
 * Departures, and why:
 * 1. Confidence gates instead of damping. The spec multiplies the distance by confidence/5. With the shipped
 *    20-item screen (2-3 of a CAT-PD scale's 5-10 items) confidence is 0.5-0.97, so four of the five
 *    derailers could never reach "high" and the same 0-100 score got different levels on different
 *    derailers (81/100 was "low"). Now a derailer needs at least half of its screen items answered
 *    (sufficiency.ts); once it has them, its confidence counts as full (5 of 5) and the level depends on the
 *    score alone, the same way for every derailer.
 * 2. Bands on answer anchors. The spec's bands (2 / 1.5 / 1 on a distance that is at most 2) put "high" at a
 *    mean of 4.5, beyond a respondent who agrees with every statement (keyed 4 throughout: mean 4). The bands
 *    are halved onto the answer anchors: critical from 1.5 (mean 4.5, the spec's high-extreme threshold),
 *    high from 1 (mean 4: on average "agree" in the risk direction), moderate from 0.5 (mean 3.5: leaning
 *    towards agreement). On the 0-100 score these are 87.5, 75 and 62.5.
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
/** Risk score bands (departure 2 above; the spec has 2 / 1.5 / 1): 1.5 or more critical (mean 4.5). */
export const RISK_CRITICAL_AT = 1.5;
/** Risk score 1 or more is high: a keyed mean of 4, i.e. agreeing on average in the risk direction. */
export const RISK_HIGH_AT = 1;
/** Risk score 0.5 or more is moderate: a keyed mean of 3.5, leaning towards agreement. */
export const RISK_MODERATE_AT = 0.5;
/** The spec's own bands, kept for reference and tests: 2 critical, 1.5 high, 1 moderate. */
export const SPEC_RISK_BANDS = { critical: 2, high: 1.5, moderate: 1 } as const;
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

/** The 0-100 score (POMP of the keyed mean) at which each level starts, for display beside the score. */
export const RISK_SCORE_100_AT = {
  critical: (100 * RISK_CRITICAL_AT) / 4 + 50,
  high: (100 * RISK_HIGH_AT) / 4 + 50,
  moderate: (100 * RISK_MODERATE_AT) / 4 + 50,
} as const;

/** Risk score 1.5 or more critical, 1 or more high, 0.5 or more moderate, else low (see the module note). */
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
