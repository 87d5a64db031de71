/**
 * Display words for the PDF report. Words only: every threshold and band comes from src/domain.
 * The names shared with the web app come from src/domain/psychometrics/labels.ts.
 */
import type { BenchmarkStanding, PillarPriority } from "../../domain/assessments/pillars.ts";
import type { ManifestationType, RiskLevel } from "../../domain/psychometrics/derailment.ts";
import { FACETS, type FacetKey, type Trait } from "../../domain/psychometrics/facets.ts";
import type { PdfWords } from "./kit/words.ts";

export { TRAIT_LABELS, TRAIT_DESCRIPTIONS, REGULATION_LABELS, EXECUTIVE_LABELS, DARK_SIDE_LABELS, PILLAR_LABELS, domainLabel } from "../../domain/psychometrics/labels.ts";

const FACET_BY_KEY = new Map(FACETS.map((f) => [f.key, f]));

/** The spec's facet name (NEO PI-R wording) with its IPIP-NEO-120 code, e.g. "Angry Hostility (N2)". */
export function facetName(key: FacetKey): string {
  const f = FACET_BY_KEY.get(key);
  return f ? `${f.neoLabel} (${f.code})` : key;
}

/** A trait's name in the reader's words. */
export const traitWord = (w: PdfWords, t: Trait): string => w.t(`traits.${t}`);

/** A facet's name in the reader's words with its IPIP-NEO-120 code, e.g. "Angry Hostility (N2)". */
export function facetWord(w: PdfWords, key: FacetKey): string {
  const f = FACET_BY_KEY.get(key);
  return f ? `${w.t(`facets.${f.key}`)} (${f.code})` : key;
}

export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = { low: "Low", moderate: "Moderate", high: "High", critical: "Critical" };

export const MANIFESTATION_LABELS: Readonly<Record<ManifestationType, string>> = {
  none: "no derailment pattern",
  warning: "warning sign",
  high_extreme: "extreme (high)",
  low_extreme: "extreme (low)",
};

export const PRIORITY_LABELS: Readonly<Record<PillarPriority, string>> = { high: "High priority", medium: "Medium priority", low: "Low priority" };

/** Where a pillar score stands against the type's benchmarks, as a sentence fragment. */
export const STANDING_LABELS: Readonly<Record<BenchmarkStanding, string>> = {
  "top 10%": "at or above the fixed “top 10%” reference line",
  "top 25%": "at or above the fixed “top 25%” reference line",
  "above average": "at or above the fixed “average” reference line",
  "below average": "below the fixed “average” reference line",
};
