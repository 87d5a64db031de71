import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { derailmentRiskScore, entryRisk, manifestationType, overallDarkSideRisk, RISK_SCORE_100_AT, riskLevel, SPEC_RISK_BANDS, type EntryRisk } from "./derailment.ts";

describe("spec §9 derailment thresholds (high extreme 4.5, low extreme 1.5, warning 3.8)", () => {
  it.each([
    [5, "high_extreme"],
    [4.5, "high_extreme"],
    [4.4999, "warning"],
    [3.8, "warning"],
    [3.7999, "none"],
    [3, "none"],
    [1.5001, "none"],
    [1.5, "low_extreme"],
    [1, "low_extreme"],
  ])("manifestation(%s) = %s", (s, m) => expect(manifestationType(s)).toBe(m));
});

describe("risk score = confidence / 5 × distance from 3 (confidence full once enough answers)", () => {
  it("computes the product (confidence on the spec's 0-5 scale)", () => {
    expect(derailmentRiskScore(5, 5)).toBe(2);
    expect(derailmentRiskScore(1, 5)).toBe(2);
    expect(derailmentRiskScore(4.5, 5)).toBe(1.5);
    expect(derailmentRiskScore(4, 2.5)).toBe(0.5);
    expect(derailmentRiskScore(3, 5)).toBe(0);
    expect(derailmentRiskScore(5, 0)).toBe(0);
    expect(derailmentRiskScore(5, 9)).toBe(2); // confidence capped at 5
  });
  it("pole 'high' counts only distance above 3 (a low pathology score is not a risk)", () => {
    expect(derailmentRiskScore(1, 5, "high")).toBe(0);
    expect(derailmentRiskScore(5, 5, "high")).toBe(2);
  });
  it.each([
    [2, "critical"],
    [1.5, "critical"],
    [1.4999, "high"],
    [1, "high"],
    [0.9999, "moderate"],
    [0.5, "moderate"],
    [0.4999, "low"],
    [0, "low"],
  ])("band(%s) = %s (our anchors 1.5 / 1 / 0.5, not the spec's 2 / 1.5 / 1)", (r, b) => {
    expect(riskLevel(r)).toBe(b);
  });
  it("never exceeds 2 and rises with distance at fixed confidence (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), fc.double({ min: 1, max: 5, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (a, b, c) => {
        const ra = derailmentRiskScore(a, c);
        const rb = derailmentRiskScore(b, c);
        return ra <= 2 + 1e-12 && (Math.abs(a - 3) <= Math.abs(b - 3) ? ra <= rb + 1e-12 : ra >= rb - 1e-12);
      }),
    );
  });
  it("the level starts at 62.5 / 75 / 87.5 on the 0-100 score", () => {
    expect(RISK_SCORE_100_AT).toEqual({ critical: 87.5, high: 75, moderate: 62.5 });
    // POMP of the keyed mean: a mean of 4 (agreeing with every statement) is 75 and high
    expect(riskLevel(derailmentRiskScore(4, 5, "high"))).toBe("high");
    expect(riskLevel(derailmentRiskScore(3, 5, "high"))).toBe("low");
    // under the spec's bands the same respondent was only moderate
    expect(derailmentRiskScore(4, 5, "high")).toBeLessThan(SPEC_RISK_BANDS.high);
  });
  it("collapses critical and high into the entry's 'high'", () => {
    expect(entryRisk("critical")).toBe("high");
    expect(entryRisk("high")).toBe("high");
    expect(entryRisk("moderate")).toBe("moderate");
    expect(entryRisk("low")).toBe("low");
  });
});

describe("spec §4 overall dark-side risk", () => {
  const r = (...x: EntryRisk[]) => overallDarkSideRisk(x);
  it("high with 2 or more high traits", () => {
    expect(r("high", "high", "low", "low", "low")).toBe("high");
  });
  it("moderate with exactly 1 high", () => {
    expect(r("high", "low", "low", "low", "low")).toBe("moderate");
  });
  it("moderate with 3 or more moderate, low with 2", () => {
    expect(r("moderate", "moderate", "moderate", "low", "low")).toBe("moderate");
    expect(r("moderate", "moderate", "low", "low", "low")).toBe("low");
  });
  it("low when nothing is elevated", () => expect(r("low", "low", "low", "low", "low")).toBe("low"));
});
