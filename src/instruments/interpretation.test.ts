/**
 * Interpretation that agrees with the numbers, on the shipped forms: derailer levels reachable and tied to
 * their 0-100 scores, the minimum-data rule, and direction-aware lists, labels and colours.
 */
import { describe, expect, it } from "vitest";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import { RISK_SCORE_100_AT } from "../domain/psychometrics/derailment.ts";
import { DARK_SIDE_MAP, DARK_SIDE_TRAITS, type DarkSideTrait } from "../domain/psychometrics/dimension-map.ts";
import { FACETS } from "../domain/psychometrics/facets.ts";
import { itemsForType, scoreStoredResponse } from "./catalog.ts";

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

/** The derailer an item feeds (by its CAT-PD scale), or null. */
function derailerOf(it: AssessmentItem): DarkSideTrait | null {
  for (const t of DARK_SIDE_TRAITS) if (it.scales.some((m) => DARK_SIDE_MAP[t].sources.some((s) => s.scale === m.scale))) return t;
  return null;
}

/** Answers a type: `dark(item, derailer)` gives the keyed value (1-5) of derailer items, other Likert items `rest()`. */
function answer(typeId: string, dark: (it: AssessmentItem, t: DarkSideTrait) => number | undefined, rest: (it: AssessmentItem) => number | undefined): Record<string, unknown> {
  const a: Record<string, unknown> = {};
  for (const it of itemsForType(typeId)) {
    const input = it.input;
    if (input.type !== "likert") {
      if (input.type === "scale") a[it.id] = input.min;
      else if (input.type === "text") a[it.id] = "text";
      else if (input.type === "ranking") a[it.id] = input.items.map((x, k) => ({ item: x, rank: k + 1 }));
      else a[it.id] = input.options[0].value;
      continue;
    }
    const t = derailerOf(it);
    const keyed = t ? dark(it, t) : rest(it);
    if (keyed === undefined) continue;
    // keyed value → raw answer (a minus-keyed statement is endorsed by disagreeing)
    a[it.id] = t && it.keyed === "minus" ? 6 - keyed : keyed;
  }
  return a;
}

