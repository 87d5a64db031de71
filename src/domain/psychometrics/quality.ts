/**
 * Response quality: the spec's rushed flag (§5: mean response time under 2000 ms) plus two careless-responding
 * indices from the literature — longstring, the longest run of identical consecutive answers (Johnson 2005,
 * J. Research in Personality 39:103-129; Huang, Curran, Keeney, Poposki & DeShon 2012, J. Business and
 * Psychology 27:99-114), and even-odd consistency (Johnson 2005; "individual reliability" in Huang et al. 2012):
 * each scale's odd-numbered and even-numbered items are averaged, the two vectors of half-scale means are
 * correlated across scales, and the correlation is stepped up with Spearman-Brown, 2r / (1 + r).
 */

/** Spec §5: an average response time below 2000 ms is flagged as possibly rushed. */
export const RUSHED_MEAN_MS = 2000;
/** Huang et al. (2012): under 2 s per item suggests insufficient effort; we count such answers. */
export const FAST_ANSWER_MS = 2000;
/**
 * Our screening thresholds (not taken from a published table we could verify): even-odd consistency below
 * .30 and a run of 10 or more identical answers are reported as "worth a second look", never used to
 * discard a result.
 */
export const EVEN_ODD_FLAG_BELOW = 0.3;
/** Our screening threshold: a run of 10 or more identical answers is worth a second look. */
export const LONGSTRING_FLAG_AT = 10;
/** Even-odd consistency needs at least this many scales with both halves answered (else it is null). */
export const EVEN_ODD_MIN_SCALES = 3;

/** Longest run of identical consecutive answers; unanswered (NaN) entries are skipped, not counted. */
export function longstring(values: ArrayLike<number>): number {
  let best = 0;
  let run = 0;
  let last = NaN;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isNaN(v)) continue;
    run = v === last ? run + 1 : 1;
    last = v;
    if (run > best) best = run;
  }
  return best;
}

/** Pearson correlation of two equally long series; NaN when either has no variance or fewer than 2 points. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>, n = x.length): number {
  if (n < 2) return NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) ((mx += x[i]), (my += y[i]));
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : NaN;
}

/** Spearman-Brown step-up of a half-test correlation: 2r / (1 + r); r = −1 gives −1. */
export function spearmanBrown(r: number): number {
  return r <= -1 ? -1 : (2 * r) / (1 + r);
}

/**
 * Even-odd consistency from paired half-scale means (one pair per scale with both halves answered):
 * Spearman-Brown-corrected Pearson r across the scales, or null with fewer than 3 scales or no variance.
 */
export function evenOddConsistency(oddMeans: ArrayLike<number>, evenMeans: ArrayLike<number>, scales = oddMeans.length): number | null {
  if (scales < EVEN_ODD_MIN_SCALES) return null;
  const r = pearson(oddMeans, evenMeans, scales);
  return Number.isNaN(r) ? null : spearmanBrown(r);
}

/** Spec §5: true when the mean response time is below 2000 ms; false when it is unknown (null). */
export function isRushed(meanResponseMs: number | null): boolean {
  return meanResponseMs !== null && meanResponseMs < RUSHED_MEAN_MS;
}

/** Response quality of one response. */
export interface ResponseQuality {
  /** Mean time per answered item in ms, null when no times were recorded. */
  readonly meanResponseMs: number | null;
  /** Spec §5 rushed flag. */
  readonly rushed: boolean;
  /** Answers given in under 2 s (Huang et al. 2012), null when no times were recorded. */
  readonly fastAnswers: number | null;
  /** Longest run of identical consecutive Likert answers. */
  readonly longstring: number;
  readonly longstringFlag: boolean;
  /** Spearman-Brown-corrected even-odd consistency, null when it cannot be computed. */
  readonly evenOdd: number | null;
  readonly evenOddFlag: boolean;
  /** Likert items answered / administered. */
  readonly answered: number;
  readonly administered: number;
  /**
   * Set only when the result is presented to someone other than the respondent (a manager, a shared link): the
   * respondent's name, so the note names them in the third person instead of saying "you". Never stored.
   */
  readonly respondent?: string;
}

/** A reason to read a result with caution; its figures are in the quality record (longstring, answered, administered). */
export type QualityCaution = "rushed" | "longstring" | "inconsistent" | "unanswered";

/**
 * The response-quality note as codes: "clean" (nothing flagged; consistencyChecked false when too few scales
 * allowed the even-odd check) or "caution" with its reasons in a fixed order. The readers' catalogs word it.
 */
export type QualityNote = { readonly kind: "clean"; readonly consistencyChecked: boolean } | { readonly kind: "caution"; readonly reasons: readonly QualityCaution[] };

/** The quality note's codes from the flags (src/shared/quality-note.ts words it in a reader's language). */
export function qualityNote(q: Pick<ResponseQuality, "rushed" | "longstringFlag" | "evenOdd" | "evenOddFlag" | "answered" | "administered">): QualityNote {
  const reasons: QualityCaution[] = [];
  if (q.rushed) reasons.push("rushed");
  if (q.longstringFlag) reasons.push("longstring");
  if (q.evenOddFlag) reasons.push("inconsistent");
  if (q.answered < q.administered) reasons.push("unanswered");
  return reasons.length ? { kind: "caution", reasons } : { kind: "clean", consistencyChecked: q.evenOdd !== null };
}

/** Builds the quality record (its flags; the note's codes come from qualityNote) from the computed indices. */
export function describeQuality(input: {
  meanResponseMs: number | null;
  fastAnswers: number | null;
  longstring: number;
  evenOdd: number | null;
  answered: number;
  administered: number;
}): ResponseQuality {
  const rushed = isRushed(input.meanResponseMs);
  const longstringFlag = input.longstring >= LONGSTRING_FLAG_AT;
  const evenOddFlag = input.evenOdd !== null && input.evenOdd < EVEN_ODD_FLAG_BELOW;
  // One literal with a fixed shape (object spread is a slow path on the scoring hot path).
  return {
    meanResponseMs: input.meanResponseMs,
    rushed,
    fastAnswers: input.fastAnswers,
    longstring: input.longstring,
    longstringFlag,
    evenOdd: input.evenOdd,
    evenOddFlag,
    answered: input.answered,
    administered: input.administered,
  };
}
