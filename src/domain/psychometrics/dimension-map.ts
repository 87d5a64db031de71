/**
 * THE mapping from the product's non-Big-Five dimensions to published IPIP scales, with the reason for each
 * choice. Everything the engine reports for emotional regulation, executive competencies and dark-side risk
 * is the pooled keyed item mean of the scales listed here (direction −1 reverses a scale: 6 − x), shown as
 * POMP 0-100 and flagged not normed. A dimension's confidence is min(1, Σ over its scales of
 * answered / published length) — the spec's min(1, weight / 10) with item weight 10 / scale length
 * (facet-confidence.ts), so one complete published scale gives confidence 1.
 * Item texts shared between scales are asked once and count for every scale they belong to.
 */
import { neoFacetScaleId } from "./scales.ts";
import type { ExecutiveCompetency } from "./executive.ts";
import type { RegulationDimension } from "./regulation.ts";
import type { RiskPole } from "./derailment.ts";
import type { DarkSideTrait } from "./dark-side-traits.ts";

/** Version of these keys and mappings; stored with every score (scoring_rules.keyVersion). */
export const KEY_VERSION = "facetwise-keys-1";

/** A scale feeding a dimension, and whether high on the scale means high (+1) or low (−1) on the dimension. */
export interface DimensionSource {
  readonly scale: string;
  readonly direction: 1 | -1;
}

/** A dimension: its scales and why they measure it. */
export interface DimensionDef {
  readonly sources: readonly DimensionSource[];
  readonly reason: string;
}

/** The five dark-side traits of spec §3 (defined in dark-side-traits.ts, which loads no scale data). */
export { DARK_SIDE_TRAITS, type DarkSideTrait } from "./dark-side-traits.ts";

const up = (scale: string): DimensionSource => ({ scale, direction: 1 });
const neo = (code: string, direction: 1 | -1 = 1): DimensionSource => ({ scale: neoFacetScaleId(code), direction });

/** Emotional regulation (spec §3, seven dimensions) → IPIP scales. */
export const REGULATION_MAP: Readonly<Record<RegulationDimension, DimensionDef>> = {
  selfAwareness: {
    sources: [up("barchard.attention-to-emotions")],
    reason: "Barchard's Attention to Emotions asks whether one notices, attends to and analyses one's own feelings — the recognition half of self-awareness.",
  },
  selfManagement: {
    sources: [up("via-r.self-regulation"), neo("N2", -1)],
    reason: "IPIP-VIA-R Self-Regulation measures regulating what one feels and does (discipline over urges); IPIP-NEO Anger (N2) reversed adds control of irritation and temper.",
  },
  socialAwareness: {
    sources: [up("barchard.empathic-concern"), neo("A6")],
    reason: "Empathy is the core of social awareness: Barchard's Empathic Concern plus IPIP-NEO Sympathy (A6); the two share two items.",
  },
  relationshipManagement: {
    sources: [up("barchard.positive-expressivity"), neo("A4")],
    reason:
      "Showing warmth and affection (Barchard Positive Expressivity) and handling conflict without hostility (IPIP-NEO Cooperation, A4: four reverse-keyed items about quarrelling and retaliating).",
  },
  stressTolerance: {
    sources: [neo("N6", -1)],
    reason:
      "IPIP-NEO Vulnerability (N6) is the NEO PI-R facet for susceptibility to stress (panicking, feeling overwhelmed, not staying calm under pressure); reversed it is stress tolerance.",
  },
  impulseControl: {
    sources: [up("ab5c.impulse-control"), neo("N5", -1)],
    reason: "AB5C Impulse-Control (IPIP's own label) covers verbal and emotional impulsivity; IPIP-NEO Immoderation (N5) reversed adds resisting cravings and urges.",
  },
  emotionalStability: {
    sources: [up("16pf.emotional-stability")],
    reason: "The IPIP 16PF Factor C analogue is a direct measure of emotional stability (mood, frustration tolerance, self-acceptance).",
  },
};

/**
 * Executive competencies (spec §3, eight) → IPIP scales. Each competency lists every scale we consider valid
 * for it; an assessment type administers a subset and the confidence says how much of them it asked.
 */
