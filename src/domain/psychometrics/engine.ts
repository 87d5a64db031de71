/**
 * The numeric scoring core: one pass over a response's values with the compiled key, writing into
 * preallocated typed arrays (no per-response maps or arrays). Everything the results need — facet and
 * domain raw sums, prorating, T, percentile, stanine, confidence, and the quality indices — is computed here;
 * result.ts only shapes it.
 */
import { STANINE_BY_PERCENTILE } from "./bands.ts";
import type { CompiledKey } from "./compiled-key.ts";
import { ITEMS_PER_DOMAIN_FULL_FORM, ITEMS_PER_FACET_FULL_FORM } from "./facets.ts";
import { percentileFromT, RAW_LUT_SIZE, type NormTable } from "./norms.ts";
import { evenOddConsistency } from "./quality.ts";
import { FAST_ANSWER_MS } from "./quality.ts";

/** Normed rows: 30 facets then 5 domains (NormTable order). */
export const NORMED_ROWS = 35;

/** Reusable output of scoreNumeric; every field is overwritten on each call. */
export interface NumericScores {
  /** Keyed value sums and answered counts per target (CompiledKey.targets order). */
  readonly sums: Float64Array;
  readonly counts: Float64Array;
  /** Per normed row: full-form raw sum (prorated), T, percentile, stanine, confidence; NaN when unanswered. */
  readonly raw: Float64Array;
  readonly t: Float64Array;
  readonly percentile: Float64Array;
  readonly stanine: Float64Array;
  readonly confidence: Float64Array;
  longstring: number;
  /** NaN when it cannot be computed. */
  evenOdd: number;
  /** NaN when no times were given. */
  meanResponseMs: number;
  /** -1 when no times were given. */
  fastAnswers: number;
  likertAnswered: number;
  /** Scratch for even-odd: half-scale means of the scales with both halves answered. */
  readonly oddMeans: Float64Array;
  readonly evenMeans: Float64Array;
}

/** Allocates the reusable buffers for a key (once per key per thread of work). */
export function createNumericScores(key: CompiledKey): NumericScores {
  const n = key.targets.length;
  const f = () => new Float64Array(n);
  const r = () => new Float64Array(NORMED_ROWS);
  return {
    sums: f(),
    counts: f(),
    raw: r(),
    t: r(),
    percentile: r(),
    stanine: r(),
    confidence: r(),
    longstring: 0,
    evenOdd: NaN,
    meanResponseMs: NaN,
    fastAnswers: -1,
    likertAnswered: 0,
    oddMeans: f(),
    evenMeans: f(),
  };
}

/**
 * Scores one response. `values[i]` is item i's answer on its own scale (Likert 1-5, choice 1-5, scale
 * min-max) or NaN when unanswered; out-of-range values are clamped (spec §5). `times[i]` is the time taken
 * on item i in ms (NaN unknown), or null. Writes into `out` and returns it.
 */
