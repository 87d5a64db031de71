/**
 * Spec §2/§3/§4/§9 Executive leadership profile: eight 0-100 competencies, their benchmarks and levels,
 * readiness from the mean, top strengths and development priorities with the gap to "good".
 * Scores are POMP of IPIP scales (not normed); the benchmarks are the spec's fixed figures, not norms.
 */

/** The eight executive competencies of spec §3, in display order. */
export const EXECUTIVE_COMPETENCIES = [
  "strategicThinking",
  "decisionMaking",
  "changeLeadership",
  "executivePresence",
  "stakeholderManagement",
  "teamDevelopment",
  "resultsOrientation",
  "innovationDrive",
] as const;

/** One executive competency. */
export type ExecutiveCompetency = (typeof EXECUTIVE_COMPETENCIES)[number];

/** A competency benchmark (spec §9: excellent/good/average). */
export interface CompetencyBenchmark {
  readonly excellent: number;
  readonly good: number;
  readonly average: number;
}

/** Spec §9 executive benchmarks (excellent/good/average). */
export const EXECUTIVE_BENCHMARKS: Readonly<Record<ExecutiveCompetency, CompetencyBenchmark>> = {
  strategicThinking: { excellent: 85, good: 70, average: 50 },
  decisionMaking: { excellent: 85, good: 70, average: 50 },
  changeLeadership: { excellent: 80, good: 65, average: 45 },
  executivePresence: { excellent: 85, good: 70, average: 50 },
  stakeholderManagement: { excellent: 80, good: 65, average: 45 },
  teamDevelopment: { excellent: 85, good: 70, average: 50 },
  resultsOrientation: { excellent: 90, good: 75, average: 55 },
  innovationDrive: { excellent: 80, good: 65, average: 45 },
};

/** Spec §9 readiness thresholds on the mean of the eight scores: 80 Ready, 65 Nearly Ready. */
export const READY_AT = 80;
/** Spec §9: a mean of 65 or more (below 80) is Nearly Ready. */
export const NEARLY_READY_AT = 65;
/** Spec §9: top 3 strengths and top 3 priorities. */
export const EXECUTIVE_LIST_LENGTH = 3;

/** Spec §9 competency level. */
export type CompetencyLevel = "Exceptional" | "Strong" | "Competent" | "Developing";

/** Spec §9: at or above excellent Exceptional, at or above good Strong, at or above average Competent, else Developing. */
export function competencyLevel(competency: ExecutiveCompetency, score: number): CompetencyLevel {
  const b = EXECUTIVE_BENCHMARKS[competency];
  if (score >= b.excellent) return "Exceptional";
  if (score >= b.good) return "Strong";
  if (score >= b.average) return "Competent";
  return "Developing";
}

/** Spec §4/§9 executive readiness. */
export type Readiness = "Ready" | "Nearly Ready" | "Developing";

/** Spec §9: readiness from the mean of the scores — 80 or more Ready, 65 or more Nearly Ready, else Developing. */
export function executiveReadiness(mean: number): Readiness {
  if (mean >= READY_AT) return "Ready";
  if (mean >= NEARLY_READY_AT) return "Nearly Ready";
  return "Developing";
}

type Scores = Readonly<Partial<Record<ExecutiveCompetency, number | null>>>;

function measured(scores: Scores): Array<{ c: ExecutiveCompetency; s: number; i: number }> {
  return EXECUTIVE_COMPETENCIES.map((c, i) => ({ c, s: scores[c], i })).filter(
    (x): x is { c: ExecutiveCompetency; s: number; i: number } => typeof x.s === "number" && !Number.isNaN(x.s),
  );
}

/** Mean of the measured competency scores (NaN when none is). */
export function executiveMean(scores: Scores): number {
  const m = measured(scores);
  return m.length === 0 ? NaN : m.reduce((a, x) => a + x.s, 0) / m.length;
}

/** Spec §9: competencies at or above their "good" benchmark, highest score first, at most 3. */
export function executiveStrengths(scores: Scores): ExecutiveCompetency[] {
  return measured(scores)
    .filter((x) => x.s >= EXECUTIVE_BENCHMARKS[x.c].good)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, EXECUTIVE_LIST_LENGTH)
    .map((x) => x.c);
}

/** A development priority: a competency below "good" and its gap to good (always > 0). */
export interface DevelopmentPriority {
  readonly competency: ExecutiveCompetency;
  readonly gap: number;
}

/** Spec §9: competencies below their "good" benchmark, largest gap first, at most 3, each with its gap to good. */
export function developmentPriorities(scores: Scores): DevelopmentPriority[] {
  return measured(scores)
    .filter((x) => x.s < EXECUTIVE_BENCHMARKS[x.c].good)
    .map((x) => ({ competency: x.c, gap: EXECUTIVE_BENCHMARKS[x.c].good - x.s, i: x.i }))
    .sort((a, b) => b.gap - a.gap || a.i - b.i)
    .slice(0, EXECUTIVE_LIST_LENGTH)
    .map(({ competency, gap }) => ({ competency, gap }));
}
