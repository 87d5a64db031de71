/**
 * The competency tree of the node-based assessment creator (spec §9: 5 groups of 4 nodes, 3 quick templates)
 * and THE node-facet mapping (spec §3: node, facet code, correlation, confidence, mapping type, tier
 * applicability). Ids and numbers only: the words (group and node labels, node descriptions, the reason for every link,
 * the templates' names, where the links come from) are the catalog's, src/shared/locales/en/competency-tree.ts, keyed
 * by these ids and facet codes.
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
function direct(code: string, confidence: number, sign: 1 | -1 = 1, tiers: readonly Tier[] = ALL_TIERS): NodeFacetLink {
  return { facet: facetByCode(code).key, facetCode: code, correlation: 0.5 * sign, confidence, mappingType: "direct", tierApplicability: tiers };
}

/** An indirect link: +0.3 (or −0.3). */
function indirect(code: string, confidence: number, sign: 1 | -1 = 1, tiers: readonly Tier[] = ALL_TIERS): NodeFacetLink {
  return { facet: facetByCode(code).key, facetCode: code, correlation: 0.3 * sign, confidence, mappingType: "indirect", tierApplicability: tiers };
}

/** The traits of a set of links, deduplicated, in OCEAN order. */
function traitsOf(links: readonly NodeFacetLink[]): Trait[] {
  const present = new Set(links.map((l) => facetByCode(l.facetCode).trait));
  return TRAITS.filter((t) => present.has(t));
}

function node(id: string, facets: readonly NodeFacetLink[]): CompetencyNode {
  return { id, traits: traitsOf(facets), facets };
}

/** The 5 groups of 4 competency nodes. */
export const COMPETENCY_GROUPS: readonly CompetencyGroup[] = [
  {
    id: "leadership",
    nodes: [
      node("strategic-vision", [direct("O5", 0.8), indirect("O1", 0.65, 1, SENIOR_TIERS), indirect("O4", 0.45, 1, SENIOR_TIERS), indirect("C4", 0.3, 1, SENIOR_TIERS)]),
      node("taking-charge", [direct("E3", 0.85), direct("C1", 0.7), indirect("N4", 0.65, -1), indirect("E4", 0.4)]),
      node("developing-others", [direct("A3", 0.8), indirect("A6", 0.65), indirect("E1", 0.65), indirect("A1", 0.25)]),
      node("integrity", [direct("A2", 0.85), direct("C3", 0.75), indirect("A5", 0.35, 1, SENIOR_TIERS)]),
    ],
  },
  {
    id: "thinking",
    nodes: [
      node("analytical-thinking", [direct("O5", 0.8), indirect("C6", 0.65), indirect("C2", 0.4)]),
      node("creativity", [direct("O1", 0.75), direct("O5", 0.7), indirect("O4", 0.65), indirect("O2", 0.25)]),
      node("sound-judgement", [direct("C6", 0.85), indirect("N5", 0.4, -1), indirect("O5", 0.45), indirect("C1", 0.35)]),
      node("learning-agility", [direct("O4", 0.75), direct("O5", 0.7), indirect("C4", 0.35), indirect("O6", 0.2)]),
    ],
  },
  {
    id: "interpersonal",
    nodes: [
      node("collaboration", [direct("A4", 0.8), direct("A1", 0.65), indirect("E1", 0.65), indirect("A5", 0.3)]),
      node("communication", [direct("E3", 0.75), indirect("E1", 0.65), indirect("N4", 0.65, -1), indirect("E2", 0.25)]),
      node("empathy", [direct("A6", 0.85), indirect("O3", 0.65), indirect("A3", 0.65), indirect("E1", 0.4)]),
      node("relationship-building", [direct("E1", 0.8), direct("E2", 0.7), indirect("E6", 0.45), indirect("A1", 0.35)]),
    ],
  },
  {
    id: "drive",
    nodes: [
      node("achievement-drive", [direct("C4", 0.85), indirect("E4", 0.65), indirect("C1", 0.45), indirect("N3", 0.2, -1)]),
      node("planning-organising", [direct("C2", 0.85), direct("C5", 0.7), indirect("C6", 0.45)]),
      node("reliability", [direct("C3", 0.85), direct("C5", 0.75), indirect("A2", 0.4)]),
      node("initiative", [direct("E4", 0.75), indirect("E3", 0.65), indirect("C4", 0.65), indirect("E5", 0.2)]),
    ],
  },
  {
    id: "resilience",
    nodes: [
      node("composure", [direct("N6", 0.85, -1), direct("N1", 0.75, -1), indirect("N2", 0.65, -1)]),
      node("self-control", [direct("N2", 0.8, -1), direct("N5", 0.7, -1), indirect("C5", 0.45)]),
      node("adaptability", [direct("O4", 0.8), indirect("N6", 0.65, -1), indirect("O6", 0.25)]),
      node("optimism", [direct("E6", 0.75), direct("N3", 0.75, -1), indirect("C1", 0.4)]),
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
    type: "leadership",
    nodeIds: ["strategic-vision", "taking-charge", "developing-others", "composure"],
  },
  {
    id: "team-collaboration",
    type: "team",
    nodeIds: ["collaboration", "communication", "empathy", "reliability"],
  },
  {
    id: "individual-contributor",
    type: "individual",
    nodeIds: ["achievement-drive", "planning-organising", "analytical-thinking", "adaptability"],
  },
];
