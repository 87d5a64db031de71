/**
 * Spec §5 "Scoring" answer rules, one named function per rule.
 * These turn raw answers into numbers; they never read a clock or anything outside their arguments.
 */

/** Lowest and highest Likert answer (spec §3 Answer: 1 Strongly Disagree … 5 Strongly Agree). */
export const LIKERT_MIN = 1;
/** Highest Likert answer (spec §3: 5 Strongly Agree). */
export const LIKERT_MAX = 5;
/** Value a non-numeric answer counts as (spec §5: "non-numeric counts as 3"). */
export const NON_NUMERIC_ANSWER = 3;
/** Bounds for answers of other (non-Likert, non-true/false) types and for facet scores (spec §5: −3..3). */
export const OTHER_TYPE_MIN = -3;
/** Upper bound for other answer types and facet scores (spec §5: −3..3). */
export const OTHER_TYPE_MAX = 3;

/** Clamps x into [lo, hi]; NaN stays NaN. */
export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

/** Reads a number from an answer: finite numbers as they are, numeric strings parsed, anything else NaN. */
export function numericAnswer(raw: unknown): number {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : NaN;
  if (typeof raw === "string" && raw.trim() !== "") {
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

/**
 * Spec §5: "answer values are clamped to 1-5; non-numeric counts as 3". Always returns a value in [1, 5].
 * (Absent answers are not "non-numeric": the engine treats undefined/null as unanswered before calling this.)
 */
export function clampAnswer(raw: unknown): number {
  const n = numericAnswer(raw);
  return Number.isNaN(n) ? NON_NUMERIC_ANSWER : clamp(n, LIKERT_MIN, LIKERT_MAX);
}

/** Spec §5: Likert is normalised as (value − 3.5) / 2.5 (value clamped first, so the result is in [−1, 0.6]). */
export function normaliseLikert(raw: unknown): number {
  return (clampAnswer(raw) - 3.5) / 2.5;
}

/** Spec §5: true/false maps 2 to +1 and anything else to −1. */
export function normaliseTrueFalse(raw: unknown): number {
  return numericAnswer(raw) === 2 ? 1 : -1;
}

/** Spec §5: other types are clamped to −3..3 (a non-numeric answer counts as 0, the neutral point). */
export function normaliseOther(raw: unknown): number {
  const n = numericAnswer(raw);
  return Number.isNaN(n) ? 0 : clamp(n, OTHER_TYPE_MIN, OTHER_TYPE_MAX);
}

/** Spec §5: a negative correlation flips the sign of a contribution; zero or positive keeps it. */
export function applyCorrelation(value: number, correlation: number): number {
  return correlation < 0 ? -value : value;
}

/** Spec §5: facet scores are clamped to −3..3. */
export function clampFacetScore(score: number): number {
  return clamp(score, OTHER_TYPE_MIN, OTHER_TYPE_MAX);
}

/** Keyed score of a 1-5 Likert answer: plus-keyed x, minus-keyed 6 − x (IPIP scoring instructions). */
export function keyedScore(value: number, keyed: "plus" | "minus"): number {
  return keyed === "minus" ? 6 - value : value;
}
