/**
 * Rows for the radar chart (components/charts/RadarChart) over the 30 facets, for any page that draws one: the
 * results feature's 30-Facet Personality Analysis, and a 360 comparison with the self percentiles beside the
 * others' facet means. Pure: names come from the psychometrics catalog, numbers from the caller.
 */
import { FACETS_BY_TRAIT, type FacetKey } from "../../../domain/psychometrics/facets.ts";
import type { FacetScore } from "../../../domain/psychometrics/result-types.ts";
import type { RadarRow } from "../charts/radar.ts";
import { facetName, traitName } from "../../lib/psychometrics/labels.ts";

/** Series key of the person's own facet percentiles. */
export const FACET_RADAR_SELF = "self";
/** Series key of the second series (e.g. the other raters' facet means). */
export const FACET_RADAR_OTHERS = "others";

/** A 0-100 number per facet; a facet absent or null has no number. */
export type FacetValues = Readonly<Partial<Record<FacetKey, number | null>>>;

/** Facet scores as a result carries them (null or absent when too few items were answered). */
export type FacetScores = Readonly<Partial<Record<FacetKey, Pick<FacetScore, "percentile"> | null>>>;

/** The percentile (against the result's norm group) of each facet that has a score; facets without one are left out, never 0. */
export function facetPercentiles(facets: FacetScores | undefined): FacetValues {
  const out: Partial<Record<FacetKey, number>> = {};
  for (const f of FACETS_BY_TRAIT) {
    const p = facets?.[f.key]?.percentile;
    if (typeof p === "number" && Number.isFinite(p)) out[f.key] = p;
  }
  return out;
}

/**
 * One row per facet (all 30, grouped by trait in OCEAN order, as the results pages list them), with the facet's
 * name, its IPIP-NEO code as the short label, its trait as the group, and one value per series (key → values).
 * A facet a series has no number for gets null: the chart breaks that outline there and its table says so.
 */
export function facetRadarRowsOf(series: Readonly<Record<string, FacetValues>>): RadarRow[] {
  const keys = Object.keys(series);
  return FACETS_BY_TRAIT.map((f) => {
    const values: Record<string, number | null> = {};
    for (const key of keys) {
      const v = series[key][f.key];
      values[key] = typeof v === "number" && Number.isFinite(v) ? v : null;
    }
    return { id: f.key, label: facetName(f.key), shortLabel: f.code, group: traitName(f.trait), values };
  });
}

/**
 * The facet radar's rows from a person's facet scores (their percentiles, under FACET_RADAR_SELF) and, optionally,
 * a second series of facet means 0-100 (under FACET_RADAR_OTHERS), e.g. the other raters' in a 360.
 */
export function facetRadarRows(self: FacetScores | undefined, others?: FacetValues): RadarRow[] {
  return facetRadarRowsOf(others ? { [FACET_RADAR_SELF]: facetPercentiles(self), [FACET_RADAR_OTHERS]: others } : { [FACET_RADAR_SELF]: facetPercentiles(self) });
}
