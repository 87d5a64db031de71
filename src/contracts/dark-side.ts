import { z } from "zod";
import { DARK_SIDE_TRAITS } from "../domain/psychometrics/dark-side-traits.ts";
import { ZAssessmentTypeId } from "./assessments.ts";
import { FACETS, type FacetKey } from "../domain/psychometrics/facets.ts";
import { REGULATION_DIMENSIONS } from "../domain/psychometrics/regulation.ts";

/**
 * Spec 1 §3/§7 dark-side analysis: GET /api/assessments/:assessmentId/dark-side-analysis answers the spec's
 * darkSideAnalysis and insights (src/domain/psychometrics/dark-side-analysis.ts derives them from the
 * assessment's latest completed response), with the basis of each field and the actions already recorded.
 * Fields the result cannot support are null. Lists are read-only: the domain's values are passed as they are.
 * Codes and numbers only: the reader's words come from the content catalog (src/shared/locales/en/dark-side-content.ts,
 * keyed by these codes), so the same answer reads in every language.
 * Departures from the spec's entity, for what self-report can show: no stressAmplification (a multiplier with no
 * published weight), no teamImpact verdict, stressProneness instead of currentStressLevel, and the 360 comparison
 * per related facet (selfOtherFacets) instead of one selfAwarenessGap.
 */

const strings = z.array(z.string()).readonly();
const indexes = z.array(z.number().int().min(0)).readonly();

export const ZRiskLevel = z.enum(["critical", "high", "moderate", "low"]);
export type TRiskLevel = z.infer<typeof ZRiskLevel>;
export const ZDarkSideTrait = z.enum(DARK_SIDE_TRAITS);
export const ZActionPriority = z.enum(["high", "medium", "low"]);
export type TActionPriority = z.infer<typeof ZActionPriority>;

export const ZTraitRisk = z.object({
  riskLevel: ZRiskLevel,
  /** none, warning, high_extreme (low_extreme only on a two-sided scale; the CAT-PD scales have none). */
  manifestationType: z.enum(["none", "warning", "high_extreme", "low_extreme"]),
  /** The statements the respondent endorsed in the risk direction, as the instrument words them. */
  primaryConcerns: strings,
  /** Indexes of the derailer's impact areas in the content catalog (derailer.<trait>.impactAreas). */
  impactAreas: indexes,
  /** The 0-100 derailer score (percent of maximum of the CAT-PD-SF items). */
  score: z.number().min(0).max(100),
});
export type TTraitRisk = z.infer<typeof ZTraitRisk>;

/** One related IPIP-NEO facet in the latest closed 360: 0-100 percent of the facet's range, one decimal. */
const ZFacetKey = z.enum(FACETS.map((f) => f.key) as [FacetKey, ...FacetKey[]]);
const ZNeoCode = z.string().regex(/^[NEOAC][1-6]$/);
const ZRegulationDimension = z.enum(REGULATION_DIMENSIONS);

export const ZSelfOtherFacet = z.object({
  facet: ZFacetKey,
  /** The facet's NEO code ("N2"). */
  code: ZNeoCode,
  self: z.number().min(0).max(100),
  others: z.number().min(0).max(100),
  difference: z.number().min(-100).max(100),
  desirable: z.enum(["high", "low"]),
});
export type TSelfOtherFacet = z.infer<typeof ZSelfOtherFacet>;

/** An immediate action: a derailer's first step (its code) or the stress action. */
export const ZActionCode = z.enum([...DARK_SIDE_TRAITS, "stress"]);
export type TActionCode = z.infer<typeof ZActionCode>;
export const ZActionTimeframe = z.enum(["twoWeeks", "thirtyDays"]);
export const ZImmediateAction = z.object({ action: ZActionCode, timeframe: ZActionTimeframe, priority: ZActionPriority });
export type TImmediateAction = z.infer<typeof ZImmediateAction>;

export const ZSupportCategory = z.enum(["coaching", "feedback", "wellbeing"]);
export const ZSupportItem = z.enum(["executiveCoach", "monthlyReviews", "feedbackRound", "candidPeer", "workloadReview", "wellbeingProgramme", "yearlyFeedback"]);

