import { z } from "zod";
import { DARK_SIDE_TRAITS } from "../domain/psychometrics/dark-side-traits.ts";
import { ZAssessmentTypeId } from "./assessments.ts";

/**
 * Spec 1 §3/§7 dark-side analysis: GET /api/assessments/:assessmentId/dark-side-analysis answers the spec's
 * darkSideAnalysis and insights (src/domain/psychometrics/dark-side-analysis.ts derives them from the
 * assessment's latest completed response), with the basis of each field and the actions already recorded.
 * Fields the result cannot support are null. Lists are read-only: the domain's values are passed as they are.
 * Departures from the spec's entity, for what self-report can show: no stressAmplification (a multiplier with no
 * published weight), no teamImpact verdict, stressProneness instead of currentStressLevel, and the 360 comparison
 * per related facet (selfOtherFacets) instead of one selfAwarenessGap.
 */

const strings = z.array(z.string()).readonly();

export const ZRiskLevel = z.enum(["critical", "high", "moderate", "low"]);
export type TRiskLevel = z.infer<typeof ZRiskLevel>;
export const ZDarkSideTrait = z.enum(DARK_SIDE_TRAITS);
export const ZActionPriority = z.enum(["high", "medium", "low"]);
export type TActionPriority = z.infer<typeof ZActionPriority>;

export const ZTraitRisk = z.object({
  riskLevel: ZRiskLevel,
  /** none, warning, high_extreme (low_extreme only on a two-sided scale; the CAT-PD scales have none). */
  manifestationType: z.enum(["none", "warning", "high_extreme", "low_extreme"]),
  primaryConcerns: strings,
  impactAreas: strings,
  /** The 0-100 derailer score (percent of maximum of the CAT-PD-SF items). */
  score: z.number().min(0).max(100),
});
export type TTraitRisk = z.infer<typeof ZTraitRisk>;

/** One related IPIP-NEO facet in the latest closed 360: 0-100 percent of the facet's range, one decimal. */
export const ZSelfOtherFacet = z.object({
  facet: z.string(),
  name: z.string(),
  self: z.number().min(0).max(100),
  others: z.number().min(0).max(100),
  difference: z.number().min(-100).max(100),
  desirable: z.enum(["high", "low"]),
});
export type TSelfOtherFacet = z.infer<typeof ZSelfOtherFacet>;

export const ZImmediateAction = z.object({ action: z.string(), timeframe: z.string(), priority: ZActionPriority });
export type TImmediateAction = z.infer<typeof ZImmediateAction>;

export const ZDarkSideAnalysis = z.object({
  darkSideRisk: z.object({
    overallRisk: ZRiskLevel,
    traitRisks: z.partialRecord(ZDarkSideTrait, ZTraitRisk),
    compensatoryBehaviors: strings,
  }),
  stressResponse: z.object({
    /** 0-10 stress proneness from self-report (not current stress); null without the Anxiety and Vulnerability facets. */
    stressProneness: z.number().min(0).max(10).nullable(),
    adaptiveCapacity: z.number().min(0).max(100).nullable(),
    maladaptivePatterns: strings,
  }),
  behavioralIndicators: z.object({
    /** The latest closed 360 per related IPIP-NEO facet (self-rating, raters' mean, self − others); null without one. */
    selfOtherFacets: z.array(ZSelfOtherFacet).readonly().nullable(),
    /** Measure → 0-100 from the person's own answers, higher at the considerate end. */
    impactOnOthers: z.record(z.string(), z.number().min(0).max(100)),
  }),
  interventionRecommendations: z.object({
    immediateActions: z.array(ZImmediateAction).readonly(),
    developmentGoals: z.array(z.object({ trait: ZDarkSideTrait, targetBehavior: z.string(), methods: strings, timeline: z.string() })).readonly(),
    supportStructures: z.record(z.string(), strings),
  }),
});
export type TDarkSideAnalysis = z.infer<typeof ZDarkSideAnalysis>;

export const ZDarkSideInsight = z.object({ title: z.string(), description: z.string(), severity: ZRiskLevel });
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

/** A "Take Action" recorded in the audit log. */
export const ZRecordedAction = z.object({
  action: z.string(),
  priority: ZActionPriority,
  timeframe: z.string(),
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
  basis: z.record(ZBasisField, z.string()),
  /** Immediate actions already recorded with Take Action, oldest first. */
  recordedActions: z.array(ZRecordedAction),
});
export type TDarkSideReport = z.infer<typeof ZDarkSideReport>;

/** POST /api/assessments/:assessmentId/dark-side-analysis/actions: one of the analysis's immediate actions. */
export const ZTakeAction = z.object({
  action: z.string().trim().min(1).max(500),
  priority: ZActionPriority,
  timeframe: z.string().trim().min(1).max(100),
});
export type TTakeAction = z.infer<typeof ZTakeAction>;
