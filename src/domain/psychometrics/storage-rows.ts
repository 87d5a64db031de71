/**
 * Spec §3 stored scores: assessment_scores rows (dimension, score, raw_score, percentile, stanine,
 * scoring_rules) from a ScoreResult. Prefixes: ocean_ (traits), facet_, pillar_, domain_ (pillar domains),
 * and for the profiles regulation_, executive_, darkside_.
 */
import type { ScoreResult, ScoringRules } from "./result-types.ts";

/** One assessment_scores row, ready to insert (assessment_id and response_id are the caller's). */
export interface AssessmentScoreRow {
  readonly dimension: string;
  /** T-score for normed rows (ocean_, facet_); POMP 0-100 otherwise. */
  readonly score: number;
  /** Full-form raw sum for normed rows; keyed item mean 1-5 otherwise. */
  readonly rawScore: number;
  /** Johnson percentile 1-99, null when the scale is not normed. */
  readonly percentile: number | null;
  readonly stanine: number | null;
  readonly scoringRules: ScoringRules & { readonly normGroup: string | null; readonly normed: boolean; readonly confidence: number };
}

/**
 * The rows of a result: 5 ocean_ rows, then facet_, pillar_, domain_, regulation_, executive_ and darkside_
 * rows for whatever the result measured. Unmeasured dimensions get no row; not-normed rows never carry a
 * percentile or stanine.
 */
export function toStorageRows(result: ScoreResult): AssessmentScoreRow[] {
  const rows: AssessmentScoreRow[] = [];
  const rules = result.scoringRules;
  const normedRow = (dimension: string, s: { t: number; raw: number; percentile: number; stanine: number; confidence: number }) =>
    rows.push({
      dimension,
      score: s.t,
      rawScore: s.raw,
      percentile: s.percentile,
      stanine: s.stanine,
      scoringRules: { ...rules, normGroup: result.normGroup.id, normed: true, confidence: s.confidence },
    });
  const unnormedRow = (dimension: string, score: number, mean: number, confidence: number) =>
    rows.push({ dimension, score, rawScore: mean, percentile: null, stanine: null, scoringRules: { ...rules, normGroup: null, normed: false, confidence } });

  for (const [trait, s] of Object.entries(result.traits)) if (s) normedRow(`ocean_${trait}`, s);
  for (const [facet, s] of Object.entries(result.facets ?? {})) if (s) normedRow(`facet_${facet}`, s);
  for (const [pillar, s] of Object.entries(result.pillars ?? {})) if (s) unnormedRow(`pillar_${pillar}`, s.pomp, s.score, 1);
  for (const [domain, s] of Object.entries(result.domains ?? {})) if (s) unnormedRow(`domain_${domain}`, s.pomp, s.score, 1);
  for (const [dim, s] of Object.entries(result.emotionalRegulation?.details ?? {})) if (s) unnormedRow(`regulation_${dim}`, s.score, s.mean, s.confidence);
  for (const [dim, s] of Object.entries(result.executiveProfile?.details ?? {})) if (s) unnormedRow(`executive_${dim}`, s.score, s.mean, s.confidence);
  for (const [trait, s] of Object.entries(result.darkSideRisks ?? {})) if (s) unnormedRow(`darkside_${trait}`, s.score, s.mean, s.confidence);
  return rows;
}
