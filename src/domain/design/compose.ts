/**
 * Composes a designed type (a type-manager definition or a creator's node selection) into its ordered items,
 * drawing only on the cited banks (IPIP-NEO-120 passed in, the published scales of src/domain/psychometrics)
 * and on the organization's own custom questions. Pure: the IPIP-NEO-120 items are passed in.
 *
 * Module content (ours):
 * - node-based: for each planned facet (builder.ts planNodeItems) all 4 IPIP-NEO-120 items or the balanced pair;
 * - ocean: k items of every one of the 30 facets, k = clamp(round((questionCount − items of the other
 *   modules) / 30), 1, 4); k = 1 the first plus-keyed item, 2 the balanced pair, 3 the pair and the next
 *   remaining item in inventory order, 4 all;
 * - executive: IPIP-VIA-R Originality (module "innovation-scale"), plus, when the type has no ocean module, the
 *   balanced pair of every IPIP-NEO facet the executive map uses, so the competencies can be scored;
 * - emotional: modules "stress-top-up" and "emotional-regulation"; darkside: "dark-side-screen";
 * - custom: the organization's questions as asked (not normed).
 * An IPIP text asked by two modules is asked once (ItemListBuilder).
 */
import {
  addModuleContent,
  fullFacet,
  ItemListBuilder,
  neoItemsByFacet,
  neoItemsByText,
  selectNeoItems,
  type ComposedAssessment,
  type ComposedModule,
  type NeoItem,
} from "../assessments/compose.ts";
import type { AssessmentItem, ItemInput } from "../assessments/item-types.ts";
import { LIKERT_OPTIONS, SCALE_DEFAULT_MAX, SCALE_DEFAULT_MIN, TEXT_ANSWER_MAX } from "../assessments/item-types.ts";
import { moduleDef, type ModuleContent } from "../assessments/modules.ts";
import type { AssessmentTypeDef } from "../assessments/types.ts";
import { EXECUTIVE_MAP } from "../psychometrics/dimension-map.ts";
import { FACETS } from "../psychometrics/facets.ts";
import { IPIP_NEO_120_BANK } from "../psychometrics/scales.ts";
import { BUILDER_MINUTES_PER_NODE, COMPETENCIES_MODULE_ID, distinctNodeIds, planNodeItems } from "./builder.ts";
import type { CustomQuestion, DesignModule, DesignModuleType, TypeDefinition } from "./types.ts";

/** Bank id of organizations' own questions. */
export const CUSTOM_BANK = "custom";
/** Catalogue modules (modules.ts) each bank module type asks. */
export const BANK_MODULE_CONTENT: Readonly<Record<Exclude<DesignModuleType, "ocean" | "custom">, readonly string[]>> = {
  executive: ["innovation-scale"],
  emotional: ["stress-top-up", "emotional-regulation"],
  darkside: ["dark-side-screen"],
};
/** Seconds per question are kept within 5-120. */
const SECONDS_MIN = 5;
const SECONDS_MAX = 120;

const NO_FLAGS = { emotionalRegulation: false, darkSide: false, executiveContext: false } as const;

/** Item id of a custom question: custom.<moduleId>.<questionId>. */
export function customItemId(moduleId: string, questionId: string): string {
  return `custom.${moduleId}.${questionId}`;
}

/** The IPIP-NEO facet codes the executive map scores (EXECUTIVE_MAP sources on IPIP-NEO-120 facets), in FACETS order. */
export function executiveNeoFacetCodes(): string[] {
  const scales = new Set(Object.values(EXECUTIVE_MAP).flatMap((d) => d.sources.map((s) => s.scale)));
  return FACETS.filter((f) => scales.has(`${IPIP_NEO_120_BANK}.${f.code}`)).map((f) => f.code);
}

/** k items of a facet (inventory order): 1 the first plus-keyed, 2 the balanced pair, 3 the pair and the next remaining, 4 all. */
export function neoItemsPerFacet(facetItems: readonly NeoItem[], k: number): NeoItem[] {
  const ordered = [...facetItems].sort((a, b) => a.num - b.num);
  if (k >= 4) return ordered;
  if (k <= 1) return [ordered.find((i) => i.keyed === "plus") ?? ordered[0]];
  const pair = selectNeoItems(ordered, "balanced-pair");
  if (k === 2) return pair;
  const next = ordered.find((i) => !pair.includes(i));
  return ordered.filter((i) => pair.includes(i) || i === next);
}