export function scoreNumeric(key: CompiledKey, values: ArrayLike<number>, times: ArrayLike<number> | null, norm: NormTable, out: NumericScores): NumericScores {
  const { sums, counts } = out;
  sums.fill(0);
  counts.set(key.fullCounts); // every contribution counted; unanswered items are subtracted below
  const { cStart, cTarget, cOffset, cSign, isLikert, lo, hi, xA, xB } = key;
  const n = key.nItems;
  let run = 0;
  let best = 0;
  let last = -1;
  let likertAnswered = 0;
  let timeSum = 0;
  let timeCount = 0;
  let fast = 0;
  const timed = times !== null;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v !== v) {
      for (let c = cStart[i], e = cStart[i + 1]; c < e; c++) counts[cTarget[c]] -= 1;
      continue;
    }
    if (timed) {
      // Branch-free: an unknown (NaN or negative) time counts nothing; under 2 s counts as fast (Huang et al. 2012).
      const ms = times[i];
      const known = ms >= 0 ? 1 : 0;
      timeSum += known === 1 ? ms : 0;
      timeCount += known;
      fast += known & (ms < FAST_ANSWER_MS ? 1 : 0);
    }
    // Spec §5 clamping (1-5; scale items to their min-max), then the item's map onto the 1-5 keyed scale.
    const l = lo[i];
    const h = hi[i];
    const x = xA[i] + xB[i] * (v < l ? l : v > h ? h : v);
    // Longstring over Likert answers, branch-free in int32 masks (a short dependency chain, unlike the
    // multiply form): the same answer extends the run, else it restarts at 1; non-Likert items keep it.
    // Counted before the scales: a designed type's own Likert statements belong to no published scale.
    const keep = -isLikert[i] | 0; // -1 (all bits) for Likert items, else 0
    const same = -(x === last ? 1 : 0) | 0;
    run = (((run & same) + 1) & keep) | (run & ~keep);
    last = keep !== 0 ? x : last;
    best = run > best ? run : best;
    likertAnswered -= keep;
    const start = cStart[i];
    const end = cStart[i + 1];
    if (start === end) continue; // unscored (ranking, text) or on no published scale: recorded, not scored here
    sums[cTarget[start]] += cOffset[start] + cSign[start] * x;
    for (let c = start + 1; c < end; c++) sums[cTarget[c]] += cOffset[c] + cSign[c] * x;
  }
  // Home scales are the sums of their odd and even halves (Likert items feed only the halves).
  const halves = key.halfTriples;
  for (let h = 0; h < halves.length; h += 3) {
    const home = halves[h];
    sums[home] += sums[halves[h + 1]] + sums[halves[h + 2]];
    counts[home] += counts[halves[h + 1]] + counts[halves[h + 2]];
  }
  const facetDomainRow = key.facetDomainRow;
  for (let f = 0; f < 30; f++) {
    const d = facetDomainRow[f];
    sums[d] += sums[f];
    counts[d] += counts[f];
  }
  for (let j = 0; j < NORMED_ROWS; j++) {
    const cnt = counts[j];
    if (cnt === 0) {
      out.raw[j] = out.t[j] = out.percentile[j] = out.stanine[j] = NaN;
      out.confidence[j] = 0;
      continue;
    }
    const full = j < 30 ? ITEMS_PER_FACET_FULL_FORM : ITEMS_PER_DOMAIN_FULL_FORM;
    const raw = (sums[j] * full) / cnt;
    const t = 50 + (raw - norm.mean[j]) * norm.tPerRaw[j]; // = tFromRaw(raw, mean, sd), with 10 / sd precomputed
    // Integer raw sums (complete forms and half-length short forms) use the norm's precomputed lookup.
    const p = raw === Math.floor(raw) && raw >= 0 && raw < RAW_LUT_SIZE ? norm.percentileByRaw[j * RAW_LUT_SIZE + raw] : percentileFromT(t);
    out.raw[j] = raw;
    out.t[j] = t;
    out.percentile[j] = p;
    out.stanine[j] = STANINE_BY_PERCENTILE[p];
    // Spec §9 confidence with item weight 10 / full length: min(1, answered × (10 / full) / 10).
    out.confidence[j] = cnt >= full ? 1 : cnt / full;
  }
  let pairs = 0;
  for (let h = 0; h < halves.length; h += 3) {
    const odd = halves[h + 1];
    const even = halves[h + 2];
    if (counts[odd] > 0 && counts[even] > 0) {
      out.oddMeans[pairs] = sums[odd] / counts[odd];
      out.evenMeans[pairs] = sums[even] / counts[even];
      pairs++;
    }
  }
  const eo = evenOddConsistency(out.oddMeans, out.evenMeans, pairs);
  out.evenOdd = eo === null ? NaN : eo;
  out.longstring = best;
  out.likertAnswered = likertAnswered;
  out.meanResponseMs = timeCount > 0 ? timeSum / timeCount : NaN;
  out.fastAnswers = timeCount > 0 ? fast : -1;
  return out;
}

/** Pooled keyed mean (1-5) of a target, NaN when nothing was answered. */
export function targetMean(out: NumericScores, target: number): number {
  return out.counts[target] > 0 ? out.sums[target] / out.counts[target] : NaN;
}
