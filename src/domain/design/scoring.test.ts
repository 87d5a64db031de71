import { describe, expect, it } from "vitest";
import { syntheticNeoItems } from "../psychometrics/synthetic-neo.fixture.ts";
import { loadIpipNeo120 } from "../../instruments/ipip-neo-120.ts";
import type { AssessmentItem } from "../assessments/item-types.ts";
import { competencyNode } from "./competency-tree.ts";
import { builderDefinition } from "./builder.ts";
import { composeDesigned } from "./compose.ts";
import { scoreDesignedModules, scoreNodeBased } from "./scoring.ts";
import { NEW_TYPE_DEFAULTS, SAMPLE_TYPES, sampleDefinition } from "./type-definition.ts";
import type { TypeDefinition } from "./types.ts";

/** The sample types with their words' keys for words (the words are the server catalog's). */
const SAMPLE_DEFS = SAMPLE_TYPES.map((t) => sampleDefinition(t, (key) => key));

const neo = syntheticNeoItems();

/** Seeded Mulberry32. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const randomAnswers = (items: readonly AssessmentItem[], seed: number): Record<string, number> => {
  const r = rng(seed);
  return Object.fromEntries(items.map((i) => [i.id, 1 + Math.floor(r() * 5)]));
};

/** Independent re-computation of a facet from the spec formulas, written as plain loops. */
function expectedFacet(items: readonly AssessmentItem[], answers: Record<string, number>, facet: string, linkConfidence: number) {
  let num = 0;
  let den = 0;
  for (const i of items) {
    if (i.facet !== facet || answers[i.id] === undefined) continue;
    const v = Math.min(5, Math.max(1, answers[i.id]));
    // reverse keying of the answer (6 − v) comes before the spec's (v − 3.5) / 2.5
    const keyed = i.keyed === "minus" ? 6 - v : v;
    const w = 2.5 * 1 * linkConfidence;
    num += w * ((keyed - 3.5) / 2.5);
    den += w;
  }
  const score = Math.max(-3, Math.min(3, num / den));
  return { score, confidence: Math.min(1, den / 10), t: 50 + (10 * score) / 1.5 };
}

describe("node-based scoring (spec §5 path)", () => {
  const ids = ["composure", "taking-charge", "communication", "learning-agility"];
  const def = builderDefinition({ title: "T", description: "", type: "individual", nodeIds: ids }, "Competency items");
  const { items } = composeDesigned("ct-t", "T", def, neo);

  it("matches a re-computation from the spec formulas with random answers, including minus-keyed items", () => {
    for (const seed of [1, 2, 3, 42]) {
      const answers = randomAnswers(items, seed);
      const r = scoreNodeBased(ids, items, answers);
      expect(items.some((i) => i.keyed === "minus")).toBe(true);
      for (const f of r.facets) {
        // best link confidence among the selected nodes
        let conf = 0;
        for (const id of ids) for (const l of competencyNode(id)!.facets) if (l.facet === f.facet) conf = Math.max(conf, l.confidence);
        const e = expectedFacet(items, answers, f.facet, conf);
        expect(f.score).toBeCloseTo(e.score, 12);
        expect(f.confidence).toBeCloseTo(e.confidence, 12);
        expect(f.t).toBeCloseTo(e.t, 12);
        expect(f.items).toBe(items.filter((i) => i.facet === f.facet).length);
        expect(f.critical).toBe(e.confidence < 0.3);
      }
      // nodes: weighted mean with weight |corr| × link confidence × facet confidence, sign flipped for negative links
      for (const n of r.nodes) {
        const node = competencyNode(n.nodeId)!;
        let num = 0;
        let den = 0;
        let all = 0;
        for (const l of node.facets) {
          const f = r.facets.find((x) => x.facet === l.facet)!;
          const w = Math.abs(l.correlation) * l.confidence * f.confidence;
          num += w * (l.correlation < 0 ? -f.score : f.score);
          den += w;
          all += Math.abs(l.correlation) * l.confidence;
        }
        expect(n.score).toBeCloseTo(num / den, 12);
        expect(n.t).toBeCloseTo(50 + (10 * (num / den)) / 1.5, 12);
        expect(n.confidence).toBeCloseTo(den / all, 12);
        expect(n.basis.map((b) => b.facet)).toEqual(node.facets.map((l) => l.facet));
      }
      expect(r.nodes.map((n) => n.nodeId)).toEqual(ids);
    }
  });
  it("reads a minus-keyed item reversed and a negative node link reversed", () => {
    // All answers 5: a plus-keyed item gives (5 − 3.5) / 2.5 = +0.6, a minus-keyed one (1 − 3.5) / 2.5 = −1.
    const all5 = Object.fromEntries(items.map((i) => [i.id, 5]));
    const r = scoreNodeBased(ids, items, all5);
    const n6 = r.facets.find((f) => f.facet === "vulnerability")!; // N6: 3 plus, 1 minus → (3 × 0.6 − 1) / 4 = 0.2
    expect(n6.score).toBeCloseTo(0.2, 12);
    const a = r.facets.find((f) => f.facet === "anxiety")!; // N1: all plus → 0.6
    expect(a.score).toBeCloseTo(0.6, 12);
    // Composure links N6, N1, N2 negatively: high anxiety and vulnerability mean low composure.
    const composure = r.nodes.find((n) => n.nodeId === "composure")!;
    expect(composure.score).toBeLessThan(0);
    expect(composure.t).toBeLessThan(50);
    expect(composure.basis.every((b) => b.correlation < 0)).toBe(true);
  });
  it("leaves a weakly linked facet critical and counts unanswered planned facets in coverage", () => {
    const r = scoreNodeBased(ids, items, randomAnswers(items, 7));
    const e2 = r.facets.find((f) => f.facet === "gregariousness")!; // communication → E2 indirect at 0.25: 2 × 2.5 × 0.25 / 10
    expect(e2.confidence).toBeCloseTo(0.125, 12);
    expect(e2.critical).toBe(true);
    expect(r.coverage.criticalFacets).toContain("gregariousness");
    const none = scoreNodeBased(ids, items, {});
    expect(none.facets).toEqual([]);
    expect(none.nodes).toEqual([]);
    expect(none.coverage).toMatchObject({ percent: 0, band: "poor", covered: 0 });
    expect(none.coverage.total).toBe(r.coverage.total);
  });
});

