import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { describeQuality, evenOddConsistency, isRushed, longstring, pearson, spearmanBrown, EVEN_ODD_FLAG_BELOW, LONGSTRING_FLAG_AT, qualityNote } from "./quality.ts";

describe("spec §5 rushed flag (mean response time < 2000 ms)", () => {
  it("edges", () => {
    expect(isRushed(1999.999)).toBe(true);
    expect(isRushed(2000)).toBe(false);
    expect(isRushed(null)).toBe(false);
  });
});

describe("longstring (longest run of identical answers)", () => {
  it("counts runs and skips unanswered items", () => {
    expect(longstring([])).toBe(0);
    expect(longstring([3])).toBe(1);
    expect(longstring([1, 2, 2, 2, 5, 5])).toBe(3);
    expect(longstring([4, NaN, 4, 4, 1])).toBe(3);
  });
  it("is between 1 and n for any non-empty answers (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 50 }), (a) => {
        const l = longstring(a);
        return l >= 1 && l <= a.length;
      }),
    );
  });
});

describe("even-odd consistency (Pearson r across scales, Spearman-Brown corrected)", () => {
  it("pearson and Spearman-Brown", () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(spearmanBrown(0.5)).toBeCloseTo(2 / 3, 12);
    expect(spearmanBrown(-1)).toBe(-1);
  });
  it("needs at least 3 scales and some variance", () => {
    expect(evenOddConsistency([1, 2], [1, 2])).toBeNull();
    expect(evenOddConsistency([3, 3, 3], [3, 3, 3])).toBeNull();
    expect(evenOddConsistency([1, 3, 5], [1, 3, 5])).toBeCloseTo(1, 12);
  });
});

describe("quality note codes", () => {
  const base = { meanResponseMs: 6000, fastAnswers: 0, longstring: 3, evenOdd: 0.8, answered: 120, administered: 120 };
  it("is clean when nothing is flagged, and says whether consistency could be checked", () => {
    const q = describeQuality(base);
    expect(q.rushed || q.longstringFlag || q.evenOddFlag).toBe(false);
    expect(qualityNote(q)).toEqual({ kind: "clean", consistencyChecked: true });
    expect(qualityNote(describeQuality({ ...base, evenOdd: null }))).toEqual({ kind: "clean", consistencyChecked: false });
  });
  it("flags each index at its threshold and gives every reason in a fixed order", () => {
    const q = describeQuality({ ...base, meanResponseMs: 1500, longstring: LONGSTRING_FLAG_AT, evenOdd: EVEN_ODD_FLAG_BELOW - 0.01, answered: 118 });
    expect(q.rushed && q.longstringFlag && q.evenOddFlag).toBe(true);
    expect(qualityNote(q)).toEqual({ kind: "caution", reasons: ["rushed", "longstring", "inconsistent", "unanswered"] });
    expect(describeQuality({ ...base, longstring: LONGSTRING_FLAG_AT - 1, evenOdd: EVEN_ODD_FLAG_BELOW }).longstringFlag).toBe(false);
    expect(describeQuality({ ...base, evenOdd: EVEN_ODD_FLAG_BELOW }).evenOddFlag).toBe(false);
    expect(qualityNote(describeQuality({ ...base, answered: 119 }))).toEqual({ kind: "caution", reasons: ["unanswered"] });
  });
  it("the record holds codes and numbers only, no sentence", () => {
    const q = describeQuality({ ...base, meanResponseMs: 1500 });
    for (const v of Object.values(q)) expect(typeof v === "string").toBe(false);
  });
});
