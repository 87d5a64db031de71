import { describe, expect, it } from "vitest";
import { pomp } from "./bands.ts";
import { analyseDarkSide, analysisManifestation, overallRiskLevel, selfOtherFacets, type DarkSideReport } from "./dark-side-analysis.ts";
import { stressBand } from "./dark-side-bands.ts";
import { planned, prng, randomResult, withFacets } from "./dark-side.fixture.ts";
import { ACTION_BY_LEVEL, DERAILER_ITEMS, STRESS_ACTION } from "./dark-side-interventions.ts";
import { entryRisk, type RiskLevel } from "./derailment.ts";
import { DARK_SIDE_TRAITS } from "./dimension-map.ts";
import type { ScoreResult } from "./result-types.ts";

const report = (r: ScoreResult, others?: Parameters<typeof analyseDarkSide>[1]): DarkSideReport => {
  const out = analyseDarkSide(r, others);
  if (!out) throw new Error("expected an analysis");
  return out;
};

const ALL = (k: number) => Object.fromEntries(DARK_SIDE_TRAITS.map((t) => [t, k]));

describe("which results have an analysis", () => {
  it("is null for a type without the derailer screen", () => {
    expect(analyseDarkSide(planned("individual"))).toBeNull();
    expect(analyseDarkSide(planned("ipip-neo-120"))).toBeNull();
  });
  it("is null when no derailer had enough answers, and leaves an unscored derailer out", () => {
    const r = planned("executive");
    expect(analyseDarkSide({ ...r, darkSideRisks: Object.fromEntries(DARK_SIDE_TRAITS.map((t) => [t, null])) as ScoreResult["darkSideRisks"] })).toBeNull();
    const partial = report({ ...r, darkSideRisks: { ...r.darkSideRisks!, psychopathy: null } });
    expect(Object.keys(partial.darkSideAnalysis.darkSideRisk.traitRisks)).toEqual(["narcissism", "machiavellianism", "perfectionism", "micromanagement"]);
  });
  it("exists for the executive and organizational types", () => {
    expect(analyseDarkSide(planned("executive"))).not.toBeNull();
    expect(analyseDarkSide(planned("organizational"))).not.toBeNull();
  });
});

describe("trait risks follow the derailer score (CAT-PD-SF, derailment.ts bands)", () => {
  it("agreeing (keyed 4) with every statement is high with a warning; strongly agreeing (5) is critical and high_extreme", () => {
    const high = report(planned("executive", { derailer: ALL(4) })).darkSideAnalysis.darkSideRisk;
    const critical = report(planned("executive", { derailer: ALL(5) })).darkSideAnalysis.darkSideRisk;
    for (const t of DARK_SIDE_TRAITS) {
      expect(high.traitRisks[t]).toMatchObject({ riskLevel: "high", manifestationType: "warning", score: 75 });
      expect(high.traitRisks[t]!.primaryConcerns.length).toBeGreaterThan(0);
      expect(high.traitRisks[t]!.impactAreas).toEqual([0, 1, 2].slice(0, DERAILER_ITEMS[t].impactAreas));
      expect(critical.traitRisks[t]).toMatchObject({ riskLevel: "critical", manifestationType: "high_extreme", score: 100 });
    }
    expect(high.overallRisk).toBe("high");
    expect(critical.overallRisk).toBe("critical");
  });
  it("neutral (3) and disagreeing (1) are low with no concerns: the healthy low pole never reads low_extreme", () => {
    for (const k of [3, 1]) {
      const risk = report(planned("executive", { derailer: ALL(k) })).darkSideAnalysis.darkSideRisk;
      expect(risk.overallRisk).toBe("low");
      for (const t of DARK_SIDE_TRAITS) expect(risk.traitRisks[t]).toMatchObject({ riskLevel: "low", manifestationType: "none", primaryConcerns: [], impactAreas: [] });
    }
  });
  it("places the moderate edge at 62.5 (mean 3.5): 62.5 is moderate, 56.25 is low", () => {
    const at = report(planned("executive", { derailer: { narcissism: (i) => (i % 2 ? 3 : 4) } })).darkSideAnalysis.darkSideRisk.traitRisks.narcissism!;
    const below = report(planned("executive", { derailer: { narcissism: (i) => (i === 0 ? 4 : 3) } })).darkSideAnalysis.darkSideRisk.traitRisks.narcissism!;
    expect(at).toMatchObject({ score: 62.5, riskLevel: "moderate", manifestationType: "none", primaryConcerns: [] });
    expect(below).toMatchObject({ score: 56.25, riskLevel: "low" });
  });
  it("manifestation: spec thresholds on the mean, the low extreme read as healthy on a unipolar scale", () => {
    expect(analysisManifestation(4.5, "high")).toBe("high_extreme");
    expect(analysisManifestation(4.49, "high")).toBe("warning");
    expect(analysisManifestation(3.8, "high")).toBe("warning");
    expect(analysisManifestation(3.79, "high")).toBe("none");
    expect(analysisManifestation(1.5, "high")).toBe("none");
    expect(analysisManifestation(1.5, "both")).toBe("low_extreme");
  });
});

