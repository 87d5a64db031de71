/**
 * The spec 1 §3 "Dark side analysis" entity (response field darkSideAnalysis, plus an insights list), as the
 * domain derives it from one ScoreResult (dark-side-analysis.ts). Fields the result cannot support are null
 * (never a made-up number); `basis` says, per field, which measured scales and values produced it.
 */
import type { ManifestationType, RiskLevel } from "./derailment.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import type { FacetKey } from "./facets.ts";

/** Spec §3 insight severity, on the derailer levels' scale (worst first). */
export type InsightSeverity = RiskLevel;
/** Priority of an immediate action (the spec's assessment priority words). */
export type ActionPriority = "high" | "medium" | "low";

/** Spec §3 trait risk: level, manifestation, and (when it manifests) concerns and impact areas. */
export interface TraitRisk {
  readonly riskLevel: RiskLevel;
  /** none, warning (mean ≥ 3.8), high_extreme (mean ≥ 4.5); the healthy low pole of a CAT-PD scale is "none". */
  readonly manifestationType: ManifestationType;
  /** The derailer's statements the respondent endorsed in the risk direction (empty when it does not manifest). */
  readonly primaryConcerns: readonly string[];
  /** Where the derailer tends to cost when it shows (empty when it does not manifest). */
  readonly impactAreas: readonly string[];
  /** The 0-100 derailer score the level comes from (POMP of the CAT-PD-SF items). */
  readonly score: number;
}

export interface DarkSideRisk {
  readonly overallRisk: RiskLevel;
  /** The derailers with enough answers to be scored. */
  readonly traitRisks: Readonly<Partial<Record<DarkSideTrait, TraitRisk>>>;
  readonly compensatoryBehaviors: readonly string[];
}

/**
 * Spec §3 stressResponse, departing from it where its words claim more than self-report can show: the spec's
 * currentStressLevel is stress proneness (a trait, from the Neuroticism facets), and its teamImpact (toxic …
 * positive) is left out — a verdict on a person's effect on a team needs more than their own answers.
 */
export interface StressResponse {
  /** 0-10 stress proneness (not a measure of current stress); null without Anxiety (N1) and Vulnerability (N6). */
  readonly stressProneness: number | null;
  /** 0-100; null when none of its scales was scored. */
  readonly adaptiveCapacity: number | null;
  readonly maladaptivePatterns: readonly string[];
}

/**
 * One of the five related IPIP-NEO facets in the person's latest closed 360: their self-rating there (their own
 * IPIP-NEO-120, an earlier, different response than the one analysed) and the raters' mean, each 0-100 percent of
 * the facet's range to one decimal, and self − others from those shown values. Raters rate IPIP-NEO facets, never
 * the derailer scales.
 */
export interface SelfOtherFacet {
  readonly facet: FacetKey;
  /** "Anger (N2)". */
  readonly name: string;
  readonly self: number;
  readonly others: number;
  /** self − others, from the one-decimal values shown. */
  readonly difference: number;
  /** The facet's considerate end: high for Morality, Cooperation, Modesty and Sympathy, low for Anger. */
  readonly desirable: "high" | "low";
}

export interface BehavioralIndicators {
  /** The spec's selfAwarenessGap, per facet and without a net sum (see SelfOtherFacet); null without a closed 360. */
  readonly selfOtherFacets: readonly SelfOtherFacet[] | null;
  /** Measure → 0-100 from the person's own answers (higher is the considerate end). */
  readonly impactOnOthers: Readonly<Record<string, number>>;
}

export interface ImmediateAction {
  readonly action: string;
  readonly timeframe: string;
  readonly priority: ActionPriority;
}

export interface DevelopmentGoal {
  readonly trait: DarkSideTrait;
  readonly targetBehavior: string;
  readonly methods: readonly string[];
  readonly timeline: string;
}

export interface InterventionRecommendations {
  readonly immediateActions: readonly ImmediateAction[];
  readonly developmentGoals: readonly DevelopmentGoal[];
  readonly supportStructures: Readonly<Record<string, readonly string[]>>;
}

/** Spec §3 darkSideAnalysis. */
export interface DarkSideAnalysis {
  readonly darkSideRisk: DarkSideRisk;
  readonly stressResponse: StressResponse;
  readonly behavioralIndicators: BehavioralIndicators;
  readonly interventionRecommendations: InterventionRecommendations;
}

/** Spec §3 insight. */
export interface DarkSideInsight {
  readonly title: string;
  readonly description: string;
  readonly severity: InsightSeverity;
}

/** The fields `basis` explains. */
export type BasisField =
  | "overallRisk"
  | "traitRisks"
  | "compensatoryBehaviors"
  | "stressProneness"
  | "adaptiveCapacity"
  | "maladaptivePatterns"
  | "selfOtherFacets"
  | "impactOnOthers"
  | "interventionRecommendations";

/** The analysis, its insights (worst first) and how each field was derived, with the values used. */
export interface DarkSideReport {
  readonly darkSideAnalysis: DarkSideAnalysis;
  readonly insights: readonly DarkSideInsight[];
  readonly basis: Readonly<Record<BasisField, string>>;
}

/** A closed 360's facet scores: self and the others' mean, 0-100 percent of the scale's range. */
export type ObserverFacets = Readonly<Partial<Record<FacetKey, { readonly self: number; readonly others: number }>>>;
