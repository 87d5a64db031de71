/**
 * The optimised full-result path (typed-array engine, memoised frozen score objects, one-pass profile)
 * against a straightforward reference: per-item loops and the plain spec functions, on a few hundred fixed
 * pseudo-random IPIP-NEO-120 responses (gaps, out-of-range answers, times, every norm group).
 */
import { describe, expect, it } from "vitest";
import { composeAssessment } from "../assessments/compose.ts";
import { matchArchetypes } from "./archetypes.ts";
import { profileBalance, stanineFromPercentile, stenFromT, variance } from "./bands.ts";
import { compileKey } from "./compiled-key.ts";
import { createNumericScores, scoreNumeric } from "./engine.ts";
import { coverageBand, COVERAGE_CONFIDENCE_THRESHOLD } from "./facet-confidence.ts";
import { FACETS, ITEMS_PER_DOMAIN_FULL_FORM, ITEMS_PER_FACET_FULL_FORM, TRAITS, type Trait } from "./facets.ts";
import { percentileFromT, prorateRaw, selectNorm, tFromRaw, type Respondent } from "./norms.ts";
import { describeQuality, evenOddConsistency, longstring } from "./quality.ts";
import { buildResult } from "./result.ts";
import { createScoringContext, scoreValues } from "./score-response.ts";
import { syntheticNeoItems } from "./synthetic-neo.fixture.ts";

const RULES = { itemBankVersion: "t", keyVersion: "t", normVersion: "t" };
const key = compileKey(composeAssessment("ipip-neo-120", syntheticNeoItems()));
const RESPONDENTS: Array<Respondent | undefined> = [undefined, { sex: "female", age: 34 }, { sex: "male", age: 52 }, { sex: "female", age: 19 }, { sex: "male", age: 70 }];

/** mulberry32 (test data only). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(0xfacade);
const inputs = Array.from({ length: 300 }, (_, r) => {
  const lean = 1 + Math.floor(rand() * 5);
  const gap = r % 3 === 0 ? 0.25 : r % 3 === 1 ? 0.03 : 0;
  const values = Array.from({ length: 120 }, () => (rand() < gap ? NaN : r % 7 === 0 ? Math.round(rand() * 8) - 1 : rand() < 0.35 ? lean : 1 + Math.floor(rand() * 5)));
  const times = r % 4 === 0 ? null : Array.from({ length: 120 }, () => (rand() < 0.05 ? NaN : 300 + rand() * 6000));
  return { values, times, respondent: RESPONDENTS[r % RESPONDENTS.length] };
});

/** Big Five rows, coverage, profile and quality by per-item loops and the plain spec functions. */
function reference(values: number[], times: number[] | null, respondent: Respondent | undefined) {
  const norm = selectNorm(respondent);
  const facetSum = new Array<number>(30).fill(0);
  const facetN = new Array<number>(30).fill(0);
  const answered: number[] = [];
  const halves = new Map<number, { odd: number[]; even: number[] }>();
  const seen = new Array<number>(30).fill(0);
  key.items.forEach((item, i) => {
    const f = FACETS.findIndex((x) => item.scales[0].scale.endsWith(x.code));
    const pos = ++seen[f];
    if (Number.isNaN(values[i])) return;
    const x = Math.min(5, Math.max(1, values[i]));
    const keyed = item.scales[0].keyed === "minus" ? 6 - x : x;
    facetSum[f] += keyed;
    facetN[f]++;
    answered.push(x);
    const h = halves.get(f) ?? { odd: [], even: [] };
    (pos % 2 === 1 ? h.odd : h.even).push(keyed);
    halves.set(f, h);
  });
  // Minimum-data rule written out: 2 of 4 per facet, 12 of 24 per domain; neuroticism (row 30, facets 0-5) reads low-is-desirable.
  const row = (sum: number, n: number, full: number, r: number) => {
    if (n === 0 || n < full / 2) return null;
    const raw = prorateRaw(sum, n, full);
    const t = tFromRaw(raw, norm.mean[r], norm.sd[r]);
    const percentile = percentileFromT(t);
    const polarity = r === 30 || r < 6 ? ("low" as const) : ("high" as const);
    const d = polarity === "low" ? 100 - percentile : percentile;
    return {
      raw,
      mean: sum / n,
      itemsAnswered: n,
      itemsAsked: full,
      itemsFullForm: full,
      prorated: n < full,
      proratedBecause: n < full ? "skipped" : null,
      approximate: n < full,
      polarity,
      t,
      percentile,
      stanine: stanineFromPercentile(percentile),
      label:
        percentile >= 90 ? (polarity === "high" ? "Exceptional" : "Very High") : percentile >= 75 ? "High" : percentile >= 25 ? "Average" : percentile >= 10 ? "Low" : "Very Low",
      colour: d >= 75 ? "green" : d >= 25 ? "blue" : "orange",
      confidence: Math.min(1, n / full),
      sten: stenFromT(t),
    };
  };
  const facets = FACETS.map((f, i) => {
    const s = row(facetSum[i], facetN[i], ITEMS_PER_FACET_FULL_FORM, i);
    return s && { ...s, trait: f.trait, code: f.code, critical: s.confidence < COVERAGE_CONFIDENCE_THRESHOLD };
  });
  const traits = Object.fromEntries(
    TRAITS.map((t) => {
      const idx = FACETS.map((f, i) => (f.trait === t ? i : -1)).filter((i) => i >= 0);
      const r = 30 + ["N", "E", "O", "A", "C"].indexOf(FACETS[idx[0]].code[0]);
      return [
        t,
        row(
          idx.reduce((a, i) => a + facetSum[i], 0),
          idx.reduce((a, i) => a + facetN[i], 0),
          ITEMS_PER_DOMAIN_FULL_FORM,
          r,
        ),
      ];
    }),
  ) as Record<Trait, ReturnType<typeof row>>;
  const measured = TRAITS.flatMap((t) => (traits[t] ? [traits[t]!.percentile] : []));
  const desirable = TRAITS.flatMap((t) => (traits[t] ? [t === "neuroticism" ? 100 - traits[t]!.percentile : traits[t]!.percentile] : []));
  const byDesirable = TRAITS.flatMap((t) => (traits[t] ? [{ t, d: t === "neuroticism" ? 100 - traits[t]!.percentile : traits[t]!.percentile }] : []));
  const confidences = facets.map((f) => f?.confidence ?? 0);
  const covered = confidences.filter((c) => c > COVERAGE_CONFIDENCE_THRESHOLD).length;
  const pairs = [...halves.values()].filter((h) => h.odd.length && h.even.length);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const known = times ? times.filter((ms, i) => !Number.isNaN(values[i]) && ms >= 0) : [];
  return {
    facets,
    traits,
    coverage: {
      percent: (100 * covered) / 30,
      band: coverageBand((100 * covered) / 30),
      covered,
      total: 30,
      criticalFacets: FACETS.filter((_, i) => confidences[i] < COVERAGE_CONFIDENCE_THRESHOLD).map((f) => f.key),
    },
    profile: {
      balance: profileBalance(measured),
      percentileVariance: variance(measured),
      type: desirable.filter((d) => d > 75).length >= 3 ? "Well-Rounded" : "Specialized",
      strongest: byDesirable
        .filter((x) => x.d >= 75)
        .sort((a, b) => b.d - a.d)
        .slice(0, 3)
        .map((x) => x.t),
      development: byDesirable
        .filter((x) => x.d < 25)
        .sort((a, b) => a.d - b.d)
        .slice(0, 3)
        .map((x) => x.t),
      archetypes: measured.length === 5 ? matchArchetypes(Object.fromEntries(TRAITS.map((t) => [t, traits[t]!.sten])) as Record<Trait, number>) : [],
    },
    quality: describeQuality({
      meanResponseMs: known.length ? known.reduce((a, b) => a + b, 0) / known.length : null,
      fastAnswers: known.length ? known.filter((ms) => ms < 2000).length : null,
      longstring: longstring(values.map((v) => (Number.isNaN(v) ? v : Math.min(5, Math.max(1, v))))),
      evenOdd: evenOddConsistency(
        pairs.map((h) => mean(h.odd)),
        pairs.map((h) => mean(h.even)),
      ),
      answered: answered.length,
      administered: 120,
    }),
  };
}

