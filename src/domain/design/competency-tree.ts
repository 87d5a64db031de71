/**
 * The competency tree of the node-based assessment creator (spec §9: 5 groups of 4 nodes, 3 quick templates)
 * and THE node-facet mapping (spec §3: node, facet code, correlation, confidence, mapping type, tier
 * applicability), with the reason for every link.
 *
 * Conventions of the links (ours):
 * - correlation: +0.5 for a direct link (the facet describes the competency itself), ±0.3 for an indirect one
 *   (the facet supports or undermines it); negative when more of the facet means less of the competency.
 * - confidence: how sure we are of the link, from the facet's definition alone. A facet asked only through an
 *   indirect link gets its balanced pair of items (builder.ts), so its facet confidence is half the link's
 *   confidence: indirect links at 0.65 or more stay covered (> 0.3); weaker ones (0.2-0.45) are flagged
 *   critical by coverage validation, on purpose — they are the links we are least sure of.
 */
import { FACETS, TRAITS, type FacetInfo, type Trait } from "../psychometrics/facets.ts";
import type { BuilderTemplate, CompetencyGroup, CompetencyNode, NodeFacetLink } from "./types.ts";

/** Where the links come from, in plain words (shown beside the creator's coverage preview). */
export const MAPPING_SOURCE =
  "These competency-to-facet links are Facetwise's documented judgement, made from the facet definitions (the NEO PI-R facet descriptions as used by Johnson's IPIP-NEO). They are not validated research findings and their correlations and confidences are not empirical coefficients.";

type Tier = NodeFacetLink["tierApplicability"][number];
const ALL_TIERS: readonly Tier[] = ["individual", "executive", "organizational"];
const SENIOR_TIERS: readonly Tier[] = ["executive", "organizational"];

const FACET_BY_CODE = new Map<string, FacetInfo>(FACETS.map((f) => [f.code, f]));

function facetByCode(code: string): FacetInfo {
  const f = FACET_BY_CODE.get(code);
  if (!f) throw new Error(`unknown IPIP-NEO facet code "${code}"`);
  return f;
}

/** A direct link: +0.5 (or −0.5 when more of the facet means less of the competency). */
function direct(code: string, confidence: number, reason: string, sign: 1 | -1 = 1, tiers: readonly Tier[] = ALL_TIERS): NodeFacetLink {
  return { facet: facetByCode(code).key, facetCode: code, correlation: 0.5 * sign, confidence, mappingType: "direct", tierApplicability: tiers, reason };
}

/** An indirect link: +0.3 (or −0.3). */
function indirect(code: string, confidence: number, reason: string, sign: 1 | -1 = 1, tiers: readonly Tier[] = ALL_TIERS): NodeFacetLink {
  return { facet: facetByCode(code).key, facetCode: code, correlation: 0.3 * sign, confidence, mappingType: "indirect", tierApplicability: tiers, reason };
}

/** The traits of a set of links, deduplicated, in OCEAN order. */
function traitsOf(links: readonly NodeFacetLink[]): Trait[] {
  const present = new Set(links.map((l) => facetByCode(l.facetCode).trait));
  return TRAITS.filter((t) => present.has(t));
}

function node(id: string, label: string, description: string, facets: readonly NodeFacetLink[]): CompetencyNode {
  return { id, label, description, traits: traitsOf(facets), facets };
}

