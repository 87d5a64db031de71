/**
 * The stress side of the dark-side analysis (spec 1 §3 stressResponse and compensatory behaviours), from
 * measured scales only (the spec's stressAmplification, a multiplier with no published weight, is left out):
 * - IPIP-NEO-120 Neuroticism facets N1 Anxiety … N6 Vulnerability (Johnson, J. A. 2014, Journal of Research in
 *   Personality 51, 78–89), normed on Johnson's tables: percentiles and T-scores;
 * - IPIP-NEO-120 Self-Efficacy (C1) and Adventurousness (O4), as POMP of their keyed item means;
 * - the emotional-regulation scales where the assessment asks them (dimension-map.ts: 16PF Emotional Stability,
 *   IPIP-VIA-R Self-Regulation with Anger reversed, AB5C Impulse-Control with Immoderation reversed), POMP.
 * How these facts combine is Facetwise's interpretation, written at each rule; a missing scale leaves its field
 * null (or its pattern out), never a guess. Codes and numbers only: the words are the content catalog's
 * (src/shared/locales/en/dark-side-content.ts stressPattern, compensation) and the basis catalog's.
 */
import { LABEL_THRESHOLDS, pomp } from "./bands.ts";
import type { CapacityPart, CompensatoryBehavior, DarkSideBasis, StressPattern } from "./dark-side-types.ts";
import type { RiskLevel } from "./derailment.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import type { FacetKey } from "./facets.ts";
import { REGULATION_BANDS, type RegulationDimension } from "./regulation.ts";
import type { FacetScore, ScoreResult } from "./result-types.ts";

/** The facets a result may carry (null when too few items were answered). */
export type FacetScores = ScoreResult["facets"];
/** The regulation scores a result may carry. */
export type RegulationScores = Readonly<Partial<Record<RegulationDimension, number | null>>> | undefined;

/** A measured value and the facts that say where it came from (worded by the reader's catalog). */
export interface Derived<T, B> {
  readonly value: T;
  readonly basis: B;
}

/** A facet's score, or null when the result has no facets or the facet was not scored. */
export function facetOf(facets: FacetScores, key: FacetKey): FacetScore | null {
  return facets?.[key] ?? null;
}

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/**
 * Stress proneness 0-10 (the spec's "current stress level", named for what it is): the mean of the Anxiety (N1)
 * and Vulnerability (N6) percentiles, ÷ 10, to one decimal (rounded on the percentile: mean 79.5 → 8.0). N1
 * (worry, fearing the worst) and N6 (panicking, being overwhelmed by events) are the NEO facets of tension and
 * of coping with stress (Johnson 2014). It is a self-reported, trait-level proneness against the norm group, not
 * a measure of current stress.
 */
export function stressPronenessFromPercentiles(anxiety: number, vulnerability: number): number {
  return Math.round((anxiety + vulnerability) / 2) / 10;
}

/** How stress proneness was made: the two percentiles, whether they are prorated, and the value (null: not scored). */
export type StressPronenessBasis = DarkSideBasis["stressProneness"];

/** Stress proneness from the result's N1 and N6 (null when either was not scored). */
export function stressProneness(facets: FacetScores): Derived<number | null, StressPronenessBasis> {
  const n1 = facetOf(facets, "anxiety");
  const n6 = facetOf(facets, "vulnerability");
  if (!n1 || !n6) return { value: null, basis: null };
  const value = stressPronenessFromPercentiles(n1.percentile, n6.percentile);
  return { value, basis: { anxiety: n1.percentile, vulnerability: n6.percentile, approximate: Boolean(n1.approximate || n6.approximate), value } };
}

/** How adaptive capacity was made: its parts with their 0-100 scores, and the mean (null: none scored). */
export type AdaptiveCapacityBasis = DarkSideBasis["adaptiveCapacity"];

/**
 * Adaptive capacity 0-100: the mean, rounded, of POMP scores of staying calm under pressure (Vulnerability N6
 * reversed), confidence in handling tasks (Self-Efficacy C1) and openness to change (Adventurousness O4), plus,
 * where the assessment asks them, the regulation scores Emotional Stability and Self-Management. Each part is
 * "more is better"; POMP (percent of maximum) because the regulation scales have no norms (dimension-map.ts).
 */