export const EXECUTIVE_MAP: Readonly<Record<ExecutiveCompetency, DimensionDef>> = {
  strategicThinking: {
    sources: [neo("O5"), up("6fpq.resourcefulness")],
    reason:
      "IPIP-NEO Intellect (O5: liking challenging reading, abstract ideas and theoretical discussion) measures appetite for complex thinking; 6FPQ Resourcefulness adds handling much information and solving complex problems.",
  },
  decisionMaking: {
    sources: [up("via-r.judgment"), neo("C6")],
    reason:
      "IPIP-VIA-R Judgment (weighing pros and cons, considering alternatives) and IPIP-NEO Cautiousness (C6: not acting rashly). IPIP-VIA-R Prudence is left out: two of its keys conflict with IPIP's item-assignment table.",
  },
  changeLeadership: {
    sources: [neo("O4"), up("16pf.assertiveness")],
    reason:
      "IPIP-NEO Adventurousness (O4: preferring variety, not disliking change) for embracing change, and the 16PF Dominance analogue ('Can take strong measures', 'Never challenge things' reversed) for driving it.",
  },
  executivePresence: {
    sources: [neo("E3"), up("6fpq.extraversion")],
    reason:
      "IPIP-NEO Assertiveness (E3: taking charge, influencing) and the 6FPQ Extraversion analogue, whose items are about social poise and influence ('Am good at making impromptu speeches').",
  },
  stakeholderManagement: {
    sources: [neo("E1"), neo("A4")],
    reason: "Building relationships readily (IPIP-NEO Friendliness, E1) while keeping disagreements civil (IPIP-NEO Cooperation, A4).",
  },
  teamDevelopment: {
    sources: [up("via-r.leadership"), neo("A3")],
    reason: "IPIP-VIA-R Leadership ('Am good at helping people work well together') and IPIP-NEO Altruism (A3: helping and caring for others).",
  },
  resultsOrientation: {
    sources: [neo("C4"), up("6fpq.achievement-striving")],
    reason: "IPIP-NEO Achievement-Striving (C4) and the 6FPQ Achievement analogue, which share items ('Do more than what's expected of me').",
  },
  innovationDrive: {
    sources: [up("via-r.originality"), up("jpi.ingenuity")],
    reason: "IPIP-VIA-R Originality/Creativity ('Come up with new ways to do things') and the JPI Innovation analogue (Ingenuity).",
  },
};

/**
 * Dark-side traits (spec §3) → CAT-PD-SF v1.1 scales (Simms et al.), the public-domain substitute for the
 * Hogan Development Survey; compositions as set by the product brief. Risk uses only the high pole: a low
 * score on a pathology scale is healthy, never a risk (derailment.ts RiskPole).
 */
export const DARK_SIDE_MAP: Readonly<Record<DarkSideTrait, DimensionDef & { readonly pole: RiskPole }>> = {
  narcissism: {
    sources: [up("catpd.grandiosity"), up("catpd.exhibitionism")],
    pole: "high",
    reason: "Grandiosity (entitlement, superiority) and Exhibitionism (attention seeking) are the grandiose-narcissism facets of the CAT-PD.",
  },
  machiavellianism: {
    sources: [up("catpd.manipulativeness")],
    pole: "high",
    reason: "Manipulativeness (deceiving and exploiting others for gain) is the CAT-PD's Machiavellian scale.",
  },
  psychopathy: {
    sources: [up("catpd.callousness"), up("catpd.risk-taking"), up("catpd.irresponsibility")],
    pole: "high",
    reason: "Callousness (low empathy), Risk Taking (thrill seeking) and Irresponsibility (undependability) cover the affective and behavioural sides of psychopathy.",
  },
  perfectionism: {
    sources: [up("catpd.perfectionism")],
    pole: "high",
    reason: "CAT-PD Perfectionism (demanding flawlessness of self and others).",
  },
  micromanagement: {
    sources: [up("catpd.domineering"), up("catpd.rigidity")],
    pole: "high",
    reason: "Domineering (controlling others, need for power) plus Rigidity (inflexibility, one right way) describe the micromanaging derailer.",
  },
};
