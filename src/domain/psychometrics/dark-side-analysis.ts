/**
 * Spec 1 §3/§7 dark-side analysis: the darkSideAnalysis entity and its insights, derived from one scored
 * response that carries the derailer screen. Pure: no I/O. Every number comes from a measured scale of the
 * result — the CAT-PD-SF derailer scores (Simms, L. J. et al. 2011, "Computerized adaptive assessment of
 * personality disorder: Introducing the CAT-PD project", Journal of Personality Assessment 93(4), 380–389;
 * public-domain short form at ipip.ori.org), the IPIP-NEO-120 facets (Johnson, J. A. 2014, Journal of Research
 * in Personality 51, 78–89) and, where asked, the regulation and executive scales (dimension-map.ts) — by the
 * rule written at each function. How those measures are combined is Facetwise's interpretation of the
 * derailer screen, not a clinical assessment; no norm or percentile is invented here (percentiles are the
 * result's own, from Johnson's tables), and a field whose scales are missing is null.
 */
import { pomp } from "./bands.ts";
import { darkSideInsights } from "./dark-side-insights.ts";
import { developmentGoals, immediateActions, impactAreaItems, interventionBasis, supportStructures, type InterventionInputs } from "./dark-side-interventions.ts";
import { adaptiveCapacity, compensatoryBehaviors, facetOf, maladaptivePatterns, stressProneness, type Derived, type FacetScores } from "./dark-side-stress.ts";
import type { DarkSideAnalysis, DarkSideBasis, DarkSideReport, ObserverFacets, SelfOtherFacet, TraitRisk } from "./dark-side-types.ts";
import { entryRisk, manifestationType, overallDarkSideRisk, type ManifestationType, type RiskLevel, type RiskPole } from "./derailment.ts";
import { DARK_SIDE_MAP, DARK_SIDE_TRAITS, type DarkSideTrait } from "./dimension-map.ts";
import { FACETS, type FacetKey } from "./facets.ts";
import type { DarkSideRiskEntry, ScoreResult } from "./result-types.ts";

export type * from "./dark-side-types.ts";

/**
 * The overall level on the spec's four-level scale (critical | high | moderate | low): the spec §4 rule on the
 * derailers' entry risks (high with 2+ high, moderate with 1+ high or 3+ moderate, else low), raised to
 * critical when it is high and at least one derailer is critical (item mean 4.5 or more: strongly agreeing on
 * average). Our reading: §4 has three levels; "critical" needs both breadth (§4 high) and an extreme derailer.
 */
export function overallRiskLevel(levels: readonly RiskLevel[]): RiskLevel {
  const overall = overallDarkSideRisk(levels.map(entryRisk));
  return overall === "high" && levels.includes("critical") ? "critical" : overall;
}

/**
 * Spec §9 manifestation of a derailer from its item mean (derailment.ts: high_extreme ≥ 4.5, warning ≥ 3.8,
 * low_extreme ≤ 1.5). On a unipolar pathology scale (pole "high", every CAT-PD scale) the low extreme is the
 * healthy end, so it reads "none" here: a low derailer never shows concerns.
 */
export function analysisManifestation(mean: number, pole: RiskPole): ManifestationType {
  const m = manifestationType(mean);
  return pole === "high" && m === "low_extreme" ? "none" : m;
}

/**
 * A derailer's spec §3 trait risk: its level (derailment.ts, from the CAT-PD-SF score), its manifestation, and,
 * only when it manifests, the statements the respondent endorsed in the risk direction (the result's
 * indicators, verbatim) and the areas it tends to affect (their indexes: dark-side-interventions.ts).
 */
export function traitRisk(trait: DarkSideTrait, e: DarkSideRiskEntry): TraitRisk {
  const manifestation = analysisManifestation(e.mean, DARK_SIDE_MAP[trait].pole);
  const shows = manifestation !== "none";
  return {
    riskLevel: e.riskLevel,
    manifestationType: manifestation,
    primaryConcerns: shows ? [...e.indicators] : [],
    impactAreas: shows ? impactAreaItems(trait) : [],
    score: e.score,
  };
}