describe("derailer levels are reachable and agree with their 0-100 scores", () => {
  for (const typeId of ["executive", "organizational"]) {
    it(`${typeId}: endorsing (agree, keyed 4) every statement of one derailer makes it high; the others stay low`, () => {
      for (const target of DARK_SIDE_TRAITS) {
        const r = scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            (_, t) => (t === target ? 4 : 3),
            () => 3,
          ),
        });
        for (const t of DARK_SIDE_TRAITS) expect(`${t}: ${r.darkSideRisks![t]!.risk}`).toBe(`${t}: ${t === target ? "high" : "low"}`);
        expect(r.darkSideRisks![target]).toMatchObject({ score: 75, riskLevel: "high" });
        expect(r.darkSideOverallRisk).toBe("moderate");
      }
    });
    it(`${typeId}: every level (low, moderate, high, critical) is reachable on every derailer`, () => {
      for (const [keyed, level] of [
        [3, "low"],
        [4, "high"],
        [5, "critical"],
      ] as const) {
        const r = scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            () => keyed,
            () => 3,
          ),
        });
        for (const t of DARK_SIDE_TRAITS) expect(`${t}: ${r.darkSideRisks![t]!.riskLevel}`).toBe(`${t}: ${level}`);
      }
      // moderate: alternate agree (4) and neutral (3) within each derailer, so the keyed mean is 3.5 or just above
      const count = new Map<DarkSideTrait, number>();
      const r = scoreStoredResponse(typeId, {
        answers: answer(
          typeId,
          (_, t) => {
            const k = (count.get(t) ?? 0) + 1;
            count.set(t, k);
            return k % 2 === 1 ? 4 : 3;
          },
          () => 3,
        ),
      });
      for (const t of DARK_SIDE_TRAITS) expect(`${t}: ${r.darkSideRisks![t]!.riskLevel}`).toBe(`${t}: moderate`);
    });
    it(`${typeId}: overall is low for a neutral respondent, moderate with one high derailer, high when most are endorsed`, () => {
      expect(
        scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            () => 3,
            () => 3,
          ),
        }).darkSideOverallRisk,
      ).toBe("low");
      expect(
        scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            () => 1,
            () => 3,
          ),
        }).darkSideOverallRisk,
      ).toBe("low");
      const three = new Set<DarkSideTrait>(["narcissism", "machiavellianism", "perfectionism"]);
      expect(
        scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            (_, t) => (three.has(t) ? 4 : 2),
            () => 3,
          ),
        }).darkSideOverallRisk,
      ).toBe("high");
      expect(
        scoreStoredResponse(typeId, {
          answers: answer(
            typeId,
            () => 4,
            () => 3,
          ),
        }).darkSideOverallRisk,
      ).toBe("high");
    });
  }
  it("for random answers, every level follows the score with the same thresholds on every derailer", () => {
    const rnd = prng(99);
    const levelOf = (score: number) =>
      score >= RISK_SCORE_100_AT.critical - 1e-9 ? "critical" : score >= RISK_SCORE_100_AT.high - 1e-9 ? "high" : score >= RISK_SCORE_100_AT.moderate - 1e-9 ? "moderate" : "low";
    for (let k = 0; k < 60; k++) {
      const lean = rnd();
      const r = scoreStoredResponse("executive", {
        answers: answer(
          "executive",
          () => (rnd() < lean ? 4 + Math.floor(rnd() * 2) : 1 + Math.floor(rnd() * 5)),
          () => 3,
        ),
      });
      for (const t of DARK_SIDE_TRAITS) {
        const e = r.darkSideRisks![t]!;
        expect(e.riskLevel, `${t} score ${e.score}`).toBe(levelOf(e.score));
      }
    }
  });
  it("a derailer with fewer than half of its screen items answered has no level and says so", () => {
    // narcissism: 4 screen items; answer 1 of them
    let seen = 0;
    const r = scoreStoredResponse("executive", {
      answers: answer(
        "executive",
        (_, t) => (t === "narcissism" ? (seen++ === 0 ? 5 : undefined) : 3),
        () => 3,
      ),
    });
    expect(r.darkSideRisks!.narcissism).toBeNull();
    expect(r.notEnough!.darkSide.narcissism).toEqual({ itemsAnswered: 1, itemsAsked: 4, itemsFullForm: 4, minimumItems: 2 });
  });
});

