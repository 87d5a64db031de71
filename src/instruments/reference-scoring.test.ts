/**
 * Reference test: Big Five scoring with the real IPIP-NEO-120 key (@bigfive-org/questions) against a hand
 * computation from Johnson's norms. Norm figures are quoted from ipip-neo-120-norms.ts (Johnson's raw-sum
 * norms); percentile P(T) = 210.335958661391 − 16.7379362643389 T + 0.405936512733332 T² − 0.00270624341822222 T³
 * for 32 ≤ T ≤ 73 (1 below, 99 above), rounded.
 *
 * Keying counts per domain (plus/minus) in the IPIP-NEO-120, from facet_map.tsv:
 *   N 17/7, E 18/6, O 12/12, A 7/17, C 11/13.
 */
import { describe, expect, it } from "vitest";
import { itemsForType, scoreStoredResponse } from "./catalog.ts";

function answerAll(typeId: string, likert: number): Record<string, unknown> {
  const a: Record<string, unknown> = {};
  for (const it of itemsForType(typeId)) {
    if (it.input.type === "likert") a[it.id] = likert;
    else if (it.input.type === "scale") a[it.id] = 5;
    else if (it.input.type === "text") a[it.id] = "reference";
    else if (it.input.type === "ranking") a[it.id] = it.input.items.map((item, i) => ({ item, rank: i + 1 }));
    else a[it.id] = 3;
  }
  return a;
}

describe("Big Five reference: every item answered 3, woman aged 30 (norm: women between 21 and 40)", () => {
  // Every keyed value is 3 (6 − 3 = 3), so each domain raw = 24 × 3 = 72 and each facet raw = 4 × 3 = 12.
  const r = scoreStoredResponse("ipip-neo-120", { answers: answerAll("ipip-neo-120", 3), respondent: { sex: "female", age: 30 } });
  it("uses the matching norm group", () => expect(r.normGroup).toMatchObject({ id: "female-21-40", label: "women between 21 and 40 years old", pooled: false }));
  it.each([
    // trait, T by hand, percentile, stanine
    // N: 50 + 10 × (72 − 72.14) / 16.16 = 49.9134 → P = 49.69 → 50 → stanine 5 (40 ≤ 50 < 60)
    ["neuroticism", 49.9134, 50, 5],
    // E: 50 + 10 × (72 − 80.78) / 14.64 = 44.0027 → P = 29.24 → 29 → stanine 4 (23 ≤ 29 < 40)
    ["extraversion", 44.0027, 29, 4],
    // O: 50 + 10 × (72 − 88.25) / 12.15 = 36.6255 → P = 8.876 → 9 → stanine 2 (4 ≤ 9 < 11)
    ["openness", 36.6255, 9, 2],
    // A: 50 + 10 × (72 − 91.91) / 11.39 = 32.5198 → P = 2.2445 → 2 → stanine 1
    ["agreeableness", 32.5198, 2, 1],
    // C: 50 + 10 × (72 − 87.57) / 13.87 = 38.7743 → P = 13.877 → 14 → stanine 3 (11 ≤ 14 < 23)
    ["conscientiousness", 38.7743, 14, 3],
  ] as const)("%s: T %s, percentile %s, stanine %s", (trait, t, p, s) => {
    expect(r.raw[trait]).toBe(72);
    expect(r.traits[trait]!.t).toBeCloseTo(t, 3);
    expect(r.percentile[trait]).toBe(p);
    expect(r.stanine[trait]).toBe(s);
  });
});

describe("Big Five reference: every item answered 5, man aged 50 (norm: men between 41 and 60)", () => {
  // Plus-keyed items score 5, minus-keyed 1: raw = 5 × plus + 1 × minus.
  const r = scoreStoredResponse("ipip-neo-120", { answers: answerAll("ipip-neo-120", 5), respondent: { sex: "male", age: 50 } });
  it.each([
    // N: 5 × 17 + 7 = 92; T = 50 + 10 × (92 − 64.11) / 16.04 = 67.3878 → P = 97.65 → 98 → stanine 9 (≥ 96)
    ["neuroticism", 92, 67.3878, 98, 9],
    // E: 5 × 18 + 6 = 96; T = 50 + 10 × (96 − 77.06) / 14.31 = 63.2355 → P = 90.83 → 91 → stanine 8 (89 ≤ 91 < 96)
    ["extraversion", 96, 63.2355, 91, 8],
    // O: 5 × 12 + 12 = 72; T = 50 + 10 × (72 − 83.04) / 13.05 = 41.5402 → P = 21.53 → 22 → stanine 3 (11 ≤ 22 < 23)
    ["openness", 72, 41.5402, 22, 3],
    // A: 5 × 7 + 17 = 52; T = 50 + 10 × (52 − 88.33) / 11.76 = 19.1071 < 32 → percentile 1 → stanine 1
    ["agreeableness", 52, 19.1071, 1, 1],
    // C: 5 × 11 + 13 = 68; T = 50 + 10 × (68 − 91.27) / 13.35 = 32.5693 → P = 2.298 → 2 → stanine 1
    ["conscientiousness", 68, 32.5693, 2, 1],
  ] as const)("%s: raw %s, T %s, percentile %s, stanine %s", (trait, raw, t, p, s) => {
    expect(r.raw[trait]).toBe(raw);
    expect(r.traits[trait]!.t).toBeCloseTo(t, 3);
    expect(r.percentile[trait]).toBe(p);
    expect(r.stanine[trait]).toBe(s);
  });
});

