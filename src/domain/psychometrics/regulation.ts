/**
 * Spec §2/§3/§9 Emotional Regulation Profile: seven 0-100 dimensions, bands, key strengths,
 * development opportunities, overall score and the EQ quadrants panel.
 * Scores are POMP (percent of maximum possible) of their IPIP scales — not normed, not percentiles.
 */

/** The seven regulation dimensions of spec §3, in display order. */
export const REGULATION_DIMENSIONS = [
  "selfAwareness",
  "selfManagement",
  "socialAwareness",
  "relationshipManagement",
  "stressTolerance",
  "impulseControl",
  "emotionalStability",
] as const;

/** One of the seven regulation dimensions. */
export type RegulationDimension = (typeof REGULATION_DIMENSIONS)[number];

/** Spec §9 regulation bands: 80 or more Exceptional, 60 Strong, 40 Developing, below 40 Needs Development. */
export const REGULATION_BANDS = { exceptional: 80, strong: 60, developing: 40 } as const;
/**
 * Key strengths are scores in the Strong band or above (60 or more; top 3). The spec says 70, which left a
 * dimension labelled "Strong" (60-69) outside Key Strengths while the card said none reached 70: the list now
 * starts where the band word "Strong" does.
 */
export const KEY_STRENGTH_AT = REGULATION_BANDS.strong;
/** Spec §9: development opportunities are scores under 50 (lowest 3). */
export const DEVELOPMENT_BELOW = 50;
/** Spec §9: strengths and opportunities list 3 entries. */
export const REGULATION_LIST_LENGTH = 3;

/** Spec §9 regulation band label. */
export type RegulationBand = "Exceptional" | "Strong" | "Developing" | "Needs Development";

/** Spec §9: 80 or more Exceptional, 60 or more Strong, 40 or more Developing, below 40 Needs Development. */
export function regulationBand(score: number): RegulationBand {
  if (score >= REGULATION_BANDS.exceptional) return "Exceptional";
  if (score >= REGULATION_BANDS.strong) return "Strong";
  if (score >= REGULATION_BANDS.developing) return "Developing";
  return "Needs Development";
}

type Scores = Readonly<Partial<Record<RegulationDimension, number | null>>>;

function measured(scores: Scores): Array<{ d: RegulationDimension; s: number; i: number }> {
  return REGULATION_DIMENSIONS.map((d, i) => ({ d, s: scores[d], i })).filter(
    (x): x is { d: RegulationDimension; s: number; i: number } => typeof x.s === "number" && !Number.isNaN(x.s),
  );
}

/** Dimensions scoring 60 or more (Strong or Exceptional), highest first, at most 3 (ties keep display order). */
export function keyStrengths(scores: Scores): RegulationDimension[] {
  return measured(scores)
    .filter((x) => x.s >= KEY_STRENGTH_AT)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, REGULATION_LIST_LENGTH)
    .map((x) => x.d);
}

/** Spec §9: dimensions scoring under 50, lowest first, at most 3 (ties keep display order). */
export function developmentOpportunities(scores: Scores): RegulationDimension[] {
  return measured(scores)
    .filter((x) => x.s < DEVELOPMENT_BELOW)
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .slice(0, REGULATION_LIST_LENGTH)
    .map((x) => x.d);
}

/** Spec §9: overall = mean of the seven scores (of those measured; NaN when none is). */
export function regulationOverall(scores: Scores): number {
  const m = measured(scores);
  return m.length === 0 ? NaN : m.reduce((a, x) => a + x.s, 0) / m.length;
}

/**
 * Spec §2 EQ Quadrants panel (Self = internal, Social = external). Our grouping: the self side averages
 * selfAwareness, selfManagement, stressTolerance, impulseControl and emotionalStability (all about one's own
 * emotions); the social side averages socialAwareness and relationshipManagement (Goleman's social half).
 */
export const QUADRANT_SELF: readonly RegulationDimension[] = ["selfAwareness", "selfManagement", "stressTolerance", "impulseControl", "emotionalStability"];
/** The social (external) side of the EQ quadrants panel. */
export const QUADRANT_SOCIAL: readonly RegulationDimension[] = ["socialAwareness", "relationshipManagement"];
/** Our threshold: sides within 10 points read as balanced. */
export const QUADRANT_BALANCE_MARGIN = 10;

/** The EQ quadrants panel: the four Goleman quadrants, the self/social means and a balance sentence. */
export interface EqQuadrants {
  readonly selfAwareness: number | null;
  readonly selfManagement: number | null;
  readonly socialAwareness: number | null;
  readonly relationshipManagement: number | null;
  readonly self: number | null;
  readonly social: number | null;
  readonly balance: "balanced" | "self-leaning" | "social-leaning" | "unknown";
  readonly sentence: string;
}

function meanOf(scores: Scores, dims: readonly RegulationDimension[]): number | null {
  const v = dims.map((d) => scores[d]).filter((s): s is number => typeof s === "number" && !Number.isNaN(s));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}

/** Builds the EQ quadrants panel; the sentence always names which side is stronger or says they are balanced. */
export function eqQuadrants(scores: Scores): EqQuadrants {
  const self = meanOf(scores, QUADRANT_SELF);
  const social = meanOf(scores, QUADRANT_SOCIAL);
  let balance: EqQuadrants["balance"] = "unknown";
  let sentence = "Not enough answers to compare the self and social sides.";
  if (self !== null && social !== null) {
    const gap = self - social;
    if (Math.abs(gap) < QUADRANT_BALANCE_MARGIN) {
      balance = "balanced";
      sentence = "Your internal (self) and external (social) emotional skills are in balance.";
    } else if (gap > 0) {
      balance = "self-leaning";
      sentence = "You manage your own emotions more readily than you read and respond to others' emotions.";
    } else {
      balance = "social-leaning";
      sentence = "You read and respond to others' emotions more readily than you manage your own.";
    }
  }
  const pick = (d: RegulationDimension) => (typeof scores[d] === "number" ? (scores[d] as number) : null);
  return {
    selfAwareness: pick("selfAwareness"),
    selfManagement: pick("selfManagement"),
    socialAwareness: pick("socialAwareness"),
    relationshipManagement: pick("relationshipManagement"),
    self,
    social,
    balance,
    sentence,
  };
}
