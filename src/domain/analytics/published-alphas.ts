/**
 * Published reliabilities shown next to the organization's own alphas (data/psychometrics/facet_map.tsv in
 * the shared reference data): IPIP-NEO-120 facet alphas in the Eugene-Springfield community sample, from
 * IPIP's comparison table (ipip.ori.org/IPIP300-120ComparisonTable.htm) — retrieved for 15 of the 30 facets;
 * the others are left empty rather than guessed. Domains: Johnson (2014, Journal of Research in Personality
 * 51, 78-89) reports a mean alpha of .84 for the five domains (.68 for facets), not each domain's.
 */
export const FACET_ALPHAS: Readonly<Record<string, number>> = {
  anxiety: 0.71,
  angryHostility: 0.77,
  depression: 0.8,
  selfConsciousness: 0.63,
  impulsiveness: 0.69,
  vulnerability: 0.7,
  warmth: 0.77,
  gregariousness: 0.6,
  assertiveness: 0.75,
  activity: 0.68,
  excitementSeeking: 0.67,
  positiveEmotions: 0.71,
  fantasy: 0.7,
  aesthetics: 0.72,
  feelings: 0.67,
};

export const JOHNSON_2014_MEAN_ALPHA = {
  domains: 0.84,
  facets: 0.68,
  source: "Johnson (2014), mean of the five domains",
} as const;

/**
 * Where a published alpha comes from, as a code (the reader's catalog cites it): Johnson (2014)'s mean over the
 * five domains, or IPIP's comparison table of the Eugene-Springfield sample.
 */
export const ALPHA_SOURCES = ["johnson2014DomainMean", "ipipEugeneSpringfield"] as const;
export type AlphaSource = (typeof ALPHA_SOURCES)[number];

/**
 * The published alpha shown beside a scale's own, and where it comes from. Facets: their own alpha where the
 * reference table gives one, else none. Domains: Johnson (2014) gives only the mean over the five, so no domain
 * row carries a number of its own; the mean is given in words (`publishedMean`) so it cannot be read as that
 * domain's figure.
 */
export function publishedAlpha(kind: "domain" | "facet", scale: string): { published: number | null; publishedMean: number | null; publishedSource: AlphaSource | null } {
  if (kind === "domain") return { published: null, publishedMean: JOHNSON_2014_MEAN_ALPHA.domains, publishedSource: "johnson2014DomainMean" };
  const a = FACET_ALPHAS[scale];
  return { published: a ?? null, publishedMean: null, publishedSource: a !== undefined ? "ipipEugeneSpringfield" : null };
}