/** A maladaptive pattern: a Neuroticism facet in the High band (its percentile) or a regulation score below 40. */
export const ZStressPattern = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("facet"), facet: ZFacetKey, code: ZNeoCode, percentile: z.number().min(0).max(100) }),
  z.object({ kind: z.literal("regulation"), dimension: ZRegulationDimension, score: z.number().min(0).max(100) }),
]);
export type TStressPattern = z.infer<typeof ZStressPattern>;

/** A compensatory behaviour: an elevated derailer with the stress facet it is read as coping with. */
export const ZCompensatoryBehavior = z.object({ trait: ZDarkSideTrait, level: ZRiskLevel, facet: ZFacetKey, code: ZNeoCode, percentile: z.number().min(0).max(100) });
export type TCompensatoryBehavior = z.infer<typeof ZCompensatoryBehavior>;

export const ZDarkSideAnalysis = z.object({
  darkSideRisk: z.object({
    overallRisk: ZRiskLevel,
    traitRisks: z.partialRecord(ZDarkSideTrait, ZTraitRisk),
    compensatoryBehaviors: z.array(ZCompensatoryBehavior).readonly(),
  }),
  stressResponse: z.object({
    /** 0-10 stress proneness from self-report (not current stress); null without the Anxiety and Vulnerability facets. */
    stressProneness: z.number().min(0).max(10).nullable(),
    adaptiveCapacity: z.number().min(0).max(100).nullable(),
    maladaptivePatterns: z.array(ZStressPattern).readonly(),
  }),
  behavioralIndicators: z.object({
    /** The latest closed 360 per related IPIP-NEO facet (self-rating, raters' mean, self − others); null without one. */
    selfOtherFacets: z.array(ZSelfOtherFacet).readonly().nullable(),
    /** Measure → 0-100 from the person's own answers, higher at the considerate end. */
    impactOnOthers: z.record(z.string(), z.number().min(0).max(100)),
  }),
  interventionRecommendations: z.object({
    immediateActions: z.array(ZImmediateAction).readonly(),
    /** A goal per derailer at moderate or above: its target behaviour and methods (indexes) from the content catalog. */
    developmentGoals: z.array(z.object({ trait: ZDarkSideTrait, methods: indexes, timeline: z.enum(["threeMonths", "sixMonths"]) })).readonly(),
    supportStructures: z.partialRecord(ZSupportCategory, z.array(ZSupportItem).readonly()),
  }),
});
export type TDarkSideAnalysis = z.infer<typeof ZDarkSideAnalysis>;

const ZScored = z.object({ trait: ZDarkSideTrait, score: z.number().min(0).max(100) });

/** Spec §3 insight: a code (the content catalog's insight.<code>) and the numbers its words need. */
export const ZDarkSideInsight = z.discriminatedUnion("code", [
  z.object({
    code: z.literal("overallRisk"),
    severity: ZRiskLevel,
    level: ZRiskLevel,
    groups: z.array(z.object({ level: ZRiskLevel, derailers: z.array(ZScored).readonly() })).readonly(),
    moderateAt: z.number(),
  }),
  z.object({
    code: z.literal("topDerailer"),
    severity: ZRiskLevel,
    traits: z.array(ZDarkSideTrait).readonly(),
    score: z.number().min(0).max(100),
    level: ZRiskLevel,
    endorsed: z.number().int().min(0),
  }),
  z.object({ code: z.literal("stress"), severity: ZRiskLevel, band: z.enum(["red", "orange", "yellow", "green"]), level: z.number().min(0).max(10) }),
  z.object({
    code: z.literal("selfOther"),
    severity: ZRiskLevel,
    watch: z.boolean(),
    facets: z.array(z.object({ facet: ZFacetKey, code: ZNeoCode, self: z.number(), others: z.number() })).readonly(),
  }),
]);
export type TDarkSideInsight = z.infer<typeof ZDarkSideInsight>;

