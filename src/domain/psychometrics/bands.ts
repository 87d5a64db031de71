/**
 * Spec §9 bands on percentiles and profiles: stanines, labels, colours, scale marks, profile balance and type,
 * strongest and development lists; plus the sten and POMP conversions the engine uses.
 */
import type { Trait } from "./facets.ts";

/** Spec §9: stanine cut-offs at cumulative percents 4, 11, 23, 40, 60, 77, 89, 96. */
export const STANINE_CUTOFFS = [4, 11, 23, 40, 60, 77, 89, 96] as const;
/** Spec §9: scale marks on trait bars. */
export const SCALE_MARKS = [10, 25, 50, 75, 90] as const;
/** Spec §9: percentile label thresholds (90 Exceptional, 75 High, 25 Average, 10 Low, else Very Low). */
export const LABEL_THRESHOLDS = { exceptional: 90, high: 75, average: 25, low: 10 } as const;
/** Spec §9: colour bands (75 green, 25 blue, else orange). */
export const COLOUR_THRESHOLDS = { green: 75, blue: 25 } as const;
/** Spec §9: profile balance — variance of the percentiles above 400 High, above 200 Moderate, else Low. */
export const BALANCE_HIGH_ABOVE = 400;
/** Spec §9: percentile variance above 200 (and not above 400) is Moderate balance. */
export const BALANCE_MODERATE_ABOVE = 200;
/** Spec §9: Well-Rounded if at least 3 traits exceed percentile 75. */
export const WELL_ROUNDED_MIN_TRAITS = 3;
/** Spec §9: the percentile a trait must exceed to count toward Well-Rounded. */
export const WELL_ROUNDED_PERCENTILE = 75;
/** Spec §9: Strongest and Development lists show (at most) 3 entries. */
export const PROFILE_LIST_LENGTH = 3;

/**
 * Stanine 1-9 from a percentile: the number of cut-offs (4, 11, 23, 40, 60, 77, 89, 96) at or below it, plus 1.
 * A percentile exactly on a cut-off belongs to the upper stanine (4 → 2, 96 → 9), as the cut-offs are the
 * cumulative percents below each stanine. NaN stays NaN.
 */
export function stanineFromPercentile(p: number): number {
  if (Number.isNaN(p)) return NaN;
  const c = STANINE_CUTOFFS;
  // Unrolled binary search over the 8 cut-offs (hot path: 35 calls per scored response).
  if (p < c[3]) return p < c[1] ? (p < c[0] ? 1 : 2) : p < c[2] ? 3 : 4;
  return p < c[5] ? (p < c[4] ? 5 : 6) : p < c[6] ? 7 : p < c[7] ? 8 : 9;
}

/** stanineFromPercentile for whole percentiles 0-100, precomputed (hot-path lookup; same numbers). */
export const STANINE_BY_PERCENTILE: Uint8Array = Uint8Array.from({ length: 101 }, (_, p) => stanineFromPercentile(p));

/**
 * Which end of a scale is desirable. "high" for the traits and facets where more is better in the spec's
 * sense (openness, conscientiousness, extraversion, agreeableness and their facets); "low" for neuroticism
 * and its six facets, where a high percentile is a concern. Labels, colours and the strongest / development
 * lists read a scale through its polarity.
 */
export type Polarity = "high" | "low";

/**
 * Percentile label. The spec §9 band names (Exceptional, High, Average, Low, Very Low) are used where the
 * high end is desirable; where it is not (neuroticism and its facets), the top band is the neutral level word
 * "Very High" instead of "Exceptional", so a 99th-percentile Depression never reads as praise.
 */
export type PercentileLabel = "Exceptional" | "Very High" | "High" | "Average" | "Low" | "Very Low";

/**
 * Spec §9: 90 or more Exceptional, 75 High, 25 Average, 10 Low, below 10 Very Low. For a scale whose low end
 * is desirable the same cut-offs give level words only: 90 or more "Very High" (never "Exceptional").
 */
export function percentileLabel(p: number, polarity: Polarity = "high"): PercentileLabel {
  if (p >= LABEL_THRESHOLDS.exceptional) return polarity === "high" ? "Exceptional" : "Very High";
  if (p >= LABEL_THRESHOLDS.high) return "High";
  if (p >= LABEL_THRESHOLDS.average) return "Average";
  if (p >= LABEL_THRESHOLDS.low) return "Low";
  return "Very Low";
}

/** Spec §9 colour band of a percentile. */
export type PercentileColour = "green" | "blue" | "orange";

