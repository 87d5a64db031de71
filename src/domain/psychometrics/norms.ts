/**
 * Big Five norming with Johnson's IPIP-NEO-120 norms: norm-group choice, the pooled "general" norm,
 * raw → T → percentile (Johnson's cubic), percentile clamping and prorating of short forms.
 */
import { IPIP_NEO_120_NORM_GROUPS, IPIP_NEO_120_NORM_SOURCE } from "./data/ipip-neo-120-norms.ts";
import { FACETS, DOMAIN_LETTERS } from "./facets.ts";
import type { DomainLetter, PublishedNormGroup } from "./scale-types.ts";
import { clamp } from "./answer-rules.ts";

/** Version of the norms the engine applies; stored with every score (scoring_rules.normVersion). */
export const NORM_VERSION = "johnson-ipip-neo-120@five-factor-e-618c85f+pooled-general-v1";
/** Where the norms come from. */
export const NORM_SOURCE = IPIP_NEO_120_NORM_SOURCE;

/** Johnson's cubic T → percentile coefficients (IPIP-NEO scoring; five-factor-e ipipneo/model.py NormCubic). */
export const JOHNSON_CUBIC = [210.335958661391, -16.7379362643389, 0.405936512733332, -0.00270624341822222] as const;
/** Johnson's range limits: T below 32 is percentile 1, above 73 is 99 (five-factor-e NormScale). */
export const JOHNSON_T_MIN = 32;
/** Johnson: T above 73 is percentile 99. */
export const JOHNSON_T_MAX = 73;
/** Spec §5: percentile is clamped to 1-99. */
export const PERCENTILE_MIN = 1;
/** Spec §5: highest reported percentile. */
export const PERCENTILE_MAX = 99;

/**
 * What Johnson's norm sample is, as far as the sources say (shared data README): the tables are Johnson's
 * published IPIP-NEO scoring norms, from self-selected Internet respondents, grouped by sex and age; the ported
 * scoring programs that carry them do not say which of Johnson's samples produced them, so their size and
 * collection years are not stated.
 */
export const NORM_SAMPLE =
  "Johnson's published IPIP-NEO-120 scoring norms: self-selected Internet respondents who completed Johnson's online IPIP-NEO, grouped by sex and age. The scoring programs that carry the tables do not say which of Johnson's samples produced them, so the sample size and collection years are not stated.";

/** The citation of the norms (paper and the scoring program the tables are taken from). */
export const NORM_CITATION =
  "Johnson, J. A. (2014). Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory: Development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78–89; norm tables from Johnson's IPIP-NEO scoring as ported in five-factor-e (ipipneo/norm.py).";

/** Sentence added for the pooled norm: what it is and is not. */
export const POOLED_NORM_SAMPLE =
  "This is an unweighted average of Johnson's 8 sex × age norm groups (each group counts equally, whatever its size), not a sample of its own and not a general-population norm.";

/** A norm ready for lookup: 35 means and SDs in engine order (30 facets N1…C6, then domains N E O A C). */
export interface NormTable {
  readonly id: string;
  readonly label: string;
  /** True for the pooled general norm. */
  readonly pooled: boolean;
  readonly mean: Float64Array;
  readonly sd: Float64Array;
  /**
   * percentileFromT(tFromRaw(raw)) precomputed for integer raw sums 0-120 of each of the 35 rows
   * (row × 121 + raw): the same numbers, looked up instead of recomputed on the scoring hot path.
   */
  readonly percentileByRaw: Uint8Array;
  /** 10 / sd per row, so T = 50 + (raw − mean) × tPerRaw. */
  readonly tPerRaw: Float64Array;
}

/** Size of a row in NormTable.percentileByRaw (raw sums 0-120). */
export const RAW_LUT_SIZE = 121;

function percentileLut(mean: Float64Array, sd: Float64Array): Uint8Array {
  const lut = new Uint8Array(mean.length * RAW_LUT_SIZE);
  for (let row = 0; row < mean.length; row++) {
    for (let raw = 0; raw < RAW_LUT_SIZE; raw++) lut[row * RAW_LUT_SIZE + raw] = percentileFromT(tFromRaw(raw, mean[row], sd[row]));
  }
  return lut;
}

/** Respondent facts the norm choice depends on; both optional. */
export interface Respondent {
  readonly sex?: string | null;
  readonly age?: number | null;
}

function tableOf(g: PublishedNormGroup): NormTable {
  const mean = new Float64Array(35);
  const sd = new Float64Array(35);
  FACETS.forEach((f, i) => ((mean[i] = g.facetMean[f.code]), (sd[i] = g.facetSd[f.code])));
  DOMAIN_LETTERS.forEach((d, j) => ((mean[30 + j] = g.domainMean[d]), (sd[30 + j] = g.domainSd[d])));
  return { id: g.id, label: g.label, pooled: false, mean, sd, percentileByRaw: percentileLut(mean, sd), tPerRaw: sd.map((x) => 10 / x) };
}

