/** Figures computed from summed rollup vectors (vector.ts): trait aggregates, reliability, correlations. */
import { FACETS, TRAITS, type Trait } from "../psychometrics/facets.ts";
import { cronbachAlpha, feldtInterval, meanSd, pearson, sampleVariance } from "./stats.ts";
import { DURATION_BUCKETS, PERCENTILE_BUCKETS, PILLAR_ORDER, SCALE_COUNT, TRAIT_PAIRS, V } from "./vector.ts";

/** Responses below which Cronbach's alpha is not shown (the rule). */
export const ALPHA_MIN_RESPONSES = 30;

export type TraitFigure = {
  trait: Trait;
  n: number;
  suppressed: boolean;
  meanPercentile: number | null;
  sdPercentile: number | null;
  meanItem: number | null;
  sdItem: number | null;
  histogram: number[] | null;
};

/** One trait's figures, suppressed below the minimum group size. */
export function traitFigure(v: readonly number[], trait: Trait, minGroupSize: number): TraitFigure {
  const f = V.trait[TRAITS.indexOf(trait)];
  const n = v[f.n];
  if (n < minGroupSize) return { trait, n, suppressed: true, meanPercentile: null, sdPercentile: null, meanItem: null, sdItem: null, histogram: null };
  const pct = meanSd(n, v[f.pctSum], v[f.pctSq]);
  const item = meanSd(n, v[f.meanSum], v[f.meanSq]);
  return {
    trait,
    n,
    suppressed: false,
    meanPercentile: pct.mean,
    sdPercentile: pct.sd,
    meanItem: item.mean,
    sdItem: item.sd,
    histogram: Array.from({ length: PERCENTILE_BUCKETS }, (_, i) => v[f.hist + i]),
  };
}

export const traitFigures = (v: readonly number[], minGroupSize: number) => TRAITS.map((t) => traitFigure(v, t, minGroupSize));

/**
 * The mean of the five domain mean percentiles with Neuroticism counted as Emotional Stability (100 - its
 * percentile), so a higher figure always reads the desirable way; null when any trait is suppressed.
 */
export function averageScore(figures: readonly TraitFigure[]): number | null {
  if (figures.some((f) => f.meanPercentile === null)) return null;
  return figures.reduce((a, f) => a + (f.trait === "neuroticism" ? 100 - (f.meanPercentile as number) : (f.meanPercentile as number)), 0) / figures.length;
}

/** Mean response quality 0-100 and the unflagged share, over the vector's block fields (null below the minimum). */
export function qualityFigures(v: readonly number[], minGroupSize: number): { quality: number | null; unflaggedShare: number | null } {
  const n = v[V.block.qualityN];
  if (n < minGroupSize || n === 0) return { quality: null, unflaggedShare: null };
  return { quality: v[V.block.qualitySum] / n, unflaggedShare: 1 - v[V.block.flagged] / n };
}

/** Intercorrelations of the five domain means (TRAITS order); null below the minimum or when not every response has all five. */
export function correlations(v: readonly number[], minGroupSize: number): (number | null)[][] | null {
  const n = v[V.block.all5];
  if (n < Math.max(3, minGroupSize) || TRAITS.some((_, i) => v[V.trait[i].n] !== n)) return null;
  const m = TRAITS.map((_, i) => TRAITS.map((__, j) => (i === j ? 1 : (null as number | null))));
  TRAIT_PAIRS.forEach(([i, j], k) => {
    const fi = V.trait[i];
    const fj = V.trait[j];
    const r = pearson(n, v[fi.meanSum], v[fj.meanSum], v[fi.meanSq], v[fj.meanSq], v[V.block.cross + k]);
    m[i][j] = m[j][i] = r;
  });
  return m;
}

export type AlphaFigure = { scale: string; kind: "domain" | "facet"; trait: Trait; items: number; n: number; alpha: number | null; ci: [number, number] | null };

/**
 * Cronbach's alpha of the five domains and 30 facets from one assessment type's summed vector: item variances
 * from Σx and Σx² of the items the type asks, the total variance from the scale totals.
 * `itemScale[i]` gives the domain (TRAITS index) and facet (FACETS index) of IPIP-NEO-120 item i.
 */
export function alphas(v: readonly number[], itemScale: readonly { trait: number; facet: number }[]): AlphaFigure[] {
  const b = V.block;
  return Array.from({ length: SCALE_COUNT }, (_, s) => {
    const isDomain = s < TRAITS.length;
    const facet = isDomain ? null : FACETS[s - TRAITS.length];
    const trait = isDomain ? TRAITS[s] : facet!.trait;
    const n = v[b.scaleN + s];
    const k = n > 0 ? Math.round(v[b.scaleK + s] / n) : 0;
    const scale = isDomain ? trait : facet!.key;
    if (n < ALPHA_MIN_RESPONSES || k < 2) return { scale, kind: isDomain ? "domain" : "facet", trait, items: k, n, alpha: null, ci: null };
    const itemVariances: number[] = [];
    itemScale.forEach((m, i) => {
      const inScale = isDomain ? m.trait === s : m.facet === s - TRAITS.length;
      if (inScale && v[b.itemSum + i] > 0) itemVariances.push(sampleVariance(n, v[b.itemSum + i], v[b.itemSq + i]));
    });
    const alpha = itemVariances.length === k ? cronbachAlpha(k, itemVariances, sampleVariance(n, v[b.scaleSum + s], v[b.scaleSq + s])) : null;
    return { scale, kind: isDomain ? "domain" : "facet", trait, items: k, n, alpha, ci: alpha === null ? null : feldtInterval(alpha, n, k) };
  });
}

/** Mean completion minutes and the duration histogram (exact fields). */
export function durations(v: readonly number[]): { avgMinutes: number | null; buckets: { upTo: number | null; count: number }[] } {
  const n = v[V.exact.durationN];
  return {
    avgMinutes: n > 0 ? v[V.exact.durationSum] / n : null,
    buckets: DURATION_BUCKETS.map((upTo, i) => ({ upTo, count: v[V.exact.durationHist + i] })),
  };
}

/** Completions by UTC weekday (0 = Sunday) × hour. */
export function weekdayHour(v: readonly number[]): number[][] {
  return Array.from({ length: 7 }, (_, d) => Array.from({ length: 24 }, (__, h) => v[V.exact.hourOfWeek + d * 24 + h]));
}

/** Pillar POMP mean and SD (null below the minimum). */
export function pillarFigures(v: readonly number[], minGroupSize: number) {
  return PILLAR_ORDER.map((p, i) => {
    const n = v[V.block.pillarN + i];
    const m = n >= minGroupSize ? meanSd(n, v[V.block.pillarSum + i], v[V.block.pillarSq + i]) : { mean: null, sd: null };
    return { pillar: p, n, ...m };
  });
}