/** The 5 groups of 4 competency nodes. */
export const COMPETENCY_GROUPS: readonly CompetencyGroup[] = [
  {
    id: "leadership",
    label: "Leadership",
    nodes: [
      node("strategic-vision", "Strategic vision", "Sets a direction from a grasp of complex ideas and of where things could go.", [
        direct("O5", 0.8, "Ideas (O5) is the appetite for abstract, complex thinking that long-range direction-setting rests on."),
        indirect("O1", 0.65, "Fantasy (O1) is imagining possibilities that do not exist yet, which envisioning a future needs.", 1, SENIOR_TIERS),
        indirect("O4", 0.45, "Actions (O4) is openness to new ways of doing things; it supports a vision of change but is not vision itself.", 1, SENIOR_TIERS),
        indirect("C4", 0.3, "Achievement Striving (C4) adds ambitious goals, though striving can be short-term as easily as strategic.", 1, SENIOR_TIERS),
      ]),
      node("taking-charge", "Taking charge", "Steps forward to lead, makes the call and carries people with it.", [
        direct("E3", 0.85, "Assertiveness (E3) is taking charge, directing others and speaking up: the core of stepping into a lead."),
        direct("C1", 0.7, "Competence (C1) is feeling capable and effective, the self-belief needed to make and own decisions."),
        indirect("N4", 0.65, "Self-Consciousness (N4) is unease and embarrassment in front of others, which holds people back from leading.", -1),
        indirect("E4", 0.4, "Activity (E4) is a fast, energetic tempo; it helps drive things forward but does not make someone lead."),
      ]),
      node("developing-others", "Developing others", "Invests in other people's growth through support, patience and encouragement.", [
        direct("A3", 0.8, "Altruism (A3) is an active concern for others' welfare and readiness to help them, the motive for developing people."),
        indirect("A6", 0.65, "Tender-Mindedness (A6) is sympathy for others' needs, which makes a developer notice what a person needs."),
        indirect("E1", 0.65, "Warmth (E1) is friendliness and interest in people, which builds the relationship coaching depends on."),
        indirect("A1", 0.25, "Trust (A1) is assuming others mean well; giving people stretch work needs some of it, but the link is loose."),
      ]),
      node("integrity", "Integrity", "Is honest and keeps commitments, so others can rely on what is said and promised.", [
        direct("A2", 0.85, "Straightforwardness (A2) is frankness and not manipulating others: honesty in dealings."),
        direct("C3", 0.75, "Dutifulness (C3) is adhering to ethical principles and keeping promises."),
        indirect("A5", 0.35, "Modesty (A5) is not claiming more than one's due; it fits ethical leadership but is a different quality.", 1, SENIOR_TIERS),
      ]),
    ],
  },
  {
    id: "thinking",
    label: "Thinking & Problem Solving",
    nodes: [
      node("analytical-thinking", "Analytical thinking", "Breaks problems down, weighs evidence and reasons through to a conclusion.", [
        direct("O5", 0.8, "Ideas (O5) is enjoying puzzles, abstract ideas and intellectual debate, the disposition behind analysis."),
        indirect("C6", 0.65, "Deliberation (C6) is thinking carefully before acting, which makes analysis thorough rather than hasty."),
        indirect("C2", 0.4, "Order (C2) is a liking for method and organisation; it can help structure a problem but is mostly about tidiness."),
      ]),
      node("creativity", "Creativity & innovation", "Generates original ideas and new ways of doing things.", [
        direct("O1", 0.75, "Fantasy (O1) is a vivid imagination, the source of original ideas."),
        direct("O5", 0.7, "Ideas (O5) is intellectual curiosity and openness to unconventional ideas."),
        indirect("O4", 0.65, "Actions (O4) is a preference for variety and trying new things, which puts ideas into new practice."),
        indirect("O2", 0.25, "Aesthetics (O2) is appreciation of art and beauty; it goes with creativity in some fields only."),
      ]),
      node("sound-judgement", "Sound judgement", "Makes deliberate, considered decisions rather than rash ones.", [
        direct("C6", 0.85, "Deliberation (C6) is thinking through possibilities and consequences before acting: the core of considered decisions."),
        indirect("N5", 0.4, "Impulsiveness (N5) is giving in to urges; more of it means more rash choices, though the facet is about cravings rather than decisions.", -1),
        indirect("O5", 0.45, "Ideas (O5) adds willingness to weigh complex information instead of settling for the first answer."),
        indirect("C1", 0.35, "Competence (C1) is feeling capable; confident judgement needs it, but it does not make judgement sound."),
      ]),
      node("learning-agility", "Learning agility", "Seeks out new experiences and learns quickly from them.", [
        direct("O4", 0.75, "Actions (O4) is willingness to try new activities and leave the familiar, the first step of learning from experience."),
        direct("O5", 0.7, "Ideas (O5) is curiosity and the enjoyment of learning and new ideas."),
        indirect("C4", 0.35, "Achievement Striving (C4) is the wish to improve, which keeps learning going after the novelty fades."),
        indirect("O6", 0.2, "Values (O6) is readiness to re-examine views; it may help unlearning, but the facet is mainly about social and political values."),
      ]),
    ],
  },
  {
    id: "interpersonal",
    label: "Interpersonal",
    nodes: [
      node("collaboration", "Collaboration", "Works with others towards shared goals, resolving disagreement without hostility.", [
        direct("A4", 0.8, "Compliance (A4) is deferring in conflict and not retaliating, which keeps joint work going."),
        direct("A1", 0.65, "Trust (A1) is believing that others are honest and well-meaning, the basis of relying on a team."),
        indirect("E1", 0.65, "Warmth (E1) is friendliness that makes others want to work together."),
        indirect("A5", 0.3, "Modesty (A5) is not seeking the limelight; it helps sharing credit but is not collaboration itself."),
      ]),
      node("communication", "Communication & influence", "Expresses views clearly and confidently and persuades others.", [
        direct("E3", 0.75, "Assertiveness (E3) is speaking up and influencing others."),
        indirect("E1", 0.65, "Warmth (E1) makes a communicator approachable and easier to listen to."),
        indirect("N4", 0.65, "Self-Consciousness (N4) is shyness and fear of embarrassment, which hold back speaking up.", -1),
        indirect("E2", 0.25, "Gregariousness (E2) is liking crowds and company; it helps with presence in groups but says little about clarity."),
      ]),
      node("empathy", "Empathy", "Notices and cares about how others feel and responds to it.", [
        direct("A6", 0.85, "Tender-Mindedness (A6) is sympathy and concern for others, the caring side of empathy."),
        indirect("O3", 0.65, "Feelings (O3) is awareness of emotions, one's own and by extension others', the noticing side of empathy."),
        indirect("A3", 0.65, "Altruism (A3) is acting on concern for others by helping them."),
        indirect("E1", 0.4, "Warmth (E1) shows care outwardly; warm people are not always empathic, and the reverse."),
      ]),
      node("relationship-building", "Relationship building", "Builds and keeps a wide network of working relationships.", [
        direct("E1", 0.8, "Warmth (E1) is making friends easily and genuinely liking people."),
        direct("E2", 0.7, "Gregariousness (E2) is seeking the company of others, which widens a network."),
        indirect("E6", 0.45, "Positive Emotions (E6) is cheerfulness, which makes contact pleasant; it is a support, not the skill."),
        indirect("A1", 0.35, "Trust (A1) lets relationships deepen, though it also needs judgement of whom to trust."),
      ]),
    ],
  },
  {
    id: "drive",
    label: "Drive & Execution",
    nodes: [
      node("achievement-drive", "Achievement drive", "Sets demanding goals and works hard to reach them.", [
        direct("C4", 0.85, "Achievement Striving (C4) is high aspiration and working hard to reach goals."),
        indirect("E4", 0.65, "Activity (E4) is energy and a fast pace, which turns ambition into effort."),
        indirect("C1", 0.45, "Competence (C1) is feeling capable, which makes demanding goals seem reachable."),
        indirect("N3", 0.2, "Depression (N3) is low mood and discouragement, which can sap drive; the link to effort at work is loose.", -1),
      ]),
      node("planning-organising", "Planning & organising", "Plans work, keeps it in order and follows the plan.", [
        direct("C2", 0.85, "Order (C2) is neatness, method and liking a plan."),
        direct("C5", 0.7, "Self-Discipline (C5) is getting on with tasks and finishing them, which carries a plan through."),
        indirect("C6", 0.45, "Deliberation (C6) is thinking ahead before acting, part of planning though mostly about caution."),
      ]),
      node("reliability", "Reliability", "Does what was agreed, on time and to standard.", [
        direct("C3", 0.85, "Dutifulness (C3) is keeping promises and meeting obligations."),
        direct("C5", 0.75, "Self-Discipline (C5) is following through on tasks despite boredom or distraction."),
        indirect("A2", 0.4, "Straightforwardness (A2) is honesty; reliable people also say plainly when they cannot deliver."),
      ]),
      node("initiative", "Initiative", "Acts without being asked and keeps things moving.", [
        direct("E4", 0.75, "Activity (E4) is being busy, energetic and always on the go."),
        indirect("E3", 0.65, "Assertiveness (E3) is taking the lead rather than waiting for direction."),
        indirect("C4", 0.65, "Achievement Striving (C4) is going beyond what is required."),
        indirect("E5", 0.2, "Excitement-Seeking (E5) is a taste for stimulation; it can prompt action but also risk for its own sake."),
      ]),
    ],
  },
  {
    id: "resilience",
    label: "Resilience & Adaptability",
    nodes: [
      node("composure", "Composure under pressure", "Stays calm and effective when stakes are high.", [
        direct("N6", 0.85, "Vulnerability (N6) is feeling unable to cope and panicking under stress; more of it means less composure.", -1),
        direct("N1", 0.75, "Anxiety (N1) is worry and tension; more of it means less calm under pressure.", -1),
        indirect("N2", 0.65, "Angry Hostility (N2) is irritability and temper, which break composure when things go wrong.", -1),
      ]),
      node("self-control", "Self-control", "Keeps emotions and urges in check at work.", [
        direct("N2", 0.8, "Angry Hostility (N2) is how readily anger and frustration show; more of it means less self-control.", -1),
        direct("N5", 0.7, "Impulsiveness (N5) is giving in to cravings and urges; more of it means less self-control.", -1),
        indirect("C5", 0.45, "Self-Discipline (C5) is making oneself do what needs doing, the task side of self-control."),
      ]),
      node("adaptability", "Adaptability", "Adjusts readily to change and new situations.", [
        direct("O4", 0.8, "Actions (O4) is preferring variety to routine and welcoming change."),
        indirect("N6", 0.65, "Vulnerability (N6) is being overwhelmed by stress, which makes change harder to absorb.", -1),
        indirect("O6", 0.25, "Values (O6) is readiness to re-examine traditions; it may ease accepting new ways, but it is about social values."),
      ]),
      node("optimism", "Optimism", "Keeps a positive outlook and bounces back from setbacks.", [
        direct("E6", 0.75, "Positive Emotions (E6) is cheerfulness and optimism."),
        direct("N3", 0.75, "Depression (N3) is sadness, hopelessness and discouragement; more of it means less optimism.", -1),
        indirect("C1", 0.4, "Competence (C1) is confidence in one's ability, which supports expecting things to work out."),
      ]),
    ],
  },
];

