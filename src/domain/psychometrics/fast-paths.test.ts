/**
 * The scoring hot path uses precomputed tables and one-pass helpers; these tests pin each of them to the
 * plain spec functions, so speed never changes a number.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { composeAssessment } from "../assessments/compose.ts";
import { matchArchetypes, matchArchetypesOcean } from "./archetypes.ts";
import {
  desirablePercentile,
  developmentTraits,
  profileBalance,
  profileSummaryOcean,
  profileType,
  STANINE_BY_PERCENTILE,
  stanineFromPercentile,
  strongestTraits,
  traitPolarity,
  variance,
} from "./bands.ts";
import { compileKey } from "./compiled-key.ts";
import { FACETS, facetRecord, TRAITS } from "./facets.ts";
import { GENERAL_NORM, NORM_TABLES, percentileFromT, RAW_LUT_SIZE, tFromRaw } from "./norms.ts";
import { buildResult } from "./result.ts";
import { createScoringContext, scoreValues } from "./score-response.ts";
import { createNumericScores, scoreNumeric } from "./engine.ts";
import { syntheticNeoItems } from "./synthetic-neo.fixture.ts";

describe("precomputed tables", () => {
  it("percentileByRaw equals percentileFromT(tFromRaw(raw)) for every norm, row and raw 0-120", () => {
    for (const n of [GENERAL_NORM, ...NORM_TABLES]) {
      for (let row = 0; row < 35; row++) {
        for (let raw = 0; raw < RAW_LUT_SIZE; raw++) expect(n.percentileByRaw[row * RAW_LUT_SIZE + raw]).toBe(percentileFromT(tFromRaw(raw, n.mean[row], n.sd[row])));
        expect(n.tPerRaw[row]).toBeCloseTo(10 / n.sd[row], 12);
      }
    }
  });
  it("STANINE_BY_PERCENTILE equals stanineFromPercentile for 0-100", () => {
    for (let p = 0; p <= 100; p++) expect(STANINE_BY_PERCENTILE[p]).toBe(stanineFromPercentile(p));
  });
  it("facetRecord keys follow FACETS order", () => {
    expect(Object.keys(facetRecord(FACETS.map((_, i) => i)))).toEqual(FACETS.map((f) => f.key));
    expect(Object.values(facetRecord(FACETS.map((_, i) => i)))).toEqual(FACETS.map((_, i) => i));
  });
});

describe("one-pass profile and archetypes equal the spec functions", () => {
  const pct = fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constant(NaN));
  it("profileSummaryOcean on a band's edge: a variance of exactly 200 is Low in both", () => {
    const p = [NaN, 31, NaN, 1, 1];
    expect(profileBalance([31, 1, 1])).toBe("Low");
    expect(profileSummaryOcean(p).balance).toBe("Low");
  });
  it("profileSummaryOcean", () => {
    fc.assert(
      fc.property(fc.array(pct, { minLength: 5, maxLength: 5 }), (p) => {
        const rec = Object.fromEntries(TRAITS.map((t, i) => [t, Number.isNaN(p[i]) ? null : p[i]])) as Record<(typeof TRAITS)[number], number | null>;
        const measured = p.filter((x) => !Number.isNaN(x));
        const desirable = TRAITS.flatMap((t, i) => (Number.isNaN(p[i]) ? [] : [desirablePercentile(p[i], traitPolarity(t))]));
        const s = profileSummaryOcean(p);
        expect(s.balance).toBe(profileBalance(measured));
        expect(s.percentileVariance).toBeCloseTo(variance(measured), 9);
        expect(s.type).toBe(profileType(desirable));
        // the two lists never share a trait
        expect(s.strongest.filter((i) => s.development.includes(i))).toEqual([]);
        expect(s.strongest.map((i) => TRAITS[i])).toEqual(strongestTraits(rec, TRAITS));
        expect(s.development.map((i) => TRAITS[i])).toEqual(developmentTraits(rec, TRAITS));
      }),
    );
  });
  it("matchArchetypesOcean", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 5, maxLength: 5 }), (s) => {
        const rec = { openness: s[0], conscientiousness: s[1], extraversion: s[2], agreeableness: s[3], neuroticism: s[4] };
        expect(matchArchetypesOcean(s)).toEqual(matchArchetypes(rec));
      }),
    );
  });
});

describe("memoised score objects", () => {
  const key = compileKey(composeAssessment("organizational", syntheticNeoItems()));
  it("a result built with the memo equals one built without it", () => {
    const ctx = createScoringContext(key, { itemBankVersion: "t", keyVersion: "t", normVersion: "t" });
    const answers = fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(NaN)), { minLength: 120, maxLength: 120 });
    fc.assert(
      fc.property(answers, (values) => {
        const withMemo = JSON.parse(JSON.stringify(scoreValues(ctx, values)));
        const out = createNumericScores(key);
        scoreNumeric(key, values, null, GENERAL_NORM, out);
        const without = JSON.parse(JSON.stringify(buildResult(key, out, GENERAL_NORM, values, ctx.rules, null)));
        expect(withMemo).toEqual(without);
      }),
      { numRuns: 60 },
    );
  });
  it("shared score objects are frozen", () => {
    const ctx = createScoringContext(key, { itemBankVersion: "t", keyVersion: "t", normVersion: "t" });
    const r = scoreValues(ctx, new Array(120).fill(3));
    expect(Object.isFrozen(r.facets!.anxiety)).toBe(true);
  });
});
