/**
 * Scoring of designed types.
 *
 * Node-based types (spec §5 scoring path): every answered IPIP-NEO-120 item is a node response mapped to its
 * facet with correlation +1 (plus-keyed) or −1 (minus-keyed) and the plan's mapping confidence, weighing
 * itemWeight(4) = 2.5; scoreNodeFacets then reverse-keys a minus-keyed answer (6 − v) before (v − 3.5) / 2.5
 * (the spec flips the sign afterwards; see the psychometrics README), the −3..3 clamp, confidence
 * min(1, weight / 10) and t = 50 + 10 × score / 1.5. A node's score is the weighted mean of its
 * linked facets' scores, signed by the link's correlation, with weight |correlation| × link confidence × facet
 * confidence (ours).
 *
 * Manager types: each module gets a 0-100 score in its favourable direction (not normed) and the composite is
 * their weighted mean, banded by the type's benchmarks (fixed reference points, not norms).
 */
import type { AssessmentItem } from "../assessments/item-types.ts";
import { applyCorrelation, clamp, clampAnswer, clampFacetScore, keyedScore, numericAnswer } from "../psychometrics/answer-rules.ts";
import { FACETS, TRAITS, type FacetKey, type Trait } from "../psychometrics/facets.ts";
import { nodeTScore, scoreNodeFacets, type NodeResponse } from "../psychometrics/facet-confidence.ts";
import { COVERAGE_CONFIDENCE_THRESHOLD } from "../psychometrics/facet-confidence.ts";
import type { DarkSideRiskEntry, ExecutiveProfileResult, RegulationProfileResult } from "../psychometrics/result-types.ts";
import { coverageValidation, distinctNodeIds, NEO_ITEM_WEIGHT, planNodeItems } from "./builder.ts";
import { competencyNode } from "./competency-tree.ts";
import { CUSTOM_BANK, customItemId } from "./compose.ts";
import { compositeBand } from "./type-definition.ts";
import type {
  CompositeBasis,
  CoverageValidation,
  DesignedFacetScore,
  DesignedModuleScore,
  DesignedNodeScore,
  DesignedNoteCode,
  DesignedResult,
  ModuleBasis,
  TypeDefinition,
} from "./types.ts";

function answered(v: unknown): boolean {
  return v !== undefined && v !== null;
}

/**
 * The §5 scoring of a node-based type. Facets are those of the plan that have at least one answered item (FACETS
 * order); nodes are those with at least one scored facet. Coverage counts every planned facet, unanswered ones at
 * confidence 0.
 */
export function scoreNodeBased(
  nodeIds: readonly string[],
  items: readonly AssessmentItem[],
  answers: Record<string, unknown>,
): { facets: DesignedFacetScore[]; nodes: DesignedNodeScore[]; coverage: CoverageValidation } {
  const plan = planNodeItems(nodeIds);
  const planned = new Map(plan.map((p) => [p.facet, p]));
  const responses: NodeResponse[] = [];
  const count = new Map<FacetKey, number>();
  for (const item of items) {
    if (!item.facet || !item.keyed) continue;
    const p = planned.get(item.facet);
    const value = answers[item.id];
    if (!p || !answered(value)) continue;
    responses.push({
      kind: "likert",
      value,
      itemWeight: NEO_ITEM_WEIGHT,
      mappings: [{ facet: item.facet, correlation: item.keyed === "minus" ? -1 : 1, confidence: p.mappingConfidence }],
    });
    count.set(item.facet, (count.get(item.facet) ?? 0) + 1);
  }
  const scored = scoreNodeFacets(responses);
  const facets: DesignedFacetScore[] = [];
  for (const f of FACETS) {
    const s = scored[f.key];
    if (!planned.has(f.key) || !s) continue;
    facets.push({
      facet: f.key,
      facetCode: f.code,
      trait: f.trait,
      score: s.score,
      confidence: s.confidence,
      t: s.t,
      items: count.get(f.key) ?? 0,
      critical: s.confidence < COVERAGE_CONFIDENCE_THRESHOLD,
    });
  }
  const byFacet = new Map(facets.map((f) => [f.facet, f]));
  const nodes: DesignedNodeScore[] = [];
  for (const id of distinctNodeIds(nodeIds)) {
    const node = competencyNode(id)!;
    let sum = 0;
    let weight = 0;
    let possible = 0;
    const basis: { facet: FacetKey; correlation: number; weight: number }[] = [];
    for (const link of node.facets) {
      const linkWeight = Math.abs(link.correlation) * link.confidence;
      possible += linkWeight;
      const f = byFacet.get(link.facet);
      if (!f) continue;
      const w = linkWeight * f.confidence;
      if (!(w > 0)) continue;
      sum += w * applyCorrelation(f.score, link.correlation);
      weight += w;
      basis.push({ facet: link.facet, correlation: link.correlation, weight: w });
    }
    if (!(weight > 0)) continue;
    const score = clampFacetScore(sum / weight);
    nodes.push({ nodeId: id, score, t: nodeTScore(score), confidence: possible > 0 ? weight / possible : 0, basis });
  }
  const coverage = coverageValidation(plan.map((p) => [p.facet, byFacet.get(p.facet)?.confidence ?? 0] as const));
  return { facets, nodes, coverage };
}