/** A facet's NEO code ("N2"). */
function facetCode(key: FacetKey): string {
  return FACETS.find((x) => x.key === key)?.code ?? key;
}

const tenths = (x: number) => Math.round(x * 10);

/**
 * The 360 comparison on the five IPIP-NEO facets the impact-on-others measures read (Morality, Cooperation,
 * Modesty, Sympathy and Anger), one row per facet, from the person's latest closed 360: self is their own
 * IPIP-NEO-120 self-rating there (an earlier, different response than the one analysed), others the raters' mean
 * on the observer form, both 0-100 percent of the facet's range; each shown to one decimal and the difference
 * self − others taken from the shown values. Each facet stays in its own direction (Anger: higher is angrier)
 * and no net sum or mean is formed: on a real profile one facet can carry the whole total while the others
 * cancel. The 360 does not rate the CAT-PD derailer scales, so this is no "self-awareness gap" on derailers.
 * Facets with a value outside 0-100 are left out; null without 360 data.
 */
export function selfOtherFacets(observed: ObserverFacets | undefined): SelfOtherFacet[] | null {
  if (!observed) return null;
  const rows = IMPACT_FACETS.flatMap(({ facet, reversed }): SelfOtherFacet[] => {
    const o = observed[facet];
    if (!o || !Number.isFinite(o.self) || !Number.isFinite(o.others) || o.self < 0 || o.self > 100 || o.others < 0 || o.others > 100) return [];
    const self = tenths(o.self);
    const others = tenths(o.others);
    return [{ facet, code: facetCode(facet), self: self / 10, others: others / 10, difference: (self - others) / 10, desirable: reversed ? "low" : "high" }];
  });
  return rows.length ? rows : null;
}

/** An impact-on-others measure: the facet it reads and whether it is reversed. */
const IMPACT_FACETS: ReadonlyArray<{ readonly key: string; readonly facet: FacetKey; readonly reversed: boolean }> = [
  // IPIP-NEO Morality (A2): honest dealing, the opposite pole of manipulating others
  { key: "straightforwardness", facet: "straightforwardness", reversed: false },
  // IPIP-NEO Cooperation (A4): disagreeing without quarrelling or retaliating
  { key: "compliance", facet: "compliance", reversed: false },
  // IPIP-NEO Modesty (A5): not claiming superiority, the opposite pole of grandiosity
  { key: "modesty", facet: "modesty", reversed: false },
  // IPIP-NEO Sympathy (A6): concern for others, the opposite pole of callousness
  { key: "tenderMindedness", facet: "tenderMindedness", reversed: false },
  // IPIP-NEO Anger (N2) reversed: keeping one's temper
  { key: "composure", facet: "angryHostility", reversed: true },
];

/**
 * Impact on others, measure → 0-100 from the person's own answers (higher is the considerate end; self-report,
 * so tendencies the person describes, not an observed effect on anyone): POMP of the IPIP-NEO-120
 * facets Morality (A2), Cooperation (A4), Modesty (A5), Sympathy (A6) and Anger (N2) reversed as composure,
 * plus the executive Team Development and the regulation Relationship Management scores where the assessment
 * asks them. POMP (percent of maximum), not percentiles, so the spec's fixed 70 / 50 bands read the answers
 * themselves (50 = the neutral answer) on every measure alike. Rounded to whole points.
 */
export function impactOnOthers(score: ScoreResult): Derived<Record<string, number>, DarkSideBasis["impactOnOthers"]> {
  const out: Record<string, number> = {};
  const parts: Array<NonNullable<DarkSideBasis["impactOnOthers"]>["parts"][number]> = [];
  for (const m of IMPACT_FACETS) {
    const f = facetOf(score.facets, m.facet);
    if (!f) continue;
    out[m.key] = Math.round(m.reversed ? 100 - pomp(f.mean) : pomp(f.mean));
    parts.push({ measure: m.key, score: out[m.key], source: { kind: "facet", code: f.code, reversed: m.reversed } });
  }
  const team = score.executiveProfile?.scores.teamDevelopment;
  if (typeof team === "number") {
    out.teamDevelopment = Math.round(team);
    parts.push({ measure: "teamDevelopment", score: out.teamDevelopment, source: { kind: "executive" } });
  }
  const relations = score.emotionalRegulation?.scores.relationshipManagement;
  if (typeof relations === "number") {
    out.relationshipManagement = Math.round(relations);
    parts.push({ measure: "relationshipManagement", score: out.relationshipManagement, source: { kind: "regulation" } });
  }
  return { value: out, basis: parts.length ? { parts } : null };
}