describe("overall risk: spec §4, raised to critical only with breadth and an extreme", () => {
  it.each<[RiskLevel[], RiskLevel]>([
    [["critical", "critical", "low", "low", "low"], "critical"],
    [["critical", "high", "low", "low", "low"], "critical"],
    [["high", "high", "low", "low", "low"], "high"],
    [["critical", "low", "low", "low", "low"], "moderate"],
    [["high", "low", "low", "low", "low"], "moderate"],
    [["moderate", "moderate", "moderate", "low", "low"], "moderate"],
    [["moderate", "moderate", "low", "low", "low"], "low"],
    [["low", "low", "low", "low", "low"], "low"],
  ])("%j → %s", (levels, overall) => expect(overallRiskLevel(levels)).toBe(overall));
  it("one critical derailer alone is moderate overall", () => {
    const r = report(planned("executive", { derailer: { machiavellianism: 5 } })).darkSideAnalysis.darkSideRisk;
    expect(r.traitRisks.machiavellianism!.riskLevel).toBe("critical");
    expect(r.overallRisk).toBe("moderate");
  });
});

describe("stress response from the Neuroticism facets (Johnson 2014 percentiles and T)", () => {
  const base = planned("executive");
  const stressOf = (anxiety: number, vulnerability: number) =>
    report(withFacets(base, { anxiety: { percentile: anxiety }, vulnerability: { percentile: vulnerability } })).darkSideAnalysis.stressResponse.stressProneness;
  it.each([
    [80, 80, 8, "red"],
    [79, 80, 8, "red"],
    [79, 79, 7.9, "orange"],
    [60, 60, 6, "orange"],
    [59, 59, 5.9, "yellow"],
    [40, 40, 4, "yellow"],
    [39, 39, 3.9, "green"],
    [1, 1, 0.1, "green"],
    [99, 99, 9.9, "red"],
  ])("N1 %s and N6 %s → %s (%s)", (a, v, level, band) => {
    expect(stressOf(a, v)).toBe(level);
    expect(stressBand(level)).toBe(band);
  });
  it("is the mean of the result's own N1 and N6 percentiles ÷ 10", () => {
    const r = report(base).darkSideAnalysis.stressResponse;
    expect(r.stressProneness).toBe(Math.round((base.facets!.anxiety!.percentile + base.facets!.vulnerability!.percentile) / 2) / 10);
  });
  it("is null, not a guess, when a facet is missing", () => {
    const r = report({ ...base, facets: { ...base.facets!, vulnerability: null } });
    expect(r.darkSideAnalysis.stressResponse.stressProneness).toBeNull();
    expect(r.basis.stressProneness).toBeNull();
    const noFacets = report({ ...base, facets: undefined }).darkSideAnalysis;
    expect(noFacets.stressResponse).toMatchObject({ stressProneness: null, adaptiveCapacity: null, maladaptivePatterns: [] });
    // the executive Team Development score is still measured, so impact on others stands on it alone
    expect(Object.keys(noFacets.behavioralIndicators.impactOnOthers)).toEqual(["teamDevelopment"]);
    const bare = report({ ...base, facets: undefined, executiveProfile: undefined }).darkSideAnalysis;
    expect(bare.behavioralIndicators.impactOnOthers).toEqual({});
  });
  it("adaptive capacity is the mean POMP of N6 reversed, C1 and O4 (plus Emotional Stability and Self-Management where asked)", () => {
    const f = base.facets!;
    const expected = Math.round((100 - pomp(f.vulnerability!.mean) + pomp(f.competence!.mean) + pomp(f.actions!.mean)) / 3);
    expect(report(base).darkSideAnalysis.stressResponse.adaptiveCapacity).toBe(expected);
    const org = planned("organizational", { facet: { vulnerability: 1, competence: 5, actions: 5 }, rest: 4 });
    const g = org.facets!;
    const reg = org.emotionalRegulation!.scores;
    const parts = [100 - pomp(g.vulnerability!.mean), pomp(g.competence!.mean), pomp(g.actions!.mean), reg.emotionalStability!, reg.selfManagement!];
    expect(report(org).darkSideAnalysis.stressResponse.adaptiveCapacity).toBe(Math.round(parts.reduce((a, x) => a + x, 0) / parts.length));
  });
  it("maladaptive patterns: a Neuroticism facet counts from the 75th percentile (High), highest first, naming scale and value", () => {
    const calm = withFacets(
      base,
      Object.fromEntries(["anxiety", "angryHostility", "depression", "selfConsciousness", "impulsiveness", "vulnerability"].map((k) => [k, { percentile: 50 }])),
    );
    const patterns = (changes: Parameters<typeof withFacets>[1]) => report(withFacets(calm, changes)).darkSideAnalysis.stressResponse.maladaptivePatterns;
    expect(patterns({ anxiety: { percentile: 74 } })).toEqual([]);
    expect(patterns({ anxiety: { percentile: 75 } })).toEqual([{ kind: "facet", facet: "anxiety", code: "N1", percentile: 75 }]);
    expect(patterns({ anxiety: { percentile: 80 }, depression: { percentile: 92 } })).toEqual([
      { kind: "facet", facet: "depression", code: "N3", percentile: 92 },
      { kind: "facet", facet: "anxiety", code: "N1", percentile: 80 },
    ]);
  });
  it("maladaptive patterns include regulation scores below 40 (Needs Development) where the type asks them", () => {
    const org = planned("organizational", { rest: 3 });
    const at = (impulseControl: number) =>
      report({ ...org, emotionalRegulation: { ...org.emotionalRegulation!, scores: { ...org.emotionalRegulation!.scores, impulseControl } } }).darkSideAnalysis.stressResponse
        .maladaptivePatterns;
    expect(at(40)).toEqual([]);
    expect(at(39)).toEqual([{ kind: "regulation", dimension: "impulseControl", score: 39 }]);
  });
  it("compensatory behaviours need the derailer at moderate or above and its stress facet at the 75th percentile", () => {
    const perfectionist = planned("executive", { derailer: { perfectionism: 4 } });
    const comp = (r: ScoreResult, p: number) => report(withFacets(r, { anxiety: { percentile: p } })).darkSideAnalysis.darkSideRisk.compensatoryBehaviors;
    expect(comp(perfectionist, 75)).toEqual([{ trait: "perfectionism", level: "high", facet: "anxiety", code: "N1", percentile: 75 }]);
    expect(comp(perfectionist, 74)).toEqual([]);
    expect(comp(planned("executive", { derailer: { perfectionism: 3 } }), 99)).toEqual([]);
  });
});

