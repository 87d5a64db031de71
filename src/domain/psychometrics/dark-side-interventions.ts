/**
 * Intervention recommendations of the dark-side analysis (spec 1 §3 interventionRecommendations) and what each
 * derailer tends to cost when it shows (traitRisks.impactAreas), as codes: the words are Facetwise's development
 * content in the content catalog (src/shared/locales/en/dark-side-content.ts), written after the CAT-PD-SF scale definitions (Simms et al. 2011, Journal of Personality Assessment 93(4),
 * 380–389; ipip.ori.org) that make up each derailer (dimension-map.ts DARK_SIDE_MAP); which of them apply is
 * decided only by the measured levels, by the rules below, so a low derailer never gets an action or a goal.
 */
import { stressBand } from "./dark-side-bands.ts";
import type { ActionPriority, ActionTimeframe, DevelopmentGoal, GoalTimeline, ImmediateAction, SelfOtherFacet, SupportCategory, SupportItem } from "./dark-side-types.ts";
import type { RiskLevel } from "./derailment.ts";
import { DARK_SIDE_TRAITS, type DarkSideTrait } from "./dimension-map.ts";

/**
 * How many impact areas and methods each derailer's development content has: the domain sends their indexes (0 …
 * n-1), the words are the content catalog's (src/shared/locales/en/dark-side-content.ts derailer.<code>), with the
 * derailer's action and target behaviour.
 */
export const DERAILER_ITEMS: Readonly<Record<DarkSideTrait, { readonly impactAreas: number; readonly methods: number }>> = {
  narcissism: { impactAreas: 3, methods: 3 },
  machiavellianism: { impactAreas: 3, methods: 3 },
  psychopathy: { impactAreas: 3, methods: 3 },
  perfectionism: { impactAreas: 3, methods: 3 },
  micromanagement: { impactAreas: 3, methods: 3 },
};

const indexes = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** The indexes of a derailer's impact areas. */
export function impactAreaItems(trait: DarkSideTrait): number[] {
  return indexes(DERAILER_ITEMS[trait].impactAreas);
}

/** Immediate actions: a critical derailer within 2 weeks (priority high), a high one within 30 days (medium). */
export const ACTION_BY_LEVEL: Readonly<Partial<Record<RiskLevel, { readonly timeframe: ActionTimeframe; readonly priority: ActionPriority }>>> = {
  critical: { timeframe: "twoWeeks", priority: "high" },
  high: { timeframe: "thirtyDays", priority: "medium" },
};
/** The stress action: stress proneness in the red band (8 or more of 10). */
export const STRESS_ACTION: ImmediateAction = { action: "stress", timeframe: "twoWeeks", priority: "high" };
/** Development goals: derailers at moderate or above; timeline 3 months when high or critical, 6 when moderate. */
export const GOAL_TIMELINE: Readonly<Partial<Record<RiskLevel, GoalTimeline>>> = { critical: "threeMonths", high: "threeMonths", moderate: "sixMonths" };
/**
 * A self-rating and the raters' mean on a 360 facet differ notably from 10 points on its 0-100 scale (two fifths
 * of one answer step, which is 25 points): our cut-off for "raters saw it differently", not a published one.
 */
export const GAP_NOTABLE = 10;

/** The 360 facets on which the raters put the person at least GAP_NOTABLE points further from the facet's considerate end than they put themselves. */
export function ratersSeeLessConsiderate(facets: readonly SelfOtherFacet[] | null): SelfOtherFacet[] {
  return (facets ?? []).filter((f) => (f.desirable === "high" ? -f.difference : f.difference) <= -GAP_NOTABLE);
}

const PRIORITY_ORDER: Readonly<Record<ActionPriority, number>> = { high: 0, medium: 1, low: 2 };

