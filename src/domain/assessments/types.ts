/**
 * Assessment types (spec §9: individual 75 questions 45-60 min; executive 90, 60-90; organizational 120,
 * 90-120) plus the full IPIP-NEO-120, each composed from modules. The composition and why are part of the
 * definition so results pages and docs can show them. Their names and descriptions are words, not rules: they are
 * the catalogs' (src/shared/locales/en/assessment-types.ts), named by type id.
 */
import type { Pillar } from "./item-types.ts";
import { PILLARS } from "./item-types.ts";
import { PILLAR_DOMAINS } from "./pillars.ts";

/** The assessment type ids. */
export type AssessmentTypeId = "individual" | "executive" | "organizational" | "ipip-neo-120";

/** All type ids, spec types first. */
export const ASSESSMENT_TYPE_IDS: readonly AssessmentTypeId[] = ["individual", "executive", "organizational", "ipip-neo-120"];

/** Which result sections a type produces (spec §2: the results tabs show only when the data is there). */
export interface TypeProfiles {
  readonly facets: boolean;
  readonly emotionalRegulation: boolean;
  readonly executiveProfile: boolean;
  readonly darkSide: boolean;
  readonly pillars: boolean;
}

/** Spec §3 assessment type definition (flow) with our composition. */
export interface AssessmentTypeDef {
  readonly id: string;
  /** A designed type's own name and description (its organization's words); a built-in type's are the catalogs'. */
  readonly name?: string;
  readonly description?: string;
  /** Minutes (spec §9). */
  readonly estimatedTime: { readonly min: number; readonly max: number };
  readonly questionCount: number;
  /**
   * Seconds per question the type is composed for (designed types: their duration over their items). The
   * shown estimate does not read it: progress.ts timeEstimate applies one rule to every type (spec §9's 45 s,
   * or the organization's measured median).
   */
  readonly secondsPerQuestion: number;
  readonly modules: readonly string[];
  readonly pillars: readonly Pillar[];
  /** Pillar domain ids. */
  readonly domains: readonly string[];
  readonly profiles: TypeProfiles;
  /** Version of this composition; part of the item-bank version a response records. */
  readonly compositionVersion: string;
  readonly why: string;
}

const ALL_DOMAINS = PILLAR_DOMAINS.map((d) => d.id);

/** The four assessment types. */
export const ASSESSMENT_TYPES: Readonly<Record<AssessmentTypeId, AssessmentTypeDef>> = {
  individual: {
    id: "individual",
    estimatedTime: { min: 45, max: 60 },
    questionCount: 75,
    secondsPerQuestion: 45,
    modules: ["ocean-core", "flow-individual"],
    pillars: PILLARS,
    domains: ALL_DOMAINS,
    profiles: { facets: true, emotionalRegulation: false, executiveProfile: false, darkSide: false, pillars: true },
    compositionVersion: "individual/1",
    why: "For personal development the Big Five profile is the core: 60 IPIP-NEO-120 items keep all 30 facets at confidence 0.5 (coverage 100%, good) and norm every domain; 15 pillar questions (one of each flow type per pillar) add situational answers and reflection for the report.",
  },
  executive: {
    id: "executive",
    estimatedTime: { min: 60, max: 90 },
    questionCount: 90,
    secondsPerQuestion: 45,
    modules: ["ocean-core", "innovation-scale", "dark-side-screen", "flow-executive"],
    pillars: PILLARS,
    domains: ALL_DOMAINS,
    profiles: { facets: true, emotionalRegulation: false, executiveProfile: true, darkSide: true, pillars: true },
    compositionVersion: "executive/1",
    why: "Executives are assessed for competencies and derailers (the Hogan-style bright side / dark side pairing): the 60-item core supplies seven of the eight competencies through their IPIP-NEO facets (confidence 0.5-1), IPIP-VIA-R Originality completes innovation drive, the 20-item CAT-PD screen covers the five derailers, and six scenarios add situational judgement.",
  },
  organizational: {
    id: "organizational",
    estimatedTime: { min: 90, max: 120 },
    questionCount: 120,
    secondsPerQuestion: 45,
    modules: ["ocean-core", "stress-top-up", "emotional-regulation", "dark-side-screen", "flow-organizational"],
    pillars: PILLARS,
    domains: ALL_DOMAINS,
    profiles: { facets: true, emotionalRegulation: true, executiveProfile: false, darkSide: true, pillars: true },
    compositionVersion: "organizational/1",
    why: "Working with others is what organizations need to see: the 60-item core, the seven emotional-regulation dimensions (26 items; confidence 0.4-1), the 20-item derailment screen and 14 teamwork situations across the pillars.",
  },
  "ipip-neo-120": {
    id: "ipip-neo-120",
    estimatedTime: { min: 15, max: 25 },
    questionCount: 120,
    secondsPerQuestion: 45,
    modules: ["ocean-full"],
    pillars: [],
    domains: [],
    profiles: { facets: true, emotionalRegulation: false, executiveProfile: false, darkSide: false, pillars: false },
    compositionVersion: "ipip-neo-120/1",
    why: "The published instrument unchanged, for research and for anyone who wants every facet at full confidence; no pillars (their benchmarks exist only for the Individual, Executive and Organizational types).",
  },
};

/** True when the string is an assessment type id. */
export function isAssessmentTypeId(id: string): id is AssessmentTypeId {
  return (ASSESSMENT_TYPE_IDS as readonly string[]).includes(id);
}

/** The type definition for an id; throws on an unknown id. */
export function assessmentType(id: string): AssessmentTypeDef {
  if (!isAssessmentTypeId(id)) throw new Error(`unknown assessment type "${id}" (known: ${ASSESSMENT_TYPE_IDS.join(", ")})`);
  return ASSESSMENT_TYPES[id];
}