function contentSize(c: ModuleContent): number {
  if (c.source === "ipip-neo-120") {
    const facets = c.facets === "all" ? 30 : c.facets.length;
    return facets * (c.selection === "all" ? 4 : 2);
  }
  if (c.source === "scales") return c.picks.reduce((s, p) => s + p.items.length, 0);
  return c.questions.length;
}

/** Items a non-ocean module asks before deduplication (used to size the ocean module). */
function nominalItems(m: DesignModule): number {
  if (m.type === "custom") return m.questions?.length ?? 0;
  if (m.type === "ocean") return 0;
  return BANK_MODULE_CONTENT[m.type].reduce((s, id) => s + contentSize(moduleDef(id).content), 0);
}

/** Spec §3 ocean module size: k = clamp(round((questionCount − other modules' items) / 30), 1, 4). */
export function oceanItemsPerFacet(def: TypeDefinition): number {
  const others = def.modules.reduce((s, m) => s + nominalItems(m), 0);
  const k = Math.round((def.questionCount - others) / FACETS.length);
  return Math.min(4, Math.max(1, Number.isFinite(k) ? k : 1));
}

function customInput(q: CustomQuestion): ItemInput {
  switch (q.type) {
    case "likert":
      return { type: "likert", options: LIKERT_OPTIONS };
    case "multiple_choice":
      return { type: "multiple_choice", options: q.options ?? [] };
    case "scenario":
      return { type: "scenario", options: q.options ?? [] };
    case "scale":
      return { type: "scale", min: q.min ?? SCALE_DEFAULT_MIN, max: q.max ?? SCALE_DEFAULT_MAX, minLabel: q.minLabel ?? "", maxLabel: q.maxLabel ?? "" };
    case "ranking":
      return { type: "ranking", items: q.items ?? [] };
    case "text":
      return { type: "text", maxLength: TEXT_ANSWER_MAX };
  }
}

/** A custom question as an item: bank "custom", not normed, scored for likert, multiple choice, scenario and scale. */
export function customItem(moduleId: string, q: CustomQuestion): AssessmentItem {
  return {
    id: customItemId(moduleId, q.id),
    module: moduleId,
    text: q.text,
    input: customInput(q),
    bank: CUSTOM_BANK,
    normed: false,
    scored: q.type === "likert" || q.type === "multiple_choice" || q.type === "scenario" || q.type === "scale",
    scales: [],
    flags: NO_FLAGS,
  };
}

const MODULE_WHY: Readonly<Record<DesignModuleType, string>> = {
  ocean: "IPIP-NEO-120 items (Johnson 2014) for all 30 facets, normed on Johnson's samples.",
  executive: "IPIP-VIA-R Originality/Creativity for innovation; the other competencies are scored from IPIP-NEO facets (dimension-map.ts).",
  emotional: "IPIP-NEO Vulnerability completed to 4 items and 4 items of each published emotional-regulation scale (Barchard, IPIP-VIA-R, AB5C, 16PF).",
  darkside: "The 20-item CAT-PD-SF v1.1 derailment screen (Simms et al.).",
  custom: "The organization's own questions: recorded and, where numeric, scored without norms.",
};