/**
 * The percentile read in the desirable direction: p itself where high is desirable, 100 − p where low is.
 * Colours and the strongest / development lists use it, so a 96th-percentile Depression counts as 4.
 */
export function desirablePercentile(p: number, polarity: Polarity = "high"): number {
  return polarity === "high" ? p : 100 - p;
}

/**
 * Spec §9 colours on the desirable-direction percentile: 75 or more green, 25 or more blue, else orange.
 * For a scale whose high end is desirable this is the spec rule unchanged; for neuroticism and its facets a
 * percentile above 75 is orange (a concern) and one at 25 or below green.
 */
export function percentileColour(p: number, polarity: Polarity = "high"): PercentileColour {
  const d = desirablePercentile(p, polarity);
  if (d >= COLOUR_THRESHOLDS.green) return "green";
  if (d >= COLOUR_THRESHOLDS.blue) return "blue";
  return "orange";
}

/** Population variance (divisor n) of the numbers; 0 for an empty list. */
export function variance(values: readonly number[]): number {
  if (values.length === 0) return 0;
  // the sum first, divided once: summing v / n piecewise drifts (31, 1, 1 gave a variance above 200, so "Moderate"
  // where the exact 200 is "Low")
  let m = 0;
  for (const v of values) m += v;
  m /= values.length;
  let s = 0;
  for (const v of values) s += (v - m) * (v - m);
  return s / values.length;
}

/** Spec §9 profile balance. */
export type ProfileBalance = "High" | "Moderate" | "Low";

/** Spec §9: variance (population, divisor n) of the percentiles above 400 High, above 200 Moderate, else Low. */
export function profileBalance(percentiles: readonly number[]): ProfileBalance {
  return balanceOfVariance(variance(percentiles));
}

/** Spec §9 balance of a precomputed variance: above 400 High, above 200 Moderate, else Low. */
export function balanceOfVariance(v: number): ProfileBalance {
  return v > BALANCE_HIGH_ABOVE ? "High" : v > BALANCE_MODERATE_ABOVE ? "Moderate" : "Low";
}

/** Spec §9 profile type. */
export type ProfileType = "Well-Rounded" | "Specialized";

/**
 * Spec §9: Well-Rounded if at least 3 traits exceed (strictly) percentile 75, else Specialized. Pass the
 * percentiles in their desirable direction (desirablePercentile), so high Neuroticism never makes a profile
 * "well-rounded".
 */
export function profileType(desirablePercentiles: readonly number[]): ProfileType {
  return desirablePercentiles.filter((p) => p > WELL_ROUNDED_PERCENTILE).length >= WELL_ROUNDED_MIN_TRAITS ? "Well-Rounded" : "Specialized";
}

/**
 * A strength is a trait at the 75th percentile or higher in its desirable direction (the spec's "High" band
 * and the green colour); a development area one below the 25th (the "Low" band and orange). The spec lists
 * the top and bottom 3 by raw percentile, which named high Neuroticism a strength, let one trait sit in both
 * lists and called a 29th percentile a strength; these cut-offs keep each list's words true to the numbers.
 */
export const STRENGTH_AT = COLOUR_THRESHOLDS.green;
/** A trait whose desirable-direction percentile is below 25 is a development area (see STRENGTH_AT). */
export const DEVELOPMENT_BELOW = COLOUR_THRESHOLDS.blue;

/**
 * Indices of up to 3 entries by value (highest or lowest first), ties in index order, NaN skipped, keeping
 * only values that pass `keep`. Works on a small array (the five traits) without allocating intermediate objects.
 */
export function pickIndices(values: ArrayLike<number>, highest: boolean, keep: (v: number) => boolean = () => true): number[] {
  const picked: number[] = [];
  while (picked.length < PROFILE_LIST_LENGTH) {
    let best = -1;
    for (let i = 0; i < values.length; i++) {
      const p = values[i];
      if (p !== p || picked.indexOf(i) >= 0 || !keep(p)) continue;
      if (best < 0 || (highest ? p > values[best] : p < values[best])) best = i;
    }
    if (best < 0) break;
    picked.push(best);
  }
  return picked;
}

/** The desirable end of each Big Five trait: low for neuroticism, high for the other four. */
export function traitPolarity(trait: Trait): Polarity {
  return trait === "neuroticism" ? "low" : "high";
}

