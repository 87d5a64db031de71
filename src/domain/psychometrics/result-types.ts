/**
 * The scoring result: the spec §3 Score (percentile, stanine, raw per trait; optional facets,
 * emotionalRegulation, executiveProfile, darkSideRisks) plus norm group, quality, pillars, coverage,
 * profile summary and the versions of the rules used.
 */
import type { DesignedResult } from "../design/types.ts";
import type { PillarBenchmark, BenchmarkStanding, PillarPriority } from "../assessments/pillars.ts";
import type { Pillar } from "../assessments/item-types.ts";
import type { ArchetypeMatch } from "./archetypes.ts";
import type { PercentileColour, PercentileLabel, Polarity, ProfileBalance, ProfileType } from "./bands.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import type { EntryRisk, ManifestationType, RiskLevel } from "./derailment.ts";
import type { CompetencyLevel, DevelopmentPriority, ExecutiveCompetency, Readiness, CompetencyBenchmark } from "./executive.ts";
import type { CoverageBand } from "./facet-confidence.ts";
import type { FacetKey, Trait } from "./facets.ts";
import type { ResponseQuality } from "./quality.ts";
import type { EqQuadrants, RegulationBand, RegulationDimension } from "./regulation.ts";
import type { AnswerCount } from "./sufficiency.ts";

/** Why a score was prorated: the form asks fewer items than the full scale, the respondent skipped some, or both. */
export type ProrationReason = "shortForm" | "skipped" | "shortFormAndSkipped";

/**
 * A Big Five trait or facet scored against Johnson's norms. Present only when enough items were answered
 * (sufficiency.ts: at least half of the full-form scale); otherwise the result lists it under `notEnough`.
 */
export interface NormedScore {
  /** Raw sum on the full-form scale (domain 24-120, facet 4-20), prorated when fewer items were answered. */
  readonly raw: number;
  /** Keyed item mean (1-5). */
  readonly mean: number;
  readonly itemsAnswered: number;
  /** Items of this scale the form asked. */
  readonly itemsAsked: number;
  /** Items in the full IPIP-NEO-120 (24 per domain, 4 per facet). */
  readonly itemsFullForm: number;
  /** True when raw was prorated from fewer items than the full form. */
  readonly prorated: boolean;
  /** Why it was prorated (null when not). */
  readonly proratedBecause: ProrationReason | null;
  /**
   * True when the percentile comes from a prorated score: a mean of fewer items spreads wider than a
   * full-form score, so the percentile against full-form norms is approximate.
   */
  readonly approximate: boolean;
  /** Which end of the scale is desirable (neuroticism and its facets: low); labels and colours follow it. */
  readonly polarity: Polarity;
  readonly t: number;
  readonly percentile: number;
  readonly stanine: number;
  readonly label: PercentileLabel;
  readonly colour: PercentileColour;
  /** Spec §9 confidence, min(1, answered / full form). */
  readonly confidence: number;
  /** 1-10 sten (for archetypes). */
  readonly sten: number;
}

/** A facet score: a normed score with its trait, IPIP code and the spec's critical flag (< 0.3 confidence). */
export interface FacetScore extends NormedScore {
  readonly trait: Trait;
  readonly code: string;
  readonly critical: boolean;
}

/** A score without published norms: POMP 0-100 and the keyed mean; never a percentile. */
export interface UnnormedScore {
  /** Percent of maximum possible, 0-100. */
  readonly score: number;
  /** Keyed item mean, 1-5. */
  readonly mean: number;
  readonly itemsAnswered: number;
  readonly confidence: number;
  readonly normed: false;
}

/** Spec §2/§3 Emotional Regulation Profile. */
export interface RegulationProfileResult {
  /** The seven 0-100 scores (null when no item of the dimension was answered). */
  readonly scores: Readonly<Record<RegulationDimension, number | null>>;
  readonly details: Readonly<Record<RegulationDimension, UnnormedScore | null>>;
  readonly bands: Readonly<Record<RegulationDimension, RegulationBand | null>>;
  readonly overall: number | null;
  readonly overallBand: RegulationBand | null;
  readonly keyStrengths: readonly RegulationDimension[];
  readonly developmentOpportunities: readonly RegulationDimension[];
  readonly quadrants: EqQuadrants;
  readonly normed: false;
}

/** Spec §2/§3 Executive leadership profile. */
export interface ExecutiveProfileResult {
  readonly scores: Readonly<Record<ExecutiveCompetency, number | null>>;
  readonly details: Readonly<Record<ExecutiveCompetency, UnnormedScore | null>>;
  readonly levels: Readonly<Record<ExecutiveCompetency, CompetencyLevel | null>>;
  readonly benchmarks: Readonly<Record<ExecutiveCompetency, CompetencyBenchmark>>;
  readonly mean: number | null;
  readonly readiness: Readiness | null;
  readonly strengths: readonly ExecutiveCompetency[];
  readonly priorities: readonly DevelopmentPriority[];
  readonly normed: false;
}

