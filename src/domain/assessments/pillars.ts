/**
 * The three pillars (spec §2, §9), their domains, which IPIP facets and scales feed each domain (our
 * definition, with reasons), pillar guidance and the spec's benchmarks per type and pillar.
 * Pillar and domain scores are keyed item means on 1-5 (POMP 0-100 alongside); they are not normed.
 */
import type { Pillar } from "./item-types.ts";

/** A pillar domain and what feeds it. */
export interface PillarDomainDef {
  readonly id: string;
  readonly pillar: Pillar;
  readonly label: string;
  /** IPIP-NEO-120 facet codes feeding the domain; direction −1 means high on the facet lowers the domain. */
  readonly facets: ReadonlyArray<{ readonly code: string; readonly direction: 1 | -1 }>;
  /** Other published scales whose items feed the domain (always direction +1 after keying). */
  readonly scales: readonly string[];
  readonly reason: string;
}

/**
 * Our pillar domains. Facets with no agreed "better" direction for a pillar (Self-Consciousness N4,
 * Gregariousness E2, Excitement-Seeking E5, Artistic Interests O2, Emotionality O3, Liberalism O6,
 * Modesty A5, Sympathy A6) feed no pillar. CAT-PD (dark-side) items feed no pillar: they are reported as risks.
 */
export const PILLAR_DOMAINS: readonly PillarDomainDef[] = [
  {
    id: "wellbeing",
    pillar: "sustainable",
    label: "Wellbeing",
    facets: [
      { code: "N3", direction: -1 },
      { code: "E6", direction: 1 },
    ],
    scales: [],
    reason: "Low Depression (N3) and high Cheerfulness (E6) describe a mood that can be sustained.",
  },
  {
    id: "resilience",
    pillar: "sustainable",
    label: "Resilience",
    facets: [
      { code: "N1", direction: -1 },
      { code: "N6", direction: -1 },
    ],
    scales: ["16pf.emotional-stability"],
    reason: "Low Anxiety (N1) and low Vulnerability to stress (N6), plus emotional stability, keep performance steady under pressure.",
  },
  {
    id: "self-regulation",
    pillar: "sustainable",
    label: "Self-regulation",
    facets: [
      { code: "N2", direction: -1 },
      { code: "N5", direction: -1 },
    ],
    scales: ["barchard.attention-to-emotions", "via-r.self-regulation", "ab5c.impulse-control"],
    reason: "Controlling anger (N2) and urges (N5), noticing one's emotions and regulating impulses.",
  },
  {
    id: "relationships",
    pillar: "sustainable",
    label: "Relationships",
    facets: [
      { code: "A1", direction: 1 },
      { code: "A3", direction: 1 },
      { code: "A4", direction: 1 },
      { code: "E1", direction: 1 },
    ],
    scales: ["barchard.empathic-concern", "barchard.positive-expressivity"],
    reason: "Trust (A1), Altruism (A3), Cooperation (A4) and Friendliness (E1), plus empathy and warmth, sustain working relationships.",
  },
  {
    id: "execution",
    pillar: "performance",
    label: "Execution",
    facets: [
      { code: "C1", direction: 1 },
      { code: "C5", direction: 1 },
    ],
    scales: ["via-r.judgment"],
    reason: "Self-Efficacy (C1) and Self-Discipline (C5): getting things done and carrying plans out.",
  },
  {
    id: "reliability",
    pillar: "performance",
    label: "Reliability",
    facets: [
      { code: "C2", direction: 1 },
      { code: "C3", direction: 1 },
      { code: "C6", direction: 1 },
      { code: "A2", direction: 1 },
    ],
    scales: [],
    reason: "Orderliness (C2), Dutifulness (C3), Cautiousness (C6) and Morality (A2): dependable, careful and honest work.",
  },
  {
    id: "drive",
    pillar: "performance",
    label: "Drive",
    facets: [
      { code: "C4", direction: 1 },
      { code: "E4", direction: 1 },
    ],
    scales: [],
    reason: "Achievement-Striving (C4) and Activity Level (E4): effort and pace.",
  },
  {
    id: "learning-agility",
    pillar: "potential",
    label: "Learning agility",
    facets: [
      { code: "O4", direction: 1 },
      { code: "O5", direction: 1 },
    ],
    scales: [],
    reason: "Adventurousness (O4: welcoming change) and Intellect (O5: appetite for complex ideas) predict learning new roles.",
  },
  {
    id: "creativity",
    pillar: "potential",
    label: "Creativity",
    facets: [{ code: "O1", direction: 1 }],
    scales: ["via-r.originality"],
    reason: "Imagination (O1) and Originality/Creativity generate new ideas.",
  },
  {
    id: "leadership-emergence",
    pillar: "potential",
    label: "Leadership emergence",
    facets: [{ code: "E3", direction: 1 }],
    scales: ["via-r.leadership"],
    reason: "Assertiveness (E3) is the Big Five facet most tied to emerging as a leader; IPIP-VIA-R Leadership adds bringing people together.",
  },
];

