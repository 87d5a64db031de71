/**
 * The dark-side analysis' words: the content catalog holds exactly one text per code the domain can send (no more,
 * no fewer), and real analyses worded in English say what the domain's numbers say, with no clinical verdict.
 */
import { describe, expect, it } from "vitest";
import { ZDarkSideInsight, type TDarkSideReport } from "../../../contracts/dark-side.ts";
import { analyseDarkSide, type DarkSideReport } from "../../../domain/psychometrics/dark-side-analysis.ts";
import { ACTION_BY_LEVEL, DERAILER_ITEMS, GOAL_TIMELINE, STRESS_ACTION, SUPPORT_ITEMS } from "../../../domain/psychometrics/dark-side-interventions.ts";
import { COMPENSATION_PAIRS, FACET_PATTERNS, REGULATION_PATTERNS } from "../../../domain/psychometrics/dark-side-stress.ts";
import { DARK_SIDE_TRAITS } from "../../../domain/psychometrics/dark-side-traits.ts";
import { planned, prng, randomResult, withFacets } from "../../../domain/psychometrics/dark-side.fixture.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import content from "../../locales/en/dark-side-content.ts";
import {
  actionText,
  basisText,
  compensationText,
  goalTexts,
  impactAreaTexts,
  insightText,
  recordedActionText,
  stressPatternText,
  supportText,
  timeframeText,
} from "./dark-side-words.ts";

const keys = (o: object) => Object.keys(o).sort();
const ALL = (k: number) => Object.fromEntries(DARK_SIDE_TRAITS.map((t) => [t, k]));

const report = (r: ScoreResult, observed?: Parameters<typeof analyseDarkSide>[1]): DarkSideReport => {
  const out = analyseDarkSide(r, observed);
  if (!out) throw new Error("expected an analysis");
  return out;
};

/** Every sentence the dashboard shows for an analysis (the statements the person endorsed are the instrument's). */
function allWords(r: DarkSideReport | TDarkSideReport): string[] {
  const a = r.darkSideAnalysis;
  const rec = a.interventionRecommendations;
  return [
    ...DARK_SIDE_TRAITS.flatMap((t) => impactAreaTexts(t, a.darkSideRisk.traitRisks[t]?.impactAreas ?? [])),
    ...a.darkSideRisk.compensatoryBehaviors.map(compensationText),
    ...a.stressResponse.maladaptivePatterns.map(stressPatternText),
    ...rec.immediateActions.flatMap((x) => [actionText(x.action), timeframeText(x.timeframe)]),
    ...rec.developmentGoals.flatMap((g) => Object.values(goalTexts(g)).flat()),
    ...Object.values(rec.supportStructures).flatMap((items) => (items ?? []).map(supportText)),
    ...r.insights.flatMap((i) => Object.values(insightText(i))),
    ...Object.keys(r.basis).map((f) => basisText(f as keyof TDarkSideReport["basis"], r.basis)),
  ];
}