describe("impact on others (self-report)", () => {
  it("reads POMP of A2, A4, A5, A6, N2 reversed and the executive Team Development", () => {
    const r = planned("executive", { facet: { straightforwardness: 5, compliance: 4, modesty: 2, tenderMindedness: 1, angryHostility: 2 } });
    const impact = report(r).darkSideAnalysis.behavioralIndicators.impactOnOthers;
    expect(impact).toEqual({
      straightforwardness: 100,
      compliance: 75,
      modesty: 25,
      tenderMindedness: 0,
      composure: 75,
      teamDevelopment: Math.round(r.executiveProfile!.scores.teamDevelopment!),
    });
    expect(report(planned("organizational")).darkSideAnalysis.behavioralIndicators.impactOnOthers).toHaveProperty("relationshipManagement", 50);
  });
});

describe("the 360 comparison on the five related facets, one row per facet", () => {
  it("keeps each facet in its own direction, to one decimal, with self − others from the shown values", () => {
    expect(selfOtherFacets({ modesty: { self: 80, others: 60 }, angryHostility: { self: 30, others: 40 } })).toEqual([
      { facet: "modesty", code: "A5", self: 80, others: 60, difference: 20, desirable: "high" },
      { facet: "angryHostility", code: "N2", self: 30, others: 40, difference: -10, desirable: "low" },
    ]);
    expect(selfOtherFacets({ straightforwardness: { self: 50.04, others: 83.33 } })).toEqual([
      { facet: "straightforwardness", code: "A2", self: 50, others: 83.3, difference: -33.3, desirable: "high" },
    ]);
    // facets the indicators do not read are ignored
    expect(selfOtherFacets({ fantasy: { self: 90, others: 10 } })).toBeNull();
  });
  it("is null without 360 data and ignores scores outside 0-100", () => {
    expect(selfOtherFacets(undefined)).toBeNull();
    expect(selfOtherFacets({})).toBeNull();
    expect(selfOtherFacets({ modesty: { self: 140, others: 40 }, compliance: { self: 50, others: 40 } })!.map((f) => f.facet)).toEqual(["compliance"]);
    expect(selfOtherFacets({ modesty: { self: 50, others: NaN } })).toBeNull();
  });
  it("flows into the analysis: null without 360 data; raters 15 points further from the considerate end adds feedback support", () => {
    const r = planned("executive", { derailer: ALL(4) });
    expect(report(r).darkSideAnalysis.behavioralIndicators.selfOtherFacets).toBeNull();
    const observed = {
      straightforwardness: { self: 70, others: 55 },
      compliance: { self: 70, others: 55 },
      modesty: { self: 70, others: 55 },
      tenderMindedness: { self: 70, others: 55 },
      angryHostility: { self: 30, others: 45 },
    };
    const withRaters = report(r, observed);
    expect(withRaters.darkSideAnalysis.behavioralIndicators.selfOtherFacets!.map((f) => f.difference)).toEqual([15, 15, 15, 15, -15]);
    expect(withRaters.insights.find((i) => i.code === "selfOther")).toMatchObject({ watch: true, severity: "moderate" });
    const calm = report(planned("executive", { derailer: ALL(2) }), observed).darkSideAnalysis.interventionRecommendations.supportStructures;
    expect(calm).toHaveProperty("feedback", ["feedbackRound", "candidPeer"]);
  });
});

