/**
 * Spec 2 §2.14 and §9: the facet view shows the top 5 highest and lowest facets. "Highest" and "lowest" are read
 * in each facet's desirable direction (bands.ts desirablePercentile with the polarity the score carries), the way
 * Strongest Traits and Development Areas read the traits: a 3rd-percentile Anxiety ranks among the highest and a
 * 97th-percentile Anxiety among the lowest. A facet without a percentile (too few answers, not asked) is never
 * ranked: it is listed as unscored, never counted as 0.
 */
import { desirablePercentile, type Polarity } from "./bands.ts";
import type { FacetKey } from "./facets.ts";

/** Spec 2 §9: "Facet view shows top 5 highest and lowest". */
export const FACET_LIST_LENGTH = 5;

/** What the ranking reads of a facet score (a FacetScore has both). */
export interface RankableFacet {
  readonly percentile: number;
  readonly polarity: Polarity;
}

/** The two lists and the facets left out of both for want of a score. */
export interface FacetExtremes {
  /** Highest desirable-direction percentile first. */
  readonly highest: readonly FacetKey[];
  /** Lowest desirable-direction percentile first. */
  readonly lowest: readonly FacetKey[];
  /** Facets with no score (missing, null or a non-finite percentile), in the given order. */
  readonly unscored: readonly FacetKey[];
}

/**
 * The top `size` (default 5) and bottom `size` facets by desirable-direction percentile. Guarantees: only facets
 * with a finite percentile are ranked; ties keep the order of `order` (in both lists); each list holds at most
 * half of the scored facets (rounded down), and a facet in the highest list is never in the lowest (equal values
 * across the middle go to the highest list first). `order` should list each facet once.
 */
export function facetExtremes(
  facets: Readonly<Partial<Record<FacetKey, RankableFacet | null>>> | undefined,
  order: readonly FacetKey[],
  size: number = FACET_LIST_LENGTH,
): FacetExtremes {
  const scored: { key: FacetKey; value: number; at: number }[] = [];
  const unscored: FacetKey[] = [];
  order.forEach((key, at) => {
    const s = facets?.[key];
    if (s && Number.isFinite(s.percentile)) scored.push({ key, value: desirablePercentile(s.percentile, s.polarity), at });
    else unscored.push(key);
  });
  const length = Math.max(0, Math.min(Math.floor(size), Math.floor(scored.length / 2)));
  const highest = [...scored]
    .sort((a, b) => b.value - a.value || a.at - b.at)
    .slice(0, length)
    .map((e) => e.key);
  // Equal values can tie across the middle: a facet already among the highest is not listed again.
  const lowest = scored
    .filter((e) => !highest.includes(e.key))
    .sort((a, b) => a.value - b.value || a.at - b.at)
    .slice(0, length)
    .map((e) => e.key);
  return { highest, lowest, unscored };
}