/** Composes a designed type into its items, modules and an AssessmentTypeDef. Throws when the IPIP-NEO-120 items are incomplete. */
export function composeDesigned(typeId: string, name: string, def: TypeDefinition, neoItems: readonly NeoItem[]): ComposedAssessment {
  const byFacet = neoItemsByFacet(neoItems);
  const b = new ItemListBuilder(neoItemsByText(neoItems), false);
  const counts: number[] = [];
  const nodeBased = def.nodeIds !== undefined;
  const hasType = (t: DesignModuleType) => def.modules.some((m) => m.type === t);
  let versionParts: string[];

  if (nodeBased) {
    const mod = { id: COMPETENCIES_MODULE_ID, kind: "ocean" as const };
    const chosen: NeoItem[] = [];
    for (const p of planNodeItems(def.nodeIds ?? [])) chosen.push(...selectNeoItems(fullFacet(byFacet, p.facetCode), p.items === 4 ? "all" : "balanced-pair"));
    chosen.sort((x, y) => x.num - y.num).forEach((n) => b.addNeo(n, mod));
    counts.push(b.items.length);
    versionParts = [`nodes:${distinctNodeIds(def.nodeIds ?? []).join("+")}`];
  } else {
    const k = oceanItemsPerFacet(def);
    versionParts = [];
    for (const m of def.modules) {
      const before = b.items.length;
      const ref = { id: m.id, kind: m.type };
      if (m.type === "ocean") {
        const chosen = FACETS.flatMap((f) => neoItemsPerFacet(fullFacet(byFacet, f.code), k));
        chosen.sort((x, y) => x.num - y.num).forEach((n) => b.addNeo(n, ref));
        versionParts.push(`ocean:${k}`);
      } else if (m.type === "custom") {
        for (const q of m.questions ?? []) b.add(customItem(m.id, q), null);
        versionParts.push(`custom:${m.questions?.length ?? 0}`);
      } else {
        for (const id of BANK_MODULE_CONTENT[m.type]) addModuleContent(b, moduleDef(id).content, ref, byFacet, false);
        if (m.type === "executive" && !hasType("ocean")) {
          const pairs = executiveNeoFacetCodes().flatMap((code) => selectNeoItems(fullFacet(byFacet, code), "balanced-pair"));
          pairs.sort((x, y) => x.num - y.num).forEach((n) => b.addNeo(n, ref));
        }
        versionParts.push(m.type);
      }
      counts.push(b.items.length - before);
    }
  }

  const items = b.items;
  const minutes = def.estimatedDuration;
  const nodes = distinctNodeIds(def.nodeIds ?? []).length;
  const seconds = items.length > 0 ? Math.round((minutes * 60) / items.length) : SECONDS_MAX;
  const designModules: readonly DesignModule[] = nodeBased
    ? // the creator's one module, under the name it was saved with (in its creating person's language)
      [{ id: COMPETENCIES_MODULE_ID, name: def.modules.find((m) => m.id === COMPETENCIES_MODULE_ID)?.name ?? COMPETENCIES_MODULE_ID, type: "ocean", weight: 1, required: true }]
    : def.modules;
  const type: AssessmentTypeDef = {
    id: typeId,
    name,
    description: def.description,
    estimatedTime: { min: nodeBased ? Math.min(minutes, BUILDER_MINUTES_PER_NODE.min * nodes) : minutes, max: minutes },
    questionCount: items.length,
    secondsPerQuestion: Math.min(SECONDS_MAX, Math.max(SECONDS_MIN, seconds)),
    modules: designModules.map((m) => m.id),
    pillars: [],
    domains: [],
    profiles: {
      facets: !nodeBased && hasType("ocean"),
      executiveProfile: !nodeBased && hasType("executive"),
      emotionalRegulation: !nodeBased && hasType("emotional"),
      darkSide: !nodeBased && hasType("darkside"),
      pillars: false,
    },
    compositionVersion: `${typeId}/${versionParts.join(",")}`,
    why:
      def.description.trim() !== ""
        ? def.description
        : nodeBased
          ? `IPIP-NEO-120 items for the facets behind ${nodes} selected competenc${nodes === 1 ? "y" : "ies"}, scored through Facetwise's documented node-facet links.`
          : `Designed from ${designModules.length} module${designModules.length === 1 ? "" : "s"}: ${designModules.map((m) => m.name).join(", ")}.`,
  };
  const modules: ComposedModule[] = designModules.map((m, i) => ({
    id: m.id,
    name: m.name,
    type: m.type,
    required: m.required,
    weight: m.weight,
    itemCount: counts[i],
    why: nodeBased ? "All 4 IPIP-NEO-120 items of each directly linked facet and the balanced pair of each indirectly linked one." : MODULE_WHY[m.type],
  }));
  return { type, items, modules };
}