describe("interventions follow the levels", () => {
  it("a low profile gets no action and no goal, only a light feedback habit", () => {
    const r = report(withFacets(planned("executive", { derailer: ALL(2) }), { anxiety: { percentile: 30 }, vulnerability: { percentile: 30 } }));
    expect(r.darkSideAnalysis.interventionRecommendations).toEqual({
      immediateActions: [],
      developmentGoals: [],
      supportStructures: { feedback: ["yearlyFeedback"] },
    });
  });
  it("critical derailers come first (high priority, 2 weeks), then high ones (medium, 30 days); stress in the red band adds the workload action", () => {
    const r = planned("executive", { derailer: { machiavellianism: 5, narcissism: 4, perfectionism: (i) => (i === 0 ? 4 : 3) } });
    const calm = report(withFacets(r, { anxiety: { percentile: 50 }, vulnerability: { percentile: 50 } })).darkSideAnalysis.interventionRecommendations;
    expect(calm.immediateActions).toEqual([
      { action: "machiavellianism", ...ACTION_BY_LEVEL.critical },
      { action: "narcissism", ...ACTION_BY_LEVEL.high },
    ]);
    expect(calm.developmentGoals.map((g) => [g.trait, g.timeline])).toEqual([
      ["machiavellianism", "threeMonths"],
      ["narcissism", "threeMonths"],
    ]);
    expect(Object.keys(calm.supportStructures)).toEqual(["coaching", "feedback"]);
    const stressed = report(withFacets(r, { anxiety: { percentile: 80 }, vulnerability: { percentile: 80 } })).darkSideAnalysis.interventionRecommendations;
    expect(stressed.immediateActions[0]).toEqual(STRESS_ACTION);
    expect(stressed.immediateActions).toHaveLength(3);
    expect(stressed.supportStructures).toHaveProperty("wellbeing");
    const orange = report(withFacets(r, { anxiety: { percentile: 79 }, vulnerability: { percentile: 79 } })).darkSideAnalysis.interventionRecommendations;
    expect(orange.immediateActions).toHaveLength(2);
    expect(orange.supportStructures).toHaveProperty("wellbeing");
  });
  it("a moderate derailer gets a 6-month goal and no immediate action", () => {
    const r = report(planned("executive", { derailer: { narcissism: (i) => (i % 2 ? 3 : 4) } })).darkSideAnalysis.interventionRecommendations;
    expect(r.developmentGoals).toEqual([{ trait: "narcissism", methods: [0, 1, 2], timeline: "sixMonths" }]);
    expect(r.immediateActions.filter((a) => a.action === "narcissism")).toEqual([]);
  });
});

