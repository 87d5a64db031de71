import { describe, expect, it } from "vitest";
import { loadIpipNeo120 } from "../../instruments/ipip-neo-120.ts";
import type { SimItem } from "./answers.ts";
import type { DomainLetter } from "../psychometrics/scale-types.ts";
import { BIG_FIVE_INTERCORRELATIONS, POOLED_DOMAIN_NORMS, SIM_DOMAINS, WITHIN_GROUP_RHO, cholesky, drawDomainLatents, normalCdf } from "./population.ts";
import { mulberry32 } from "./prng.ts";
import { IPIP_NEO_120_NORM_GROUPS } from "../psychometrics/data/ipip-neo-120-norms.ts";
import { INCOMPLETE_SHARE, RUSHED_SHARE, simulateRespondents, type SimulatedRespondent } from "./respondents.ts";

const NEO: readonly SimItem[] = loadIpipNeo120().map((i) => ({ kind: "neo", id: i.id, domain: i.domain, facet: i.facet, keyed: i.keyed }));
const NOW = new Date("2025-06-30T12:00:00Z");
const run = (seed: number, count: number) => [
  ...simulateRespondents({ seed, count, months: 6, now: NOW, items: { "ipip-neo-120": NEO, organizational: NEO, individual: NEO, executive: NEO } }),
];

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
}
function corr(xs: readonly number[], ys: readonly number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}
/** Cronbach's alpha of item columns. */
function alpha(columns: readonly (readonly number[])[]): number {
  const k = columns.length;
  const totals = columns[0].map((_, r) => columns.reduce((s, c) => s + c[r], 0));
  return (k / (k - 1)) * (1 - columns.reduce((s, c) => s + sd(c) ** 2, 0) / sd(totals) ** 2);
}

/** Scored (keyed) answers of careful, complete respondents, by item. */
function scoredColumns(rs: readonly SimulatedRespondent[]) {
  const done = rs.filter((r) => r.behaviour === "careful");
  return NEO.map((item, i) => done.map((r) => (item.kind === "neo" && item.keyed === "minus" ? 6 - (r.answers.values[i] as number) : (r.answers.values[i] as number))));
}
const domainSums = (cols: readonly number[][]) =>
  SIM_DOMAINS.map((d) => {
    const idx = NEO.flatMap((it, i) => (it.kind === "neo" && it.domain === d ? [i] : []));
    return cols[0].map((_, r) => idx.reduce((s, i) => s + cols[i][r], 0));
  });

/** A respondent's own norm group, read off the published table's sex and age bounds (a plain loop). */
function groupOf(r: SimulatedRespondent) {
  for (const g of IPIP_NEO_120_NORM_GROUPS) if (g.sex === r.sex && r.age >= g.ageMin && (g.ageMax === null || r.age <= g.ageMax)) return g;
  throw new Error(`no norm group for ${r.sex} ${r.age}`);
}
/** Johnson's percentile of a raw sum, by hand: T, his cubic, 1 below T 32 and 99 above T 73, rounded. */
function johnsonPercentile(raw: number, normMean: number, normSd: number): number {
  const t = 50 + (10 * (raw - normMean)) / normSd;
  if (t < 32) return 1;
  if (t > 73) return 99;
  const p = 210.335958661391 - 16.7379362643389 * t + 0.405936512733332 * t * t - 0.00270624341822222 * t * t * t;
  return Math.round(Math.min(99, Math.max(1, p)));
}

