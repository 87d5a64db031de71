/**
 * The simulated population's Big Five: published domain intercorrelations and Johnson's norm means and
 * SDs, a latent draw per respondent (multivariate normal through a Cholesky factor), and the item model's
 * calibration so that simulated raw sums land on the norms. Sources in README.md beside this file.
 */
import { IPIP_NEO_120_NORM_GROUPS } from "../psychometrics/data/ipip-neo-120-norms.ts";
import type { DomainLetter } from "../psychometrics/scale-types.ts";
import { normal, type Rng } from "./prng.ts";

/** Domain order of every vector and matrix here. */
export const SIM_DOMAINS: readonly DomainLetter[] = ["N", "E", "O", "A", "C"];

/**
 * Meta-analytic Big Five intercorrelations, in SIM_DOMAINS order, from Davies, Connelly, Ones & Birkland
 * (2015), "The General Factor of Personality: The 'Big One,' a self-evaluative trait, or a methodological
 * gnat that won't go away?", Personality and Individual Differences 81, 13-22, as tabulated in Wiernik's
 * `configural` R package (github.com/bwiernik/configural, data-raw/mindfulness.R @fa2cef1, the ES/A/C/Ex/O
 * block, source "A"; N per pair 61,538-92,111). The package gives Emotional Stability; Neuroticism's
 * correlations are its negatives. We could not read the paper's own table; these are the package's figures.
 * `rho`: mean correlations corrected for unreliability (the latent traits); `r`: mean observed correlations.
 */
export const BIG_FIVE_INTERCORRELATIONS = {
  citation:
    "Davies, S. E., Connelly, B. S., Ones, D. S., & Birkland, A. S. (2015). Personality and Individual Differences, 81, 13-22 (doi:10.1016/j.paid.2015.01.006), via the configural R package, data-raw/mindfulness.R",
  rho: [
    [1, -0.27, -0.09, -0.31, -0.33],
    [-0.27, 1, 0.33, 0.2, 0.19],
    [-0.09, 0.33, 1, 0.19, 0.12],
    [-0.31, 0.2, 0.19, 1, 0.41],
    [-0.33, 0.19, 0.12, 0.41, 1],
  ],
  r: [
    [1, -0.22, -0.07, -0.24, -0.27],
    [-0.22, 1, 0.26, 0.16, 0.15],
    [-0.07, 0.26, 1, 0.15, 0.09],
    [-0.24, 0.16, 0.15, 1, 0.32],
    [-0.27, 0.15, 0.09, 0.32, 1],
  ],
} as const;

/**
 * Item model (a simplification, not a published model): item latent = ITEM_LOADING x facet latent + noise,
 * facet latent = FACET_LOADING x domain latent + facet-specific part. Chosen so that after discretising to
 * 1-5 the simulated alphas land near Johnson's (2014) mean alphas for the IPIP-NEO-120 (.84 domains, .68
 * facets): within-facet item r ≈ .40 x attenuation, cross-facet ≈ .18 x attenuation.
 */
export const ITEM_LOADING = Math.sqrt(0.4);
export const FACET_LOADING = Math.sqrt(0.45);

/** Lower-triangular L with L Lᵀ = m (m symmetric positive definite). */
export function cholesky(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = m[i][j];
      for (let k = 0; k < j; k++) s -= l[i][k] * l[j][k];
      if (i === j) {
        if (s <= 0) throw new Error("matrix is not positive definite");
        l[i][i] = Math.sqrt(s);
      } else l[i][j] = s / l[j][j];
    }
  }
  return l;
}

/** Simulated ages: normal around 39 (SD 11), whole years, redrawn outside 18-70 (a design choice). */
export const SIM_AGE = { mean: 39, sd: 11, min: 18, max: 70 } as const;

/**
 * Each norm group's share of the simulated population (IPIP_NEO_120_NORM_GROUPS order): sex 50/50 times the
 * probability of the group's age band under SIM_AGE (whole years, truncated to 18-70).
 */
export function normGroupShares(): number[] {
  const pAge = (a: number) => normalCdf((a + 0.5 - SIM_AGE.mean) / SIM_AGE.sd) - normalCdf((a - 0.5 - SIM_AGE.mean) / SIM_AGE.sd);
  let total = 0;
  for (let a = SIM_AGE.min; a <= SIM_AGE.max; a++) total += pAge(a);
  return IPIP_NEO_120_NORM_GROUPS.map((g) => {
    let p = 0;
    for (let a = Math.max(SIM_AGE.min, g.ageMin); a <= Math.min(SIM_AGE.max, g.ageMax ?? SIM_AGE.max); a++) p += pAge(a);
    return (0.5 * p) / total;
  });
}