/** The engine's module results a manager type's composite reads (from the ScoreResult of the same response). */
export interface DesignedEngineScores {
  readonly executiveProfile?: Pick<ExecutiveProfileResult, "scores">;
  readonly emotionalRegulation?: Pick<RegulationProfileResult, "overall">;
  readonly darkSideRisks?: Readonly<Record<string, Pick<DarkSideRiskEntry, "score"> | null>>;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** POMP 0-100 of one custom answer, or null when the question is not scored or the answer is not a number. */
function customPomp(item: AssessmentItem, raw: unknown): number | null {
  if (!item.scored || !answered(raw)) return null;
  const v = numericAnswer(raw);
  if (Number.isNaN(v)) return null;
  const input = item.input;
  let lo: number;
  let hi: number;
  if (input.type === "likert") [lo, hi] = [1, 5];
  else if (input.type === "scale") [lo, hi] = [input.min, input.max];
  else if (input.type === "multiple_choice" || input.type === "scenario") {
    const values = input.options.map((o) => o.value);
    [lo, hi] = [Math.min(...values), Math.max(...values)];
  } else return null;
  if (!(hi > lo)) return null;
  return 100 * clamp((v - lo) / (hi - lo), 0, 1);
}

/**
 * Module scores (0-100, favourable direction, not normed) and the weighted composite of a manager type:
 * ocean = Σ oceanWeight × POMP of the trait's keyed item mean / Σ oceanWeight over traits with answers
 * (neuroticism reversed, 100 − POMP: low is desirable); executive = mean of the engine's competency scores;
 * emotional = the regulation overall; darkside = 100 − mean derailer score (low derailment risk is
 * desirable); custom = mean POMP of the scored custom answers. Composite = Σ weight × score / Σ weight over
 * modules with a score. Each basis is a code with its facts (the results catalog words it).
 */
export function scoreDesignedModules(
  def: TypeDefinition,
  items: readonly AssessmentItem[],
  answers: Record<string, unknown>,
  engine: DesignedEngineScores,
): { modules: DesignedModuleScore[]; composite: NonNullable<DesignedResult["composite"]>; customAnswers: NonNullable<DesignedResult["customAnswers"]> } {
  const modules: DesignedModuleScore[] = def.modules.map((m) => {
    const mine = items.filter((i) => i.module === m.id);
    let score: number | null = null;
    let basis: ModuleBasis;
    if (m.type === "ocean") {
      let sum = 0;
      let weight = 0;
      const used: { trait: Trait; weight: number }[] = [];
      for (const t of TRAITS) {
        const keyed = mine.filter((i) => i.trait === t && i.keyed && answered(answers[i.id])).map((i) => keyedScore(clampAnswer(answers[i.id]), i.keyed!));
        const avg = mean(keyed);
        const w = def.oceanWeights[t];
        if (avg === null || !(w > 0)) continue;
        const p = ((avg - 1) / 4) * 100;
        sum += w * (t === "neuroticism" ? 100 - p : p);
        weight += w;
        used.push({ trait: t, weight: w });
      }
      score = weight > 0 ? sum / weight : null;
      basis = score === null ? { code: "oceanNone" } : { code: "ocean", traits: used };
    } else if (m.type === "executive") {
      const values = engine.executiveProfile ? Object.values(engine.executiveProfile.scores).filter((v): v is number => v !== null) : [];
      score = mean(values);
      basis = score === null ? { code: "executiveNone" } : { code: "executive", count: values.length };
    } else if (m.type === "emotional") {
      score = engine.emotionalRegulation?.overall ?? null;
      basis = score === null ? { code: "emotionalNone" } : { code: "emotional" };
    } else if (m.type === "darkside") {
      const values = engine.darkSideRisks ? Object.values(engine.darkSideRisks).flatMap((e) => (e ? [e.score] : [])) : [];
      const avg = mean(values);
      score = avg === null ? null : 100 - avg;
      basis = avg === null ? { code: "darksideNone" } : { code: "darkside", count: values.length, mean: avg };
    } else {
      const values = mine
        .filter((i) => i.bank === CUSTOM_BANK)
        .flatMap((i) => {
          const p = customPomp(i, answers[i.id]);
          return p === null ? [] : [p];
        });
      score = mean(values);
      basis = score === null ? { code: "customNone" } : { code: "custom", count: values.length };
    }
    return { moduleId: m.id, name: m.name, type: m.type, weight: m.weight, score, normed: false, basis };
  });
  let sum = 0;
  let weight = 0;
  for (const m of modules) {
    if (m.score === null || !(m.weight > 0)) continue;
    sum += m.weight * m.score;
    weight += m.weight;
  }
  const score = weight > 0 ? sum / weight : null;
  const b = def.scoring.benchmarks;
  const basis: CompositeBasis =
    score === null ? { code: "none" } : { code: "weighted", benchmarks: { excellent: b.excellent, good: b.good, average: b.average, belowAverage: b.belowAverage } };
  const composite = { score, band: compositeBand(score, b), basis };
  const customAnswers = def.modules.flatMap((m) =>
    m.type !== "custom"
      ? []
      : (m.questions ?? []).map((q) => ({ moduleId: m.id, questionId: q.id, text: q.text, type: q.type, answer: answers[customItemId(m.id, q.id)] ?? null })),
  );
  return { modules, composite, customAnswers };
}

/**
 * The notes of a designed result, by code: a node-based type's say whose the node-facet links are; a manager type's
 * that module scores are unnormed and banded by fixed points, and, with a custom module, that its questions are the
 * organization's own.
 */
export function designedNotes(def: TypeDefinition): DesignedNoteCode[] {
  if (def.nodeIds) return ["mappingSource"];
  return ["modulesUnnormed", ...(def.modules.some((m) => m.type === "custom") ? (["customUnnormed"] as const) : [])];
}
