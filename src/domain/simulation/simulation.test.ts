import { describe, expect, it } from "vitest";
import { loadIpipNeo120 } from "../../instruments/ipip-neo-120.ts";
import type { SimItem } from "./answers.ts";
import { BIG_FIVE_INTERCORRELATIONS, POOLED_DOMAIN_NORMS, SIM_DOMAINS, cholesky, drawDomainLatents, normalCdf } from "./population.ts";
import { mulberry32 } from "./prng.ts";
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

describe("simulated respondents", () => {
  const many = run(42, 3000);
  const cols = scoredColumns(many);
  const sums = domainSums(cols);

  it("the same seed gives the same data; another seed other data", () => {
    expect(run(7, 50)).toEqual(run(7, 50));
    expect(run(8, 50)).not.toEqual(run(7, 50));
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

  it("latent domains correlate as the cited (corrected) matrix", () => {
    const rng = mulberry32(1);
    const z = Array.from({ length: 5000 }, () => drawDomainLatents(rng));
    for (let a = 0; a < 5; a++)
      for (let b = a + 1; b < 5; b++)
        expect(
          Math.abs(
            corr(
              z.map((v) => v[a]),
              z.map((v) => v[b]),
            ) - BIG_FIVE_INTERCORRELATIONS.rho[a][b],
          ),
        ).toBeLessThan(0.04);
  });

  it("scored domain sums correlate as the cited observed matrix, within .07", () => {
    for (let a = 0; a < 5; a++)
      for (let b = a + 1; b < 5; b++) expect(Math.abs(corr(sums[a], sums[b]) - BIG_FIVE_INTERCORRELATIONS.r[a][b]), `${SIM_DOMAINS[a]}-${SIM_DOMAINS[b]}`).toBeLessThan(0.07);
  });

  it("domain raw sums have Johnson's pooled means (within 1.5 points) and SDs (within 12%)", () => {
    SIM_DOMAINS.forEach((d, i) => {
      expect(Math.abs(mean(sums[i]) - POOLED_DOMAIN_NORMS[d].mean), d).toBeLessThan(1.5);
      expect(Math.abs(sd(sums[i]) / POOLED_DOMAIN_NORMS[d].sd - 1), d).toBeLessThan(0.12);
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