/**
 * The latent correlations WITHIN a sex x age group. The cited correlations were observed in mixed samples,
 * where part of the covariance lies between groups (women score higher on both N and A, for instance). With
 * group means from the norms, the within-group correlation is what leaves the whole simulated population
 * correlating as the cited matrix: in raw-sum units, r_within = (r · S_i · S_j − B_ij) / (s_i · s_j), where S
 * is the SD of the whole population (mixture of the groups), s the root-mean-square within-group SD and B
 * the covariance of the group means (all weighted by normGroupShares); the latent ρ_within is r_within
 * times the cited pair's ρ / r (the same correction for unreliability).
 */
function withinGroupRho(): number[][] {
  const w = normGroupShares();
  const W = w.reduce((a, b) => a + b, 0);
  const groups = IPIP_NEO_120_NORM_GROUPS;
  const m = SIM_DOMAINS.map((d) => groups.reduce((s, g, k) => s + (w[k] * g.domainMean[d]) / W, 0));
  const within = SIM_DOMAINS.map((d) => Math.sqrt(groups.reduce((s, g, k) => s + (w[k] * g.domainSd[d] ** 2) / W, 0)));
  const between = (i: number, j: number) => groups.reduce((s, g, k) => s + (w[k] * (g.domainMean[SIM_DOMAINS[i]] - m[i]) * (g.domainMean[SIM_DOMAINS[j]] - m[j])) / W, 0);
  const total = SIM_DOMAINS.map((_, i) => Math.sqrt(within[i] ** 2 + between(i, i)));
  const { r, rho } = BIG_FIVE_INTERCORRELATIONS;
  return SIM_DOMAINS.map((_, i) => SIM_DOMAINS.map((__, j) => (i === j ? 1 : (((r[i][j] * total[i] * total[j] - between(i, j)) / (within[i] * within[j])) * rho[i][j]) / r[i][j])));
}

/** Latent correlations within a sex x age group (see withinGroupRho); the whole population's correlate as cited. */
export const WITHIN_GROUP_RHO: readonly (readonly number[])[] = withinGroupRho();

const L = cholesky(WITHIN_GROUP_RHO);

/** Latent domain z-scores (N, E, O, A, C) correlated as WITHIN_GROUP_RHO (the cited ρ less the group differences). */
export function drawDomainLatents(rng: Rng): number[] {
  const z = SIM_DOMAINS.map(() => normal(rng));
  return L.map((row) => row.reduce((s, x, k) => s + x * z[k], 0));
}

/** Johnson's norms pooled over the 8 sex x age groups: equal-weight means; SDs of the equal-weight mixture. */
function pooled(pick: (g: (typeof IPIP_NEO_120_NORM_GROUPS)[number]) => { mean: number; sd: number }) {
  const xs = IPIP_NEO_120_NORM_GROUPS.map(pick);
  const mean = xs.reduce((s, x) => s + x.mean, 0) / xs.length;
  const variance = xs.reduce((s, x) => s + x.sd ** 2 + (x.mean - mean) ** 2, 0) / xs.length;
  return { mean, sd: Math.sqrt(variance) };
}

/** Pooled raw-sum norm of a domain (24-120) and of each facet code (4-20). */
export const POOLED_DOMAIN_NORMS: Readonly<Record<DomainLetter, { mean: number; sd: number }>> = Object.fromEntries(
  SIM_DOMAINS.map((d) => [d, pooled((g) => ({ mean: g.domainMean[d], sd: g.domainSd[d] }))]),
) as Record<DomainLetter, { mean: number; sd: number }>;
export const POOLED_FACET_NORMS: Readonly<Record<string, { mean: number; sd: number }>> = Object.fromEntries(
  SIM_DOMAINS.flatMap((d) => [1, 2, 3, 4, 5, 6].map((f) => `${d}${f}`)).map((code) => [code, pooled((g) => ({ mean: g.facetMean[code], sd: g.facetSd[code] }))]),
);

// --- discretising a normal latent to 1-5 -------------------------------------------------------------

