import { describe, expect, it } from "vitest";
import { itemsForType, scoreStoredResponse, scoringRulesForType, storageRowsFor } from "./catalog.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";

/** Answers every Likert item with f(item) and every flow item neutrally. */
function answers(typeId: string, f: (it: AssessmentItem) => number): Record<string, unknown> {
  const a: Record<string, unknown> = {};
  for (const it of itemsForType(typeId)) {
    if (it.input.type === "likert") a[it.id] = f(it);
    else if (it.input.type === "scale") a[it.id] = 10;
    else if (it.input.type === "multiple_choice" || it.input.type === "scenario") a[it.id] = 5;
    else if (it.input.type === "text") a[it.id] = "an answer";
    else a[it.id] = it.input.items.map((item, i) => ({ item, rank: i + 1 }));
  }
  return a;
}
const endorse = (it: AssessmentItem) => (it.keyed === "minus" ? 1 : 5);
const reject = (it: AssessmentItem) => (it.keyed === "minus" ? 5 : 1);
/** Answers so that every pillar-tagged statement counts 5 toward its pillar (keying and pillar direction applied). */
const pillarIdeal = (it: AssessmentItem) => (it.pillar ? ((it.keyed === "minus") !== (it.pillarDirection === -1) ? 1 : 5) : 3);
const pillarWorst = (it: AssessmentItem) => 6 - pillarIdeal(it);

describe("dark-side risks (executive, CAT-PD screen)", () => {
  it("a respondent strongly endorsing every derailment statement is critical on each derailer, whatever its confidence", () => {
    const r = scoreStoredResponse("executive", { answers: answers("executive", (it) => (it.flags.darkSide ? endorse(it) : 3)) });
    const d = r.darkSideRisks!;
    // psychopathy: 6 of its 19 items across three scales → spec confidence 2/7 + 2/5 + 2/7 = 0.971 (reported, no longer damping)
    expect(d.psychopathy).toMatchObject({ mean: 5, score: 100, riskLevel: "critical", risk: "high", manifestationType: "high_extreme", itemsAnswered: 6, itemsAsked: 6 });
    expect(d.psychopathy!.confidence).toBeCloseTo(2 / 7 + 2 / 5 + 2 / 7, 9);
    expect(d.psychopathy!.riskScore).toBe(2);
    // machiavellianism: 3 of 6 published items (confidence 0.5) reaches the same level for the same score
    expect(d.machiavellianism).toMatchObject({ riskLevel: "critical", risk: "high", riskScore: 2 });
    expect(d.narcissism!.indicators).toContain("Agreed with “Deserve special treatment from others.”");
    expect(d.narcissism!.indicators).toContain("Disagreed with “Don't enjoy being in the spotlight.”"); // minus-keyed, answered 1
    expect(r.darkSideOverallRisk).toBe("high");
  });
  it("rejecting every derailment statement is low risk with no indicators (low pole is healthy)", () => {
    const r = scoreStoredResponse("executive", { answers: answers("executive", (it) => (it.flags.darkSide ? reject(it) : 3)) });
    for (const e of Object.values(r.darkSideRisks!)) expect(e).toMatchObject({ risk: "low", riskScore: 0, score: 0, indicators: [], manifestationType: "low_extreme" });
    expect(r.darkSideOverallRisk).toBe("low");
  });
});

describe("executive profile", () => {
  it("scores the eight competencies as POMP with levels, readiness, strengths and priorities", () => {
    const r = scoreStoredResponse("executive", { answers: answers("executive", endorse) });
    const e = r.executiveProfile!;
    for (const c of Object.values(e.details)) expect(c).not.toBeNull();
    // Endorsing every item in its keyed direction maxes every competency scale: 100, Exceptional, Ready.
    expect(Object.values(e.scores).every((s) => s === 100)).toBe(true);
    expect(e.readiness).toBe("Ready");
    expect(e.strengths).toHaveLength(3);
    expect(e.priorities).toEqual([]);
    expect(e.details.innovationDrive!.confidence).toBe(1);
    expect(e.details.strategicThinking!.confidence).toBe(0.5);
    expect(e.details.stakeholderManagement!.confidence).toBe(1);
  });
});

describe("emotional regulation (organizational)", () => {
  it("scores the seven dimensions with the documented confidences", () => {
    const r = scoreStoredResponse("organizational", { answers: answers("organizational", () => 3) });
    const g = r.emotionalRegulation!;
    expect(Object.values(g.scores).every((s) => s === 50)).toBe(true);
    expect(g.overall).toBe(50);
    expect(g.overallBand).toBe("Developing");
    const c = Object.fromEntries(Object.entries(g.details).map(([k, v]) => [k, v!.confidence]));
    expect(c.selfAwareness).toBeCloseTo(0.4, 9);
    expect(c.selfManagement).toBe(1);
    expect(c.socialAwareness).toBeCloseTo(0.9, 9);
    expect(c.relationshipManagement).toBeCloseTo(4 / 9 + 0.5, 9);
    expect(c.stressTolerance).toBe(1);
    expect(c.impulseControl).toBeCloseTo(4 / 11 + 0.5, 9);
    expect(c.emotionalStability).toBeCloseTo(0.4, 9);
  });
  it("reverses neuroticism facets: low anger and vulnerability raise self-management and stress tolerance", () => {
    const high = scoreStoredResponse("organizational", { answers: answers("organizational", (it) => (it.facet === "vulnerability" ? reject(it) : 3)) });
    expect(high.emotionalRegulation!.scores.stressTolerance).toBe(100);
    expect(high.emotionalRegulation!.keyStrengths).toEqual(["stressTolerance"]);
  });
});