describe("simulated respondents", () => {
  const many = run(42, 3000);
  const cols = scoredColumns(many);
  const sums = domainSums(cols);

  it("the same seed gives the same data; another seed other data", () => {
    expect(run(7, 50)).toEqual(run(7, 50));
    expect(run(8, 50)).not.toEqual(run(7, 50));
  });

  it("who the respondents are and how they answer depends on the seed, not on the day the data is made; the shares are exact quotas", () => {
    const at = (now: string) =>
      [
        ...simulateRespondents({
          seed: 20_240_601,
          count: 300,
          months: 6,
          now: new Date(now),
          items: { "ipip-neo-120": NEO, organizational: NEO, individual: NEO, executive: NEO },
        }),
      ].map((r) => ({ sex: r.sex, age: r.age, typeId: r.typeId, behaviour: r.behaviour, values: r.answers.values }));
    const today = at("2026-11-28T12:00:00Z");
    expect(at("2026-11-29T12:00:00Z")).toEqual(today);
    expect(at("2025-06-01T00:00:00Z")).toEqual(today);
    expect(today.filter((r) => r.behaviour === "incomplete")).toHaveLength(30);
    expect(today.filter((r) => r.behaviour === "rushed")).toHaveLength(15);
  });

  it("comes in chronological order within the window, mostly on weekdays and in working hours", () => {
    const events = many.map((r) => (r.completedAt ?? r.startedAt).getTime());
    expect(events).toEqual([...events].sort((a, b) => a - b));
    expect(events[0]).toBeGreaterThanOrEqual(NOW.getTime() - 6 * 31 * 86_400_000);
    expect(events.at(-1)).toBeLessThanOrEqual(NOW.getTime());
    const weekend = events.filter((t) => [0, 6].includes(new Date(t).getUTCDay())).length / events.length;
    expect(weekend).toBeLessThan(0.1);
    const office = events.filter((t) => new Date(t).getUTCHours() >= 8 && new Date(t).getUTCHours() < 18).length / events.length;
    expect(office).toBeGreaterThan(0.7);
    for (const r of many) if (r.completedAt) expect(r.startedAt.getTime()).toBeLessThan(r.completedAt.getTime());
  });

  it("latent domains correlate as the within-group matrix (the cited corrected one less the norm groups' mean differences)", () => {
    const rng = mulberry32(1);
    const z = Array.from({ length: 5000 }, () => drawDomainLatents(rng));
    for (let a = 0; a < 5; a++)
      for (let b = a + 1; b < 5; b++)
        expect(
          Math.abs(
            corr(
              z.map((v) => v[a]),
              z.map((v) => v[b]),
            ) - WITHIN_GROUP_RHO[a][b],
          ),
        ).toBeLessThan(0.04);
  });

  it("scored domain sums correlate as the cited observed matrix, within .07", () => {
    // the within-group matrix differs from the cited one only by the group differences: no pair moves by more than .1
    for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) expect(Math.abs(WITHIN_GROUP_RHO[a][b] - BIG_FIVE_INTERCORRELATIONS.rho[a][b])).toBeLessThan(0.1);
    for (let a = 0; a < 5; a++)
      for (let b = a + 1; b < 5; b++) expect(Math.abs(corr(sums[a], sums[b]) - BIG_FIVE_INTERCORRELATIONS.r[a][b]), `${SIM_DOMAINS[a]}-${SIM_DOMAINS[b]}`).toBeLessThan(0.07);
  });

  it("domain raw sums have the means of the respondents' own norm groups (within 1.5 points) and about Johnson's pooled SDs (within 12%)", () => {
    const careful = many.filter((r) => r.behaviour === "careful");
    SIM_DOMAINS.forEach((d, i) => {
      // the expected mean: each respondent's own sex x age group's published mean, averaged by hand
      let expected = 0;
      for (const r of careful) expected += groupOf(r).domainMean[d] / careful.length;
      expect(Math.abs(mean(sums[i]) - expected), d).toBeLessThan(1.5);
      expect(Math.abs(sd(sums[i]) / POOLED_DOMAIN_NORMS[d].sd - 1), d).toBeLessThan(0.12);
    });
  });

  describe("sex and age differences follow Johnson's norm groups", () => {
    const careful = many.filter((r) => r.behaviour === "careful");
    const groups = IPIP_NEO_120_NORM_GROUPS.map((g) => ({ g, rows: [] as number[] }));
    careful.forEach((r, row) => groups.find((x) => x.g === groupOf(r))!.rows.push(row));

    it("every sex x age group's mean percentile on its own norm is near 50 in every domain (within 3.5 standard errors)", () => {
      for (const { g, rows } of groups) {
        expect(rows.length, g.id).toBeGreaterThan(10);
        SIM_DOMAINS.forEach((d, i) => {
          const ps = rows.map((row) => johnsonPercentile(sums[i][row], g.domainMean[d], g.domainSd[d]));
          const se = sd(ps) / Math.sqrt(ps.length);
          expect(Math.abs(mean(ps) - 50), `${g.id} ${d}: mean percentile ${mean(ps).toFixed(1)}, SE ${se.toFixed(2)}`).toBeLessThan(3.5 * se);
        });
      }
    });

    it("women's and men's mean percentiles on their own norms are within 3 points of 50 and of each other in every domain", () => {
      SIM_DOMAINS.forEach((d, i) => {
        const bySex = (sex: string) => careful.flatMap((r, row) => (r.sex === sex ? [johnsonPercentile(sums[i][row], groupOf(r).domainMean[d], groupOf(r).domainSd[d])] : []));
        const women = mean(bySex("female"));
        const men = mean(bySex("male"));
        expect(Math.abs(women - 50), `${d} women ${women.toFixed(1)}`).toBeLessThan(3);
        expect(Math.abs(men - 50), `${d} men ${men.toFixed(1)}`).toBeLessThan(3);
        expect(Math.abs(women - men), `${d} women ${women.toFixed(1)} men ${men.toFixed(1)}`).toBeLessThan(3);
      });
    });

    it("raw sums differ by sex and by age band as the norms say: women higher on Agreeableness and Neuroticism, Conscientiousness rising with age", () => {
      const rawMean = (i: number, keep: (r: SimulatedRespondent) => boolean) => mean(careful.flatMap((r, row) => (keep(r) ? [sums[i][row]] : [])));
      const normMean = (d: DomainLetter, keep: (r: SimulatedRespondent) => boolean) => mean(careful.flatMap((r) => (keep(r) ? [groupOf(r).domainMean[d]] : [])));
      const female = (r: SimulatedRespondent) => r.sex === "female";
      const male = (r: SimulatedRespondent) => r.sex === "male";
      const A = SIM_DOMAINS.indexOf("A");
      const N = SIM_DOMAINS.indexOf("N");
      const C = SIM_DOMAINS.indexOf("C");
      expect(rawMean(A, female) - rawMean(A, male)).toBeGreaterThan(3);
      expect(rawMean(N, female) - rawMean(N, male)).toBeGreaterThan(2.5);
      const young = (r: SimulatedRespondent) => r.age <= 40;
      const older = (r: SimulatedRespondent) => r.age >= 41;
      expect(rawMean(C, older) - rawMean(C, young)).toBeGreaterThan(3);
      // every domain: the observed sex and age differences are the norms' within 2.5 points
      SIM_DOMAINS.forEach((d, i) => {
        expect(Math.abs(rawMean(i, female) - rawMean(i, male) - (normMean(d, female) - normMean(d, male))), `${d} by sex`).toBeLessThan(2.5);
        expect(Math.abs(rawMean(i, older) - rawMean(i, young) - (normMean(d, older) - normMean(d, young))), `${d} by age`).toBeLessThan(2.5);
      });
    });
  });

  it("alphas are plausible: domains .75-.92 (Johnson 2014: mean .84), facets averaging .58-.78 (.68)", () => {
    const facetAlphas: number[] = [];
    for (const d of SIM_DOMAINS) {
      const idx = NEO.flatMap((it, i) => (it.kind === "neo" && it.domain === d ? [i] : []));
      const a = alpha(idx.map((i) => cols[i]));
      expect(a, d).toBeGreaterThan(0.75);
      expect(a, d).toBeLessThan(0.92);
      for (let f = 1; f <= 6; f++) facetAlphas.push(alpha(NEO.flatMap((it, i) => (it.kind === "neo" && it.domain === d && it.facet === f ? [cols[i]] : []))));
    }
    expect(mean(facetAlphas)).toBeGreaterThan(0.58);
    expect(mean(facetAlphas)).toBeLessThan(0.78);
  });

  it("about 5% rush (under 2 s per item, long runs) and about 10% never finish", () => {
    const share = (b: string) => many.filter((r) => r.behaviour === b).length / many.length;
    expect(Math.abs(share("rushed") - RUSHED_SHARE)).toBeLessThan(0.015);
    expect(Math.abs(share("incomplete") - INCOMPLETE_SHARE)).toBeLessThan(0.02);
    for (const r of many.filter((x) => x.behaviour === "rushed")) {
      expect(Math.max(...r.answers.ms.map(Number))).toBeLessThan(2000);
      let run = 1;
      let longest = 1;
      for (let i = 1; i < r.answers.values.length; i++) longest = Math.max(longest, (run = r.answers.values[i] === r.answers.values[i - 1] ? run + 1 : 1));
      expect(longest).toBeGreaterThanOrEqual(6);
    }
    for (const r of many.filter((x) => x.behaviour === "incomplete")) {
      expect(r.completedAt).toBeNull();
      expect(r.answers.values.filter((v) => v !== null).length).toBeLessThan(NEO.length);
    }
  });

  it("careful answer times are lognormal around 4-9 s per item", () => {
    const careful = many.filter((r) => r.behaviour === "careful").map((r) => mean(r.answers.ms.map(Number)));
    const sorted = [...careful].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThan(4000);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(9000);
  });

  it("helpers: Cholesky reproduces its matrix; the normal CDF is right at known points", () => {
    const l = cholesky(BIG_FIVE_INTERCORRELATIONS.rho);
    for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) expect(l[i].reduce((s, x, k) => s + x * l[j][k], 0)).toBeCloseTo(BIG_FIVE_INTERCORRELATIONS.rho[i][j], 10);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
  });
});
