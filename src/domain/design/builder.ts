/**
 * Rules of the node-based assessment creator (spec §2, §3 Assessment builder output, §5 Builder OCEAN coverage
 * and coverage validation, §9 builder constants): which IPIP-NEO-120 items the selected competency nodes ask,
 * the facet confidence they give, the preview, and the saved definition.
 *
 * Facet confidence rule (ours): every IPIP-NEO-120 item weighs itemWeight(4) = 2.5 (a quarter of the published
 * facet) times the confidence of the node-facet link it is asked for, and facet confidence is
 * facetConfidence(items × 2.5 × mapping confidence) = min(1, weight / 10). A facet linked directly by a selected
 * node gets all 4 items, so a direct link of confidence 0.8 gives 0.8; a facet only linked indirectly gets the
 * balanced pair, so an indirect link of confidence 0.25 gives 0.125 and is critical (below 0.3).
 */
import { FACETS, ITEMS_PER_FACET_FULL_FORM, TRAITS, traitRecord, type FacetKey, type Trait } from "../psychometrics/facets.ts";
import { coverageBand, coveragePercent, criticalFacets, facetConfidence, itemWeight, COVERAGE_CONFIDENCE_THRESHOLD } from "../psychometrics/facet-confidence.ts";
import { competencyNode } from "./competency-tree.ts";
import { NEW_TYPE_DEFAULTS, TYPE_CODE_MAX } from "./type-definition.ts";
import type { BuilderPreview, CoverageValidation, TypeCategory, TypeDefinition } from "./types.ts";

/** Spec §9: the creator estimates 3-5 minutes per selected node. */
export const BUILDER_MINUTES_PER_NODE = { min: 3, max: 5 } as const;
/** Spec §9: about 15 questions per selected node (the preview shows the actual count of items drawn). */
export const BUILDER_QUESTIONS_PER_NODE = 15;
/** Weight of one IPIP-NEO-120 item: 10 / 4 = 2.5. */
export const NEO_ITEM_WEIGHT = itemWeight(ITEMS_PER_FACET_FULL_FORM);
/** Id of the single module of a node-based type. */
export const COMPETENCIES_MODULE_ID = "competencies";

/** The selected ids that are not competency nodes (the server rejects a selection with any). */
export function unknownNodeIds(nodeIds: readonly string[]): string[] {
  return [...new Set(nodeIds)].filter((id) => competencyNode(id) === undefined);
}

/** Distinct known node ids in the order first given (unknown ids are ignored; see unknownNodeIds). */
export function distinctNodeIds(nodeIds: readonly string[]): string[] {
  return [...new Set(nodeIds)].filter((id) => competencyNode(id) !== undefined);
}

/**
 * Spec §5 builder OCEAN coverage: each selected node spreads one unit equally across its traits; then every
 * value is divided by the largest so the top trait is 1 (all 0 when nothing is selected). Duplicate ids count
 * once; unknown ids are ignored.
 */
export function oceanCoverageTraits(nodeIds: readonly string[]): Record<Trait, number> {
  const sum = traitRecord(0, 0, 0, 0, 0);
  for (const id of distinctNodeIds(nodeIds)) {
    const traits = competencyNode(id)!.traits;
    for (const t of traits) sum[t] += 1 / traits.length;
  }
  const top = Math.max(...TRAITS.map((t) => sum[t]));
  if (!(top > 0)) return sum;
  return traitRecord(sum.openness / top, sum.conscientiousness / top, sum.extraversion / top, sum.agreeableness / top, sum.neuroticism / top);
}

/** A facet the selected nodes ask about: how many IPIP-NEO-120 items, and the best link confidence behind it. */
export interface PlannedFacet {
  readonly facet: FacetKey;
  readonly facetCode: string;
  readonly trait: Trait;
  /** 4 when any selected node links to it directly, else 2 (the balanced pair). */
  readonly items: 2 | 4;
  /** The highest confidence among the selected nodes' links to this facet. */
  readonly mappingConfidence: number;
  /** The selected nodes linking to it, in selection order. */
  readonly nodes: string[];
}