/** The scored derailers, in the spec's order. */
function scoredDerailers(score: ScoreResult): Array<{ trait: DarkSideTrait; entry: DarkSideRiskEntry }> {
  const risks = score.darkSideRisks;
  if (!risks) return [];
  return DARK_SIDE_TRAITS.flatMap((trait) => {
    const entry = risks[trait];
    return entry ? [{ trait, entry }] : [];
  });
}

/**
 * The dark-side analysis of a scored response, with insights and the basis of each field; null when the result
 * carries no derailer screen (or no derailer had enough answers to be scored). `observed`: self and others on the
 * IPIP-NEO facets from the person's latest closed 360; without it the 360 comparison is null.
 */
export function analyseDarkSide(score: ScoreResult, observed?: ObserverFacets): DarkSideReport | null {
  const derailers = scoredDerailers(score);
  if (!derailers.length) return null;
  const facets: FacetScores = score.facets;
  const regulation = score.emotionalRegulation?.scores;
  const traitRisks: Partial<Record<DarkSideTrait, TraitRisk>> = {};
  const levels: Partial<Record<DarkSideTrait, RiskLevel>> = {};
  const selfScores: Partial<Record<DarkSideTrait, number>> = {};
  for (const { trait, entry } of derailers) {
    traitRisks[trait] = traitRisk(trait, entry);
    levels[trait] = entry.riskLevel;
    selfScores[trait] = entry.score;
  }
  const overallRisk = overallRiskLevel(derailers.map((d) => d.entry.riskLevel));
  const compensation = compensatoryBehaviors(levels, facets);
  const stress = stressProneness(facets);
  const capacity = adaptiveCapacity(facets, regulation);
  const patterns = maladaptivePatterns(facets, regulation);
  const impact = impactOnOthers(score);
  const selfOther = selfOtherFacets(observed);
  const inputs: InterventionInputs = {
    traits: Object.fromEntries(derailers.map(({ trait, entry }) => [trait, { level: entry.riskLevel, score: entry.score }])),
    stressProneness: stress.value,
    maladaptivePatternCount: patterns.value.length,
    selfOtherFacets: selfOther,
  };
  const actions = immediateActions(inputs);
  const goals = developmentGoals(inputs);

  const darkSideAnalysis: DarkSideAnalysis = {
    darkSideRisk: { overallRisk, traitRisks, compensatoryBehaviors: compensation.value },
    stressResponse: { stressProneness: stress.value, adaptiveCapacity: capacity.value, maladaptivePatterns: patterns.value },
    behavioralIndicators: { selfOtherFacets: selfOther, impactOnOthers: impact.value },
    interventionRecommendations: { immediateActions: actions, developmentGoals: goals, supportStructures: supportStructures(inputs) },
  };
  const count = (l: RiskLevel) => derailers.filter((d) => d.entry.riskLevel === l).length;
  return {
    darkSideAnalysis,
    insights: darkSideInsights(darkSideAnalysis),
    basis: {
      overallRisk: { scored: derailers.length, counts: { critical: count("critical"), high: count("high"), moderate: count("moderate"), low: count("low") }, level: overallRisk },
      traitRisks: { derailers: derailers.map(({ trait, entry }) => ({ trait, score: Math.round(entry.score), level: entry.riskLevel })) },
      compensatoryBehaviors: compensation.basis,
      stressProneness: stress.basis,
      adaptiveCapacity: capacity.basis,
      maladaptivePatterns: patterns.basis,
      selfOtherFacets: selfOther === null ? null : { facets: selfOther.map(({ facet, code, self, others, difference }) => ({ facet, code, self, others, difference })) },
      impactOnOthers: impact.basis,
      interventionRecommendations: interventionBasis(inputs, actions.length, goals.length),
    },
  };
}
