/**
 * The stress side of the dark-side analysis (spec 1 §3 stressResponse and compensatory behaviours), from
 * measured scales only (the spec's stressAmplification, a multiplier with no published weight, is left out):
 * - IPIP-NEO-120 Neuroticism facets N1 Anxiety … N6 Vulnerability (Johnson, J. A. 2014, Journal of Research in
 *   Personality 51, 78–89), normed on Johnson's tables: percentiles and T-scores;
 * - IPIP-NEO-120 Self-Efficacy (C1) and Adventurousness (O4), as POMP of their keyed item means;
 * - the emotional-regulation scales where the assessment asks them (dimension-map.ts: 16PF Emotional Stability,
 *   IPIP-VIA-R Self-Regulation with Anger reversed, AB5C Impulse-Control with Immoderation reversed), POMP.
 * How these facts combine is Facetwise's interpretation, written at each rule; a missing scale leaves its field
 * null (or its pattern out), never a guess.
 */
import { LABEL_THRESHOLDS, pomp } from "./bands.ts";
import type { RiskLevel } from "./derailment.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import { FACETS, type FacetKey } from "./facets.ts";
import { DARK_SIDE_LABELS, REGULATION_LABELS } from "./labels.ts";
import { REGULATION_BANDS, type RegulationDimension } from "./regulation.ts";
import type { FacetScore, ScoreResult } from "./result-types.ts";

/** The facets a result may carry (null when too few items were answered). */
export type FacetScores = ScoreResult["facets"];
/** The regulation scores a result may carry. */
export type RegulationScores = Readonly<Partial<Record<RegulationDimension, number | null>>> | undefined;

/** A measured value and the sentence that says where it came from. */
export interface Derived<T> {
  readonly value: T;
  readonly basis: string;
}

const NEO = "IPIP-NEO-120 (Johnson 2014)";

/** A facet's score, or null when the result has no facets or the facet was not scored. */
export function facetOf(facets: FacetScores, key: FacetKey): FacetScore | null {
  return facets?.[key] ?? null;
}

const NEO_LABEL: ReadonlyMap<FacetKey, string> = new Map(FACETS.map((f) => [f.key, f.neoLabel]));