describe("insights: codes agree with numbers", () => {
  it("a low profile gets only low-severity insights, with no elevated derailer named", () => {
    const r = report(planned("executive", { derailer: ALL(1), rest: 5, facet: { anxiety: 1, vulnerability: 1, angryHostility: 1 } }));
    expect(r.darkSideAnalysis.darkSideRisk.overallRisk).toBe("low");
    expect(r.insights.length).toBeGreaterThan(0);
    for (const i of r.insights) expect(i.severity).toBe("low");
    expect(r.insights[0]).toMatchObject({ code: "overallRisk", level: "low", groups: [], moderateAt: 62.5 });
    expect(r.insights.map((i) => i.code)).not.toContain("topDerailer");
  });
  it("a critical profile leads with the critical overall insight, and names the most elevated derailers", () => {
    const r = report(planned("executive", { derailer: ALL(5) }));
    expect(r.insights[0]).toMatchObject({ code: "overallRisk", level: "critical", severity: "critical" });
    expect(r.insights[0]).toHaveProperty("groups", [{ level: "critical", derailers: DARK_SIDE_TRAITS.map((trait) => ({ trait, score: 100 })) }]);
    expect(r.insights[1]).toMatchObject({ code: "topDerailer", traits: [...DARK_SIDE_TRAITS], score: 100, level: "critical" });
  });
  it.each([
    [80, "red", "critical"],
    [79, "orange", "high"],
    [60, "orange", "high"],
    [59, "yellow", "moderate"],
    [40, "yellow", "moderate"],
    [39, "green", "low"],
  ])("the stress insight at mean percentile %s: band %s, severity %s (the band's colour)", (p, band, severity) => {
    const r = report(withFacets(planned("executive"), { anxiety: { percentile: p }, vulnerability: { percentile: p } }));
    expect(r.insights.find((i) => i.code === "stress")).toMatchObject({ band, severity, level: p / 10 });
  });
  it("over random real-key results: insights are sorted worst first, each overall title names its level, and every number traces to the score", () => {
    const order = { critical: 0, high: 1, moderate: 2, low: 3 } as const;
    const rand = prng(0xda4c);
    for (let n = 0; n < 60; n++) {
      const score = randomResult(n % 3 === 0 ? "organizational" : "executive", rand);
      const r = report(score);
      const a = r.darkSideAnalysis;
      for (let i = 1; i < r.insights.length; i++) expect(order[r.insights[i - 1].severity]).toBeLessThanOrEqual(order[r.insights[i].severity]);
      const overall = r.insights.find((i) => i.code === "overallRisk")!;
      expect(overall).toHaveProperty("level", a.darkSideRisk.overallRisk);
      expect(overall.severity).toBe(a.darkSideRisk.overallRisk);
      expect(entryRisk(a.darkSideRisk.overallRisk)).toBe(score.darkSideOverallRisk);
      for (const t of DARK_SIDE_TRAITS) {
        const tr = a.darkSideRisk.traitRisks[t]!;
        expect(tr.riskLevel).toBe(score.darkSideRisks![t]!.riskLevel);
        expect(tr.score).toBe(score.darkSideRisks![t]!.score);
        if (tr.riskLevel === "low") expect(tr.manifestationType).toBe("none");
        if (tr.manifestationType === "none") expect([tr.primaryConcerns, tr.impactAreas]).toEqual([[], []]);
      }
      const f = score.facets!;
      expect(a.stressResponse.stressProneness).toBe(Math.round((f.anxiety!.percentile + f.vulnerability!.percentile) / 2) / 10);
      const needsAction = DARK_SIDE_TRAITS.some((t) => ["high", "critical"].includes(a.darkSideRisk.traitRisks[t]!.riskLevel)) || a.stressResponse.stressProneness! >= 8;
      expect(a.interventionRecommendations.immediateActions.length > 0).toBe(needsAction);
      expect(a.interventionRecommendations.developmentGoals.map((g) => g.trait).sort()).toEqual(
        DARK_SIDE_TRAITS.filter((t) => a.darkSideRisk.traitRisks[t]!.riskLevel !== "low").sort(),
      );
      for (const v of Object.values(a.behavioralIndicators.impactOnOthers)) expect(v).toBeGreaterThanOrEqual(0);
      // a low-severity insight names no high or critical derailer
      for (const i of r.insights.filter((x) => x.severity === "low")) {
        if (i.code === "overallRisk") for (const g of i.groups) expect(g.level).toBe("moderate");
        expect(i.code).not.toBe("topDerailer");
      }
      expect(Object.keys(r.basis)).toHaveLength(9);
    }
  });
});