describe("node-based scoring reverse-keys the answer before (v − 3.5) / 2.5 (real IPIP-NEO-120 keys)", () => {
  const real = loadIpipNeo120();
  const ids = ["analytical-thinking", "composure", "taking-charge", "communication", "learning-agility", "creativity"];
  const def = builderDefinition({ title: "R", description: "", type: "individual", nodeIds: ids }, "Competency items");
  const { items } = composeDesigned("ct-r", "R", def, real);

  it("answers Neutral throughout give every facet the same t, whatever its keying", () => {
    expect(items.some((i) => i.keyed === "minus") && items.some((i) => i.keyed === "plus")).toBe(true);
    const r = scoreNodeBased(ids, items, Object.fromEntries(items.map((i) => [i.id, 3])));
    expect(r.facets.length).toBeGreaterThan(5);
    // (3 − 3.5) / 2.5 = −0.2 for every item, plus- or minus-keyed; t = 50 + 10 × (−0.2) / 1.5
    for (const f of r.facets) {
      expect(f.score).toBeCloseTo(-0.2, 12);
      expect(f.t).toBeCloseTo(50 - 2 / 1.5, 12);
    }
  });
  it("a plus-keyed item answered v and a minus-keyed item answered 6 − v score the same", () => {
    const r0 = rng(99);
    const vOf = new Map<string, number>();
    const answers: Record<string, number> = {};
    for (const i of items) {
      if (!i.facet) continue;
      if (!vOf.has(i.facet)) vOf.set(i.facet, 1 + Math.floor(r0() * 5));
      const v = vOf.get(i.facet)!;
      answers[i.id] = i.keyed === "minus" ? 6 - v : v;
    }
    const r = scoreNodeBased(ids, items, answers);
    for (const f of r.facets) expect(f.score).toBeCloseTo((vOf.get(f.facet)! - 3.5) / 2.5, 12);
  });
  it("scores O5 (1 plus-, 3 minus-keyed items) as the hand computation with random answers", () => {
    const o5 = items.filter((i) => i.facet === "ideas");
    expect(o5.map((i) => i.keyed).sort()).toEqual(["minus", "minus", "minus", "plus"]);
    for (const seed of [3, 8, 21, 77]) {
      const answers = randomAnswers(items, seed);
      let sum = 0;
      for (const i of o5) sum += i.keyed === "minus" ? 6 - answers[i.id] : answers[i.id];
      const mean = sum / o5.length;
      const f = scoreNodeBased(ids, items, answers).facets.find((x) => x.facet === "ideas")!;
      expect(f.score).toBeCloseTo((mean - 3.5) / 2.5, 12);
      expect(f.t).toBeCloseTo(50 + (10 * ((mean - 3.5) / 2.5)) / 1.5, 12);
    }
  });
});

