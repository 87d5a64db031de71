import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyCorrelation, clampAnswer, clampFacetScore, keyedScore, normaliseLikert, normaliseOther, normaliseTrueFalse, numericAnswer } from "./answer-rules.ts";

describe("spec §5 answer clamping (1-5, non-numeric → 3)", () => {
  it("keeps 1..5 and clamps just outside to the nearest bound", () => {
    expect(clampAnswer(1)).toBe(1);
    expect(clampAnswer(5)).toBe(5);
    expect(clampAnswer(0.999)).toBe(1);
    expect(clampAnswer(5.001)).toBe(5);
    expect(clampAnswer(-40)).toBe(1);
    expect(clampAnswer(99)).toBe(5);
  });
  it("counts non-numeric answers as 3", () => {
    for (const v of ["abc", "", {}, [], true, NaN, Infinity, -Infinity, "4x"]) expect(clampAnswer(v)).toBe(3);
  });
  it("reads numeric strings (CSV cells) as numbers", () => {
    expect(clampAnswer("4")).toBe(4);
    expect(clampAnswer(" 2 ")).toBe(2);
    expect(numericAnswer("7")).toBe(7);
  });
  it("always lands in [1, 5] (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const x = clampAnswer(v);
        return x >= 1 && x <= 5;
      }),
    );
  });
});

describe("spec §5 Likert normalisation (value − 3.5) / 2.5", () => {
  it("maps the anchors exactly", () => {
    expect(normaliseLikert(1)).toBeCloseTo(-1, 12);
    expect(normaliseLikert(3)).toBeCloseTo(-0.2, 12);
    expect(normaliseLikert(3.5)).toBe(0);
    expect(normaliseLikert(5)).toBeCloseTo(0.6, 12);
  });
  it("clamps before normalising and treats non-numeric as 3", () => {
    expect(normaliseLikert(9)).toBeCloseTo(0.6, 12);
    expect(normaliseLikert("x")).toBeCloseTo(-0.2, 12);
  });
});

describe("spec §5 true/false: 2 → +1, anything else → −1", () => {
  it.each([
    [2, 1],
    ["2", 1],
    [1, -1],
    [0, -1],
    [3, -1],
    ["yes", -1],
    [null, -1],
    [2.0001, -1],
  ])("%s → %s", (v, out) => {
    expect(normaliseTrueFalse(v)).toBe(out);
  });
});

describe("spec §5 other types clamped to −3..3", () => {
  it("keeps the bounds and clamps beyond them", () => {
    expect(normaliseOther(-3)).toBe(-3);
    expect(normaliseOther(3)).toBe(3);
    expect(normaliseOther(-3.0001)).toBe(-3);
    expect(normaliseOther(3.0001)).toBe(3);
    expect(normaliseOther(1.25)).toBe(1.25);
    expect(normaliseOther("nope")).toBe(0);
  });
});

describe("spec §5 negative correlation flips the sign", () => {
  it("flips for r < 0 only", () => {
    expect(applyCorrelation(0.6, -0.01)).toBe(-0.6);
    expect(applyCorrelation(0.6, 0)).toBe(0.6);
    expect(applyCorrelation(-1, 0.4)).toBe(-1);
  });
  it("facet scores clamp to −3..3", () => {
    expect(clampFacetScore(3)).toBe(3);
    expect(clampFacetScore(3.01)).toBe(3);
    expect(clampFacetScore(-3.01)).toBe(-3);
    expect(clampFacetScore(-2.99)).toBe(-2.99);
  });
});

describe("keyed scoring (IPIP: minus-keyed items score 6 − x)", () => {
  it("mirrors plus keying", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), (x) => keyedScore(x, "minus") === 6 - keyedScore(x, "plus")));
  });
});