describe("minimum-data rule (half of a scale's full-form items)", () => {
  const neoItems = itemsForType("ipip-neo-120");
  const only = (pred: (it: AssessmentItem) => boolean, v: (it: AssessmentItem) => number) => Object.fromEntries(neoItems.filter(pred).map((it) => [it.id, v(it)]));

  it("one answered Neuroticism item gives no percentile, stanine or label, and N is left out of lists and archetypes", () => {
    const first = neoItems.find((it) => it.trait === "neuroticism")!;
    const answers = {
      ...only(
        (it) => it.trait !== "neuroticism",
        (it) => (it.keyed === "minus" ? 1 : 5),
      ),
      [first.id]: 5,
    };
    const r = scoreStoredResponse("ipip-neo-120", { answers });
    expect(r.traits.neuroticism).toBeNull();
    expect(r.percentile.neuroticism).toBeNull();
    expect(r.stanine.neuroticism).toBeNull();
    expect(r.notEnough!.traits.neuroticism).toEqual({ itemsAnswered: 1, itemsAsked: 24, itemsFullForm: 24, minimumItems: 12 });
    expect(r.notEnough!.facets[first.facet!]).toMatchObject({ itemsAnswered: 1, minimumItems: 2 });
    expect([...r.profile.strongest, ...r.profile.development]).not.toContain("neuroticism");
    expect(r.profile.archetypes).toEqual([]);
  });
  it("11 of 24 items is not enough for a domain, 12 is; 1 of 4 is not enough for a facet, 2 is", () => {
    const n = neoItems.filter((it) => it.trait === "neuroticism");
    const keep = (k: number) =>
      new Set(
        FACETS.filter((f) => f.trait === "neuroticism")
          .flatMap((f) => n.filter((it) => it.facet === f.key).slice(0, k))
          .map((it) => it.id),
      );
    const two = keep(2); // 12 items, 2 per facet
    const r12 = scoreStoredResponse("ipip-neo-120", {
      answers: only(
        (it) => two.has(it.id),
        () => 4,
      ),
    });
    expect(r12.traits.neuroticism).toMatchObject({ itemsAnswered: 12, proratedBecause: "skipped", approximate: true });
    const eleven = new Set([...two].slice(1));
    const r11 = scoreStoredResponse("ipip-neo-120", {
      answers: only(
        (it) => eleven.has(it.id),
        () => 4,
      ),
    });
    expect(r11.traits.neuroticism).toBeNull();
    const facetWithOne = FACETS.find((f) => f.trait === "neuroticism" && n.filter((it) => it.facet === f.key && eleven.has(it.id)).length === 1)!;
    expect(r11.facets![facetWithOne.key]).toBeNull();
    expect(r11.notEnough!.facets[facetWithOne.key]).toMatchObject({ itemsAnswered: 1, minimumItems: 2 });
  });
  it("a short form says the form asked fewer items; a full form with skips says items were skipped", () => {
    const rnd = prng(5);
    const ind = Object.fromEntries(itemsForType("individual").map((it) => [it.id, it.input.type === "likert" ? 1 + Math.floor(rnd() * 5) : it.input.type === "text" ? "x" : 3]));
    const short = scoreStoredResponse("individual", { answers: ind });
    expect(short.traits.openness).toMatchObject({ itemsAsked: 12, itemsAnswered: 12, proratedBecause: "shortForm", approximate: true });
    expect(short.notes.some((n) => n.startsWith("This form asks fewer IPIP-NEO-120 items"))).toBe(true);
    const firstO = neoItems.find((it) => it.trait === "openness")!;
    const skipped = scoreStoredResponse("ipip-neo-120", {
      answers: only(
        (it) => it.id !== firstO.id,
        () => 1 + Math.floor(rnd() * 5),
      ),
    });
    expect(skipped.traits.openness).toMatchObject({ itemsAsked: 24, itemsAnswered: 23, proratedBecause: "skipped", approximate: true });
    expect(skipped.traits.conscientiousness).toMatchObject({ itemsAnswered: 24, proratedBecause: null, approximate: false });
    expect(skipped.notes.some((n) => n.startsWith("Some openness items were left unanswered"))).toBe(true);
    expect(skipped.notes.some((n) => n.startsWith("This form asks fewer"))).toBe(false);
  });
});

describe("direction-aware interpretation of a high-Neuroticism respondent", () => {
  it("Neuroticism and its facets read high as a concern; N is a development area, never a strength", () => {
    const rnd = prng(3);
    // random but N-leaning answers: N statements endorsed in their keyed direction, the rest random
    const answers = Object.fromEntries(
      itemsForType("ipip-neo-120").map((it) => {
        const v = it.trait === "neuroticism" ? (rnd() < 0.8 ? 5 : 4) : 1 + Math.floor(rnd() * 5);
        return [it.id, it.trait === "neuroticism" && it.keyed === "minus" ? 6 - v : v];
      }),
    );
    const r = scoreStoredResponse("ipip-neo-120", { answers, respondent: { sex: "male", age: 30 } });
    const n = r.traits.neuroticism!;
    expect(n.percentile).toBeGreaterThanOrEqual(90);
    expect(n).toMatchObject({ label: "Very High", colour: "orange", polarity: "low" });
    expect(r.profile.strongest).not.toContain("neuroticism");
    expect(r.profile.development[0]).toBe("neuroticism");
    for (const f of FACETS.filter((x) => x.trait === "neuroticism")) {
      const s = r.facets![f.key]!;
      expect(s.label).not.toBe("Exceptional");
      if (s.percentile >= 75) expect(s.colour, f.key).toBe("orange");
    }
    expect(r.profile.strongest.filter((t) => r.profile.development.includes(t))).toEqual([]);
  });
});