export function adaptiveCapacity(facets: FacetScores, regulation: RegulationScores): Derived<number | null, AdaptiveCapacityBasis> {
  const parts: Array<{ part: CapacityPart; score: number }> = [];
  const n6 = facetOf(facets, "vulnerability");
  if (n6) parts.push({ part: "vulnerabilityReversed", score: 100 - pomp(n6.mean) });
  const c1 = facetOf(facets, "competence");
  if (c1) parts.push({ part: "selfEfficacy", score: pomp(c1.mean) });
  const o4 = facetOf(facets, "actions");
  if (o4) parts.push({ part: "adventurousness", score: pomp(o4.mean) });
  for (const d of ["emotionalStability", "selfManagement"] as const) {
    const s = regulation?.[d];
    if (typeof s === "number") parts.push({ part: d, score: s });
  }
  if (!parts.length) return { value: null, basis: null };
  const value = Math.round(mean(parts.map((p) => p.score)));
  return { value, basis: { parts: parts.map((p) => ({ part: p.part, score: Math.round(p.score) })), value } };
}

/** The Neuroticism facets whose High band is a pattern (IPIP-NEO-120 item content, Johnson 2014; words in the content catalog). */
export const FACET_PATTERNS: readonly FacetKey[] = ["anxiety", "angryHostility", "depression", "selfConsciousness", "impulsiveness", "vulnerability"];

/** The regulation dimensions whose low score is a pattern (dimension-map.ts scales; words in the content catalog). */
export const REGULATION_PATTERNS: readonly RegulationDimension[] = ["impulseControl", "emotionalStability", "selfManagement"];

/** A Neuroticism facet counts from the 75th percentile: the spec §9 "High" band (bands.ts LABEL_THRESHOLDS). */
export const PATTERN_PERCENTILE_AT = LABEL_THRESHOLDS.high;
/** A regulation score counts below 40: the spec §9 "Needs Development" band (regulation.ts). */
export const PATTERN_REGULATION_BELOW = REGULATION_BANDS.developing;

/** How the patterns were found: whether the assessment asks regulation scales, and how many. */
export type CountBasis = DarkSideBasis["maladaptivePatterns"];

/**
 * Maladaptive patterns: each Neuroticism facet at the 75th percentile or higher (the "High" band), highest
 * first, then each regulation score below 40 ("Needs Development"), lowest first; each with its scale and value.
 */
export function maladaptivePatterns(facets: FacetScores, regulation: RegulationScores): Derived<StressPattern[], CountBasis> {
  const high = FACET_PATTERNS.flatMap((facet) => {
    const f = facetOf(facets, facet);
    return f && f.percentile >= PATTERN_PERCENTILE_AT ? [{ kind: "facet" as const, facet, code: f.code, percentile: f.percentile }] : [];
  }).sort((a, b) => b.percentile - a.percentile);
  const low = REGULATION_PATTERNS.flatMap((dimension) => {
    const s = regulation?.[dimension];
    return typeof s === "number" && s < PATTERN_REGULATION_BELOW ? [{ kind: "regulation" as const, dimension, score: Math.round(s) }] : [];
  }).sort((a, b) => a.score - b.score);
  const value: StressPattern[] = [...high, ...low];
  return { value, basis: { regulationAsked: Boolean(regulation), found: value.length } };
}

/**
 * Compensatory behaviours: a derailer at moderate or above together with the stress facet it is read as coping
 * with, at the 75th percentile or higher. Facetwise's pairings, not a published model (derailers as coping
 * strategies under strain, after Hogan, R. & Hogan, J. 2001, "Assessing leadership: A view from the dark side",
 * International Journal of Selection and Assessment 9, 40–51): perfectionism and micromanagement with Anxiety (N1, controlling to quiet worry),
 * narcissism with Self-Consciousness (N4, recognition to offset self-doubt), psychopathy with Immoderation
 * (N5, thrill and shortcuts to relieve tension), Machiavellianism with Anger (N2, working around people).
 * The behaviour's words are the content catalog's compensation.<derailer>.
 */
export const COMPENSATION_PAIRS: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly facet: FacetKey }> = [
  { trait: "perfectionism", facet: "anxiety" },
  { trait: "micromanagement", facet: "anxiety" },
  { trait: "narcissism", facet: "selfConsciousness" },
  { trait: "psychopathy", facet: "impulsiveness" },
  { trait: "machiavellianism", facet: "angryHostility" },
];

const ELEVATED: ReadonlySet<RiskLevel> = new Set<RiskLevel>(["moderate", "high", "critical"]);

/** The compensatory behaviours whose derailer level and stress facet both meet the rule. */
export function compensatoryBehaviors(
  levels: Readonly<Partial<Record<DarkSideTrait, RiskLevel>>>,
  facets: FacetScores,
): Derived<CompensatoryBehavior[], { readonly found: number }> {
  const value = COMPENSATION_PAIRS.flatMap(({ trait, facet }): CompensatoryBehavior[] => {
    const level = levels[trait];
    const f = facetOf(facets, facet);
    if (!level || !ELEVATED.has(level) || !f || f.percentile < PATTERN_PERCENTILE_AT) return [];
    return [{ trait, level, facet, code: f.code, percentile: f.percentile }];
  });
  return { value, basis: { found: value.length } };
}
