/**
 * Builders for the non-Big-Five sections of a result (regulation, executive, dark side, pillars) from the
 * numeric scores. All of these are POMP scores of IPIP scales or our questions: `normed: false`.
 */
import { benchmarkStanding, PILLAR_BENCHMARKS, pillarGuidance, type PillarTypeId } from "../assessments/pillars.ts";
import type { Pillar } from "../assessments/item-types.ts";
import { pomp } from "./bands.ts";
import type { CompiledDimension, CompiledKey } from "./compiled-key.ts";
import { DARK_SIDE_MAP, type DarkSideTrait } from "./dimension-map.ts";
import { derailmentRiskScore, entryRisk, manifestationType, riskLevel, RISK_CONFIDENCE_SCALE } from "./derailment.ts";
import { type NumericScores, targetMean } from "./engine.ts";
import {
  competencyLevel,
  developmentPriorities,
  EXECUTIVE_BENCHMARKS,
  EXECUTIVE_COMPETENCIES,
  executiveMean,
  executiveReadiness,
  executiveStrengths,
  type ExecutiveCompetency,
} from "./executive.ts";
import { facetConfidence, itemWeight } from "./facet-confidence.ts";
import { developmentOpportunities, eqQuadrants, keyStrengths, REGULATION_DIMENSIONS, regulationBand, regulationOverall, type RegulationDimension } from "./regulation.ts";
import type { DarkSideRiskEntry, ExecutiveProfileResult, PillarResult, PillarScore, RegulationProfileResult, UnnormedScore } from "./result-types.ts";
import { enoughAnswers, minimumItems, type AnswerCount } from "./sufficiency.ts";

/** Spec §9 confidence of a dimension: min(1, Σ answered × 10 / published length / 10) over its scales. */
export function dimensionConfidence(out: NumericScores, d: CompiledDimension): number {
  let weight = 0;
  for (let i = 0; i < d.scaleTargets.length; i++) weight += out.counts[d.scaleTargets[i]] * itemWeight(d.scaleLengths[i]);
  return facetConfidence(weight);
}

/** The POMP score of a dimension, or null when none of its items was answered. */
export function unnormedScore(out: NumericScores, d: CompiledDimension): UnnormedScore | null {
  const mean = targetMean(out, d.target);
  if (Number.isNaN(mean)) return null;
  return { score: pomp(mean), mean, itemsAnswered: out.counts[d.target], confidence: dimensionConfidence(out, d), normed: false };
}

function record<K extends string, V>(keys: readonly K[], f: (k: K) => V): Record<K, V> {
  const r = {} as Record<K, V>;
  for (const k of keys) r[k] = f(k);
  return r;
}

/** Builds the Emotional Regulation Profile (spec §2, §9). */
export function regulationSection(key: CompiledKey, out: NumericScores): RegulationProfileResult {
  const byId = new Map(key.regulation.map((d) => [d.id, d]));
  const details = record(REGULATION_DIMENSIONS, (d) => (byId.has(d) ? unnormedScore(out, byId.get(d)!) : null));
  const scores = record(REGULATION_DIMENSIONS, (d) => details[d]?.score ?? null);
  const overall = regulationOverall(scores);
  return {
    scores,
    details,
    bands: record(REGULATION_DIMENSIONS, (d: RegulationDimension) => (scores[d] === null ? null : regulationBand(scores[d]!))),
    overall: Number.isNaN(overall) ? null : overall,
    overallBand: Number.isNaN(overall) ? null : regulationBand(overall),
    keyStrengths: keyStrengths(scores),
    developmentOpportunities: developmentOpportunities(scores),
    quadrants: eqQuadrants(scores),
    normed: false,
  };
}

/** Builds the Executive leadership profile (spec §2, §4, §9). */
export function executiveSection(key: CompiledKey, out: NumericScores): ExecutiveProfileResult {
  const byId = new Map(key.executive.map((d) => [d.id, d]));
  const details = record(EXECUTIVE_COMPETENCIES, (c) => (byId.has(c) ? unnormedScore(out, byId.get(c)!) : null));
  const scores = record(EXECUTIVE_COMPETENCIES, (c) => details[c]?.score ?? null);
  const mean = executiveMean(scores);
  return {
    scores,
    details,
    levels: record(EXECUTIVE_COMPETENCIES, (c: ExecutiveCompetency) => (scores[c] === null ? null : competencyLevel(c, scores[c]!))),
    benchmarks: EXECUTIVE_BENCHMARKS,
    mean: Number.isNaN(mean) ? null : mean,
    readiness: Number.isNaN(mean) ? null : executiveReadiness(mean),
    strengths: executiveStrengths(scores),
    priorities: developmentPriorities(scores),
    normed: false,
  };
}

