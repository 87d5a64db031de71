/**
 * The Big Five traits and the 30 facets, in one fixed order the engine indexes by.
 * Facet keys are the spec's (§3 Facet definition); codes and labels come from facet_map.tsv.
 */
import { FACET_MAP } from "./data/facet-map.ts";
import type { DomainLetter } from "./scale-types.ts";

/** The five traits as the spec names them (§3 Score: "keyed by the five traits"). */
export type Trait = "openness" | "conscientiousness" | "extraversion" | "agreeableness" | "neuroticism";

/** The 30 facet keys of spec §3 (NEO PI-R names in camelCase). */
export type FacetKey =
  | "anxiety"
  | "angryHostility"
  | "depression"
  | "selfConsciousness"
  | "impulsiveness"
  | "vulnerability"
  | "warmth"
  | "gregariousness"
  | "assertiveness"
  | "activity"
  | "excitementSeeking"
  | "positiveEmotions"
  | "fantasy"
  | "aesthetics"
  | "feelings"
  | "actions"
  | "ideas"
  | "values"
  | "trust"
  | "straightforwardness"
  | "altruism"
  | "compliance"
  | "modesty"
  | "tenderMindedness"
  | "competence"
  | "order"
  | "dutifulness"
  | "achievementStriving"
  | "selfDiscipline"
  | "deliberation";

/** Domain letters in the engine's fixed order (the IPIP-NEO-120 item order cycles N, E, O, A, C). */
export const DOMAIN_LETTERS: readonly DomainLetter[] = ["N", "E", "O", "A", "C"];

/** Trait name of each IPIP-NEO domain letter. */
export const TRAIT_OF_DOMAIN: Readonly<Record<DomainLetter, Trait>> = {
  N: "neuroticism",
  E: "extraversion",
  O: "openness",
  A: "agreeableness",
  C: "conscientiousness",
};

/** The traits in the spec's OCEAN display order. */
export const TRAITS: readonly Trait[] = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"];

/** A facet with its trait, IPIP-NEO-120 code and labels. */
export interface FacetInfo {
  readonly key: FacetKey;
  /** IPIP-NEO-120 facet code, e.g. "N2". */
  readonly code: string;
  readonly domain: DomainLetter;
  readonly trait: Trait;
  /** 1-6 within the domain, as in @bigfive-org/questions. */
  readonly number: number;
  readonly neoLabel: string;
  readonly ipipLabel: string;
}

/** Items per facet in the IPIP-NEO-120 (Johnson 2014: 4 items per facet, 24 per domain). */
export const ITEMS_PER_FACET_FULL_FORM = 4;
/** Items per domain in the IPIP-NEO-120 (6 facets × 4 items; Johnson 2014). */
export const ITEMS_PER_DOMAIN_FULL_FORM = 24;

/** All 30 facets in N1…N6, E1…E6, O1…O6, A1…A6, C1…C6 order (guaranteed complete and unique). */
export const FACETS: readonly FacetInfo[] = FACET_MAP.map((row) => {
  const domain = row.code[0] as DomainLetter;
  return {
    key: row.key as FacetKey,
    code: row.code,
    domain,
    trait: TRAIT_OF_DOMAIN[domain],
    number: Number(row.code.slice(1)),
    neoLabel: row.neoLabel,
    ipipLabel: row.ipipLabel,
  };
});

/**
 * The 30 facets in the display order of the results pages: grouped by trait in OCEAN order (TRAITS), six per
 * trait in their IPIP-NEO number order (O1…O6, C1…C6, E1…E6, A1…A6, N1…N6).
 */
export const FACETS_BY_TRAIT: readonly FacetInfo[] = TRAITS.flatMap((trait) => FACETS.filter((f) => f.trait === trait));

const BY_CODE = new Map(FACETS.map((f, i) => [f.code, i]));
const BY_KEY = new Map(FACETS.map((f, i) => [f.key, i]));

/** Index (0-29) of a facet code such as "C4" in FACETS; -1 when unknown. */
export function facetIndexOfCode(code: string): number {
  return BY_CODE.get(code) ?? -1;
}

/** Index (0-29) of a spec facet key in FACETS; -1 when unknown. */
export function facetIndexOfKey(key: string): number {
  return BY_KEY.get(key as FacetKey) ?? -1;
}

/** The facet for an IPIP-NEO domain letter and facet number 1-6 (as @bigfive-org/questions gives them), or undefined. */
export function facetOf(domain: string, facet: number): FacetInfo | undefined {
  const i = BY_CODE.get(`${domain}${facet}`);
  return i === undefined ? undefined : FACETS[i];
}

/**
 * A record of the 30 facets from values in FACETS order, built as one fixed-shape literal (fast on the
 * scoring hot path; a test pins its key order to FACETS).
 */
export function facetRecord<V>(v: readonly V[]): Record<FacetKey, V> {
  return {
    anxiety: v[0],
    angryHostility: v[1],
    depression: v[2],
    selfConsciousness: v[3],
    impulsiveness: v[4],
    vulnerability: v[5],
    warmth: v[6],
    gregariousness: v[7],
    assertiveness: v[8],
    activity: v[9],
    excitementSeeking: v[10],
    positiveEmotions: v[11],
    fantasy: v[12],
    aesthetics: v[13],
    feelings: v[14],
    actions: v[15],
    ideas: v[16],
    values: v[17],
    trust: v[18],
    straightforwardness: v[19],
    altruism: v[20],
    compliance: v[21],
    modesty: v[22],
    tenderMindedness: v[23],
    competence: v[24],
    order: v[25],
    dutifulness: v[26],
    achievementStriving: v[27],
    selfDiscipline: v[28],
    deliberation: v[29],
  };
}

/** A record of the five traits (OCEAN order) built as one fixed-shape literal. */
export function traitRecord<V>(o: V, c: V, e: V, a: V, n: V): Record<Trait, V> {
  return { openness: o, conscientiousness: c, extraversion: e, agreeableness: a, neuroticism: n };
}
