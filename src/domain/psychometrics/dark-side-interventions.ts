/**
 * Intervention recommendations of the dark-side analysis (spec 1 §3 interventionRecommendations) and what each
 * derailer tends to cost when it shows (traitRisks.impactAreas). The words are Facetwise's development content,
 * written after the CAT-PD-SF scale definitions (Simms et al. 2011, Journal of Personality Assessment 93(4),
 * 380–389; ipip.ori.org) that make up each derailer (dimension-map.ts DARK_SIDE_MAP); which of them apply is
 * decided only by the measured levels, by the rules below, so a low derailer never gets an action or a goal.
 */
import { stressBand } from "./dark-side-bands.ts";
import type { ActionPriority, DevelopmentGoal, ImmediateAction, SelfOtherFacet } from "./dark-side-types.ts";
import type { RiskLevel } from "./derailment.ts";
import { DARK_SIDE_TRAITS, type DarkSideTrait } from "./dimension-map.ts";
import { DARK_SIDE_LABELS } from "./labels.ts";

/** Development content per derailer. */
interface DerailerContent {
  /** Where it tends to cost when it shows. */
  readonly impactAreas: readonly string[];
  /** The first step when it is high or critical. */
  readonly action: string;
  readonly targetBehavior: string;
  readonly methods: readonly string[];
}

/** Facetwise's development content, one entry per derailer (after the CAT-PD-SF scales it is made of). */
export const DERAILER_CONTENT: Readonly<Record<DarkSideTrait, DerailerContent>> = {
  // Grandiosity (entitlement, superiority) and Exhibitionism (attention seeking)
  narcissism: {
    impactAreas: ["Trust and credit sharing in the team", "Openness to feedback and challenge", "Relationships with peers"],
    action: "Ask two colleagues for candid feedback on how you share credit and take in other views",
    targetBehavior: "Share credit and invite challenge to your ideas",
    methods: [
      "Credit contributors by name in updates and meetings",
      "Ask for one piece of critical feedback each week and act on it",
      "Coaching on listening and receiving feedback",
    ],
  },
  // Manipulativeness (deceiving and exploiting others for gain)
  machiavellianism: {
    impactAreas: ["Trust and psychological safety", "Fairness of decisions", "Reputation with stakeholders"],
    action: "Review a recent decision with a trusted colleague for how openly and fairly it treated everyone affected",
    targetBehavior: "Make decisions and their reasons transparent to the people affected",
    methods: ["State the reasons behind decisions openly", "Check plans with a peer for how they land on each party", "Agree ground rules for candour with your team"],
  },
  // Callousness, Risk Taking and Irresponsibility
  psychopathy: {
    impactAreas: ["Reliability of commitments", "Risk exposure of decisions", "Care for the people decisions affect"],
    action: "Put a second-person check in place before high-risk decisions and commitments",
    targetBehavior: "Follow through on commitments and weigh the risks to others before acting",
    methods: ["Keep a visible log of commitments and their status", "Run a pre-mortem with a colleague on risky decisions", "Ask how a decision affects each person involved"],
  },
  // Perfectionism (demanding flawlessness of self and others)
  perfectionism: {
    impactAreas: ["Speed of delivery", "Delegation and team autonomy", "Workload and pressure on others"],
    action: "Agree with your manager what “good enough” means for your current priorities",
    targetBehavior: "Set realistic standards and let finished work go",
    methods: ["Define what done means before starting", "Time-box reviews and revisions", "Delegate without redoing others' work"],
  },
  // Domineering (controlling others) and Rigidity (one right way)
  micromanagement: {
    impactAreas: ["Team autonomy and initiative", "Adapting to change", "Growth of team members"],
    action: "Hand over one area of work fully to a team member, with agreed check-in points",
    targetBehavior: "Delegate outcomes, not tasks, and let others decide how",
    methods: ["Agree outcomes and check-ins instead of steps", "Ask for the team's approach before giving yours", "Each week, review one decision you could have left to others"],
  },
};

/** Immediate actions: a critical derailer within 2 weeks (priority high), a high one within 30 days (medium). */
export const ACTION_BY_LEVEL: Readonly<Partial<Record<RiskLevel, { readonly timeframe: string; readonly priority: ActionPriority }>>> = {
  critical: { timeframe: "Within 2 weeks", priority: "high" },
  high: { timeframe: "Within 30 days", priority: "medium" },
};
/** The stress action: stress proneness in the red band (8 or more of 10). */
export const STRESS_ACTION: ImmediateAction = { action: "Review workload, priorities and recovery time with your manager", timeframe: "Within 2 weeks", priority: "high" };
/** Development goals: derailers at moderate or above; timeline 3 months when high or critical, 6 when moderate. */
export const GOAL_TIMELINE: Readonly<Partial<Record<RiskLevel, string>>> = { critical: "3 months", high: "3 months", moderate: "6 months" };
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
    if (rule) out.push({ action: DERAILER_CONTENT[t.trait].action, ...rule });
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
    const c = DERAILER_CONTENT[t.trait];
    return [{ trait: t.trait, targetBehavior: c.targetBehavior, methods: [...c.methods], timeline }];
  });
}

/**
 * Support structures by category: coaching when a derailer is high or critical; feedback when one is moderate
 * or above or, in the latest closed 360, the raters put a related facet at least 10 points further from its
 * considerate end than the self-rating; wellbeing when stress proneness is in the orange or red band (6 or more)
 * or a maladaptive pattern was found. With none of these, a light feedback habit.
 */
export function supportStructures(inp: InterventionInputs): Record<string, string[]> {
  const levels = scored(inp.traits).map((t) => t.level);
  const out: Record<string, string[]> = {};
  if (levels.some((l) => l === "high" || l === "critical")) out.coaching = ["An executive coach experienced with derailment risks", "Monthly progress reviews with your manager"];
  if (levels.some((l) => l !== "low") || ratersSeeLessConsiderate(inp.selfOtherFacets).length > 0)
    out.feedback = ["A 360-degree feedback round in six months", "A trusted peer who gives candid, regular feedback"];
  const band = inp.stressProneness === null ? null : stressBand(inp.stressProneness);
  if (band === "red" || band === "orange" || inp.maladaptivePatternCount > 0)
    out.wellbeing = ["A review of workload and priorities with your manager", "The organization's employee assistance or wellbeing programme"];
  if (!Object.keys(out).length) out.feedback = ["Candid feedback once a year, or after a major change in role"];
  return out;
}

/** How the recommendations were chosen, in one sentence with the counts. */
export function interventionBasis(inp: InterventionInputs, actions: number, goals: number): string {
  const elevated = scored(inp.traits)
    .filter((t) => t.level !== "low")
    .map((t) => `${DARK_SIDE_LABELS[t.trait]} ${t.level}`);
  return `Actions for each high (within 30 days) or critical (within 2 weeks) derailer and for stress proneness of 8 or more; goals for each derailer at moderate or above (${elevated.length ? elevated.join(", ") : "none"}); support by category from the same levels, the stress-proneness band and, with a closed 360, a related facet the raters put 10 or more points further from its considerate end than the self-rating. ${actions} action(s), ${goals} goal(s).`;
}