const NODE_BY_ID = new Map<string, CompetencyNode>(COMPETENCY_GROUPS.flatMap((g) => g.nodes.map((n) => [n.id, n] as const)));

/** The competency node with this id, or undefined. */
export function competencyNode(id: string): CompetencyNode | undefined {
  return NODE_BY_ID.get(id);
}

/** True when the id names a node of the competency tree. */
export function isCompetencyNodeId(id: string): boolean {
  return NODE_BY_ID.has(id);
}

/** The 3 quick templates of the creator (spec §9), each a set of 4 nodes. */
export const BUILDER_TEMPLATES: readonly BuilderTemplate[] = [
  {
    id: "leadership-potential",
    name: "Leadership potential",
    description: "Direction, taking charge, developing people and staying composed: the core of stepping into leadership.",
    type: "leadership",
    nodeIds: ["strategic-vision", "taking-charge", "developing-others", "composure"],
  },
  {
    id: "team-collaboration",
    name: "Team collaboration",
    description: "How someone works with others: collaborating, communicating, empathy and reliability.",
    type: "team",
    nodeIds: ["collaboration", "communication", "empathy", "reliability"],
  },
  {
    id: "individual-contributor",
    name: "Individual contributor",
    description: "Getting one's own work done well: drive, organisation, analysis and adapting to change.",
    type: "individual",
    nodeIds: ["achievement-drive", "planning-organising", "analytical-thinking", "adaptability"],
  },
];
