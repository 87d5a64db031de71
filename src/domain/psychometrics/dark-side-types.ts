/**
 * The spec 1 §3 "Dark side analysis" entity (response field darkSideAnalysis, plus an insights list), as the
 * domain derives it from one ScoreResult (dark-side-analysis.ts). Fields the result cannot support are null
 * (never a made-up number); `basis` says, per field, which measured scales and values produced it.
 */
import type { ManifestationType, RiskLevel } from "./derailment.ts";
import type { StressBand } from "./dark-side-bands.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import type { FacetKey } from "./facets.ts";
import type { RegulationDimension } from "./regulation.ts";

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
  /** Where the derailer tends to cost when it shows: indexes of its impact areas in the content catalog (empty when it does not manifest). */
  readonly impactAreas: readonly number[];
  /** The 0-100 derailer score the level comes from (POMP of the CAT-PD-SF items). */
  readonly score: number;
}

export interface DarkSideRisk {
  readonly overallRisk: RiskLevel;
  /** The derailers with enough answers to be scored. */
  readonly traitRisks: Readonly<Partial<Record<DarkSideTrait, TraitRisk>>>;
  readonly compensatoryBehaviors: readonly CompensatoryBehavior[];
}

/** A compensatory behaviour: an elevated derailer and the stress facet (at its percentile) it is read as coping with. */
export interface CompensatoryBehavior {
  readonly trait: DarkSideTrait;
  readonly level: RiskLevel;
  readonly facet: FacetKey;
  /** The facet's NEO code ("N1"). */
  readonly code: string;
  readonly percentile: number;
}

/** A maladaptive pattern: a Neuroticism facet in the High band, or a regulation score in Needs Development. */
export type StressPattern =
  | { readonly kind: "facet"; readonly facet: FacetKey; readonly code: string; readonly percentile: number }
  | { readonly kind: "regulation"; readonly dimension: RegulationDimension; readonly score: number };

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
  readonly maladaptivePatterns: readonly StressPattern[];
}

/**
 * One of the five related IPIP-NEO facets in the person's latest closed 360: their self-rating there (their own
 * IPIP-NEO-120, an earlier, different response than the one analysed) and the raters' mean, each 0-100 percent of
 * the facet's range to one decimal, and self − others from those shown values. Raters rate IPIP-NEO facets, never
 * the derailer scales.
 */
export interface SelfOtherFacet {
  readonly facet: FacetKey;
  /** The facet's NEO code ("N2"); its name is the reader's (IPIP-NEO label in the psychometrics catalog). */
  readonly code: string;
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

/** An immediate action: a derailer's first step (by its code) or the stress action. */
export type ActionCode = DarkSideTrait | "stress";
/** When an immediate action is due. */
export type ActionTimeframe = "twoWeeks" | "thirtyDays";
/** How long a development goal runs. */
export type GoalTimeline = "threeMonths" | "sixMonths";
/** The categories of support structures. */
export type SupportCategory = "coaching" | "feedback" | "wellbeing";
/** One support structure. */
export type SupportItem = "executiveCoach" | "monthlyReviews" | "feedbackRound" | "candidPeer" | "workloadReview" | "wellbeingProgramme" | "yearlyFeedback";

export interface ImmediateAction {
  readonly action: ActionCode;
  readonly timeframe: ActionTimeframe;
  readonly priority: ActionPriority;
}

/** A derailer's development goal: its target behaviour and the indexes of its methods in the content catalog. */
export interface DevelopmentGoal {
  readonly trait: DarkSideTrait;
  readonly methods: readonly number[];
  readonly timeline: GoalTimeline;
}

export interface InterventionRecommendations {
  readonly immediateActions: readonly ImmediateAction[];
  readonly developmentGoals: readonly DevelopmentGoal[];
  readonly supportStructures: Readonly<Partial<Record<SupportCategory, readonly SupportItem[]>>>;
}

/** Spec §3 darkSideAnalysis. */
export interface DarkSideAnalysis {
  readonly darkSideRisk: DarkSideRisk;
  readonly stressResponse: StressResponse;
  readonly behavioralIndicators: BehavioralIndicators;
  readonly interventionRecommendations: InterventionRecommendations;
}

/** Spec §3 insight, as a code and the numbers its words need (the content catalog's insight.<code>). */
export type DarkSideInsight =
  | {
      readonly code: "overallRisk";
      readonly severity: InsightSeverity;
      readonly level: RiskLevel;
      /** The elevated derailers by level (critical, high, moderate; empty levels left out), highest score first. */
      readonly groups: ReadonlyArray<{ readonly level: RiskLevel; readonly derailers: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly score: number }> }>;
      /** The 0-100 score where moderate begins (said when no derailer reaches it). */
      readonly moderateAt: number;
    }
  | {
      readonly code: "topDerailer";
      readonly severity: InsightSeverity;
      /** The derailers tied on the top score. */
      readonly traits: readonly DarkSideTrait[];
      readonly score: number;
      readonly level: RiskLevel;
      /** How many endorsed statements point that way (0: not said). */
      readonly endorsed: number;
    }
  | { readonly code: "stress"; readonly severity: InsightSeverity; readonly band: StressBand; readonly level: number }
  | {
      readonly code: "selfOther";
      readonly severity: InsightSeverity;
      /** The raters put at least one facet further from its considerate end than the self-rating. */
      readonly watch: boolean;
      readonly facets: ReadonlyArray<{ readonly facet: FacetKey; readonly code: string; readonly self: number; readonly others: number }>;
    };

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