describe("Facet reference: every item answered 4, woman aged 70 (norm: women over 60)", () => {
  const r = scoreStoredResponse("ipip-neo-120", { answers: answerAll("ipip-neo-120", 4), respondent: { sex: "F", age: 70 } });
  it("Cautiousness C6 (0/4 keyed): raw 4 × (6 − 4) = 8; T = 50 + 10 × (8 − 15.11) / 3.66 = 30.574 < 32 → 1", () => {
    expect(r.facets!.deliberation).toMatchObject({ raw: 8, percentile: 1, stanine: 1, label: "Very Low", colour: "orange" });
    expect(r.facets!.deliberation!.t).toBeCloseTo(30.5738, 3);
  });
  it("Anxiety N1 (4/0 keyed): raw 16; T = 50 + 10 × (16 − 11.39) / 3.61 = 62.7701 → P = 89.81 → 90 → Very High (low end desirable), orange, stanine 8", () => {
    expect(r.facets!.anxiety).toMatchObject({ raw: 16, percentile: 90, stanine: 8, label: "Very High", colour: "orange", polarity: "low" });
    expect(r.facets!.anxiety!.t).toBeCloseTo(62.7701, 3);
  });
  it("Excitement-Seeking E5 (4/0 keyed): raw 16; T = 50 + 10 × (16 − 10.08) / 3.20 = 68.5 → P = 98.70 → 99, stanine 9", () => {
    expect(r.facets!.excitementSeeking).toMatchObject({ raw: 16, percentile: 99, stanine: 9 });
    expect(r.facets!.excitementSeeking!.t).toBeCloseTo(68.5, 9);
  });
});

describe("General norm reference: every item answered 3, no sex or age", () => {
  it("Openness: pooled mean 85.035, pooled SD 12.815486 (norms.test.ts); T = 50 + 10 × (72 − 85.035) / 12.815486 = 39.8287 → P = 16.65 → 17, stanine 3", () => {
    const r = scoreStoredResponse("ipip-neo-120", { answers: answerAll("ipip-neo-120", 3) });
    expect(r.normGroup.id).toBe("general");
    expect(r.normGroup.pooled).toBe(true);
    expect(r.traits.openness!.t).toBeCloseTo(39.8287, 3);
    expect(r.percentile.openness).toBe(17);
    expect(r.stanine.openness).toBe(3);
  });
});

describe("Short-form reference (individual: 2 items per facet), every statement answered 5, woman aged 30", () => {
  // The core keeps the first plus- and first minus-keyed item of each facet (first two when one key only).
  // Openness: O1 (4/0) → 5 + 5; O2, O3, O6 (2/2), O4, O5 (1/3) → 5 + 1 each → 10 + 5 × 6 = 40 over 12 items.
  // Prorated raw = 40 × 24 / 12 = 80; T = 50 + 10 × (80 − 88.25) / 12.15 = 43.2099 → P = 26.68 → 27, stanine 4.
  // Neuroticism: N1 (4/0) → 10, N2-N6 each one plus and one minus → 6 each → 40 → prorated 80;
  // T = 50 + 10 × (80 − 72.14) / 16.16 = 54.8639 → P = 66.999 → 67, stanine 6 (60 ≤ 67 < 77).
  const r = scoreStoredResponse("individual", { answers: answerAll("individual", 5), respondent: { sex: "female", age: 30 } });
  it("prorates, norms and says so", () => {
    expect(r.traits.openness).toMatchObject({ raw: 80, itemsAnswered: 12, itemsFullForm: 24, prorated: true, confidence: 0.5, percentile: 27, stanine: 4 });
    expect(r.traits.openness!.t).toBeCloseTo(43.2099, 3);
    expect(r.traits.neuroticism).toMatchObject({ raw: 80, percentile: 67, stanine: 6 });
    expect(r.facets!.fantasy).toMatchObject({ raw: 20, itemsAnswered: 2, prorated: true, confidence: 0.5, critical: false });
    expect(r.coverage).toMatchObject({ percent: 100, band: "good", criticalFacets: [] });
    expect(r.notes.join(" ")).toMatch(/prorated/);
  });
});