/**
 * Pools norm groups with EQUAL weights (the published norms give no group sizes here): mean = mean of the
 * group means; variance = mean of the within-group variances + the variance (divisor k) of the group means
 * around the pooled mean, i.e. the variance of an equal-weight mixture of the groups. Guarantees the pooled
 * SD is at least the root-mean-square of the group SDs.
 */
export function poolNorms(tables: readonly NormTable[], id: string, label: string): NormTable {
  const k = tables.length;
  const n = tables[0].mean.length;
  const mean = new Float64Array(n);
  const sd = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let m = 0;
    for (const t of tables) m += t.mean[i] / k;
    let v = 0;
    for (const t of tables) v += (t.sd[i] * t.sd[i] + (t.mean[i] - m) * (t.mean[i] - m)) / k;
    mean[i] = m;
    sd[i] = Math.sqrt(v);
  }
  return { id, label, pooled: true, mean, sd, percentileByRaw: percentileLut(mean, sd), tPerRaw: sd.map((x) => 10 / x) };
}

/** The 8 published sex × age norm tables. */
export const NORM_TABLES: readonly NormTable[] = IPIP_NEO_120_NORM_GROUPS.map(tableOf);

/** The pooled general norm: equal-weight mixture of Johnson's 8 groups (see poolNorms). */
export const GENERAL_NORM: NormTable = poolNorms(NORM_TABLES, "general", "an equal-weight mix of Johnson's 8 sex × age norm groups");

/** Normalises a sex answer to "male" | "female", or null when absent or anything else (then the general norm applies). */
export function normaliseSex(sex: string | null | undefined): "male" | "female" | null {
  if (sex === "female" || sex === "male") return sex;
  if (!sex) return null;
  const s = sex.trim().toLowerCase();
  if (s === "m" || s === "male" || s === "man") return "male";
  if (s === "f" || s === "female" || s === "woman") return "female";
  return null;
}

/**
 * The norm for a respondent: the published group matching both sex and age (ages < 21, 21-40, 41-60, > 60
 * as in five-factor-e; fractional ages are floored), else the pooled general norm. Always returns a table.
 */
export function selectNorm(respondent: Respondent | undefined): NormTable {
  const sex = normaliseSex(respondent?.sex);
  const rawAge = respondent?.age;
  if (sex === null || typeof rawAge !== "number" || !Number.isFinite(rawAge) || rawAge < 0) return GENERAL_NORM;
  const age = Math.floor(rawAge);
  for (let i = 0; i < IPIP_NEO_120_NORM_GROUPS.length; i++) {
    const g = IPIP_NEO_120_NORM_GROUPS[i];
    if (g.sex === sex && age >= g.ageMin && (g.ageMax === null || age <= g.ageMax)) return NORM_TABLES[i];
  }
  return GENERAL_NORM;
}

/** A norm table by id ("general" or a group id such as "female-21-40"), or undefined. */
export function normById(id: string): NormTable | undefined {
  return id === GENERAL_NORM.id ? GENERAL_NORM : NORM_TABLES.find((t) => t.id === id);
}

/** T = 50 + 10 × (raw − mean) / sd (Johnson's IPIP-NEO scoring; raw sums on the full-form scale). */
export function tFromRaw(raw: number, mean: number, sd: number): number {
  return 50 + (10 * (raw - mean)) / sd;
}

/**
 * Johnson's percentile from T: the cubic 210.336 − 16.738 T + 0.40594 T² − 0.0027062 T³ for 32 ≤ T ≤ 73,
 * 1 below 32 and 99 above 73, then clamped to 1-99 (spec §5) and rounded to a whole percentile. Rounding
 * also keeps the result non-decreasing in T: the cubic peaks at T ≈ 70.9 (99.67) and dips to 98.93 at T = 73,
 * which rounds back to 99.
 */
export function percentileFromT(t: number): number {
  if (Number.isNaN(t)) return NaN;
  let p: number;
  if (t < JOHNSON_T_MIN) p = PERCENTILE_MIN;
  else if (t > JOHNSON_T_MAX) p = PERCENTILE_MAX;
  else p = JOHNSON_CUBIC[0] + t * (JOHNSON_CUBIC[1] + t * (JOHNSON_CUBIC[2] + t * JOHNSON_CUBIC[3]));
  return Math.round(clampPercentile(p));
}

/** Spec §5: percentile is clamped to 1-99. */
export function clampPercentile(p: number): number {
  return clamp(p, PERCENTILE_MIN, PERCENTILE_MAX);
}

/**
 * Prorates a raw sum of `answered` items to a full form of `fullLength` items (sum × fullLength / answered),
 * so short forms are normed on the full-form scale; NaN when nothing was answered.
 */
export function prorateRaw(sum: number, answered: number, fullLength: number): number {
  return answered > 0 ? (sum * fullLength) / answered : NaN;
}

/** Index of a domain's row in a NormTable (facets take 0-29). */
export function normIndexOfDomain(d: DomainLetter): number {
  return 30 + DOMAIN_LETTERS.indexOf(d);
}
