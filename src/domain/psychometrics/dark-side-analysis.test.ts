import { describe, expect, it } from "vitest";
import { pomp } from "./bands.ts";
import { analyseDarkSide, analysisManifestation, overallRiskLevel, selfAwarenessGap, teamImpact, type DarkSideReport } from "./dark-side-analysis.ts";
import { stressBand } from "./dark-side-bands.ts";
import { planned, prng, randomResult, withFacets } from "./dark-side.fixture.ts";
import { ACTION_BY_LEVEL, DERAILER_CONTENT, STRESS_ACTION } from "./dark-side-interventions.ts";
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
      expect(high.traitRisks[t]!.impactAreas).toEqual(DERAILER_CONTENT[t].impactAreas);
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
    report(withFacets(base, { anxiety: { percentile: anxiety }, vulnerability: { percentile: vulnerability } })).darkSideAnalysis.stressResponse.currentStressLevel;
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
    expect(r.currentStressLevel).toBe(Math.round((base.facets!.anxiety!.percentile + base.facets!.vulnerability!.percentile) / 2) / 10);
  });
  it("is null, not a guess, when a facet is missing", () => {
    const r = report({ ...base, facets: { ...base.facets!, vulnerability: null } });
    expect(r.darkSideAnalysis.stressResponse.currentStressLevel).toBeNull();
    expect(r.darkSideAnalysis.darkSideRisk.stressAmplification).toBeNull();
    expect(r.basis.currentStressLevel).toMatch(/^Not available/);
    const noFacets = report({ ...base, facets: undefined }).darkSideAnalysis;
    expect(noFacets.stressResponse).toMatchObject({ currentStressLevel: null, adaptiveCapacity: null, maladaptivePatterns: [] });
    // the executive Team Development score is still measured, so impact and team impact stand on it alone
    expect(Object.keys(noFacets.behavioralIndicators.impactOnOthers)).toEqual(["teamDevelopment"]);
    const bare = report({ ...base, facets: undefined, executiveProfile: undefined }).darkSideAnalysis;
    expect(bare.stressResponse.teamImpact).toBeNull();
    expect(bare.behavioralIndicators.impactOnOthers).toEqual({});
  });
  it.each([
    [30, 1],
    [50, 1],
    [55, 1.1],
    [60, 1.2],
    [65, 1.3],
    [75, 1.5],
  ])("stress amplification: Vulnerability T %s → %sx", (t, amp) => {
    expect(report(withFacets(base, { vulnerability: { t } })).darkSideAnalysis.darkSideRisk.stressAmplification).toBe(amp);
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
    expect(patterns({ anxiety: { percentile: 75 } })).toEqual(["Worry and expecting the worst under pressure (Anxiety (N1), 75th percentile)"]);
    expect(patterns({ anxiety: { percentile: 80 }, depression: { percentile: 92 } })).toEqual([
      "Low mood and discouragement after setbacks (Depression (N3), 92nd percentile)",
      "Worry and expecting the worst under pressure (Anxiety (N1), 80th percentile)",
    ]);
  });
  it("maladaptive patterns include regulation scores below 40 (Needs Development) where the type asks them", () => {
    const org = planned("organizational", { rest: 3 });
    const at = (impulseControl: number) =>
      report({ ...org, emotionalRegulation: { ...org.emotionalRegulation!, scores: { ...org.emotionalRegulation!.scores, impulseControl } } }).darkSideAnalysis.stressResponse
        .maladaptivePatterns;
    expect(at(40)).toEqual([]);
    expect(at(39)).toEqual(["Acting on impulse when emotions run high (Impulse Control 39/100)"]);
  });
  it("compensatory behaviours need the derailer at moderate or above and its stress facet at the 75th percentile", () => {
    const perfectionist = planned("executive", { derailer: { perfectionism: 4 } });
    const comp = (r: ScoreResult, p: number) => report(withFacets(r, { anxiety: { percentile: p } })).darkSideAnalysis.darkSideRisk.compensatoryBehaviors;
    expect(comp(perfectionist, 75)).toEqual(["Over-preparing and re-checking work to keep worry at bay (Perfectionism high, Anxiety (N1) 75th percentile)"]);
    expect(comp(perfectionist, 74)).toEqual([]);
    expect(comp(planned("executive", { derailer: { perfectionism: 3 } }), 99)).toEqual([]);
  });
});

