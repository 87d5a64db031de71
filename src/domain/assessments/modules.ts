/**
 * The modules assessment types are built from (spec §3 Assessment type: modules {id, name, type, weight,
 * required}). Item choices are explicit so they can be reviewed; the reason for each is given beside it.
 */

/** Spec §3 module type. */
export type ModuleKind = "ocean" | "executive" | "emotional" | "darkside" | "custom";

/** How IPIP-NEO-120 items of a facet are chosen (items in inventory order). */
export type NeoSelection =
  /** All 4 items. */
  | "all"
  /** Two items: the first plus-keyed and the first minus-keyed when the facet has both keys, else the first two
   *  (balanced keying limits acquiescence bias). */
  | "balanced-pair"
  /** The two items "balanced-pair" leaves out (tops a facet up to the full 4). */
  | "pair-complement";

/** Items a module asks. */
export type ModuleContent =
  | { readonly source: "ipip-neo-120"; readonly selection: NeoSelection; readonly facets: "all" | readonly string[] }
  | { readonly source: "scales"; readonly picks: ReadonlyArray<{ readonly scale: string; readonly items: readonly number[] }> }
  | { readonly source: "flow"; readonly questions: readonly string[] };

/** A module definition. */
export interface ModuleDef {
  readonly id: string;
  readonly name: string;
  readonly kind: ModuleKind;
  readonly content: ModuleContent;
  /** Spec §3 module "required" flag (every module of our types is required). */
  readonly required: boolean;
  readonly why: string;
}

