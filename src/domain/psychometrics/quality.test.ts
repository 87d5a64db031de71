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

describe("plain-language quality note", () => {
  const base = { meanResponseMs: 6000, fastAnswers: 0, longstring: 3, evenOdd: 0.8, answered: 120, administered: 120 };
  it("reassures when nothing is flagged", () => {
    const q = describeQuality(base);
    expect(q.rushed || q.longstringFlag || q.evenOddFlag).toBe(false);
    expect(q.note).toMatch(/considered and consistent/);
  });
  it("flags each index at its threshold and explains it", () => {
    const q = describeQuality({ ...base, meanResponseMs: 1500, longstring: LONGSTRING_FLAG_AT, evenOdd: EVEN_ODD_FLAG_BELOW - 0.01, answered: 118 });
    expect(q.rushed && q.longstringFlag && q.evenOddFlag).toBe(true);
    expect(q.note).toMatch(/two seconds/);
    expect(q.note).toMatch(/same answer to 10 questions in a row/);
    expect(q.note).toMatch(/did not agree/);
    expect(q.note).toMatch(/2 of 120 statements/);
    expect(describeQuality({ ...base, longstring: LONGSTRING_FLAG_AT - 1, evenOdd: EVEN_ODD_FLAG_BELOW }).longstringFlag).toBe(false);
    expect(describeQuality({ ...base, evenOdd: EVEN_ODD_FLAG_BELOW }).evenOddFlag).toBe(false);
  });
  it("says when consistency could not be checked", () => {
    expect(describeQuality({ ...base, evenOdd: null }).note).toMatch(/too few scales/);
  });
});

describe("qualityNote: addressed to its reader", () => {
  const flagged = { rushed: true, longstring: 12, longstringFlag: true, evenOdd: -0.2, evenOddFlag: true, answered: 58, administered: 60 };
  it("says 'you' to the respondent (the stored note)", () => {
    expect(qualityNote(flagged)).toBe(
      "Read these results with some caution: you answered in under two seconds per question on average, so some answers may not reflect careful reading; you gave the same answer to 12 questions in a row, which can happen when questions are answered without reading them; your answers to questions that measure the same thing did not agree well with each other; 2 of 60 statements were left unanswered, so some scores rest on fewer answers.",
    );
  });
  it("names the respondent to anyone else, never 'you'", () => {
    const note = qualityNote(flagged, { respondent: "Riley Chen" });
    expect(note).toContain("Riley Chen answered in under two seconds per question");
    expect(note).toContain("Riley Chen's answers to questions that measure the same thing");
    expect(note).not.toMatch(/\byou(r)?\b/i);
    const clean = { ...flagged, rushed: false, longstringFlag: false, evenOddFlag: false, answered: 60 };
    expect(qualityNote(clean, { respondent: "Riley Chen" })).toBe(
      "Riley Chen's answers look considered and consistent: no signs of rushing, long runs of identical answers or contradictory answers.",
    );
    expect(qualityNote({ ...flagged, evenOddFlag: false, longstringFlag: false }, { respondent: "" })).toMatch(/^Read these results with some caution: the respondent answered/);
    expect(qualityNote(clean, { respondent: "" })).toMatch(/^The respondent's answers look considered/);
  });
});