describe("team impact and impact on others", () => {
  it.each<[RiskLevel, number, string]>([
    ["high", 49.99, "toxic"],
    ["critical", 10, "toxic"],
    ["high", 50, "negative"],
    ["critical", 90, "negative"],
    ["moderate", 49.99, "negative"],
    ["low", 49.99, "negative"],
    ["moderate", 50, "neutral"],
    ["moderate", 90, "neutral"],
    ["low", 69.99, "neutral"],
    ["low", 70, "positive"],
  ])("overall %s with impact mean %s → %s", (overall, m, impact) => expect(teamImpact(overall, m)).toBe(impact));
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
  it("a warm, low-risk profile is positive; a high-risk, cold one is toxic", () => {
    const warm = planned("executive", { derailer: ALL(1), rest: 5, facet: { angryHostility: 1 } });
    expect(report(warm).darkSideAnalysis.stressResponse.teamImpact).toBe("positive");
    const cold = planned("executive", { derailer: ALL(4), rest: 1, facet: { angryHostility: 5 } });
    expect(report(cold).darkSideAnalysis.stressResponse.teamImpact).toBe("toxic");
  });
});

describe("self-awareness gap (360): self − others at the derailing end of the five impact facets", () => {
  it("turns each facet to its derailing end (Anger as it is) and averages to one decimal", () => {
    // Modesty: self 80, others 60 → derailing end 20 vs 40 → −20; Anger: self 30, others 40 → −10
    expect(selfAwarenessGap({ modesty: { self: 80, others: 60 }, angryHostility: { self: 30, others: 40 } })).toBe(-15);
    expect(selfAwarenessGap({ straightforwardness: { self: 50, others: 83.33 } })).toBe(33.3);
    // facets the indicators do not read are ignored
    expect(selfAwarenessGap({ fantasy: { self: 90, others: 10 } })).toBeNull();
  });
  it("is null without 360 data and ignores scores outside 0-100", () => {
    expect(selfAwarenessGap(undefined)).toBeNull();
    expect(selfAwarenessGap({})).toBeNull();
    expect(selfAwarenessGap({ modesty: { self: 140, others: 40 }, compliance: { self: 50, others: 40 } })).toBe(-10);
    expect(selfAwarenessGap({ modesty: { self: 50, others: NaN } })).toBeNull();
  });
  it("flows into the analysis: null without 360 data, the gap with it", () => {
    const r = planned("executive", { derailer: ALL(4) });
    expect(report(r).darkSideAnalysis.behavioralIndicators.selfAwarenessGap).toBeNull();
    // others rate every impact facet 15 points towards its derailing end than the person does
    const observed = {
      straightforwardness: { self: 70, others: 55 },
      compliance: { self: 70, others: 55 },
      modesty: { self: 70, others: 55 },
      tenderMindedness: { self: 70, others: 55 },
      angryHostility: { self: 30, others: 45 },
    };
    const withGap = report(r, observed);
    expect(withGap.darkSideAnalysis.behavioralIndicators.selfAwarenessGap).toBe(-15);
    expect(withGap.insights.map((i) => i.title)).toContain("Others see more derailer behaviour than you report");
    expect(withGap.darkSideAnalysis.interventionRecommendations.supportStructures).toHaveProperty("feedback");
  });
});