/** The module catalogue. */
export const MODULES: Readonly<Record<string, ModuleDef>> = {
  "ocean-full": {
    id: "ocean-full",
    name: "Big Five, full IPIP-NEO-120",
    kind: "ocean",
    required: true,
    content: { source: "ipip-neo-120", selection: "all", facets: "all" },
    why: "The complete published form (Johnson 2014): 4 items per facet, so every facet is normed at full confidence.",
  },
  "ocean-core": {
    id: "ocean-core",
    name: "Big Five core (IPIP-NEO-120, 2 items per facet)",
    kind: "ocean",
    required: true,
    content: { source: "ipip-neo-120", selection: "balanced-pair", facets: "all" },
    why: "60 of the 120 items: every facet keeps 2 items (confidence 0.5, above the 0.3 coverage bar), each domain 12 items prorated to the full-form scale before norming, with one plus- and one minus-keyed item wherever the facet has both.",
  },
  "stress-top-up": {
    id: "stress-top-up",
    name: "Stress tolerance top-up (IPIP-NEO Vulnerability)",
    kind: "emotional",
    required: true,
    content: { source: "ipip-neo-120", selection: "pair-complement", facets: ["N6"] },
    why: "Completes the Vulnerability facet (N6) so stress tolerance rests on the whole published facet.",
  },
  "emotional-regulation": {
    id: "emotional-regulation",
    name: "Emotional regulation (IPIP: Barchard 2001, VIA-R, AB5C, 16PF)",
    kind: "emotional",
    required: true,
    content: {
      source: "scales",
      picks: [
        // 2 plus + 2 minus each; items shared with the IPIP-NEO-120 are avoided (they are asked in the core).
        { scale: "barchard.attention-to-emotions", items: [1, 3, 6, 8] },
        { scale: "via-r.self-regulation", items: [77, 78, 79, 80] },
        { scale: "barchard.empathic-concern", items: [2, 3, 6, 7] },
        { scale: "barchard.positive-expressivity", items: [1, 6, 7, 8] },
        { scale: "ab5c.impulse-control", items: [1, 2, 5, 9] },
        { scale: "16pf.emotional-stability", items: [1, 4, 9, 10] },
      ],
    },
    why: "Four items from each regulation scale not already in the core (IPIP-VIA-R Self-Regulation whole), so each of the seven dimensions reaches confidence 0.4 or more together with the core facets.",
  },
  "dark-side-screen": {
    id: "dark-side-screen",
    name: "Derailment screen (CAT-PD-SF v1.1)",
    kind: "darkside",
    required: true,
    content: {
      source: "scales",
      picks: [
        { scale: "catpd.grandiosity", items: [8, 41] },
        { scale: "catpd.exhibitionism", items: [3, 169] },
        { scale: "catpd.manipulativeness", items: [86, 120, 185] },
        { scale: "catpd.callousness", items: [5, 71] },
        { scale: "catpd.risk-taking", items: [27, 160] },
        { scale: "catpd.irresponsibility", items: [31, 64] },
        { scale: "catpd.perfectionism", items: [13, 46, 146] },
        { scale: "catpd.domineering", items: [12, 78] },
        { scale: "catpd.rigidity", items: [92, 159] },
      ],
    },
    why: "20 CAT-PD-SF items covering all nine scales behind the five derailers (2-3 each; a minus-keyed item wherever the scale has one; no item that is also an IPIP-NEO-120 item). A derailer is scored once half of its screen items are answered; its level then follows its 0-100 score (derailment.ts), and its confidence (0.5-0.97) is reported beside it.",
  },
  "innovation-scale": {
    id: "innovation-scale",
    name: "Innovation (IPIP-VIA-R Originality/Creativity)",
    kind: "executive",
    required: true,
    content: { source: "scales", picks: [{ scale: "via-r.originality", items: [65, 66, 67, 68] }] },
    why: "The only executive competency with no IPIP-NEO-120 facet behind it; the whole 4-item VIA-R scale gives it confidence 1.",
  },
  "flow-individual": {
    id: "flow-individual",
    name: "Pillar questions (individual)",
    kind: "custom",
    required: true,
    content: {
      source: "flow",
      questions: [
        "flow.sustainable.wellbeing.energy",
        "flow.sustainable.wellbeing.recovery",
        "flow.sustainable.resilience.setback",
        "flow.sustainable.relationships.values",
        "flow.sustainable.wellbeing.sustain",
        "flow.performance.execution.follow-through",
        "flow.performance.reliability.quality-check",
        "flow.performance.execution.competing-requests",
        "flow.performance.drive.motivators",
        "flow.performance.execution.achievement",
        "flow.potential.learning-agility.new-area",
        "flow.potential.learning-agility.stretch",
        "flow.potential.learning-agility.feedback",
        "flow.potential.leadership-emergence.aspiration",
        "flow.potential.learning-agility.next-year",
      ],
    },
    why: "Five per pillar, one of each flow type (scale, multiple choice, scenario, ranking, text): three scored answers per pillar beside the IPIP facets that feed it, plus two open answers for the report.",
  },
  "flow-executive": {
    id: "flow-executive",
    name: "Executive scenarios",
    kind: "executive",
    required: true,
    content: {
      source: "flow",
      questions: [
        "flow.executive.crisis-pace",
        "flow.executive.team-conflict",
        "flow.executive.programme-slip",
        "flow.executive.bent-rules",
        "flow.executive.resisted-change",
        "flow.executive.unproven-idea",
      ],
    },
    why: "Two senior-leadership scenarios per pillar; the executive's pillar scores lean on the IPIP facets and these add situational judgement (our content, not normed).",
  },
  "flow-organizational": {
    id: "flow-organizational",
    name: "Pillar questions (organizational)",
    kind: "custom",
    required: true,
    content: {
      source: "flow",
      questions: [
        "flow.sustainable.relationships.support",
        "flow.sustainable.self-regulation.criticism",
        "flow.sustainable.resilience.pressure",
        "flow.sustainable.self-regulation.frustration",
        "flow.performance.reliability.mistake",
        "flow.performance.drive.obstacle",
        "flow.performance.drive.goals",
        "flow.performance.execution.competing-requests",
        "flow.performance.drive.motivators",
        "flow.potential.creativity.process",
        "flow.potential.leadership-emergence.no-lead",
        "flow.potential.creativity.frequency",
        "flow.potential.creativity.idea",
        "flow.potential.learning-agility.feedback",
      ],
    },
    why: "Teamwork and organizational-citizenship situations across the three pillars (4/5/5), including two open answers.",
  },
};

/** A module by id; throws on an unknown id. */
export function moduleDef(id: string): ModuleDef {
  const m = MODULES[id];
  if (!m) throw new Error(`unknown module "${id}"`);
  return m;
}