/**
 * How a trait reads in the strongest / development lists, whose headings speak of the desirable direction: by
 * its desirable pole and that pole's percentile. Neuroticism's desirable end is low, so a 21st-percentile
 * Neuroticism is listed as Emotional stability at the 79th (100 − 21), never as "Neuroticism — 21st" under
 * "at the 75th percentile or higher"; the other four traits read as themselves.
 */
export function profileListReading(trait: Trait, percentile: number): { name: Trait | "emotionalStability"; percentile: number; reversed: boolean } {
  const reversed = traitPolarity(trait) === "low";
  return { name: reversed ? "emotionalStability" : trait, percentile: desirablePercentile(percentile, traitPolarity(trait)), reversed };
}

function desirableOf(percentile: Readonly<Record<Trait, number | null>>, order: readonly Trait[]): number[] {
  return order.map((t) => {
    const p = percentile[t];
    return p === null || p === undefined ? NaN : desirablePercentile(p, traitPolarity(t));
  });
}

/**
 * Strongest traits: up to 3 traits at the 75th percentile or higher in their desirable direction, strongest
 * first (ties keep the given order; unmeasured traits are skipped). May be empty.
 */
export function strongestTraits(percentile: Readonly<Record<Trait, number | null>>, order: readonly Trait[]): Trait[] {
  return pickIndices(desirableOf(percentile, order), true, (d) => d >= STRENGTH_AT).map((i) => order[i]);
}

/**
 * Development areas: up to 3 traits below the 25th percentile in their desirable direction, weakest first
 * (ties keep the given order; unmeasured traits are skipped). Never shares a trait with strongestTraits.
 */
export function developmentTraits(percentile: Readonly<Record<Trait, number | null>>, order: readonly Trait[]): Trait[] {
  return pickIndices(desirableOf(percentile, order), false, (d) => d < DEVELOPMENT_BELOW).map((i) => order[i]);
}

/**
 * Sten (standard ten, mean 5.5, SD 2; Canfield 1951) from a T-score: floor((T − 50) / 5) + 6, clamped to 1-10.
 * This is the 1-10 scale the spec's archetype rule reads (§9 "on a 1-10 scale"); sten 7 starts at T 55.
 */
export function stenFromT(t: number): number {
  if (Number.isNaN(t)) return NaN;
  return Math.min(10, Math.max(1, Math.floor((t - 50) / 5) + 6));
}

/**
 * POMP, percent of maximum possible (Cohen, Cohen, Aiken & West 1999): 100 × (mean − min) / (max − min),
 * clamped to 0-100. Used for every scale without published norms; it is not a percentile.
 */
export function pomp(mean: number, min = 1, max = 5): number {
  if (Number.isNaN(mean)) return NaN;
  return Math.min(100, Math.max(0, (100 * (mean - min)) / (max - min)));
}

/** The Overview summary of five OCEAN percentiles (NaN = unmeasured or not enough answers). */
export interface ProfileSummary {
  readonly balance: ProfileBalance;
  readonly percentileVariance: number;
  readonly type: ProfileType;
  readonly strongest: number[];
  readonly development: number[];
}

/** Index of neuroticism in OCEAN order (TRAITS): the one trait whose low end is desirable. */
const OCEAN_NEUROTICISM = 4;

/**
 * Same results as profileBalance, profileType, strongestTraits and developmentTraits over the measured
 * traits, computed in one pass over five numbers (the scoring hot path). Balance uses the raw percentiles
 * (spec: their spread); type and the lists use them in the desirable direction. Returns trait indices
 * (OCEAN order).
 */
export function profileSummaryOcean(p: ArrayLike<number>): ProfileSummary {
  let n = 0;
  let mean = 0;
  let above = 0;
  const d = [NaN, NaN, NaN, NaN, NaN];
  for (let i = 0; i < 5; i++) {
    const x = p[i];
    if (x !== x) continue;
    n++;
    mean += x;
    d[i] = i === OCEAN_NEUROTICISM ? 100 - x : x;
    if (d[i] > WELL_ROUNDED_PERCENTILE) above++;
  }
  mean = n ? mean / n : 0;
  let ss = 0;
  for (let i = 0; i < 5; i++) if (p[i] === p[i]) ss += (p[i] - mean) * (p[i] - mean);
  const v = n ? ss / n : 0;
  return {
    balance: balanceOfVariance(v),
    percentileVariance: v,
    type: above >= WELL_ROUNDED_MIN_TRAITS ? "Well-Rounded" : "Specialized",
    strongest: pickIndices(d, true, (x) => x >= STRENGTH_AT),
    development: pickIndices(d, false, (x) => x < DEVELOPMENT_BELOW),
  };
}