/** The facets the selected nodes link to, in FACETS order, with the items each gets. Unknown ids are ignored. */
export function planNodeItems(nodeIds: readonly string[]): PlannedFacet[] {
  const ids = distinctNodeIds(nodeIds);
  const out: PlannedFacet[] = [];
  for (const f of FACETS) {
    let direct = false;
    let conf = 0;
    const nodes: string[] = [];
    for (const id of ids) {
      const link = competencyNode(id)!.facets.find((l) => l.facet === f.key);
      if (!link) continue;
      nodes.push(id);
      if (link.mappingType === "direct") direct = true;
      conf = Math.max(conf, link.confidence);
    }
    if (nodes.length > 0) out.push({ facet: f.key, facetCode: f.code, trait: f.trait, items: direct ? 4 : 2, mappingConfidence: conf, nodes });
  }
  return out;
}

/** Facet confidence of `items` IPIP-NEO-120 items asked for a link of this confidence: min(1, items × 2.5 × confidence / 10). */
export function plannedFacetConfidence(items: number, mappingConfidence: number): number {
  return facetConfidence(items * NEO_ITEM_WEIGHT * mappingConfidence);
}

/**
 * Spec §5 coverage validation: percent of facets above confidence 0.3 (coveragePercent), its band (poor below 70,
 * fair below 85, else good) and the critical facets (below 0.3). An empty set is 0%, poor.
 */
export function coverageValidation(confidences: readonly (readonly [FacetKey, number])[]): CoverageValidation {
  const values = confidences.map(([, c]) => c);
  const percent = coveragePercent(values);
  return {
    percent,
    band: coverageBand(percent),
    covered: values.filter((c) => c > COVERAGE_CONFIDENCE_THRESHOLD).length,
    total: values.length,
    criticalFacets: criticalFacets(confidences),
  };
}

/** What the creator shows for a selection: trait coverage, planned facets, time and question estimates, coverage validation. */
export function builderPreview(nodeIds: readonly string[]): BuilderPreview {
  const plan = planNodeItems(nodeIds);
  const n = distinctNodeIds(nodeIds).length;
  const facets = plan.map((p) => ({ facet: p.facet, facetCode: p.facetCode, trait: p.trait, items: p.items, confidence: plannedFacetConfidence(p.items, p.mappingConfidence) }));
  return {
    oceanCoverage: { traits: oceanCoverageTraits(nodeIds), facets },
    estimatedMinutes: { min: BUILDER_MINUTES_PER_NODE.min * n, max: BUILDER_MINUTES_PER_NODE.max * n },
    questionCount: plan.reduce((s, p) => s + p.items, 0),
    coverage: coverageValidation(facets.map((f) => [f.facet, f.confidence] as const)),
  };
}

/** A type code from a title: upper case, runs of other characters as one hyphen, trimmed, at most 40 characters; "ASSESSMENT" when nothing is left. */
export function codeFromTitle(title: string): string {
  const code = title
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, TYPE_CODE_MAX)
    .replace(/-+$/, "");
  return code === "" ? "ASSESSMENT" : code;
}

/**
 * The definition saved by the creator: one required "competencies" module of IPIP-NEO-120 items named `moduleName`
 * (the server's catalog, in the creating person's language), the defaults' scoring, the distinct selected ids (unknown
 * ids are kept so validateDefinition reports them).
 */
export function builderDefinition(
  input: {
    readonly title: string;
    readonly description: string;
    readonly type: TypeCategory;
    readonly nodeIds: readonly string[];
  },
  moduleName: string,
): TypeDefinition {
  const preview = builderPreview(input.nodeIds);
  return {
    name: input.title,
    code: codeFromTitle(input.title),
    description: input.description,
    category: input.type,
    targetAudience: [],
    estimatedDuration: preview.estimatedMinutes.max,
    questionCount: preview.questionCount,
    oceanWeights: traitRecord(1, 1, 1, 1, 1),
    modules: [{ id: COMPETENCIES_MODULE_ID, name: moduleName, type: "ocean", weight: 1, required: true }],
    scoring: NEW_TYPE_DEFAULTS.scoring,
    isActive: true,
    nodeIds: [...new Set(input.nodeIds)],
  };
}