/**
 * Spec §3 dark-side risk entry (risk, score %, indicators) with the risk rule's details (derailment.ts).
 * Present only when at least half of the derailer's screen items were answered; else under `notEnough`.
 */
export interface DarkSideRiskEntry {
  readonly risk: EntryRisk;
  /** POMP 0-100 of the trait's CAT-PD scales (the spec's "score (percentage)"). */
  readonly score: number;
  /** The statements the respondent endorsed in the risk direction (keyed 4 or 5). */
  readonly indicators: readonly string[];
  readonly riskLevel: RiskLevel;
  readonly riskScore: number;
  readonly manifestationType: ManifestationType;
  readonly mean: number;
  /** Spec §9 confidence min(1, Σ answered / published scale length): how much of the published scales was asked. */
  readonly confidence: number;
  readonly itemsAnswered: number;
  /** Items of this derailer the form asks. */
  readonly itemsAsked: number;
  readonly normed: false;
}

/** Scales left without a number because too few of their items were answered (sufficiency.ts). */
export interface NotEnoughAnswers {
  readonly traits: Readonly<Partial<Record<Trait, AnswerCount>>>;
  readonly facets: Readonly<Partial<Record<FacetKey, AnswerCount>>>;
  readonly darkSide: Readonly<Partial<Record<DarkSideTrait, AnswerCount>>>;
}

/** A pillar or pillar-domain score (1-5 mean) with spec §9 guidance and benchmark. */
export interface PillarScore {
  /** Keyed item mean, 1-5 (the scale the spec's guidance and benchmarks use). */
  readonly score: number;
  /** POMP 0-100. */
  readonly pomp: number;
  readonly itemsAnswered: number;
  readonly normed: false;
}

/** A pillar with guidance and benchmark standing. */
export interface PillarResult extends PillarScore {
  readonly guidance: PillarPriority;
  readonly benchmark: PillarBenchmark | null;
  readonly standing: BenchmarkStanding | null;
}

/** The norm group used for the Big Five. */
export interface NormGroupInfo {
  readonly id: string;
  readonly label: string;
  readonly pooled: boolean;
  /** What the norm sample is, as the source states it (who, how collected, what is not stated). */
  readonly sample?: string;
  /** Where the norms come from (paper and scoring program). */
  readonly source?: string;
}

/** Versions of everything the score depends on (stored as scoring_rules). */
export interface ScoringRules {
  readonly itemBankVersion: string;
  readonly keyVersion: string;
  readonly normVersion: string;
  /** The interpretation rules (labels, lists, minimum data, derailer levels); absent on results scored before it existed. */
  readonly interpretationVersion?: string;
}

/** The full scoring result of one response. */
export interface ScoreResult {
  readonly typeId: string;
  /** Spec §3 Score: per trait (null when too few items of the trait were answered: see notEnough). */
  readonly percentile: Readonly<Record<Trait, number | null>>;
  readonly stanine: Readonly<Record<Trait, number | null>>;
  readonly raw: Readonly<Record<Trait, number | null>>;
  readonly traits: Readonly<Record<Trait, NormedScore | null>>;
  readonly facets?: Readonly<Record<FacetKey, FacetScore | null>>;
  readonly coverage: { readonly percent: number; readonly band: CoverageBand; readonly covered: number; readonly total: number; readonly criticalFacets: readonly FacetKey[] };
  readonly emotionalRegulation?: RegulationProfileResult;
  readonly executiveProfile?: ExecutiveProfileResult;
  readonly darkSideRisks?: Readonly<Record<DarkSideTrait, DarkSideRiskEntry | null>>;
  readonly darkSideOverallRisk?: EntryRisk;
  readonly pillars?: Readonly<Record<Pillar, PillarResult | null>>;
  readonly domains?: Readonly<Record<string, PillarScore | null>>;
  readonly profile: {
    readonly balance: ProfileBalance;
    readonly percentileVariance: number;
    readonly type: ProfileType;
    readonly strongest: readonly Trait[];
    readonly development: readonly Trait[];
    readonly archetypes: readonly ArchetypeMatch[];
  };
  /** Traits, facets and derailers answered but below the minimum-data rule (absent in results scored before it). */
  readonly notEnough?: NotEnoughAnswers;
  readonly normGroup: NormGroupInfo;
  readonly quality: ResponseQuality;
  readonly scoringRules: ScoringRules;
  /** Plain-language notes on how the numbers were made (prorating, not-normed scales). */
  readonly notes: readonly string[];
  /** Responses to a designed type: the §5 node profile or the module composite (src/domain/design). */
  readonly designed?: DesignedResult;
}
