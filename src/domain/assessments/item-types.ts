/**
 * Shapes of what a respondent is asked: items with their input type and limits (spec §2 Question display,
 * Assessment flow; §3 Question prompt, Question (flow), Answer; §5 validation limits).
 */
import type { FacetKey, Trait } from "../psychometrics/facets.ts";
import type { Keyed } from "../psychometrics/scale-types.ts";

/** Spec §2: the three pillars assessments are scored on. */
export type Pillar = "sustainable" | "performance" | "potential";
/** The three pillars in display order. */
export const PILLARS: readonly Pillar[] = ["sustainable", "performance", "potential"];

/** Spec §2 question types. */
export type InputType = "likert" | "multiple_choice" | "ranking" | "scale" | "text" | "scenario";

/** A selectable option (spec §3 Question (flow): options (value, label)). */
export interface AnswerOption {
  readonly value: number;
  readonly label: string;
}

/** The five Likert answers by code; their words live in the readers' catalogs (web `taking` input.likert). */
export type LikertCode = "strongly_disagree" | "disagree" | "neutral" | "agree" | "strongly_agree";

/** A Likert answer: its scored value and the code its label is looked up by. */
export interface LikertOption {
  readonly value: 1 | 2 | 3 | 4 | 5;
  readonly code: LikertCode;
}

/** Spec §3 Answer (likert): 1 Strongly Disagree … 5 Strongly Agree (codes; the catalogs hold the words). */
export const LIKERT_OPTIONS: readonly LikertOption[] = [
  { value: 1, code: "strongly_disagree" },
  { value: 2, code: "disagree" },
  { value: 3, code: "neutral" },
  { value: 4, code: "agree" },
  { value: 5, code: "strongly_agree" },
];

/** Spec §5: scale questions default to minimum 1 and maximum 10. */
export const SCALE_DEFAULT_MIN = 1;
/** Spec §5: scale questions default to maximum 10. */
export const SCALE_DEFAULT_MAX = 10;
/** Spec §5: free-text answers — 1000 characters in the answer-input variant, 500 in the question-card variant. */
export const TEXT_ANSWER_MAX = 1000;
/** Spec §5: the question-card text variant allows 500 characters ("n/500 characters"). */
export const QUESTION_CARD_TEXT_MAX = 500;

/** How an item is answered, with its options and limits. */
export type ItemInput =
  | { readonly type: "likert"; readonly options: readonly LikertOption[] }
  | { readonly type: "multiple_choice"; readonly options: readonly AnswerOption[] }
  | { readonly type: "scenario"; readonly options: readonly AnswerOption[] }
  | { readonly type: "scale"; readonly min: number; readonly max: number; readonly minLabel: string; readonly maxLabel: string }
  | { readonly type: "ranking"; readonly items: readonly string[] }
  | { readonly type: "text"; readonly maxLength: number };

/** A published scale an item is scored on, and its keying there. */
export interface ScaleMembership {
  readonly scale: string;
  readonly keyed: Keyed;
}

/** Spec §3 Question prompt flags, shown as badges with notes (spec §2 Question display). */
export interface ItemFlags {
  readonly emotionalRegulation: boolean;
  readonly darkSide: boolean;
  readonly executiveContext: boolean;
}

/** One item of an assessment type, in administration order. */
export interface AssessmentItem {
  /** Stable id: the @bigfive-org/questions id for IPIP-NEO-120 items, "<scale>:<n>" for other IPIP items, "flow.…" for ours. */
  readonly id: string;
  /** Module of the type that asks it. */
  readonly module: string;
  readonly text: string;
  readonly input: ItemInput;
  /** Item bank id (versions in item-banks.ts). */
  readonly bank: string;
  /** False for our own flow questions: no published scale or norms behind them. */
  readonly normed: boolean;
  /** Whether the answer enters any score (ranking and text answers are recorded, not scored). */
  readonly scored: boolean;
  /** Big Five trait and facet (IPIP-NEO-120 items only). */
  readonly trait?: Trait;
  readonly facet?: FacetKey;
  /** Keying on the item's first scale (Likert items only). */
  readonly keyed?: Keyed;
  /** Every scale the item is scored on (an IPIP text shared by several scales is asked once). */
  readonly scales: readonly ScaleMembership[];
  readonly pillar?: Pillar;
  readonly domain?: string;
  /** +1 when agreeing raises the pillar domain, −1 when it lowers it (after keying). */
  readonly pillarDirection?: 1 | -1;
  readonly flags: ItemFlags;
  /** Explanatory note for the badge (spec §2), when a flag is set. */
  readonly note?: string;
}

/** Spec §2 badge notes (our wording). */
export const FLAG_NOTES = {
  emotionalRegulation: "Emotional regulation: this statement is about how you notice and manage emotions, yours and other people's.",
  darkSide: "Derailment screen: this statement helps spot behaviours that can get in the way under pressure. Answer as you usually are; there are no right answers.",
  executiveContext: "Executive scenario: answer as you would act in a senior leadership role.",
} as const;