/** Where an impact-on-others measure came from: an IPIP-NEO facet (by code, maybe reversed), the executive or the regulation profile. */
export type ImpactSource = { readonly kind: "facet"; readonly code: string; readonly reversed: boolean } | { readonly kind: "executive" } | { readonly kind: "regulation" };

/**
 * How each field was derived, as the numbers used (the content catalog's basis.<field> words them); null where the
 * field is not available because its scales were not scored.
 */
export interface DarkSideBasis {
  readonly overallRisk: { readonly scored: number; readonly counts: Readonly<Record<RiskLevel, number>>; readonly level: RiskLevel };
  readonly traitRisks: { readonly derailers: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly score: number; readonly level: RiskLevel }> };
  readonly compensatoryBehaviors: { readonly found: number };
  readonly stressProneness: { readonly anxiety: number; readonly vulnerability: number; readonly approximate: boolean; readonly value: number } | null;
  readonly adaptiveCapacity: { readonly parts: ReadonlyArray<{ readonly part: CapacityPart; readonly score: number }>; readonly value: number } | null;
  readonly maladaptivePatterns: { readonly regulationAsked: boolean; readonly found: number };
  readonly selfOtherFacets: {
    readonly facets: ReadonlyArray<{ readonly facet: FacetKey; readonly code: string; readonly self: number; readonly others: number; readonly difference: number }>;
  } | null;
  readonly impactOnOthers: { readonly parts: ReadonlyArray<{ readonly measure: string; readonly score: number; readonly source: ImpactSource }> } | null;
  readonly interventionRecommendations: {
    readonly elevated: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly level: RiskLevel }>;
    readonly actions: number;
    readonly goals: number;
  };
}

/** A part of adaptive capacity. */
export type CapacityPart = "vulnerabilityReversed" | "selfEfficacy" | "adventurousness" | "emotionalStability" | "selfManagement";

/** The analysis, its insights (worst first) and how each field was derived, with the values used. */
export interface DarkSideReport {
  readonly darkSideAnalysis: DarkSideAnalysis;
  readonly insights: readonly DarkSideInsight[];
  readonly basis: DarkSideBasis;
}

/** A closed 360's facet scores: self and the others' mean, 0-100 percent of the scale's range. */
export type ObserverFacets = Readonly<Partial<Record<FacetKey, { readonly self: number; readonly others: number }>>>;