describe("dark-side fields are what they measure (issue 22; their words: src/web/features/dark-side/dark-side-words.test.ts)", () => {
  const FIVE = ["straightforwardness", "compliance", "modesty", "tenderMindedness", "angryHostility"] as const;
  const randomObserved = (rand: () => number) =>
    Object.fromEntries(FIVE.map((k) => [k, { self: Math.round(rand() * 10000) / 100, others: Math.round(rand() * 10000) / 100 }])) as Record<
      (typeof FIVE)[number],
      { self: number; others: number }
    >;

  it("has no team-impact verdict, stress multiplier or current stress level: no such field or basis", () => {
    const cold = report(withFacets(planned("executive", { derailer: ALL(4), rest: 1, facet: { angryHostility: 5 } }), { vulnerability: { percentile: 95, t: 75 } }));
    expect(cold.darkSideAnalysis.stressResponse).not.toHaveProperty("teamImpact");
    expect(cold.darkSideAnalysis.stressResponse).not.toHaveProperty("currentStressLevel");
    expect(cold.darkSideAnalysis.darkSideRisk).not.toHaveProperty("stressAmplification");
    for (const key of ["teamImpact", "stressAmplification", "currentStressLevel"]) expect(cold.basis).not.toHaveProperty(key);
  });

  it("shows the 360 comparison per facet (self-rating and raters, each on its own), with no net sum that hides cancellation", () => {
    const rand = prng(0x360);
    for (let n = 0; n < 20; n++) {
      const observed = randomObserved(rand);
      const r = report(planned("executive", { derailer: ALL(4) }), observed);
      const b = r.darkSideAnalysis.behavioralIndicators;
      expect(b).not.toHaveProperty("selfAwarenessGap");
      const rows = b.selfOtherFacets!;
      expect(rows.map((x) => x.facet)).toEqual([...FIVE]);
      // hand computation: each value to one decimal, the difference from the shown values, in tenths
      let sumTenths = 0;
      let shownSumTenths = 0;
      for (let i = 0; i < FIVE.length; i++) {
        const o = observed[FIVE[i]];
        const selfTenths = Math.round(o.self * 10);
        const othersTenths = Math.round(o.others * 10);
        expect(rows[i].self).toBe(selfTenths / 10);
        expect(rows[i].others).toBe(othersTenths / 10);
        expect(rows[i].difference).toBe((selfTenths - othersTenths) / 10);
        sumTenths += selfTenths - othersTenths;
        shownSumTenths += Math.round(rows[i].difference * 10);
      }
      // the contributions add up (no part is hidden) and the analysis states no total of its own
      expect(shownSumTenths).toBe(sumTenths);
      expect(Object.keys(b)).toEqual(["selfOtherFacets", "impactOnOthers"]);
      expect(r.basis.selfOtherFacets!.facets.map((f) => f.difference)).toEqual(rows.map((f) => f.difference));
    }
  });

  it("a 360 facet the raters see as less considerate than the self-rating is a moderate insight; Anger seen as lower is not", () => {
    const observed = {
      straightforwardness: { self: 80, others: 75 },
      compliance: { self: 75, others: 70 },
      modesty: { self: 60, others: 58 },
      tenderMindedness: { self: 70, others: 66 },
      angryHostility: { self: 85, others: 19.4 },
    };
    const r = report(planned("executive", { derailer: ALL(4) }), observed);
    expect(r.darkSideAnalysis.behavioralIndicators.selfOtherFacets!.find((x) => x.facet === "angryHostility")).toMatchObject({ self: 85, others: 19.4, difference: 65.6 });
    expect(r.insights.find((i) => i.code === "selfOther")).toEqual({
      code: "selfOther",
      severity: "low",
      watch: false,
      facets: [{ facet: "angryHostility", code: "N2", self: 85, others: 19.4 }],
    });
    const warned = report(planned("executive"), { ...observed, tenderMindedness: { self: 70, others: 40 } }).insights.find((i) => i.code === "selfOther")!;
    expect(warned).toMatchObject({ severity: "moderate", watch: true });
  });
});
