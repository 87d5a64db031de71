/**
 * Spec §3/§9 personality archetypes (Innovator, Executor, Leader, Collaborator, Analyst, Stabilizer).
 *
 * The spec gives the names, the 1-10 scale (high ≥ 7, low ≤ 3) and the minimum match score (4), but not
 * the trait patterns. THE PATTERNS BELOW ARE OUR DEFINITION, not a published typology: each archetype has
 * two defining traits (2 points each when at the stated pole) and two supporting conditions (1 point each
 * when the trait is not at the opposite pole). Maximum 6; an archetype needs 4 or more, so it takes both
 * defining traits, or one defining trait plus both supporting conditions. An all-average profile scores 2
 * and matches nothing. The Leader pattern follows the Big Five correlates of leadership emergence and
 * effectiveness in Judge, Bono, Ilies & Gerhardt (2002, J. Applied Psychology 87:765-780: E .31, C .28,
 * N −.24, O .24); the others are face-valid trait readings of their names.
 */
import type { Trait } from "./facets.ts";

/** Spec §9: a trait is high at 7 or more and low at 3 or less on the 1-10 (sten) scale. */
export const ARCHETYPE_HIGH_AT = 7;
/** Spec §9: a trait is low at 3 or less on the 1-10 scale. */
export const ARCHETYPE_LOW_AT = 3;
/** Spec §9: an archetype needs a match score of 4 or more. */
export const ARCHETYPE_MIN_MATCH = 4;
/** Points for a defining trait at its pole and for a satisfied supporting condition (our definition). */
export const DEFINING_POINTS = 2;
/** Points for a satisfied supporting condition (our definition). */
export const SUPPORTING_POINTS = 1;

/** The six archetype names of spec §3. */
export type ArchetypeName = "Innovator" | "Executor" | "Leader" | "Collaborator" | "Analyst" | "Stabilizer";

/** A pole condition on one trait. */
export interface TraitCondition {
  readonly trait: Trait;
  /** "high" / "low" for defining traits; "notLow" / "notHigh" for supporting conditions. */
  readonly level: "high" | "low" | "notLow" | "notHigh";
}

/** An archetype's pattern (our definition, see the module comment). */
export interface ArchetypePattern {
  readonly name: ArchetypeName;
  readonly defining: readonly [TraitCondition, TraitCondition];
  readonly supporting: readonly [TraitCondition, TraitCondition];
  readonly summary: string;
}

/** Our archetype patterns, in the spec's order. */
export const ARCHETYPES: readonly ArchetypePattern[] = [
  {
    name: "Innovator",
    defining: [
      { trait: "openness", level: "high" },
      { trait: "extraversion", level: "high" },
    ],
    supporting: [
      { trait: "neuroticism", level: "notHigh" },
      { trait: "agreeableness", level: "notHigh" },
    ],
    summary: "Curious and energetic; generates ideas and is willing to challenge consensus.",
  },
  {
    name: "Executor",
    defining: [
      { trait: "conscientiousness", level: "high" },
      { trait: "neuroticism", level: "low" },
    ],
    supporting: [
      { trait: "extraversion", level: "notLow" },
      { trait: "openness", level: "notHigh" },
    ],
    summary: "Disciplined and steady under pressure; prefers proven methods and delivers.",
  },
  {
    name: "Leader",
    defining: [
      { trait: "extraversion", level: "high" },
      { trait: "conscientiousness", level: "high" },
    ],
    supporting: [
      { trait: "neuroticism", level: "notHigh" },
      { trait: "openness", level: "notLow" },
    ],
    summary: "Takes charge and follows through; the trait pattern most associated with leadership (Judge et al. 2002).",
  },
  {
    name: "Collaborator",
    defining: [
      { trait: "agreeableness", level: "high" },
      { trait: "extraversion", level: "high" },
    ],
    supporting: [
      { trait: "neuroticism", level: "notHigh" },
      { trait: "conscientiousness", level: "notLow" },
    ],
    summary: "Warm, sociable and cooperative; builds and holds teams together.",
  },
  {
    name: "Analyst",
    defining: [
      { trait: "openness", level: "high" },
      { trait: "conscientiousness", level: "high" },
    ],
    supporting: [
      { trait: "extraversion", level: "notHigh" },
      { trait: "neuroticism", level: "notHigh" },
    ],
    summary: "Intellectually curious and thorough; prefers depth and careful work to the spotlight.",
  },
  {
    name: "Stabilizer",
    defining: [
      { trait: "neuroticism", level: "low" },
      { trait: "agreeableness", level: "high" },
    ],
    supporting: [
      { trait: "conscientiousness", level: "notLow" },
      { trait: "openness", level: "notHigh" },
    ],
    summary: "Calm, patient and accommodating; a steadying presence in change and conflict.",
  },
];