describe("pillars", () => {
  it("scores pillars on 1-5 with spec guidance and the type's benchmarks", () => {
    const r = scoreStoredResponse("individual", { answers: answers("individual", pillarIdeal) });
    for (const p of ["sustainable", "performance", "potential"] as const) {
      expect(r.pillars![p]).toMatchObject({ score: 5, pomp: 100, guidance: "low", standing: "top 10%" });
    }
    expect(r.pillars!.sustainable!.benchmark).toEqual({ average: 3.8, top10: 4.6, top25: 4.2 });
    expect(r.domains!.resilience!.score).toBe(5);
    // Worst Likert answers but top flow answers: performance = (16 × 1 + 3 scored flow × 5) / 19 = 1.63 → high priority
    const low = scoreStoredResponse("individual", { answers: answers("individual", pillarWorst) });
    expect(low.pillars!.performance!.score).toBeCloseTo((16 * 1 + 3 * 5) / 19, 9);
    expect(low.pillars!.performance!.guidance).toBe("high");
    // Neuroticism items count against the sustainable pillar: endorsing them lowers it.
    const anxious = scoreStoredResponse("individual", { answers: answers("individual", (it) => (it.trait === "neuroticism" ? endorse(it) : 3)) });
    const calm = scoreStoredResponse("individual", { answers: answers("individual", (it) => (it.trait === "neuroticism" ? reject(it) : 3)) });
    expect(anxious.pillars!.sustainable!.score).toBeLessThan(calm.pillars!.sustainable!.score);
  });
  it("the full IPIP-NEO-120 has no pillars", () => {
    const r = scoreStoredResponse("ipip-neo-120", { answers: answers("ipip-neo-120", () => 3) });
    expect(r.pillars).toBeUndefined();
    expect(r.emotionalRegulation).toBeUndefined();
    expect(r.darkSideRisks).toBeUndefined();
  });
});

describe("storage rows", () => {
  it("prefixes dimensions and keeps percentiles only on normed rows", () => {
    const r = scoreStoredResponse("organizational", { answers: answers("organizational", () => 4), respondent: { sex: "male", age: 35 } });
    const rows = storageRowsFor(r);
    const prefixes = new Set(rows.map((x) => x.dimension.split("_")[0]));
    expect(prefixes).toEqual(new Set(["ocean", "facet", "pillar", "domain", "regulation", "darkside"]));
    expect(rows.filter((x) => x.dimension.startsWith("ocean_"))).toHaveLength(5);
    expect(rows.filter((x) => x.dimension.startsWith("facet_"))).toHaveLength(30);
    for (const row of rows) {
      const normed = row.dimension.startsWith("ocean_") || row.dimension.startsWith("facet_");
      expect(row.percentile === null).toBe(!normed);
      expect(row.stanine === null).toBe(!normed);
      expect(row.scoringRules.normGroup).toBe(normed ? "male-21-40" : null);
      expect(row.scoringRules.itemBankVersion).toBe(scoringRulesForType("organizational").itemBankVersion);
    }
    const o = rows.find((x) => x.dimension === "ocean_openness")!;
    expect(o.score).toBe(r.traits.openness!.t);
    expect(o.rawScore).toBe(r.raw.openness);
  });
});

describe("leniency of the engine (spec §5) versus absent answers", () => {
  it("clamps out-of-range answers, counts non-numeric as 3, and skips absent ones", () => {
    const ids = itemsForType("ipip-neo-120").map((i) => i.id);
    const base = Object.fromEntries(ids.map((id) => [id, 3]));
    const a = scoreStoredResponse("ipip-neo-120", { answers: { ...base, [ids[0]]: 9 } });
    const b = scoreStoredResponse("ipip-neo-120", { answers: { ...base, [ids[0]]: 5 } });
    expect(a.raw.neuroticism).toBe(b.raw.neuroticism);
    const c = scoreStoredResponse("ipip-neo-120", { answers: { ...base, [ids[0]]: "n/a" } });
    expect(c.raw.neuroticism).toBe(72);
    const d = scoreStoredResponse("ipip-neo-120", { answers: { ...base, [ids[0]]: undefined, unknown: 5 } });
    expect(d.traits.neuroticism!.itemsAnswered).toBe(23);
    expect(d.facets!.anxiety!.confidence).toBe(0.75);
  });
});
