/**
 * The 30-Facet Personality Analysis page's view model (spec 2 §2.14): the radar rows and the top 5 highest and
 * lowest facets of a result. Which facets are listed is decided by src/domain (facetExtremes, desirable
 * direction); bands and colours are the ones the score carries. No React here.
 */
import { FACET_LIST_LENGTH, facetExtremes } from "../../../domain/psychometrics/facet-extremes.ts";
import { FACETS_BY_TRAIT, type FacetKey } from "../../../domain/psychometrics/facets.ts";
import type { FacetScore, ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import type { RadarRow } from "../../components/charts/radar.ts";
import { facetRadarRows, FACET_RADAR_SELF } from "../../components/results/facet-radar.ts";
import { facetName, traitName } from "../../lib/psychometrics/labels.ts";
import { resultsT } from "../../components/results/i18n.ts";

/** The facets in the order the results pages list them (by trait, OCEAN). */
export const FACET_ORDER: readonly FacetKey[] = FACETS_BY_TRAIT.map((f) => f.key);

const INFO = new Map(FACETS_BY_TRAIT.map((f) => [f.key, f]));

/** One facet in a top-5 list. */
export interface FacetListEntry {
  key: FacetKey;
  code: string;
  name: string;
  trait: string;
  score: FacetScore;
}

export interface FacetAnalysis {
  /** The radar's rows: every facet's percentile, null where it has none. */
  rows: RadarRow[];
  /** Up to 5, highest in the desirable direction first. */
  highest: FacetListEntry[];
  /** Up to 5, lowest in the desirable direction first. */
  lowest: FacetListEntry[];
  /** Facets without a score (too few answers, or not asked). */
  unscored: FacetKey[];
  /** How many facets have a score. */
  scored: number;
}

/** The page's figures from a score: radar rows, the two lists and the unscored facets. */
export function facetAnalysis(score: Pick<ScoreResult, "facets">): FacetAnalysis {
  const facets = score.facets;
  const extremes = facetExtremes(facets, FACET_ORDER);
  const entry = (key: FacetKey): FacetListEntry => {
    const info = INFO.get(key)!;
    return { key, code: info.code, name: facetName(key), trait: traitName(info.trait), score: facets![key]! };
  };
  return {
    rows: facetRadarRows(facets),
    highest: extremes.highest.map(entry),
    lowest: extremes.lowest.map(entry),
    unscored: [...extremes.unscored],
    scored: FACET_ORDER.length - extremes.unscored.length,
  };
}

/** The radar series of one person's results: their facet percentiles. */
export function facetSeries(): { key: string; label: string }[] {
  return [{ key: FACET_RADAR_SELF, label: resultsT("facetAnalysis.series") }];
}

/** The spec's list length (5), for the headings. */
export const LIST_LENGTH = FACET_LIST_LENGTH;

/** Path of a response's 30-Facet Personality Analysis page. */
export function facetAnalysisPath(responseId: string): string {
  return `/dashboard/assessments/${encodeURIComponent(responseId)}/facets`;
}

/** Path of a response's results, on the 30 Facets tab. */
export function facetsTabPath(responseId: string): string {
  return `/dashboard/assessments/${encodeURIComponent(responseId)}/results?tab=facets`;
}

/** CSV / JSON export rows of the radar: facet, code, trait and percentile (empty where there is none). */
export function facetExportData(analysis: FacetAnalysis) {
  return {
    rows: analysis.rows.map((row) => ({
      facet: row.label,
      code: row.shortLabel ?? "",
      trait: row.group ?? "",
      percentile: row.values[FACET_RADAR_SELF] ?? null,
    })),
    columns: [
      { key: "facet", label: resultsT("facetAnalysis.columns.facet") },
      { key: "code", label: resultsT("facetAnalysis.columns.code") },
      { key: "trait", label: resultsT("facetAnalysis.columns.trait") },
      { key: "percentile", label: resultsT("facetAnalysis.columns.percentile") },
    ],
  };
}
