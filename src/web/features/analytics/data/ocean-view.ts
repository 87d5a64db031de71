import { TRAITS, type TOceanDistribution, type TTraitAggregate, type TTraitName } from "../../../../contracts/analytics.ts";
import { shownNumber } from "./figures.ts";

/** One trait as the OCEAN views draw it: the organization's mean percentile (null when withheld) and the comparison. */
export interface TraitRow {
  trait: TTraitName;
  n: number;
  organization: number | null;
  comparison: number;
  /** Organization minus comparison, rounded as shown; null when withheld. */
  difference: number | null;
  sd: number | null;
  histogram: readonly number[] | null;
}

/** The rows in TRAITS order, rounded the way every view shows them (so text and bars never disagree). */
export function traitRows(distribution: Pick<TOceanDistribution, "traits" | "comparison">): TraitRow[] {
  const byTrait = new Map(distribution.traits.map((t) => [t.trait, t]));
  return TRAITS.map((trait) => {
    const agg: TTraitAggregate | undefined = byTrait.get(trait);
    const organization = shownNumber(agg?.meanPercentile, agg?.suppressed ?? true);
    const comparison = shownNumber(distribution.comparison.values[trait], false) ?? 50;
    return {
      trait,
      n: agg?.n ?? 0,
      organization,
      comparison,
      difference: organization === null ? null : organization - comparison,
      sd: shownNumber(agg?.sdPercentile, agg?.suppressed ?? true),
      histogram: agg?.suppressed ? null : (agg?.histogram ?? null),
    };
  });
}

/** Neuroticism's desirable end is low; for the other four the recommendations read a high mean as a strength. */
export const LOW_IS_DESIRABLE: ReadonlySet<TTraitName> = new Set(["neuroticism"]);

/** How far from the comparison counts as a real gap in recommendations (percentile points). */
export const NOTABLE_GAP = 5;

export type RecommendationKind = "strength" | "develop" | "maintain";

export interface Recommendation {
  trait: TTraitName;
  kind: RecommendationKind;
  organization: number;
  comparison: number;
  /** Distance toward the desirable end (positive: better than the comparison), in percentile points. */
  gap: number;
  n: number;
}

/**
 * Recommendations from the figures shown: a trait on the desirable side of the comparison by at least
 * NOTABLE_GAP is a strength, on the other side a development area, otherwise maintain. Withheld traits get none.
 * Sorted by the size of the gap, development areas first.
 */
export function recommendations(rows: readonly TraitRow[]): Recommendation[] {
  const out: Recommendation[] = [];
  for (const row of rows) {
    if (row.organization === null || row.difference === null) continue;
    const gap = LOW_IS_DESIRABLE.has(row.trait) ? -row.difference : row.difference;
    const kind: RecommendationKind = gap >= NOTABLE_GAP ? "strength" : gap <= -NOTABLE_GAP ? "develop" : "maintain";
    out.push({ trait: row.trait, kind, organization: row.organization, comparison: row.comparison, gap, n: row.n });
  }
  const order: Record<RecommendationKind, number> = { develop: 0, strength: 1, maintain: 2 };
  return out.sort((a, b) => order[a.kind] - order[b.kind] || Math.abs(b.gap) - Math.abs(a.gap));
}

/** Histogram bars of one trait: "0-9" … "90-100" with counts. */
export function histogramBars(histogram: readonly number[]): { bucket: string; count: number }[] {
  return histogram.map((count, i) => ({ bucket: i === histogram.length - 1 ? `${i * 10}-100` : `${i * 10}-${i * 10 + 9}`, count }));
}

export { comparisonLabel } from "./basis-text.ts";