/** The derived fields `basis` explains, each with the scales and values it came from. */
export const ZBasisField = z.enum([
  "overallRisk",
  "traitRisks",
  "compensatoryBehaviors",
  "stressProneness",
  "adaptiveCapacity",
  "maladaptivePatterns",
  "selfOtherFacets",
  "impactOnOthers",
  "interventionRecommendations",
]);

const levelCounts = z.object({ critical: z.number().int(), high: z.number().int(), moderate: z.number().int(), low: z.number().int() });

/** How each field was derived, as the numbers used (the content catalog's basis.<field> words them); null: not available. */
export const ZDarkSideBasis = z.object({
  overallRisk: z.object({ scored: z.number().int(), counts: levelCounts, level: ZRiskLevel }),
  traitRisks: z.object({ derailers: z.array(ZScored.extend({ level: ZRiskLevel })).readonly() }),
  compensatoryBehaviors: z.object({ found: z.number().int() }),
  stressProneness: z.object({ anxiety: z.number(), vulnerability: z.number(), approximate: z.boolean(), value: z.number() }).nullable(),
  adaptiveCapacity: z
    .object({
      parts: z
        .array(z.object({ part: z.enum(["vulnerabilityReversed", "selfEfficacy", "adventurousness", "emotionalStability", "selfManagement"]), score: z.number() }))
        .readonly(),
      value: z.number(),
    })
    .nullable(),
  maladaptivePatterns: z.object({ regulationAsked: z.boolean(), found: z.number().int() }),
  selfOtherFacets: z
    .object({ facets: z.array(z.object({ facet: ZFacetKey, code: ZNeoCode, self: z.number(), others: z.number(), difference: z.number() })).readonly() })
    .nullable(),
  impactOnOthers: z
    .object({
      parts: z
        .array(
          z.object({
            measure: z.string(),
            score: z.number(),
            source: z.discriminatedUnion("kind", [
              z.object({ kind: z.literal("facet"), code: ZNeoCode, reversed: z.boolean() }),
              z.object({ kind: z.literal("executive") }),
              z.object({ kind: z.literal("regulation") }),
            ]),
          }),
        )
        .readonly(),
    })
    .nullable(),
  interventionRecommendations: z.object({
    elevated: z.array(z.object({ trait: ZDarkSideTrait, level: ZRiskLevel })).readonly(),
    actions: z.number().int(),
    goals: z.number().int(),
  }),
});
export type TDarkSideBasis = z.infer<typeof ZDarkSideBasis>;

/**
 * A "Take Action" recorded in the audit log. `action` is an action code; a record written before the analysis sent
 * codes holds the action's English sentence, answered as stored when it is not one of today's actions.
 */
export const ZRecordedAction = z.object({
  action: z.union([ZActionCode, z.string()]),
  priority: ZActionPriority,
  /** A timeframe code, or an older record's words as stored. */
  timeframe: z.union([ZActionTimeframe, z.string()]),
  /** Spec §2: Take Action reports 'immediate' and the action. */
  kind: z.literal("immediate"),
  recordedAt: z.string(),
  recordedBy: z.object({ id: z.string(), name: z.string() }),
});
export type TRecordedAction = z.infer<typeof ZRecordedAction>;

/** GET /api/assessments/:assessmentId/dark-side-analysis (404 when there is none the caller may read). */
export const ZDarkSideReport = z.object({
  assessment: z.object({
    id: z.string(),
    responseId: z.string(),
    typeId: ZAssessmentTypeId,
    title: z.string(),
    completedAt: z.string(),
    user: z.object({ id: z.string(), name: z.string() }),
  }),
  darkSideAnalysis: ZDarkSideAnalysis,
  insights: z.array(ZDarkSideInsight).readonly(),
  basis: ZDarkSideBasis,
  /** Immediate actions already recorded with Take Action, oldest first. */
  recordedActions: z.array(ZRecordedAction),
});
export type TDarkSideReport = z.infer<typeof ZDarkSideReport>;

/** POST /api/assessments/:assessmentId/dark-side-analysis/actions: one of the analysis's immediate actions. */
export const ZTakeAction = z.object({
  action: ZActionCode,
  priority: ZActionPriority,
  timeframe: ZActionTimeframe,
});
export type TTakeAction = z.infer<typeof ZTakeAction>;
