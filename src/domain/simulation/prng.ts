/**
 * Seeded randomness for the simulation: mulberry32 (Tommy Ettinger's 32-bit generator; public domain) and
 * the few distributions the generator draws from. Nothing here reads a clock or Math.random, so one seed
 * always gives the same data.
 */

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; the same seed gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller; one of the pair, so each call uses two uniforms). */
export function normal(rng: Rng): number {
  const u = 1 - rng(); // (0, 1]: log(0) never happens
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A lognormal draw with the given median and log-scale SD. */
export function lognormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * normal(rng));
}

/** An integer in [min, max], uniformly. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** An index drawn with probability proportional to its weight. */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** A uniformly shuffled copy (Fisher-Yates). */
export function shuffled<T>(rng: Rng, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
