import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { composeAssessment } from "../assessments/compose.ts";
import { compileKey } from "./compiled-key.ts";
import { createNumericScores, scoreNumeric } from "./engine.ts";
import { FACETS } from "./facets.ts";
import { GENERAL_NORM, NORM_TABLES } from "./norms.ts";
import { createScoringContext, scoreValues } from "./score-response.ts";
import { syntheticNeoItems } from "./synthetic-neo.fixture.ts";
import { qualityNote } from "./quality.ts";

const RULES = { itemBankVersion: "test", keyVersion: "test", normVersion: "test" };
const key = compileKey(composeAssessment("ipip-neo-120", syntheticNeoItems()));
const mirrored = compileKey(composeAssessment("ipip-neo-120", syntheticNeoItems(true)));
const answers = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 120, maxLength: 120 });
const norm = fc.constantFrom(GENERAL_NORM, ...NORM_TABLES);

function numeric(k: typeof key, values: number[], n = GENERAL_NORM) {
  return scoreNumeric(k, values, null, n, createNumericScores(k));
}

describe("engine ranges (properties)", () => {
  it("percentiles stay in 1-99 and stanines in 1-9 for every facet and domain, any norm, with gaps", () => {
    const withGaps = fc.array(fc.oneof(fc.integer({ min: -3, max: 9 }), fc.constant(NaN)), { minLength: 120, maxLength: 120 });
    fc.assert(
      fc.property(withGaps, norm, (values, n) => {
        const out = numeric(key, values, n);
        for (let j = 0; j < 35; j++) {
          if (out.counts[j] === 0) continue;
          const p = out.percentile[j];
          const s = out.stanine[j];
          if (!(p >= 1 && p <= 99 && Number.isInteger(p) && s >= 1 && s <= 9 && Number.isInteger(s))) return false;
        }
        return true;
      }),
    );
  });
});

describe("monotonicity and keying (properties)", () => {
  it("more agreement with a plus-keyed item never lowers its facet or trait (raw, T, percentile, stanine)", () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 119 }), norm, (values, i, n) => {
        const item = key.items[i];
        if (item.keyed !== "plus" || values[i] === 5) return true;
        const f = FACETS.findIndex((x) => x.key === item.facet);
        const d = 30 + ["N", "E", "O", "A", "C"].indexOf(FACETS[f].domain);
        const before = numeric(key, values, n);
        const b = [before.raw[f], before.t[f], before.percentile[f], before.stanine[f], before.raw[d], before.percentile[d], before.stanine[d]];
        const after = numeric(
          key,
          values.map((v, j) => (j === i ? v + 1 : v)),
          n,
        );
        const a = [after.raw[f], after.t[f], after.percentile[f], after.stanine[f], after.raw[d], after.percentile[d], after.stanine[d]];
        return a.every((x, k) => x >= b[k]) && a[0] > b[0] && a[4] > b[4];
      }),
    );
  });
  it("more agreement with a minus-keyed item never raises its facet or trait", () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 119 }), (values, i) => {
        const item = key.items[i];
        if (item.keyed !== "minus" || values[i] === 5) return true;
        const f = FACETS.findIndex((x) => x.key === item.facet);
        const before = numeric(key, values);
        const rawBefore = before.raw[f];
        const pBefore = before.percentile[f];
        const after = numeric(
          key,
          values.map((v, j) => (j === i ? v + 1 : v)),
        );
        return after.raw[f] < rawBefore && after.percentile[f] <= pBefore;
      }),
    );
  });
  it("minus keying mirrors plus keying: answers x on a key equal answers 6 − x on the key with every item flipped", () => {
    fc.assert(
      fc.property(answers, norm, (values, n) => {
        const a = numeric(key, values, n);
        const raws = Array.from(a.raw);
        const pct = Array.from(a.percentile);
        const b = numeric(
          mirrored,
          values.map((v) => 6 - v),
          n,
        );
        return raws.every((r, j) => Math.abs(r - b.raw[j]) < 1e-9) && pct.every((p, j) => p === b.percentile[j]);
      }),
    );
  });
});

