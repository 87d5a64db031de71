/**
 * Scoring the observer form: the same IPIP-NEO-120 keys as the self-report (Johnson 2014; minus-keyed items
 * score 6 − x), facet and trait item means on the 1–5 scale, reported as POMP (percent of maximum possible,
 * (mean − 1) / 4 × 100). A 360 compares self and others on this raw 0–100 scale: the published IPIP-NEO
 * norms are self-report norms, so observer ratings get no percentile (a fixed reference point is never
 * worded like a norm). Self-ratings come from the subject's stored result on the same keys.
 */
import { FACETS, TRAITS, facetOf, type FacetKey, type Trait } from "../psychometrics/facets.ts";
import type { DomainLetter, Keyed } from "../psychometrics/scale-types.ts";

/** An observer-form item as scoring needs it. */
export type KeyedItem = { domain: DomainLetter; facet: number; keyed: Keyed };

/** Scores 0–100 per facet and trait; null where no item of the scale was answered. */
export type ScaleScores = { traits: Record<Trait, number | null>; facets: Record<FacetKey, number | null> };

/** Item mean (1–5) → POMP 0–100, to one decimal. */
export function pomp(mean: number): number {
  return Math.round(((mean - 1) / 4) * 1000) / 10;
}

/** The keyed value of an answer (1–5): minus-keyed items are reversed. */
export function keyedValue(value: number, keyed: Keyed): number {
  return keyed === "minus" ? 6 - value : value;
}

/** One rater's facet and trait scores from answers by item position (null = unanswered). */
export function scoreObserver(items: readonly KeyedItem[], values: readonly (number | null)[]): ScaleScores {
  const facetSum = new Map<FacetKey, { s: number; n: number }>();
  const traitSum = new Map<Trait, { s: number; n: number }>();
  items.forEach((item, i) => {
    const v = values[i];
    if (v === null || v === undefined) return;
    const f = facetOf(item.domain, item.facet);
    if (!f) throw new Error(`observer item ${i}: unknown facet ${item.domain}${item.facet}`);
    const k = keyedValue(v, item.keyed);
    const fs = facetSum.get(f.key) ?? { s: 0, n: 0 };
    facetSum.set(f.key, { s: fs.s + k, n: fs.n + 1 });
    const ts = traitSum.get(f.trait) ?? { s: 0, n: 0 };
    traitSum.set(f.trait, { s: ts.s + k, n: ts.n + 1 });
  });
  const mean = (x: { s: number; n: number } | undefined) => (x && x.n > 0 ? pomp(x.s / x.n) : null);
  return {
    traits: Object.fromEntries(TRAITS.map((t) => [t, mean(traitSum.get(t))])) as Record<Trait, number | null>,
    facets: Object.fromEntries(FACETS.map((f) => [f.key, mean(facetSum.get(f.key))])) as Record<FacetKey, number | null>,
  };
}

/** Self scores from a stored result's keyed item means (1–5) per trait and facet. */
export function selfScores(result: { traits: Readonly<Record<Trait, { mean: number } | null>>; facets?: Readonly<Record<FacetKey, { mean: number } | null>> }): ScaleScores {
  return {
    traits: Object.fromEntries(TRAITS.map((t) => [t, result.traits[t] ? pomp(result.traits[t].mean) : null])) as Record<Trait, number | null>,
    facets: Object.fromEntries(FACETS.map((f) => [f.key, result.facets?.[f.key] ? pomp(result.facets[f.key]!.mean) : null])) as Record<FacetKey, number | null>,
  };
}

/**
 * The mean of several raters' scores per scale (each rater counts once; raters without the scale are left
 * out), summed in whole tenths so the result does not depend on the order of the raters.
 */
export function meanScores(raters: readonly ScaleScores[]): ScaleScores {
  const avg = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null);
    return v.length ? Math.round(v.reduce((s, x) => s + Math.round(x * 10), 0) / v.length) / 10 : null;
  };
  return {
    traits: Object.fromEntries(TRAITS.map((t) => [t, avg(raters.map((r) => r.traits[t]))])) as Record<Trait, number | null>,
    facets: Object.fromEntries(FACETS.map((f) => [f.key, avg(raters.map((r) => r.facets[f.key]))])) as Record<FacetKey, number | null>,
  };
}