/** What the recommendations read from the analysis. */
export interface InterventionInputs {
  /** Level and 0-100 score of each scored derailer. */
  readonly traits: Readonly<Partial<Record<DarkSideTrait, { readonly level: RiskLevel; readonly score: number }>>>;
  readonly stressProneness: number | null;
  readonly maladaptivePatternCount: number;
  /** The latest closed 360's self-rating and raters on the five related facets (null without one). */
  readonly selfOtherFacets: readonly SelfOtherFacet[] | null;
}

const scored = (traits: InterventionInputs["traits"]) =>
  DARK_SIDE_TRAITS.flatMap((trait) => {
    const t = traits[trait];
    return t ? [{ trait, ...t }] : [];
  }).sort((a, b) => b.score - a.score);

/** Immediate actions, high priority first, then by derailer score: one per high or critical derailer, plus stress proneness in the red band. */
export function immediateActions(inp: InterventionInputs): ImmediateAction[] {
  const out: ImmediateAction[] = [];
  if (inp.stressProneness !== null && stressBand(inp.stressProneness) === "red") out.push(STRESS_ACTION);
  for (const t of scored(inp.traits)) {
    const rule = ACTION_BY_LEVEL[t.level];
    if (rule) out.push({ action: t.trait, ...rule });
  }
  return out
    .map((a, i) => ({ a, i }))
    .sort((x, y) => PRIORITY_ORDER[x.a.priority] - PRIORITY_ORDER[y.a.priority] || x.i - y.i)
    .map((x) => x.a);
}

/** Development goals for derailers at moderate or above, highest score first. */
export function developmentGoals(inp: InterventionInputs): DevelopmentGoal[] {
  return scored(inp.traits).flatMap((t) => {
    const timeline = GOAL_TIMELINE[t.level];
    if (!timeline) return [];
    return [{ trait: t.trait, methods: indexes(DERAILER_ITEMS[t.trait].methods), timeline }];
  });
}

/**
 * Support structures by category: coaching when a derailer is high or critical; feedback when one is moderate
 * or above or, in the latest closed 360, the raters put a related facet at least 10 points further from its
 * considerate end than the self-rating; wellbeing when stress proneness is in the orange or red band (6 or more)
 * or a maladaptive pattern was found. With none of these, a light feedback habit.
 */
export function supportStructures(inp: InterventionInputs): Partial<Record<SupportCategory, SupportItem[]>> {
  const levels = scored(inp.traits).map((t) => t.level);
  const out: Partial<Record<SupportCategory, SupportItem[]>> = {};
  if (levels.some((l) => l === "high" || l === "critical")) out.coaching = ["executiveCoach", "monthlyReviews"];
  if (levels.some((l) => l !== "low") || ratersSeeLessConsiderate(inp.selfOtherFacets).length > 0) out.feedback = ["feedbackRound", "candidPeer"];
  const band = inp.stressProneness === null ? null : stressBand(inp.stressProneness);
  if (band === "red" || band === "orange" || inp.maladaptivePatternCount > 0) out.wellbeing = ["workloadReview", "wellbeingProgramme"];
  if (!Object.keys(out).length) out.feedback = ["yearlyFeedback"];
  return out;
}

/** Every support structure the rules above can name (the content catalog holds one text each). */
export const SUPPORT_ITEMS: readonly SupportItem[] = ["executiveCoach", "monthlyReviews", "feedbackRound", "candidPeer", "workloadReview", "wellbeingProgramme", "yearlyFeedback"];

/** How the recommendations were chosen: the elevated derailers (highest score first) and the counts. */
export interface InterventionBasis {
  readonly elevated: ReadonlyArray<{ readonly trait: DarkSideTrait; readonly level: RiskLevel }>;
  readonly actions: number;
  readonly goals: number;
}

/** The facts of how the recommendations were chosen. */
export function interventionBasis(inp: InterventionInputs, actions: number, goals: number): InterventionBasis {
  const elevated = scored(inp.traits)
    .filter((t) => t.level !== "low")
    .map((t) => ({ trait: t.trait, level: t.level }));
  return { elevated, actions, goals };
}
