import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IPIP_NEO_120_NORM_GROUPS } from "./data/ipip-neo-120-norms.ts";
import { GENERAL_NORM, NORM_TABLES, normById, normIndexOfDomain, normaliseSex, percentileFromT, poolNorms, prorateRaw, selectNorm, tFromRaw } from "./norms.ts";

describe("norm group choice (Johnson's 8 sex × age groups, else pooled general)", () => {
  it.each([
    [{ sex: "female", age: 20 }, "female-under-21"],
    [{ sex: "F", age: 21 }, "female-21-40"],
    [{ sex: "female", age: 40 }, "female-21-40"],
    [{ sex: "female", age: 41 }, "female-41-60"],
    [{ sex: "female", age: 60 }, "female-41-60"],
    [{ sex: "female", age: 61 }, "female-over-60"],
    [{ sex: "male", age: 20.9 }, "male-under-21"],
    [{ sex: "M", age: 40 }, "male-21-40"],
    [{ sex: "man", age: 41 }, "male-41-60"],
    [{ sex: "male", age: 61 }, "male-over-60"],
    [{ sex: "male", age: 95 }, "male-over-60"],
  ])("%o → %s", (respondent, id) => {
    expect(selectNorm(respondent).id).toBe(id);
  });
  it("falls back to the pooled general norm when sex or age is missing or unusable", () => {
    for (const r of [undefined, {}, { sex: "female" }, { age: 30 }, { sex: "other", age: 30 }, { sex: "female", age: NaN }, { sex: "female", age: -1 }, { sex: null, age: null }]) {
      expect(selectNorm(r).id).toBe("general");
    }
  });
  it("normalises sex answers", () => {
    expect(normaliseSex(" Female ")).toBe("female");
    expect(normaliseSex("m")).toBe("male");
    expect(normaliseSex("nonbinary")).toBeNull();
  });
  it("looks norms up by id", () => {
    expect(normById("general")).toBe(GENERAL_NORM);
    expect(normById("male-41-60")?.label).toBe("men between 41 and 60 years of age");
    expect(normById("nope")).toBeUndefined();
  });
});

describe("norm group labels say the ages the product puts in each group", () => {
  it("each Johnson group's label names the youngest and oldest age that selectNorm assigns to it", () => {
    for (const table of NORM_TABLES) {
      const sex = table.id.startsWith("female") ? "female" : "male";
      let youngest = Infinity;
      let oldest = -Infinity;
      for (let age = 0; age <= 120; age++) {
        if (selectNorm({ sex, age }).id !== table.id) continue;
        youngest = Math.min(youngest, age);
        oldest = Math.max(oldest, age);
      }
      const who = sex === "female" ? "women" : "men";
      const expected = youngest === 0 ? `${who} under ${oldest + 1}` : oldest === 120 ? `${who} over ${youngest - 1}` : `${who} between ${youngest} and ${oldest}`;
      expect(table.label.startsWith(`${expected} years`), `${table.id}: "${table.label}" should read "${expected} …"`).toBe(true);
    }
  });
});

describe("pooled general norm (equal weights; within-group variance + between-group mean variance)", () => {
  it("matches a hand computation for the Openness domain", () => {
    // Group O means: 85.98, 86.51, 83.04, 79.78, 89.01, 88.25, 86.15, 81.56 → mean 680.28 / 8 = 85.035
    // Group O SDs: 12.37, 12.65, 13.05, 12.21, 11.84, 12.15, 12.62, 12.66
    // Variance = mean(sd²) + mean((m − 85.035)²) = 154.97176 + 9.26493 = 164.23669 → SD √164.23669 = 12.81549
    const o = normIndexOfDomain("O");
    expect(GENERAL_NORM.mean[o]).toBeCloseTo(85.035, 6);
    expect(GENERAL_NORM.sd[o]).toBeCloseTo(12.815486, 5);
  });
  it("pooled SD is never below the root-mean-square of the group SDs", () => {
    for (let i = 0; i < 35; i++) {
      const rms = Math.sqrt(NORM_TABLES.reduce((a, t) => a + t.sd[i] * t.sd[i], 0) / NORM_TABLES.length);
      expect(GENERAL_NORM.sd[i]).toBeGreaterThanOrEqual(rms - 1e-12);
    }
  });
  it("pooling one table returns it unchanged", () => {
    const p = poolNorms([NORM_TABLES[0]], "x", "x");
    expect(Array.from(p.mean)).toEqual(Array.from(NORM_TABLES[0].mean));
    expect(Array.from(p.sd)).toEqual(Array.from(NORM_TABLES[0].sd).map((s) => Math.sqrt(s * s)));
  });
  it("carries all 8 published groups with 30 facets and 5 domains each", () => {
    expect(IPIP_NEO_120_NORM_GROUPS).toHaveLength(8);
    for (const t of NORM_TABLES) for (let i = 0; i < 35; i++) expect(t.sd[i]).toBeGreaterThan(0);
  });
});

describe("T = 50 + 10 (raw − mean) / sd and Johnson's percentile", () => {
  it("computes T", () => {
    expect(tFromRaw(72.14, 72.14, 16.16)).toBe(50);
    expect(tFromRaw(88.3, 72.14, 16.16)).toBeCloseTo(60, 12);
  });
  it("uses 1 below T 32 and 99 above T 73", () => {
    expect(percentileFromT(31.9999)).toBe(1);
    expect(percentileFromT(-100)).toBe(1);
    expect(percentileFromT(73.0001)).toBe(99);
    expect(percentileFromT(500)).toBe(99);
  });
  it("applies the cubic inside [32, 73] and rounds", () => {
    // P(32) = 210.335958661391 − 16.7379362643389·32 + 0.405936512733332·1024 − 0.00270624341822222·32768 = 1.723 → 2
    expect(percentileFromT(32)).toBe(2);
    // P(50) = 210.3360 − 836.8968 + 1014.8413 − 338.2804 = 50.000 → 50
    expect(percentileFromT(50)).toBe(50);
    // P(60) = 82.883 → 83 ; P(40) = 17.117 → 17
    expect(percentileFromT(60)).toBe(83);
    expect(percentileFromT(40)).toBe(17);
    // P(73) = 98.928 → 99 (the cubic dips after its peak at T ≈ 70.9; rounding keeps it at 99)
    expect(percentileFromT(73)).toBe(99);
    expect(percentileFromT(71)).toBe(99);
  });
  it("stays within 1-99 and never decreases as T rises (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 150, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (t, d) => {
        const a = percentileFromT(t);
        const b = percentileFromT(t + d);
        return a >= 1 && a <= 99 && Number.isInteger(a) && b >= a;
      }),
    );
  });
  it("NaN in, NaN out", () => {
    expect(percentileFromT(NaN)).toBeNaN();
  });
});

describe("prorating short forms to the full-form scale", () => {
  it("scales a sum by full length / answered", () => {
    expect(prorateRaw(8, 2, 4)).toBe(16);
    expect(prorateRaw(45, 12, 24)).toBe(90);
    expect(prorateRaw(10, 4, 4)).toBe(10);
    expect(prorateRaw(0, 0, 4)).toBeNaN();
  });
});