/** Standard normal CDF (Abramowitz & Stegun 26.2.17; absolute error < 7.5e-8). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}
const pdf = (x: number) => 0.3989422804014327 * Math.exp((-x * x) / 2);

/** Moments of X = clamp(round(mu + s·Y), 1, 5) for Y ~ N(0, 1): mean, SD and Cov(X, Y). */
export function discreteMoments(mu: number, s: number): { mean: number; sd: number; covY: number } {
  let m = 0;
  let m2 = 0;
  let cov = 0;
  for (let k = 1; k <= 5; k++) {
    const lo = k === 1 ? -Infinity : (k - 0.5 - mu) / s;
    const hi = k === 5 ? Infinity : (k + 0.5 - mu) / s;
    const p = (hi === Infinity ? 1 : normalCdf(hi)) - (lo === -Infinity ? 0 : normalCdf(lo));
    m += k * p;
    m2 += k * k * p;
    cov += k * ((lo === -Infinity ? 0 : pdf(lo)) - (hi === Infinity ? 0 : pdf(hi)));
  }
  return { mean: m, sd: Math.sqrt(Math.max(m2 - m * m, 1e-12)), covY: cov };
}

/** The centre mu at which the discretised item's mean is `target` (bisection; the mean rises with mu). */
export function centreFor(target: number, s: number): number {
  let lo = -4;
  let hi = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (discreteMoments(mid, s).mean < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Per domain: the spread s of the item latent, and per facet the centre of its (scored) items. */
export interface DomainCalibration {
  readonly spread: number;
  readonly centres: readonly number[];
}

/**
 * Expected SD of a domain's raw sum (6 facets x 4 items) for spread s: item variances plus covariances,
 * each item pair's correlation taken as its latent correlation times both items' attenuation
 * Cov(X, Y)/SD(X) (the first-order term, close for correlations of this size).
 */
function domainSdFor(s: number, facetMeans: readonly number[]): number {
  const items = facetMeans.map((m) => discreteMoments(centreFor(m, s), s));
  let v = 0;
  for (let f = 0; f < 6; f++) {
    for (let g = 0; g < 6; g++) {
      const latent = f === g ? ITEM_LOADING ** 2 : ITEM_LOADING ** 2 * FACET_LOADING ** 2;
      const pairs = f === g ? 4 * 3 : 16;
      v += pairs * latent * items[f].covY * items[g].covY;
    }
    v += 4 * items[f].sd ** 2;
  }
  return Math.sqrt(v);
}

/** Calibrates one domain to a norm: spread found by bisection so the expected raw-sum SD equals the norm's SD. */
function calibrate(facetMeans: readonly number[], domainSd: number): DomainCalibration {
  let lo = 0.3;
  let hi = 3;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (domainSdFor(mid, facetMeans) < domainSd) lo = mid;
    else hi = mid;
  }
  const spread = (lo + hi) / 2;
  return { spread, centres: facetMeans.map((m) => centreFor(m, spread)) };
}

/** The item model's calibration of one norm: per domain the item spread and each facet's centre. */
export type Calibration = Readonly<Record<DomainLetter, DomainCalibration>>;

function calibrationOf(norm: { facetMean: (code: string) => number; domainSd: (d: DomainLetter) => number }): Calibration {
  return Object.fromEntries(
    SIM_DOMAINS.map((d) => [
      d,
      calibrate(
        [1, 2, 3, 4, 5, 6].map((f) => norm.facetMean(`${d}${f}`) / 4),
        norm.domainSd(d),
      ),
    ]),
  ) as Record<DomainLetter, DomainCalibration>;
}

/**
 * The item model calibrated to each of Johnson's 8 sex x age norm groups (IPIP_NEO_120_NORM_GROUPS order):
 * a respondent of a group answers so that the expected facet raw sums are the group's published facet
 * means and the expected domain raw-sum SD its published domain SD. Sex and age differences are therefore
 * the published groups' differences, nothing added. Calibrated on first use (about 0.1 s for all 8), not
 * when the module loads: the server imports this module at start-up.
 */
const groupCalibrations: (Calibration | undefined)[] = [];
export function groupCalibration(group: number): Calibration {
  const g = IPIP_NEO_120_NORM_GROUPS[group];
  return (groupCalibrations[group] ??= calibrationOf({ facetMean: (c) => g.facetMean[c], domainSd: (d) => g.domainSd[d] }));
}

/**
 * The index of a respondent's own norm group in IPIP_NEO_120_NORM_GROUPS (the published sex and age
 * bounds: under 21, 21-40, 41-60, over 60, the same bands the scoring's norm choice uses).
 */
export function normGroupIndex(sex: "male" | "female", age: number): number {
  const i = IPIP_NEO_120_NORM_GROUPS.findIndex((g) => g.sex === sex && age >= g.ageMin && (g.ageMax === null || age <= g.ageMax));
  if (i < 0) throw new Error(`no norm group for ${sex} aged ${age}`);
  return i;
}