const DOMAIN_OF_FACET = new Map<string, { domain: PillarDomainDef; direction: 1 | -1 }>();
const DOMAIN_OF_SCALE = new Map<string, PillarDomainDef>();
for (const d of PILLAR_DOMAINS) {
  for (const f of d.facets) DOMAIN_OF_FACET.set(f.code, { domain: d, direction: f.direction });
  for (const s of d.scales) DOMAIN_OF_SCALE.set(s, d);
}

/** The pillar domain an IPIP-NEO-120 facet feeds and its direction, or undefined when it feeds none. */
export function pillarDomainOfFacet(code: string): { domain: PillarDomainDef; direction: 1 | -1 } | undefined {
  return DOMAIN_OF_FACET.get(code);
}

/** The pillar domain a published scale feeds, or undefined. */
export function pillarDomainOfScale(scaleId: string): PillarDomainDef | undefined {
  return DOMAIN_OF_SCALE.get(scaleId);
}

/** A pillar domain by id, or undefined. */
export function pillarDomain(id: string): PillarDomainDef | undefined {
  return PILLAR_DOMAINS.find((d) => d.id === id);
}

/** Spec §9 pillar guidance thresholds on the 1-5 pillar score: under 3.5 high priority, under 4.2 medium. */
export const GUIDANCE_HIGH_BELOW = 3.5;
/** Spec §9: pillar scores under 4.2 (and at least 3.5) are medium priority. */
export const GUIDANCE_MEDIUM_BELOW = 4.2;

/** Spec §9 development priority of a pillar. */
export type PillarPriority = "high" | "medium" | "low";

/** Spec §9: pillar score under 3.5 high priority, under 4.2 medium, otherwise low. */
export function pillarGuidance(score: number): PillarPriority {
  if (score < GUIDANCE_HIGH_BELOW) return "high";
  if (score < GUIDANCE_MEDIUM_BELOW) return "medium";
  return "low";
}

/** Spec §3 benchmarks per assessment type and pillar (average, top10, top25) on the 1-5 pillar scale. */
export interface PillarBenchmark {
  readonly average: number;
  readonly top10: number;
  readonly top25: number;
}

/** The assessment types that have pillar benchmarks (spec §9). */
export type PillarTypeId = "individual" | "executive" | "organizational";

/** Spec §9 benchmarks average/top10/top25 — the spec's fixed figures, not norms derived from data. */
export const PILLAR_BENCHMARKS: Readonly<Record<PillarTypeId, Readonly<Record<Pillar, PillarBenchmark>>>> = {
  individual: {
    sustainable: { average: 3.8, top10: 4.6, top25: 4.2 },
    performance: { average: 3.9, top10: 4.7, top25: 4.3 },
    potential: { average: 3.7, top10: 4.5, top25: 4.1 },
  },
  executive: {
    sustainable: { average: 4.0, top10: 4.8, top25: 4.4 },
    performance: { average: 4.1, top10: 4.8, top25: 4.5 },
    potential: { average: 3.9, top10: 4.7, top25: 4.3 },
  },
  organizational: {
    sustainable: { average: 3.6, top10: 4.5, top25: 4.1 },
    performance: { average: 3.8, top10: 4.6, top25: 4.2 },
    potential: { average: 3.5, top10: 4.4, top25: 4.0 },
  },
};

/** Where a pillar score stands against its benchmark. */
export type BenchmarkStanding = "top 10%" | "top 25%" | "above average" | "below average";

/** At or above top10 → "top 10%", at or above top25 → "top 25%", at or above average → "above average", else "below average". */
export function benchmarkStanding(score: number, b: PillarBenchmark): BenchmarkStanding {
  if (score >= b.top10) return "top 10%";
  if (score >= b.top25) return "top 25%";
  if (score >= b.average) return "above average";
  return "below average";
}