/** True when a 1-10 score meets a condition (spec §9: high ≥ 7, low ≤ 3). */
export function meetsCondition(score: number, level: TraitCondition["level"]): boolean {
  if (Number.isNaN(score)) return false;
  switch (level) {
    case "high":
      return score >= ARCHETYPE_HIGH_AT;
    case "low":
      return score <= ARCHETYPE_LOW_AT;
    case "notLow":
      return score > ARCHETYPE_LOW_AT;
    case "notHigh":
      return score < ARCHETYPE_HIGH_AT;
  }
}

/** Match score 0-6 of a profile (1-10 per trait) against one pattern. */
export function archetypeMatchScore(scores: Readonly<Record<Trait, number>>, pattern: ArchetypePattern): number {
  let points = 0;
  for (const c of pattern.defining) if (meetsCondition(scores[c.trait], c.level)) points += DEFINING_POINTS;
  for (const c of pattern.supporting) if (meetsCondition(scores[c.trait], c.level)) points += SUPPORTING_POINTS;
  return points;
}

/** An archetype that matched, with its score. */
export interface ArchetypeMatch {
  readonly name: ArchetypeName;
  readonly score: number;
}

/** Archetypes with a match score of 4 or more (spec §9), best first; ties keep the spec's order. */
export function matchArchetypes(scores: Readonly<Record<Trait, number>>): ArchetypeMatch[] {
  return matchArchetypesOcean([scores.openness, scores.conscientiousness, scores.extraversion, scores.agreeableness, scores.neuroticism]);
}

const OCEAN_INDEX: Readonly<Record<Trait, number>> = { openness: 0, conscientiousness: 1, extraversion: 2, agreeableness: 3, neuroticism: 4 };
const LEVEL_CODE = { high: 0, low: 1, notLow: 2, notHigh: 3 } as const;
/** The patterns flattened to [trait index, level code, points] triples (the scoring hot path avoids keyed lookups). */
const COMPILED = ARCHETYPES.map((p) => [
  ...p.defining.flatMap((c) => [OCEAN_INDEX[c.trait], LEVEL_CODE[c.level], DEFINING_POINTS]),
  ...p.supporting.flatMap((c) => [OCEAN_INDEX[c.trait], LEVEL_CODE[c.level], SUPPORTING_POINTS]),
]);

/** matchArchetypes over stens in OCEAN order [O, C, E, A, N] (same rule, no per-call maps). */
export function matchArchetypesOcean(sten: ArrayLike<number>): ArchetypeMatch[] {
  const matches: ArchetypeMatch[] = [];
  for (let a = 0; a < COMPILED.length; a++) {
    const conds = COMPILED[a];
    let score = 0;
    for (let k = 0; k < conds.length; k += 3) {
      const x = sten[conds[k]];
      const lvl = conds[k + 1];
      const ok = lvl === 0 ? x >= ARCHETYPE_HIGH_AT : lvl === 1 ? x <= ARCHETYPE_LOW_AT : lvl === 2 ? x > ARCHETYPE_LOW_AT : x < ARCHETYPE_HIGH_AT;
      if (ok) score += conds[k + 2];
    }
    if (score >= ARCHETYPE_MIN_MATCH) matches.push({ name: ARCHETYPES[a].name, score });
  }
  return matches.length > 1 ? matches.sort((x, y) => y.score - x.score) : matches;
}