describe("manager-type module scores and composite", () => {
  const def = SAMPLE_DEFS[0];
  const { items } = composeDesigned("ct-exec", def.name, def, neo);
  const engine = {
    executiveProfile: {
      scores: {
        strategicThinking: 70,
        decisionMaking: 50,
        changeLeadership: null,
        executivePresence: 60,
        stakeholderManagement: 40,
        teamDevelopment: 80,
        resultsOrientation: 90,
        innovationDrive: 30,
      },
    },
    darkSideRisks: { narcissism: { score: 20 }, machiavellianism: { score: 40 }, psychopathy: null, perfectionism: { score: 60 }, micromanagement: { score: 80 } },
  };

  function expectedOcean(d: TypeDefinition, answers: Record<string, number>) {
    let num = 0;
    let den = 0;
    for (const t of ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"] as const) {
      let s = 0;
      let n = 0;
      for (const i of items) {
        if (i.module !== "ocean" || i.trait !== t) continue;
        s += i.keyed === "minus" ? 6 - answers[i.id] : answers[i.id];
        n++;
      }
      if (n === 0 || d.oceanWeights[t] === 0) continue;
      let pomp = ((s / n - 1) / 4) * 100;
      if (t === "neuroticism") pomp = 100 - pomp;
      num += d.oceanWeights[t] * pomp;
      den += d.oceanWeights[t];
    }
    return num / den;
  }

  it("scores each module in its favourable direction and weights the composite", () => {
    const answers = randomAnswers(items, 11);
    const r = scoreDesignedModules(def, items, answers, engine);
    const [ocean, exec, dark] = r.modules;
    expect(ocean.score).toBeCloseTo(expectedOcean(def, answers), 10);
    expect(exec.score).toBeCloseTo((70 + 50 + 60 + 40 + 80 + 90 + 30) / 7, 12);
    expect(dark.score).toBeCloseTo(100 - 50, 12);
    // each basis is a code with the facts its sentence states: 4 of the 5 derailers scored, mean 50
    expect(dark.basis).toEqual({ code: "darkside", count: 4, mean: 50 });
    expect(exec.basis).toEqual({ code: "executive", count: 7 });
    expect(ocean.basis).toMatchObject({ code: "ocean" });
    expect(r.composite.basis).toEqual({ code: "weighted", benchmarks: def.scoring.benchmarks });
    const composite = (0.5 * ocean.score! + 0.3 * exec.score! + 0.2 * dark.score!) / 1;
    expect(r.composite.score).toBeCloseTo(composite, 10);
    // Changing a module weight moves the composite toward that module.
    const heavierDark: TypeDefinition = { ...def, modules: def.modules.map((m) => (m.type === "darkside" ? { ...m, weight: 1.2 } : m)) };
    const r2 = scoreDesignedModules(heavierDark, items, answers, engine);
    expect(r2.composite.score).toBeCloseTo((0.5 * ocean.score! + 0.3 * exec.score! + 1.2 * dark.score!) / 2, 10);
  });
  it("weights traits by the OCEAN weights and reverses neuroticism", () => {
    const answers = randomAnswers(items, 5);
    const onlyN: TypeDefinition = { ...def, oceanWeights: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 1 } };
    const allN5 = { ...answers, ...Object.fromEntries(items.filter((i) => i.trait === "neuroticism").map((i) => [i.id, i.keyed === "plus" ? 5 : 1])) };
    expect(scoreDesignedModules(onlyN, items, allN5, engine).modules[0].score).toBeCloseTo(0, 12); // very high N → 0
    const doubleO: TypeDefinition = { ...def, oceanWeights: { ...def.oceanWeights, openness: 3 } };
    const r = scoreDesignedModules(doubleO, items, answers, engine);
    expect(r.modules[0].score).toBeCloseTo(expectedOcean(doubleO, answers), 10);
    expect(r.modules[0].score).not.toBeCloseTo(scoreDesignedModules(def, items, answers, engine).modules[0].score!, 6);
  });
  it("uses the regulation overall, leaves unscorable modules out of the composite and bands it", () => {
    const team = SAMPLE_DEFS[1];
    const c = composeDesigned("ct-team", team.name, team, neo);
    const r = scoreDesignedModules(team, c.items, {}, { emotionalRegulation: { overall: 72 } });
    expect(r.modules[0].score).toBeNull();
    expect(r.modules[1].score).toBe(72);
    expect(r.composite).toMatchObject({ score: 72, band: "good" });
    expect(scoreDesignedModules(team, c.items, {}, {}).composite).toMatchObject({ score: null, band: null });
  });
  it("scores custom answers as POMP of their own range and lists them as given", () => {
    const custom: TypeDefinition = {
      ...NEW_TYPE_DEFAULTS,
      modules: [
        {
          id: "own",
          name: "Own",
          type: "custom",
          weight: 1,
          required: true,
          questions: [
            { id: "q1", type: "likert", text: "L" },
            { id: "q2", type: "scale", text: "S", min: 0, max: 20 },
            {
              id: "q3",
              type: "multiple_choice",
              text: "M",
              options: [
                { value: 2, label: "a" },
                { value: 4, label: "b" },
                { value: 10, label: "c" },
              ],
            },
            { id: "q4", type: "text", text: "T" },
            { id: "q5", type: "scale", text: "Default range" },
          ],
        },
      ],
    };
    const c = composeDesigned("ct-c", "C", custom, neo);
    const answers = { "custom.own.q1": 4, "custom.own.q2": 5, "custom.own.q3": 4, "custom.own.q4": "free words" };
    const r = scoreDesignedModules(custom, c.items, answers, {});
    expect(r.modules[0].score).toBeCloseTo((75 + 25 + 25) / 3, 12);
    expect(r.customAnswers.map((a) => a.answer)).toEqual([4, 5, 4, "free words", null]);
    expect(r.customAnswers[3]).toMatchObject({ moduleId: "own", questionId: "q4", type: "text", text: "T" });
    expect(scoreDesignedModules(custom, c.items, { "custom.own.q4": "x" }, {}).modules[0].score).toBeNull();
  });
});
