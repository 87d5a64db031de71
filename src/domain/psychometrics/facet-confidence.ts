/**
 * Spec §5 and §9 facet-level rules: node-mapped facet scores, facet confidence, coverage and its bands,
 * critical facets, and the spec's t-score of a facet score.
 */
import { applyCorrelation, clampAnswer, clampFacetScore, keyedScore, normaliseLikert, normaliseOther, normaliseTrueFalse } from "./answer-rules.ts";

/** Spec §9: facet confidence = min(1, total weight / 10). */
export const CONFIDENCE_WEIGHT_DIVISOR = 10;
/** Spec §9: coverage counts facets with confidence above 0.3; §5: confidence below 0.3 is critical. */
export const COVERAGE_CONFIDENCE_THRESHOLD = 0.3;
/** Spec §5: coverage below 70% is poor, below 85% fair, otherwise good. */
export const COVERAGE_POOR_BELOW = 70;
/** Spec §5: coverage below 85% (and at least 70%) is fair. */
export const COVERAGE_FAIR_BELOW = 85;
/** Spec §9: t-score = 50 + 10 × score / 1.5. */
export const NODE_T_SCALE = 1.5;

/** Spec §9: facet confidence = min(1, total weight / 10); negative or NaN weight gives 0. */
export function facetConfidence(totalWeight: number): number {
  if (!(totalWeight > 0)) return 0;
  return Math.min(1, totalWeight / CONFIDENCE_WEIGHT_DIVISOR);
}

/**
 * Weight of one answered item of a published scale: 10 / (items in the published scale), so that answering
 * the whole published scale gives confidence exactly 1 and a short form gives its share (our definition of
 * the spec's "weight"; e.g. an IPIP-NEO-120 facet item weighs 2.5).
 */
export function itemWeight(itemsInPublishedScale: number): number {
  return itemsInPublishedScale > 0 ? CONFIDENCE_WEIGHT_DIVISOR / itemsInPublishedScale : 0;
}

/** Spec §9: the t-score of a node-mapped facet score, 50 + 10 × score / 1.5 (score clamped to −3..3 first). */
export function nodeTScore(score: number): number {
  return 50 + (10 * clampFacetScore(score)) / NODE_T_SCALE;
}

/** Coverage in percent (0-100): the share of facets whose confidence is above 0.3 (spec §9). */
export function coveragePercent(confidences: readonly number[]): number {
  if (confidences.length === 0) return 0;
  let covered = 0;
  for (const c of confidences) if (c > COVERAGE_CONFIDENCE_THRESHOLD) covered++;
  return (100 * covered) / confidences.length;
}

/** Spec §5 coverage band: below 70 poor, below 85 fair, otherwise good. */
export type CoverageBand = "poor" | "fair" | "good";

/** Spec §5: below 70% poor, below 85% fair, otherwise good. */
export function coverageBand(percent: number): CoverageBand {
  if (percent < COVERAGE_POOR_BELOW) return "poor";
  if (percent < COVERAGE_FAIR_BELOW) return "fair";
  return "good";
}

/** Spec §5: facets with confidence below 0.3 are critical; returns their keys in input order. */
export function criticalFacets<K extends string>(confidence: ReadonlyArray<readonly [K, number]>): K[] {
  return confidence.filter(([, c]) => c < COVERAGE_CONFIDENCE_THRESHOLD).map(([k]) => k);
}

/** How an answer of a competency node question is read (spec §5). */
export type NodeAnswerKind = "likert" | "true_false" | "other";

/** One facet a node question maps to (spec §3 Node-facet mapping). */
export interface NodeFacetMapping {
  readonly facet: string;
  /** Signed correlation of the question with the facet; negative flips the contribution (spec §5). */
  readonly correlation: number;
  /** Confidence of the mapping, 0-1. */
  readonly confidence: number;
}

/** An answered node question and the facets it maps to. */
export interface NodeResponse {
  readonly kind: NodeAnswerKind;
  readonly value: unknown;
  readonly mappings: readonly NodeFacetMapping[];
  /**
   * Weight of the question itself (default 1); its contribution to a facet weighs itemWeight × |correlation| ×
   * mapping confidence. Published items pass itemWeight(scale length), e.g. 2.5 for an IPIP-NEO-120 item, so the
   * facet confidence min(1, weight / 10) reflects how much of the published facet was asked.
   */
  readonly itemWeight?: number;
}

/** A node-mapped facet result: score −3..3, its total weight, confidence and spec t-score. */
export interface NodeFacetScore {
  readonly score: number;
  readonly totalWeight: number;
  readonly confidence: number;
  readonly t: number;
}

/** Spec §5 normalisation of one node answer by its kind. */
export function normaliseNodeAnswer(kind: NodeAnswerKind, value: unknown): number {
  if (kind === "likert") return normaliseLikert(value);
  if (kind === "true_false") return normaliseTrueFalse(value);
  return normaliseOther(value);
}

/**
 * The signed contribution of one node answer to a facet it maps to with this correlation. A Likert answer on a
 * negative mapping is reverse-keyed first (6 − v) and then normalised, (6 − v − 3.5) / 2.5: the spec's
 * (v − 3.5) / 2.5 is not symmetric about 0 (Neutral 3 gives −0.2), so flipping its sign afterwards would read
 * Neutral as +0.2 on a minus-keyed item and −0.2 on a plus-keyed one (departure from the spec's order of the
 * rules; README "Designed types: reverse keying before the transformation"). True/false (±1) and other answers
 * (−3..3) are symmetric about 0, so for them the sign flip is the same as reverse keying.
 */
export function signedNodeAnswer(kind: NodeAnswerKind, value: unknown, correlation: number): number {
  if (kind === "likert" && correlation < 0) return normaliseLikert(keyedScore(clampAnswer(value), "minus"));
  return applyCorrelation(normaliseNodeAnswer(kind, value), correlation);
}

/**
 * Scores node-based questions into facets by the spec §5 rules: each answer is keyed by the mapping's
 * correlation and normalised by its kind (`signedNodeAnswer`: a negatively mapped Likert answer is reverse-keyed
 * before (v − 3.5) / 2.5), and averaged with weight itemWeight × |correlation| × mapping confidence
 * (our reading: the spec names the weight but not its formula; itemWeight defaults to 1); the facet score is clamped to −3..3 and its
 * confidence is min(1, total weight / 10). Facets with no weight are absent from the result.
 */
export function scoreNodeFacets(responses: readonly NodeResponse[]): Record<string, NodeFacetScore> {
  const sum: Record<string, number> = {};
  const weight: Record<string, number> = {};
  for (const r of responses) {
    const iw = r.itemWeight === undefined ? 1 : Math.max(0, r.itemWeight);
    for (const m of r.mappings) {
      const w = iw * Math.abs(m.correlation) * Math.max(0, m.confidence);
      if (!(w > 0)) continue;
      sum[m.facet] = (sum[m.facet] ?? 0) + w * signedNodeAnswer(r.kind, r.value, m.correlation);
      weight[m.facet] = (weight[m.facet] ?? 0) + w;
    }
  }
  const out: Record<string, NodeFacetScore> = {};
  for (const facet of Object.keys(weight)) {
    const score = clampFacetScore(sum[facet] / weight[facet]);
    out[facet] = { score, totalWeight: weight[facet], confidence: facetConfidence(weight[facet]), t: nodeTScore(score) };
  }
  return out;
}
