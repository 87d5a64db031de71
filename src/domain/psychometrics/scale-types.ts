/**
 * Shapes of the published reference data copied into ./data by src/instruments/build-data.ts.
 * These are facts from public sources (see data/README.md), never product inventions.
 */

/** Keying of a Likert item relative to its scale: minus-keyed items score 6 − x (IPIP scoring instructions). */
export type Keyed = "plus" | "minus";

/** The five Big Five domains as IPIP-NEO letters. */
export type DomainLetter = "N" | "E" | "O" | "A" | "C";

/** One item of a published IPIP scale, in the source's item numbering. */
export interface PublishedItem {
  /** Item number in the source key (CAT-PD-SF number, IPIP-NEO-300 number, or page order). */
  readonly n: number;
  readonly keyed: Keyed;
  readonly text: string;
  /** Cross-check recorded in the shared verification_log.tsv ("" when the scale was not in the log). */
  readonly check: string;
}

/** A published IPIP scale: every item, its keying and where it was transcribed from. */
export interface PublishedScale {
  /** Stable id, "<instrument>.<scale>", e.g. "catpd.grandiosity". */
  readonly id: string;
  /** Item bank the scale belongs to (versioned in item-banks.ts). */
  readonly bank: string;
  /** The scale's name exactly as in the shared TSV (carries the published alpha and caveats). */
  readonly name: string;
  /** Short human label, e.g. "Grandiosity". */
  readonly label: string;
  /** Published Cronbach's alpha as text (".85" or ".85/.81" community/patient), null when not published here. */
  readonly alpha: string | null;
  /** Provenance of the items (URLs and repository@commit transcriptions). */
  readonly sources: readonly string[];
  readonly items: readonly PublishedItem[];
}

/** One row of facet_map.tsv: a spec facet key and its IPIP-NEO-120 facet. */
export interface FacetMapRow {
  /** The spec's facet key (§3 Facet definition), e.g. "angryHostility". */
  readonly key: string;
  /** IPIP-NEO-120 facet code, e.g. "N2". */
  readonly code: string;
  /** IPIP's own label (Johnson), e.g. "Anger". */
  readonly ipipLabel: string;
  /** NEO PI-R label used by the spec, e.g. "Angry Hostility". */
  readonly neoLabel: string;
  /** Number of plus- and minus-keyed items of the facet in the IPIP-NEO-120. */
  readonly plus: number;
  readonly minus: number;
  /** Published alpha (ipip.ori.org IPIP300-120 comparison table), null where not retrieved. */
  readonly alpha: string | null;
}

/** One of Johnson's IPIP-NEO-120 norm groups: raw-sum means and SDs (domain 24-120, facet 4-20). */
export interface PublishedNormGroup {
  readonly id: string;
  /** The group's name, naming the ages we put in it (ageMin-ageMax). */
  readonly label: string;
  /** The source's own name where it differs from `label` (its key in the source data). */
  readonly sourceLabel?: string;
  readonly sex: "male" | "female";
  /** Inclusive age bounds (null = no upper bound). */
  readonly ageMin: number;
  readonly ageMax: number | null;
  readonly domainMean: Readonly<Record<DomainLetter, number>>;
  readonly domainSd: Readonly<Record<DomainLetter, number>>;
  readonly facetMean: Readonly<Record<string, number>>;
  readonly facetSd: Readonly<Record<string, number>>;
}