describe("full form: confidence, coverage and no prorating", () => {
  it("every facet at confidence 1, coverage 100% good, no prorating", () => {
    const r = scoreValues(createScoringContext(key, RULES), new Array(120).fill(3));
    expect(r.coverage).toMatchObject({ percent: 100, band: "good", covered: 30, criticalFacets: [] });
    expect(r.traits.openness).toMatchObject({ raw: 72, itemsAnswered: 24, prorated: false, confidence: 1 });
    expect(r.facets?.order).toMatchObject({ raw: 12, itemsAnswered: 4, confidence: 1, critical: false });
  });
  it("unanswered items lower confidence, prorate, and a facet with no answers is critical and listed as short", () => {
    const values = new Array(120).fill(4);
    key.items.forEach((it, i) => {
      if (it.facet === "anxiety") values[i] = NaN;
      if (it.facet === "order" && values[i] === 4 && key.items.slice(0, i).filter((x) => x.facet === "order").length < 3) values[i] = NaN;
    });
    const r = scoreValues(createScoringContext(key, RULES), values);
    expect(r.facets?.anxiety).toBeNull();
    // one answered item of four is below the minimum (2 of 4): no percentile, listed under notEnough
    expect(r.facets?.order).toBeNull();
    expect(r.notEnough?.facets.order).toEqual({ itemsAnswered: 1, itemsAsked: 4, itemsFullForm: 4, minimumItems: 2 });
    // asked but not answered at all: listed too, with 0 answered (it is not a scale the form leaves out)
    expect(r.notEnough?.facets.anxiety).toEqual({ itemsAnswered: 0, itemsAsked: 4, itemsFullForm: 4, minimumItems: 2 });
    expect(r.coverage.criticalFacets).toEqual(["anxiety", "order"]);
    expect(r.coverage.covered).toBe(28);
    expect(r.traits.neuroticism?.itemsAnswered).toBe(20);
    expect(r.traits.neuroticism).toMatchObject({ prorated: true, proratedBecause: "skipped", approximate: true, itemsAsked: 24 });
    expect(r.quality.answered).toBe(113);
    expect(r.quality.administered).toBe(120);
    expect(qualityNote(r.quality)).toMatchObject({ kind: "caution", reasons: expect.arrayContaining(["unanswered"]) });
  });
});

describe("response quality from the engine", () => {
  it("flags rushing from times and counts answers under 2 s", () => {
    const ctx = createScoringContext(key, RULES);
    const times = new Array(120).fill(1500);
    times[0] = 9000;
    const r = scoreValues(ctx, new Array(120).fill(2), times);
    expect(r.quality.meanResponseMs).toBeCloseTo((119 * 1500 + 9000) / 120, 9);
    expect(r.quality.rushed).toBe(true);
    expect(r.quality.fastAnswers).toBe(119);
    expect(r.quality.longstring).toBe(120);
    expect(r.quality.longstringFlag).toBe(true);
    // all answers 2: keyed halves differ only through the keying mix of each facet, so consistency is computable
    expect(r.quality.evenOdd).not.toBeNull();
  });
  it("a consistent respondent has high even-odd consistency; a contradictory one low", () => {
    const ctx = createScoringContext(key, RULES);
    // Consistent: keyed value depends only on the domain (N 1, E 2, O 3, A 4, C 5) → odd and even halves agree.
    const level: Record<string, number> = { N: 1, E: 2, O: 3, A: 4, C: 5 };
    const consistent = key.items.map((it) => {
      const v = level[FACETS.find((f) => f.key === it.facet)!.domain];
      return it.keyed === "plus" ? v : 6 - v;
    });
    expect(scoreValues(ctx, consistent).quality.evenOdd).toBeCloseTo(1, 9);
    // Contradictory: odd-position items keyed high and even-position ones keyed low on scales split unevenly.
    const half = key.half;
    const contradictory = key.items.map((it, i) => {
      const f = FACETS.findIndex((x) => x.key === it.facet);
      const v = half[i] === 1 ? 1 + (f % 5) : 5 - (f % 5);
      return it.keyed === "plus" ? v : 6 - v;
    });
    const eo = scoreValues(ctx, contradictory).quality.evenOdd;
    expect(eo).not.toBeNull();
    expect(eo!).toBeLessThan(0);
    expect(scoreValues(ctx, contradictory).quality.evenOddFlag).toBe(true);
  });
});
