import { z } from "zod";
import { DARK_SIDE_TRAITS } from "../domain/psychometrics/dark-side-traits.ts";
import { ZAssessmentTypeId } from "./assessments.ts";

/**
 * Spec 1 §3/§7 dark-side analysis: GET /api/assessments/:assessmentId/dark-side-analysis answers the spec's
 * darkSideAnalysis and insights (src/domain/psychometrics/dark-side-analysis.ts derives them from the
 * assessment's latest completed response), with the basis of each field and the actions already recorded.
 * Fields the result cannot support are null. Lists are read-only: the domain's values are passed as they are.
 */

const strings = z.array(z.string()).readonly();

export const ZRiskLevel = z.enum(["critical", "high", "moderate", "low"]);
export type TRiskLevel = z.infer<typeof ZRiskLevel>;
export const ZDarkSideTrait = z.enum(DARK_SIDE_TRAITS);
export const ZActionPriority = z.enum(["high", "medium", "low"]);
export type TActionPriority = z.infer<typeof ZActionPriority>;
export const ZTeamImpact = z.enum(["toxic", "negative", "neutral", "positive"]);
export type TTeamImpact = z.infer<typeof ZTeamImpact>;

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

export const ZImmediateAction = z.object({ action: z.string(), timeframe: z.string(), priority: ZActionPriority });
export type TImmediateAction = z.infer<typeof ZImmediateAction>;

export const ZDarkSideAnalysis = z.object({
  darkSideRisk: z.object({
    overallRisk: ZRiskLevel,
    traitRisks: z.partialRecord(ZDarkSideTrait, ZTraitRisk),
    /** Multiplier, 1 or more; null without the Vulnerability facet. */
    stressAmplification: z.number().min(1).nullable(),
    compensatoryBehaviors: strings,
  }),
  stressResponse: z.object({
    /** 0-10 stress proneness (not today's stress); null without the Anxiety and Vulnerability facets. */
    currentStressLevel: z.number().min(0).max(10).nullable(),
    teamImpact: ZTeamImpact.nullable(),
    adaptiveCapacity: z.number().min(0).max(100).nullable(),
    maladaptivePatterns: strings,
  }),
  behavioralIndicators: z.object({
    /** Self minus others (360) on the 0-100 derailer scores; null until observer ratings exist. */
    selfAwarenessGap: z.number().nullable(),
    /** Measure → 0-100, higher is better for the people around. */
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
  "stressAmplification",
  "compensatoryBehaviors",
  "currentStressLevel",
  "teamImpact",
  "adaptiveCapacity",
  "maladaptivePatterns",
  "selfAwarenessGap",
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