describe("the content catalog holds exactly one text per code the domain can send", () => {
  it("each derailer: impact areas and methods by index, an action and a target behaviour", () => {
    expect(keys(content.derailer)).toEqual([...DARK_SIDE_TRAITS].sort());
    for (const t of DARK_SIDE_TRAITS) {
      const c = content.derailer[t];
      expect(keys(c)).toEqual(["action", "impactAreas", "methods", "targetBehavior"]);
      expect(keys(c.impactAreas)).toEqual(Array.from({ length: DERAILER_ITEMS[t].impactAreas }, (_, i) => String(i)));
      expect(keys(c.methods)).toEqual(Array.from({ length: DERAILER_ITEMS[t].methods }, (_, i) => String(i)));
    }
  });
  it("timeframes, timelines and support structures", () => {
    const timeframes = new Set([STRESS_ACTION.timeframe, ...Object.values(ACTION_BY_LEVEL).map((x) => x.timeframe)]);
    expect(keys(content.timeframe)).toEqual([...timeframes].sort());
    expect(keys(content.timeline)).toEqual([...new Set(Object.values(GOAL_TIMELINE))].sort());
    expect(keys(content.support)).toEqual([...SUPPORT_ITEMS].sort());
  });
  it("stress patterns, compensatory behaviours and insights", () => {
    expect(keys(content.stressPattern.facet)).toEqual([...FACET_PATTERNS].sort());
    expect(keys(content.stressPattern.regulation)).toEqual([...REGULATION_PATTERNS].sort());
    expect(keys(content.compensation).filter((k) => k !== "withFacts")).toEqual(COMPENSATION_PAIRS.map((p) => p.trait).sort());
    expect(keys(content.insight)).toEqual(ZDarkSideInsight.options.map((o) => o.shape.code.value).sort());
  });
  it("every sentence of real analyses comes from the catalog (no key shown as itself)", () => {
    const rand = prng(0xc0de);
    for (let n = 0; n < 30; n++) {
      const observed = n % 2 ? { modesty: { self: 80, others: 50 }, angryHostility: { self: 20, others: 60 } } : undefined;
      for (const s of allWords(report(randomResult(n % 3 === 0 ? "organizational" : "executive", rand), observed))) {
        expect(s).not.toMatch(/\b(derailer|insight|basis|support|timeframe|timeline|stressPattern|compensation)\.[a-zA-Z0-9]/);
        expect(s).not.toMatch(/\{\{/);
      }
    }
  });
});

describe("the analysis in English (the words moved from the domain, verbatim)", () => {
  const base = planned("executive");
  it("stress patterns and compensatory behaviours name their scale and value", () => {
    const calm = withFacets(base, Object.fromEntries(FACET_PATTERNS.map((k) => [k, { percentile: 50 }])));
    const patterns = report(withFacets(calm, { anxiety: { percentile: 80 }, depression: { percentile: 92 } })).darkSideAnalysis.stressResponse.maladaptivePatterns;
    expect(patterns.map(stressPatternText)).toEqual([
      "Low mood and discouragement after setbacks (Depression (N3), 92nd percentile)",
      "Worry and expecting the worst under pressure (Anxiety (N1), 80th percentile)",
    ]);
    expect(stressPatternText({ kind: "regulation", dimension: "impulseControl", score: 39 })).toBe("Acting on impulse when emotions run high (Impulse Control 39/100)");
    const perfectionist = withFacets(planned("executive", { derailer: { perfectionism: 4 } }), { anxiety: { percentile: 75 } });
    expect(report(perfectionist).darkSideAnalysis.darkSideRisk.compensatoryBehaviors.map(compensationText)).toEqual([
      "Over-preparing and re-checking work to keep worry at bay (Perfectionism high, Anxiety (N1) 75th percentile)",
    ]);
  });
  it("actions, goals and support", () => {
    const r = report(withFacets(planned("executive", { derailer: { narcissism: 5 } }), { anxiety: { percentile: 85 }, vulnerability: { percentile: 85 } }));
    const rec = r.darkSideAnalysis.interventionRecommendations;
    expect(rec.immediateActions.map((x) => `${actionText(x.action)} · ${timeframeText(x.timeframe)}`)).toEqual([
      "Review workload, priorities and recovery time with your manager · Within 2 weeks",
      "Ask two colleagues for candid feedback on how you share credit and take in other views · Within 2 weeks",
    ]);
    expect(goalTexts(rec.developmentGoals[0])).toEqual({
      targetBehavior: "Share credit and invite challenge to your ideas",
      methods: [
        "Credit contributors by name in updates and meetings",
        "Ask for one piece of critical feedback each week and act on it",
        "Coaching on listening and receiving feedback",
      ],
      timeline: "3 months",
    });
    expect(rec.supportStructures.coaching!.map(supportText)).toEqual(["An executive coach experienced with derailment risks", "Monthly progress reviews with your manager"]);
    expect(impactAreaTexts("narcissism", r.darkSideAnalysis.darkSideRisk.traitRisks.narcissism!.impactAreas)).toEqual([
      "Trust and credit sharing in the team",
      "Openness to feedback and challenge",
      "Relationships with peers",
    ]);
  });
  it("a recorded action from before the codes shows as stored", () => {
    expect(recordedActionText("Book a session with a coach")).toBe("Book a session with a coach");
    expect(recordedActionText("stress")).toBe(content.stressAction);
    expect(timeframeText("Within a quarter")).toBe("Within a quarter");
  });
  it("insights: a low profile reads calmly; a critical one names its derailers", () => {
    const low = report(planned("executive", { derailer: ALL(1), rest: 5, facet: { anxiety: 1, vulnerability: 1, angryHostility: 1 } }));
    for (const i of low.insights) expect(Object.values(insightText(i)).join(" ")).not.toMatch(/critical|\bhigh\b|toxic|harmful|elevated|severe|strain/i);
    expect(insightText(low.insights[0]).title).toBe("Overall derailment risk is low");
    const critical = report(planned("executive", { derailer: ALL(5) }));
    expect(insightText(critical.insights[0]).title).toBe("Overall derailment risk is critical");
    expect(insightText(critical.insights[0]).description).toContain("Critical: Narcissism 100/100, Machiavellianism 100/100");
    expect(insightText(critical.insights[1]).title).toBe("Narcissism and Machiavellianism and Psychopathy and Perfectionism and Micromanagement are the most elevated derailers");
  });
  it("stress proneness is said to be from self-report, not current stress", () => {
    const r = report(withFacets(base, { anxiety: { percentile: 97 }, vulnerability: { percentile: 99 } }));
    const insight = insightText(r.insights.find((i) => i.code === "stress")!);
    expect(insight.title).toBe("High stress proneness");
    expect(insight.description).toMatch(/^Stress proneness 9\.8\/10/);
    expect(insight.description).toMatch(/not a measure of current stress/);
    expect(basisText("stressProneness", r.basis)).toMatch(/not a measure of current stress/);
    expect(basisText("stressProneness", report({ ...base, facets: { ...base.facets!, vulnerability: null } }).basis)).toMatch(/^Not available/);
  });
  it("the 360 insight names each facet with both values, and never calls them derailer scores", () => {
    const observed = {
      straightforwardness: { self: 80, others: 75 },
      compliance: { self: 75, others: 70 },
      modesty: { self: 60, others: 58 },
      tenderMindedness: { self: 70, others: 66 },
      angryHostility: { self: 85, others: 19.4 },
    };
    const r = report(planned("executive", { derailer: ALL(4) }), observed);
    const insight = insightText(r.insights.find((i) => i.code === "selfOther")!);
    expect(insight.description).toContain("Anger (N2): self-rating 85, raters 19.4");
    const basis = basisText("selfOtherFacets", r.basis);
    expect(basis).toContain("Anger (N2) 85.0 vs 19.4 (+65.6)");
    expect(basis).toMatch(/earlier/);
    for (const s of [basis, insight.title, insight.description]) expect(s).not.toMatch(/derailer scores|self-awareness|your raters'/i);
  });
});

/** Words a clinician or an employment lawyer would object to on a person; "not a diagnosis" as a disclaimer is fine. */
const OBJECTIONABLE =
  /toxic|harmful|patholog|disorder|psychopath(?!y)|sociopath|narcissist|dangerous|unfit|abnormal|mentally ill|\bdiagnos(?:e|es|ed|ing|tic)\b|(?<!not a |or a )diagnosis/i;

/** Every string of a catalog. */
const strings = (x: unknown): string[] => (typeof x === "string" ? [x] : x && typeof x === "object" ? Object.values(x).flatMap(strings) : []);

describe("dark-side wording over random real-key results (issue 22)", () => {
  it("no text of the content catalog labels a person clinically or calls proneness a stress level", () => {
    const all = strings(content);
    expect(all.length).toBeGreaterThan(80);
    for (const s of all) expect(s).not.toMatch(OBJECTIONABLE);
    for (const s of all) expect(s).not.toMatch(/stress level|amplif|self-awareness gap|team impact/i);
  });
  it("no sentence labels a person clinically, says stress level, amplification or a self-awareness gap; the basis names measures as the page does", () => {
    const rand = prng(0x22d5);
    const cold = planned("executive", { derailer: ALL(5), rest: 1, facet: { angryHostility: 5 } });
    const samples = [cold, ...Array.from({ length: 30 }, (_, n) => randomResult(n % 3 === 0 ? "organizational" : "executive", rand))];
    for (const [n, score] of samples.entries()) {
      const observed = n % 2 ? { modesty: { self: rand() * 100, others: rand() * 100 }, angryHostility: { self: rand() * 100, others: rand() * 100 } } : undefined;
      const r = report(score, observed);
      for (const s of allWords(r)) {
        expect(s).not.toMatch(OBJECTIONABLE);
        expect(s).not.toMatch(/stress level|amplif|self-awareness gap|team impact|\d(\.\d+)?x\b|×/i);
      }
      for (const f of Object.keys(r.basis)) {
        const text = basisText(f as keyof TDarkSideReport["basis"], r.basis);
        expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
        expect(text).not.toMatch(/_|\bspec\b/i);
      }
    }
  });
});
