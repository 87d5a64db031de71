/**
 * Display names for what the scoring engine reports (traits, facets, pillars, regulation dimensions,
 * executive competencies, dark-side traits), shared by the web app and the PDF report. Words only.
 */
import type { Pillar } from "../assessments/item-types.ts";
import { pillarDomain } from "../assessments/pillars.ts";
import type { DarkSideTrait } from "./dimension-map.ts";
import type { ExecutiveCompetency } from "./executive.ts";
import { FACETS, type FacetKey, type Trait } from "./facets.ts";
import type { RegulationDimension } from "./regulation.ts";

export const TRAIT_LABELS: Readonly<Record<Trait, string>> = {
  openness: "Openness",
  conscientiousness: "Conscientiousness",
  extraversion: "Extraversion",
  agreeableness: "Agreeableness",
  neuroticism: "Neuroticism",
};

/** One line on what a trait describes (plain language, after Johnson's IPIP-NEO narrative). */
export const TRAIT_DESCRIPTIONS: Readonly<Record<Trait, string>> = {
  openness: "Imagination, curiosity and a liking for new ideas, art and experiences.",
  conscientiousness: "Organisation, persistence and self-discipline in pursuing goals.",
  extraversion: "Energy drawn from people and activity; sociability and assertiveness.",
  agreeableness: "Concern for cooperation and social harmony; trust and consideration for others.",
  neuroticism: "The tendency to experience negative emotions such as worry, anger and sadness.",
};

const FACET_BY_KEY = new Map(FACETS.map((f) => [f.key, f]));

/** The spec's facet name (NEO PI-R wording), e.g. "Angry Hostility". */
export function facetLabel(key: FacetKey): string {
  return FACET_BY_KEY.get(key)?.neoLabel ?? key;
}

/** The IPIP-NEO-120 label of the facet when it differs from the spec's name (e.g. "Anger"), else null. */
export function facetIpipLabel(key: FacetKey): string | null {
  const f = FACET_BY_KEY.get(key);
  return f && f.ipipLabel !== f.neoLabel ? f.ipipLabel : null;
}

export const PILLAR_LABELS: Readonly<Record<Pillar, string>> = {
  sustainable: "Sustainable",
  performance: "Performance",
  potential: "Potential",
};

/** A pillar's name, or the id itself for one this build does not know. */
export function pillarLabel(pillar: string): string {
  return (PILLAR_LABELS as Readonly<Record<string, string>>)[pillar] ?? pillar;
}

/** A pillar domain's label from the domain definitions (e.g. "Learning agility"). */
export function domainLabel(domainId: string): string {
  return pillarDomain(domainId)?.label ?? domainId;
}

export const REGULATION_LABELS: Readonly<Record<RegulationDimension, string>> = {
  selfAwareness: "Self-Awareness",
  selfManagement: "Self-Management",
  socialAwareness: "Social Awareness",
  relationshipManagement: "Relationship Management",
  stressTolerance: "Stress Tolerance",
  impulseControl: "Impulse Control",
  emotionalStability: "Emotional Stability",
};

export const EXECUTIVE_LABELS: Readonly<Record<ExecutiveCompetency, string>> = {
  strategicThinking: "Strategic Thinking",
  decisionMaking: "Decision Making",
  changeLeadership: "Change Leadership",
  executivePresence: "Executive Presence",
  stakeholderManagement: "Stakeholder Management",
  teamDevelopment: "Team Development",
  resultsOrientation: "Results Orientation",
  innovationDrive: "Innovation Drive",
};

export const DARK_SIDE_LABELS: Readonly<Record<DarkSideTrait, string>> = {
  narcissism: "Narcissism",
  machiavellianism: "Machiavellianism",
  psychopathy: "Psychopathy",
  perfectionism: "Perfectionism",
  micromanagement: "Micromanagement",
};