/** Items feeding a target that the respondent endorsed in the target's direction (keyed value 4 or more). */
export function endorsedTexts(key: CompiledKey, values: ArrayLike<number>, target: number): string[] {
  const texts: string[] = [];
  for (let i = 0; i < key.nItems; i++) {
    const v = values[i];
    if (v !== v) continue;
    for (let c = key.cStart[i]; c < key.cStart[i + 1]; c++) {
      if (key.cTarget[c] !== target) continue;
      const x = v < 1 ? 1 : v > 5 ? 5 : v;
      // say which way the answer went: a reverse-keyed statement is a warning sign when it was disagreed with
      const reversed = key.cReverse[c] === 1;
      if ((reversed ? 6 - x : x) >= 4) texts.push(`${reversed ? "Disagreed with" : "Agreed with"} “${key.items[i].text}”`);
    }
  }
  return texts;
}

/**
 * Builds the dark-side risk entries (spec §3; risk rule in derailment.ts). A derailer with fewer than half of
 * its screen items answered gets no entry and is listed in `notEnough` instead. Once it has enough answers its
 * confidence counts as full, so the level follows the 0-100 score the same way on every derailer.
 */
export function darkSideSection(
  key: CompiledKey,
  out: NumericScores,
  values: ArrayLike<number>,
  asked: ArrayLike<number>,
): { risks: Record<DarkSideTrait, DarkSideRiskEntry | null>; notEnough: Partial<Record<DarkSideTrait, AnswerCount>> } {
  const r = {} as Record<DarkSideTrait, DarkSideRiskEntry | null>;
  const notEnough: Partial<Record<DarkSideTrait, AnswerCount>> = {};
  for (const d of key.darkSide) {
    const trait = d.id as DarkSideTrait;
    const s = unnormedScore(out, d);
    const itemsAsked = asked[d.target];
    if (!s || !enoughAnswers(s.itemsAnswered, itemsAsked)) {
      r[trait] = null;
      // asked but unanswered counts as short too (0 answered), not as unmeasured
      if (s || itemsAsked > 0) notEnough[trait] = { itemsAnswered: s?.itemsAnswered ?? 0, itemsAsked, itemsFullForm: itemsAsked, minimumItems: minimumItems(itemsAsked) };
      continue;
    }
    const riskScore = derailmentRiskScore(s.mean, RISK_CONFIDENCE_SCALE, DARK_SIDE_MAP[trait].pole);
    const level = riskLevel(riskScore);
    r[trait] = {
      risk: entryRisk(level),
      score: s.score,
      indicators: endorsedTexts(key, values, d.target),
      riskLevel: level,
      riskScore,
      manifestationType: manifestationType(s.mean),
      mean: s.mean,
      confidence: s.confidence,
      itemsAnswered: s.itemsAnswered,
      itemsAsked,
      normed: false,
    };
  }
  return { risks: r, notEnough };
}

/** Builds pillar results (spec §9 guidance and benchmarks for the type) and pillar-domain scores. */
export function pillarSections(key: CompiledKey, out: NumericScores): { pillars: Record<Pillar, PillarResult | null>; domains: Record<string, PillarScore | null> } {
  const bm = (PILLAR_BENCHMARKS as Record<string, (typeof PILLAR_BENCHMARKS)[PillarTypeId] | undefined>)[key.typeId];
  const score = (target: number): PillarScore | null => {
    const mean = targetMean(out, target);
    return Number.isNaN(mean) ? null : { score: mean, pomp: pomp(mean), itemsAnswered: out.counts[target], normed: false };
  };
  const pillars = {} as Record<Pillar, PillarResult | null>;
  for (const p of key.pillars) {
    const s = score(p.target);
    const b = bm ? bm[p.id] : null;
    pillars[p.id] = s && { ...s, guidance: pillarGuidance(s.score), benchmark: b, standing: b ? benchmarkStanding(s.score, b) : null };
  }
  const domains: Record<string, PillarScore | null> = {};
  for (const d of key.pillarDomains) domains[d.id] = score(d.target);
  return { pillars, domains };
}