/** Deep comparison where numbers must agree to 1e-9 (T and variance are computed in a different order). */
function expectClose(actual: unknown, expected: unknown, path = "result"): void {
  if (typeof expected === "number" && typeof actual === "number") {
    if (Number.isNaN(expected)) expect(actual, path).toBeNaN();
    else expect(Math.abs(actual - expected), `${path}: ${actual} vs ${expected}`).toBeLessThan(1e-9);
    return;
  }
  if (expected === null || typeof expected !== "object") return void expect(actual, path).toEqual(expected);
  expect(actual, path).toBeTypeOf("object");
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  expect(Object.keys(a).sort(), path).toEqual(Object.keys(e).sort());
  for (const k of Object.keys(e)) expectClose(a[k], e[k], `${path}.${k}`);
}

describe("optimised full result equals a straightforward reference", () => {
  const ctx = createScoringContext(key, RULES);
  it("Big Five rows, coverage, profile and quality on 300 fixed random responses", () => {
    for (const { values, times, respondent } of inputs) {
      const got = scoreValues(ctx, values, times, respondent);
      const ref = reference(values, times, respondent);
      expectClose(Object.values(got.facets!), ref.facets, "facets");
      expectClose(got.traits, ref.traits, "traits");
      expectClose(got.coverage, ref.coverage, "coverage");
      expectClose(got.profile, ref.profile, "profile");
      expectClose(got.quality, ref.quality, "quality");
      expect(got.percentile).toEqual(Object.fromEntries(TRAITS.map((t) => [t, ref.traits[t]?.percentile ?? null])));
      expect(got.normGroup.id).toBe(selectNorm(respondent).id);
    }
  });
  it("is deep-equal to the unmemoised build on fresh buffers, for every one of those inputs", () => {
    for (const { values, times, respondent } of inputs) {
      const got = scoreValues(ctx, values, times, respondent);
      const out = createNumericScores(key);
      const norm = selectNorm(respondent);
      scoreNumeric(key, values, times, norm, out);
      expect(got).toEqual(buildResult(key, out, norm, values, RULES, null));
    }
  });
});