/** "Anxiety (N1)": the facet's NEO PI-R name (facets.ts) and its code. */
export function facetName(f: FacetScore, key: FacetKey): string {
  return `${NEO_LABEL.get(key) ?? key} (${f.code})`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const r100 = n % 100;
  if (r100 >= 11 && r100 <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
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

/** Stress proneness from the result's N1 and N6 (null, saying why, when either was not scored). */
export function stressProneness(facets: FacetScores): Derived<number | null> {
  const n1 = facetOf(facets, "anxiety");
  const n6 = facetOf(facets, "vulnerability");
  if (!n1 || !n6) return { value: null, basis: `Not available: needs the ${NEO} Anxiety (N1) and Vulnerability (N6) facets scored.` };
  const value = stressPronenessFromPercentiles(n1.percentile, n6.percentile);
  const approx = n1.approximate || n6.approximate ? " (approximate percentiles: prorated from a short form)" : "";
  return {
    value,
    basis: `Mean of the ${NEO} percentiles of Anxiety (N1, ${ordinal(n1.percentile)}) and Vulnerability (N6, ${ordinal(n6.percentile)})${approx}, ÷ 10 = ${value.toFixed(1)}. Stress proneness from self-report relative to Johnson's norm group, not a measure of current stress.`,
  };
}

/** What adaptive capacity averages, with where each part comes from. */
interface CapacityPart {
  readonly name: string;
  readonly score: number;
}

/**
 * Adaptive capacity 0-100: the mean, rounded, of POMP scores of staying calm under pressure (Vulnerability N6
 * reversed), confidence in handling tasks (Self-Efficacy C1) and openness to change (Adventurousness O4), plus,
 * where the assessment asks them, the regulation scores Emotional Stability and Self-Management. Each part is
 * "more is better"; POMP (percent of maximum) because the regulation scales have no norms (dimension-map.ts).
 */
export function adaptiveCapacity(facets: FacetScores, regulation: RegulationScores): Derived<number | null> {
  const parts: CapacityPart[] = [];
  const n6 = facetOf(facets, "vulnerability");
  if (n6) parts.push({ name: "Vulnerability (N6) reversed", score: 100 - pomp(n6.mean) });
  const c1 = facetOf(facets, "competence");
  if (c1) parts.push({ name: "Self-Efficacy (C1)", score: pomp(c1.mean) });
  const o4 = facetOf(facets, "actions");
  if (o4) parts.push({ name: "Adventurousness (O4)", score: pomp(o4.mean) });
  for (const d of ["emotionalStability", "selfManagement"] as const) {
    const s = regulation?.[d];
    if (typeof s === "number") parts.push({ name: `${REGULATION_LABELS[d]} (regulation)`, score: s });
  }
  if (!parts.length) return { value: null, basis: "Not available: none of its scales (N6, C1, O4, regulation) was scored." };
  const value = Math.round(mean(parts.map((p) => p.score)));
  return { value, basis: `Mean of ${parts.map((p) => `${p.name} ${Math.round(p.score)}`).join(", ")} (0-100, percent of maximum) = ${value}.` };
}

/** Neuroticism facet → the pattern its items describe (IPIP-NEO-120 item content, Johnson 2014). */
const FACET_PATTERNS: ReadonlyArray<readonly [FacetKey, string]> = [
  ["anxiety", "Worry and expecting the worst under pressure"],
  ["angryHostility", "Irritation and anger that flare up quickly"],
  ["depression", "Low mood and discouragement after setbacks"],
  ["selfConsciousness", "Holding back or feeling intimidated in front of others"],
  ["impulsiveness", "Giving in to urges and cravings to relieve tension"],
  ["vulnerability", "Feeling overwhelmed and panicking when events pile up"],
];

/** Regulation dimension → the pattern a low score describes (dimension-map.ts scales). */
const REGULATION_PATTERNS: ReadonlyArray<readonly [RegulationDimension, string]> = [
  ["impulseControl", "Acting on impulse when emotions run high"],
  ["emotionalStability", "Moods and frustration that are hard to steady"],
  ["selfManagement", "Difficulty holding back urges and temper"],
];

/** A Neuroticism facet counts from the 75th percentile: the spec §9 "High" band (bands.ts LABEL_THRESHOLDS). */
export const PATTERN_PERCENTILE_AT = LABEL_THRESHOLDS.high;
/** A regulation score counts below 40: the spec §9 "Needs Development" band (regulation.ts). */
export const PATTERN_REGULATION_BELOW = REGULATION_BANDS.developing;

/**
 * Maladaptive patterns: each Neuroticism facet at the 75th percentile or higher (the "High" band), highest
 * first, then each regulation score below 40 ("Needs Development"), lowest first; each names its scale and value.
 */
export function maladaptivePatterns(facets: FacetScores, regulation: RegulationScores): Derived<string[]> {
  const high = FACET_PATTERNS.flatMap(([key, text]) => {
    const f = facetOf(facets, key);
    return f && f.percentile >= PATTERN_PERCENTILE_AT ? [{ p: f.percentile, text: `${text} (${facetName(f, key)}, ${ordinal(f.percentile)} percentile)` }] : [];
  }).sort((a, b) => b.p - a.p);
  const low = REGULATION_PATTERNS.flatMap(([d, text]) => {
    const s = regulation?.[d];
    return typeof s === "number" && s < PATTERN_REGULATION_BELOW ? [{ s, text: `${text} (${REGULATION_LABELS[d]} ${Math.round(s)}/100)` }] : [];
  }).sort((a, b) => a.s - b.s);
  const value = [...high.map((x) => x.text), ...low.map((x) => x.text)];
  const regulationNote = regulation ? ", and each regulation score below 40 (Needs Development)" : "; this assessment asks no regulation scales";
  return { value, basis: `Each Neuroticism facet at the 75th percentile or higher (the High band)${regulationNote}. ${value.length} found.` };
}

/**
 * Compensatory behaviours: a derailer at moderate or above together with the stress facet it is read as coping
 * with, at the 75th percentile or higher. Facetwise's pairings, not a published model (derailers as coping
 * strategies under strain, after Hogan, R. & Hogan, J. 2001, "Assessing leadership: A view from the dark side",
 * International Journal of Selection and Assessment 9, 40–51): perfectionism and micromanagement with Anxiety (N1, controlling to quiet worry),
 * narcissism with Self-Consciousness (N4, recognition to offset self-doubt), psychopathy with Immoderation
 * (N5, thrill and shortcuts to relieve tension), Machiavellianism with Anger (N2, working around people).
 */
export const COMPENSATION_PAIRS: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly facet: FacetKey; readonly text: string }> = [
  { trait: "perfectionism", facet: "anxiety", text: "Over-preparing and re-checking work to keep worry at bay" },
  { trait: "micromanagement", facet: "anxiety", text: "Keeping hold of decisions and details to reduce uncertainty" },
  { trait: "narcissism", facet: "selfConsciousness", text: "Seeking recognition and status to offset self-doubt" },
  { trait: "psychopathy", facet: "impulsiveness", text: "Reaching for risk or excitement to relieve tension" },
  { trait: "machiavellianism", facet: "angryHostility", text: "Working around people rather than raising frustrations openly" },
];

const ELEVATED: ReadonlySet<RiskLevel> = new Set<RiskLevel>(["moderate", "high", "critical"]);

/** The compensatory behaviours whose derailer level and stress facet both meet the rule. */
export function compensatoryBehaviors(levels: Readonly<Partial<Record<DarkSideTrait, RiskLevel>>>, facets: FacetScores): Derived<string[]> {
  const value = COMPENSATION_PAIRS.flatMap(({ trait, facet, text }) => {
    const level = levels[trait];
    const f = facetOf(facets, facet);
    if (!level || !ELEVATED.has(level) || !f || f.percentile < PATTERN_PERCENTILE_AT) return [];
    return [`${text} (${DARK_SIDE_LABELS[trait]} ${level}, ${facetName(f, facet)} ${ordinal(f.percentile)} percentile)`];
  });
  return {
    value,
    basis: `A derailer at moderate or above paired with its stress facet at the 75th percentile or higher (Facetwise's pairings, not a published model: Perfectionism and Micromanagement with Anxiety, Narcissism with Self-Consciousness, Psychopathy with Impulsiveness, Machiavellianism with Angry Hostility). ${value.length} found.`,
  };
}
