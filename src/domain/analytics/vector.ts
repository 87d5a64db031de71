/**
 * The layout of an analytics rollup vector: the sums one completed response adds to its cell's running totals
 * (analytics_rollup.v). Counts ("exact" fields) are reported for any date range; everything computed from
 * scores and answers ("block" fields) is reported only over whole privacy blocks (blocks.ts).
 */
import type { Pillar } from "../assessments/item-types.ts";
import type { Trait } from "../psychometrics/facets.ts";
import { FACETS, TRAITS } from "../psychometrics/facets.ts";

/** Upper bounds (minutes) of the completion-time histogram; the last bucket is open. */
export const DURATION_BUCKETS: readonly (number | null)[] = [5, 10, 15, 20, 30, 45, 60, 90, null];
export const PERCENTILE_BUCKETS = 10;
export const PILLAR_ORDER: readonly Pillar[] = ["sustainable", "performance", "potential"];
/** The 35 reliability scales: the five domains (TRAITS order), then the 30 facets (FACETS order). */
export const SCALE_COUNT = TRAITS.length + FACETS.length;
export const IPIP_ITEMS = 120;

/** Pairs (i < j) of TRAITS indices, in the order of the cross-product sums. */
export const TRAIT_PAIRS: readonly (readonly [number, number])[] = TRAITS.flatMap((_, i) => TRAITS.slice(i + 1).map((__, k) => [i, i + 1 + k] as const));

function layout() {
  let at = 0;
  const take = (n = 1) => {
    const o = at;
    at += n;
    return o;
  };
  const exact = {
    completed: take(),
    /** Responses started (recorded at the start step, by start day). */
    started: take(),
    consent: take(),
    simulated: take(),
    durationSum: take(),
    durationN: take(),
    durationHist: take(DURATION_BUCKETS.length),
    /** Completions by UTC weekday × hour (weekday 0 = Sunday). */
    hourOfWeek: take(7 * 24),
  };
  const exactEnd = at;
  const trait = TRAITS.map(() => ({ n: take(), pctSum: take(), pctSq: take(), meanSum: take(), meanSq: take(), hist: take(PERCENTILE_BUCKETS) }));
  const block = {
    qualityN: take(),
    qualitySum: take(),
    flagged: take(),
    all5: take(),
    cross: take(TRAIT_PAIRS.length),
    facetN: take(FACETS.length),
    facetPctSum: take(FACETS.length),
    /** Per reliability scale: responses with every asked item answered, Σ items asked, Σ total, Σ total². */
    scaleN: take(SCALE_COUNT),
    scaleK: take(SCALE_COUNT),
    scaleSum: take(SCALE_COUNT),
    scaleSq: take(SCALE_COUNT),
    /** Per IPIP-NEO-120 item (inventory order): Σ keyed answer, Σ keyed answer². */
    itemSum: take(IPIP_ITEMS),
    itemSq: take(IPIP_ITEMS),
    pillarN: take(PILLAR_ORDER.length),
    pillarSum: take(PILLAR_ORDER.length),
    pillarSq: take(PILLAR_ORDER.length),
  };
  return { exact, exactEnd, trait, block, length: at };
}

/** Offsets of every field in a rollup vector. */
export const V = layout();
export const VECTOR_LENGTH = V.length;

/** The exact (count) fields: what exact figures read of a range's end vectors. */
export const EXACT_FIELDS: readonly (readonly [number, number])[] = [[0, V.exactEnd]];
/** The score fields with the counts (a block's responses): what score figures read of block bounds. */
export const BLOCK_FIELDS: readonly (readonly [number, number])[] = [
  [V.exact.completed, V.exact.simulated + 1],
  [V.exactEnd, VECTOR_LENGTH],
];

/**
 * The counts (completed, started, consent, simulated), the trait sums and the quality sums, as half-open
 * offset ranges: what monthly series, the all-time quality benchmark and industry peers read of a vector.
 */
export const SUMMARY_FIELDS: readonly (readonly [number, number])[] = [
  [V.exact.completed, V.exact.simulated + 1],
  [V.trait[0].n, V.block.flagged + 1],
];

export const traitIndex = (t: Trait) => TRAITS.indexOf(t);

/** A zero vector. */
export const zeroVector = (): number[] => new Array<number>(VECTOR_LENGTH).fill(0);

/** a + b, elementwise (a new array). */
export function addVectors(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(VECTOR_LENGTH);
  for (let i = 0; i < VECTOR_LENGTH; i++) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
}

/** a - b, elementwise (a new array). */
export function subtractVectors(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(VECTOR_LENGTH);
  for (let i = 0; i < VECTOR_LENGTH; i++) out[i] = (a[i] ?? 0) - (b[i] ?? 0);
  return out;
}

/** Adds b into acc in place. */
export function accumulate(acc: number[], b: readonly number[]): void {
  for (let i = 0; i < VECTOR_LENGTH; i++) acc[i] += b[i] ?? 0;
}

/** The exact (count) fields of `full` with the block (score) fields of `blocked`. */
export function mergeExactAndBlocked(full: readonly number[], blocked: readonly number[]): number[] {
  const out = blocked.slice();
  for (let i = 0; i < V.exactEnd; i++) out[i] = full[i];
  return out;
}
