/**
 * Latency histograms with fixed, log-spaced buckets: recording costs one index computation and one counter
 * increment (no allocation), histograms from several processes merge by adding counts, and a percentile read
 * from them is within one bucket (a factor of √2) of the exact sample percentile.
 */

/** Growth factor between bucket bounds (√2: two buckets per doubling). */
export const BUCKET_FACTOR = Math.SQRT2;
/** Upper bound of the first bucket, in milliseconds. */
export const FIRST_BOUND_MS = 0.5;
/** Finite bucket upper bounds in milliseconds: 0.5 ms · √2^k up to ~92 s; one more bucket holds everything slower. */
export const LATENCY_BOUNDS_MS: readonly number[] = Array.from({ length: 35 }, (_, k) => FIRST_BOUND_MS * BUCKET_FACTOR ** k);
/** Number of buckets (the finite ones plus the overflow bucket). */
export const BUCKET_COUNT = LATENCY_BOUNDS_MS.length + 1;

const LOG_FACTOR = Math.log(BUCKET_FACTOR);

/** The bucket a duration falls in: the first whose upper bound is at least `ms` (the overflow bucket past the last). */
export function bucketIndex(ms: number): number {
  if (!(ms > FIRST_BOUND_MS)) return 0;
  let i = Math.min(Math.ceil(Math.log(ms / FIRST_BOUND_MS) / LOG_FACTOR), LATENCY_BOUNDS_MS.length);
  // the logarithm may round across a bound: settle on the table itself
  while (i > 0 && ms <= LATENCY_BOUNDS_MS[i - 1]!) i--;
  while (i < LATENCY_BOUNDS_MS.length && ms > LATENCY_BOUNDS_MS[i]!) i++;
  return i;
}

/** The lower and upper bound of a bucket (the first starts at 0; the overflow bucket is reported as its lower bound). */
export function bucketRange(i: number): [number, number] {
  const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
  const upper = i < LATENCY_BOUNDS_MS.length ? LATENCY_BOUNDS_MS[i]! : lower;
  return [lower, upper];
}

/**
 * The q-quantile (0 < q ≤ 1) of the durations counted in `counts`, by the nearest-rank rule (the value of rank
 * ⌈q·n⌉ in sorted order), interpolated linearly inside its bucket; null when nothing was counted. The exact
 * nearest-rank value lies in the same bucket, so the estimate is within that bucket's bounds.
 */
export function percentileFromHistogram(counts: ArrayLike<number>, q: number): number | null {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    if (c === 0) continue;
    if (seen + c >= rank) {
      const [lower, upper] = bucketRange(i);
      // the rank-th value is the (rank - seen)-th of c values spread evenly over the bucket
      return lower + ((upper - lower) * (rank - seen)) / c;
    }
    seen += c;
  }
  return bucketRange(counts.length - 1)[1];
}

/** Adds `from` into `into`, bucket by bucket (merging processes or time slots). */
export function addCounts(into: number[] | Uint32Array | Float64Array, from: ArrayLike<number>): void {
  for (let i = 0; i < from.length && i < into.length; i++) into[i]! += from[i]!;
}

/** A sparse form for storage and the wire: [index, count, index, count, …] of the non-empty buckets. */
export function toSparse(counts: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]) out.push(i, counts[i]!);
  return out;
}

/** Adds a sparse histogram (see toSparse) into dense counts; malformed pairs are ignored. */
export function addSparse(into: number[], sparse: readonly number[]): void {
  for (let k = 0; k + 1 < sparse.length; k += 2) {
    const i = sparse[k]!;
    const c = sparse[k + 1]!;
    if (Number.isInteger(i) && i >= 0 && i < into.length && Number.isFinite(c) && c > 0) into[i]! += c;
  }
}
