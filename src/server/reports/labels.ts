/**
 * Display words for the PDF report. Words only: every threshold and band comes from src/domain.
 * The web app keeps the same names in src/web/lib/psychometric-labels.ts; the server must not import web
 * code, so they are repeated here (a shared home in src/domain would remove the copy).
 */
import type { Pillar } from "../../domain/assessments/item-types.ts";
import { pillarDomain, type BenchmarkStanding, type PillarPriority } from "../../domain/assessments/pillars.ts";
import type { DarkSideTrait } from "../../domain/psychometrics/dimension-map.ts";
import type { ManifestationType, RiskLevel } from "../../domain/psychometrics/derailment.ts";
import type { ExecutiveCompetency } from "../../domain/psychometrics/executive.ts";
import { FACETS, type FacetKey, type Trait } from "../../domain/psychometrics/facets.ts";
import type { RegulationDimension } from "../../domain/psychometrics/regulation.ts";

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

/** The spec's facet name (NEO PI-R wording) with its IPIP-NEO-120 code, e.g. "Angry Hostility (N2)". */
export function facetName(key: FacetKey): string {
  const f = FACET_BY_KEY.get(key);
  return f ? `${f.neoLabel} (${f.code})` : key;
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

export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = { low: "Low", moderate: "Moderate", high: "High", critical: "Critical" };

export const MANIFESTATION_LABELS: Readonly<Record<ManifestationType, string>> = {
  none: "no derailment pattern",
  warning: "warning sign",
  high_extreme: "extreme (high)",
  low_extreme: "extreme (low)",
};

export const PILLAR_LABELS: Readonly<Record<Pillar, string>> = { sustainable: "Sustainable", performance: "Performance", potential: "Potential" };

export const PRIORITY_LABELS: Readonly<Record<PillarPriority, string>> = { high: "High priority", medium: "Medium priority", low: "Low priority" };

/** Where a pillar score stands against the type's benchmarks, as a sentence fragment. */
export const STANDING_LABELS: Readonly<Record<BenchmarkStanding, string>> = {
  "top 10%": "at the top-10% benchmark",
  "top 25%": "at the top-25% benchmark",
  "above average": "above the average benchmark",
  "below average": "below the average benchmark",
};

/** A pillar domain's label from the domain definitions (e.g. "Learning agility"), else its id. */
export function domainLabel(domainId: string): string {
  return pillarDomain(domainId)?.label ?? domainId;
}