describe("interventions follow the levels", () => {
  it("a low profile gets no action and no goal, only a light feedback habit", () => {
    const r = report(withFacets(planned("executive", { derailer: ALL(2) }), { anxiety: { percentile: 30 }, vulnerability: { percentile: 30 } }));
    expect(r.darkSideAnalysis.interventionRecommendations).toEqual({
      immediateActions: [],
      developmentGoals: [],
      supportStructures: { feedback: ["Candid feedback once a year, or after a major change in role"] },
    });
  });
  it("critical derailers come first (high priority, 2 weeks), then high ones (medium, 30 days); stress in the red band adds the workload action", () => {
    const r = planned("executive", { derailer: { machiavellianism: 5, narcissism: 4, perfectionism: (i) => (i === 0 ? 4 : 3) } });
    const calm = report(withFacets(r, { anxiety: { percentile: 50 }, vulnerability: { percentile: 50 } })).darkSideAnalysis.interventionRecommendations;
    expect(calm.immediateActions).toEqual([
      { action: DERAILER_CONTENT.machiavellianism.action, ...ACTION_BY_LEVEL.critical },
      { action: DERAILER_CONTENT.narcissism.action, ...ACTION_BY_LEVEL.high },
    ]);
    expect(calm.developmentGoals.map((g) => [g.trait, g.timeline])).toEqual([
      ["machiavellianism", "3 months"],
      ["narcissism", "3 months"],
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
    expect(r.developmentGoals).toEqual([
      { trait: "narcissism", targetBehavior: DERAILER_CONTENT.narcissism.targetBehavior, methods: DERAILER_CONTENT.narcissism.methods, timeline: "6 months" },
    ]);
    expect(r.immediateActions.filter((a) => a.action === DERAILER_CONTENT.narcissism.action)).toEqual([]);
  });
});

describe("insights: words agree with numbers", () => {
  const ALARM = /critical|\bhigh\b|toxic|harmful|elevated|severe|strain/i;
  it("a low profile gets only low-severity insights with no alarming words", () => {
    const r = report(planned("executive", { derailer: ALL(1), rest: 5, facet: { anxiety: 1, vulnerability: 1, angryHostility: 1 } }));
    expect(r.darkSideAnalysis.darkSideRisk.overallRisk).toBe("low");
    expect(r.insights.length).toBeGreaterThan(0);
    for (const i of r.insights) {
      expect(i.severity).toBe("low");
      expect(`${i.title} ${i.description}`).not.toMatch(ALARM);
    }
    expect(r.insights[0].title).toBe("Overall derailment risk is low");
  });
  it("a critical profile leads with the critical overall insight, and names the most elevated derailers", () => {
    const r = report(planned("executive", { derailer: ALL(5) }));
    expect(r.insights[0]).toMatchObject({ title: "Overall derailment risk is critical", severity: "critical" });
    expect(r.insights[0].description).toContain("Critical: Narcissism 100/100");
    expect(r.insights[1].title).toBe("Narcissism and Machiavellianism and Psychopathy and Perfectionism and Micromanagement are the most elevated derailers");
  });
  it.each([
    [80, "High stress proneness", "critical"],
    [79, "Elevated stress proneness", "high"],
    [60, "Elevated stress proneness", "high"],
    [59, "Stress proneness around the norm average", "moderate"],
    [40, "Stress proneness around the norm average", "moderate"],
    [39, "Low stress proneness", "low"],
  ])("the stress insight at mean percentile %s: %s, severity %s (the band's colour)", (p, title, severity) => {
    const r = report(withFacets(planned("executive"), { anxiety: { percentile: p }, vulnerability: { percentile: p } }));
    expect(r.insights.find((i) => i.title.includes("stress proneness") || i.title.includes("Stress proneness"))).toMatchObject({ title, severity });
  });
  it("names the amplification only when there is an elevated derailer to amplify", () => {
    const stressed = { anxiety: { percentile: 90 }, vulnerability: { percentile: 90, t: 65 } };
    const calm = report(withFacets(planned("executive", { derailer: ALL(2) }), stressed));
    expect(calm.insights.find((i) => i.title === "High stress proneness")!.description).not.toContain("x as strongly");
    const elevated = report(withFacets(planned("executive", { derailer: { perfectionism: 4 } }), stressed));
    expect(elevated.insights.find((i) => i.title === "High stress proneness")!.description).toContain("about 1.3x as strongly");
  });
  it("over random real-key results: insights are sorted worst first, each overall title names its level, and every number traces to the score", () => {
    const order = { critical: 0, high: 1, moderate: 2, low: 3 } as const;
    const rand = prng(0xda4c);
    for (let n = 0; n < 60; n++) {
      const score = randomResult(n % 3 === 0 ? "organizational" : "executive", rand);
      const r = report(score);
      const a = r.darkSideAnalysis;
      for (let i = 1; i < r.insights.length; i++) expect(order[r.insights[i - 1].severity]).toBeLessThanOrEqual(order[r.insights[i].severity]);
      const overall = r.insights.find((i) => i.title.startsWith("Overall derailment risk is "))!;
      expect(overall.title).toBe(`Overall derailment risk is ${a.darkSideRisk.overallRisk}`);
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
      expect(a.stressResponse.currentStressLevel).toBe(Math.round((f.anxiety!.percentile + f.vulnerability!.percentile) / 2) / 10);
      expect(a.darkSideRisk.stressAmplification).toBe(Math.round(Math.max(1, f.vulnerability!.t / 50) * 100) / 100);
      const needsAction = DARK_SIDE_TRAITS.some((t) => ["high", "critical"].includes(a.darkSideRisk.traitRisks[t]!.riskLevel)) || a.stressResponse.currentStressLevel! >= 8;
      expect(a.interventionRecommendations.immediateActions.length > 0).toBe(needsAction);
      expect(a.interventionRecommendations.developmentGoals.map((g) => g.trait).sort()).toEqual(
        DARK_SIDE_TRAITS.filter((t) => a.darkSideRisk.traitRisks[t]!.riskLevel !== "low").sort(),
      );
      for (const v of Object.values(a.behavioralIndicators.impactOnOthers)) expect(v).toBeGreaterThanOrEqual(0);
      for (const i of r.insights.filter((x) => x.severity === "low")) expect(`${i.title} ${i.description}`).not.toMatch(/critical|\bhigh\b|toxic|harmful/i);
      expect(Object.keys(r.basis)).toHaveLength(11);
    }
  });
});
