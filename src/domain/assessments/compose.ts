/**
 * Builds the ordered item list of an assessment type from its modules. Pure: the IPIP-NEO-120 items are
 * passed in (src/instruments loads them from @bigfive-org/questions). An IPIP text that appears in several
 * scales is asked once — under its IPIP-NEO-120 id when it is an IPIP-NEO-120 item — and is scored on every
 * scale it belongs to.
 */
import { facetOf } from "../psychometrics/facets.ts";
import type { DomainLetter, Keyed } from "../psychometrics/scale-types.ts";
import { IPIP_NEO_120_BANK, itemTextKey, neoFacetScaleId, publishedItems, scaleInfo } from "../psychometrics/scales.ts";
import { FLOW_BANK, flowQuestion, isScoredInput } from "./flow-questions.ts";
import type { AssessmentItem, ItemFlags, ScaleMembership } from "./item-types.ts";
import { FLAG_NOTES, LIKERT_OPTIONS } from "./item-types.ts";
import { moduleDef, type ModuleContent, type ModuleDef, type ModuleKind, type NeoSelection } from "./modules.ts";
import { pillarDomainOfFacet, pillarDomainOfScale } from "./pillars.ts";
import { assessmentType, type AssessmentTypeDef } from "./types.ts";

/** An IPIP-NEO-120 item as the instruments loader supplies it (fields as in @bigfive-org/questions). */
export interface NeoItem {
  readonly id: string;
  readonly text: string;
  readonly domain: DomainLetter;
  /** 1-6 within the domain. */
  readonly facet: number;
  readonly keyed: Keyed;
  /** 1-120 inventory position. */
  readonly num: number;
}

/** A module as composed into a type, with its spec §3 weight (share of the type's questions). */
export interface ComposedModule {
  readonly id: string;
  readonly name: string;
  readonly type: ModuleKind;
  readonly required: boolean;
  readonly weight: number;
  readonly itemCount: number;
  readonly why: string;
}

/** An assessment type with its ordered items. */
export interface ComposedAssessment {
  readonly type: AssessmentTypeDef;
  readonly items: readonly AssessmentItem[];
  readonly modules: readonly ComposedModule[];
}

const NO_FLAGS: ItemFlags = { emotionalRegulation: false, darkSide: false, executiveContext: false };

function flagsFor(kind: ModuleKind, executiveContext = false): ItemFlags {
  return { emotionalRegulation: kind === "emotional", darkSide: kind === "darkside", executiveContext };
}

function noteFor(flags: ItemFlags): string | undefined {
  if (flags.darkSide) return FLAG_NOTES.darkSide;
  if (flags.emotionalRegulation) return FLAG_NOTES.emotionalRegulation;
  if (flags.executiveContext) return FLAG_NOTES.executiveContext;
  return undefined;
}

/** The facet's 4 items in inventory order, selected by the module rule. */
export function selectNeoItems(facetItems: readonly NeoItem[], selection: NeoSelection): NeoItem[] {
  const ordered = [...facetItems].sort((a, b) => a.num - b.num);
  if (selection === "all") return ordered;
  const plus = ordered.find((i) => i.keyed === "plus");
  const minus = ordered.find((i) => i.keyed === "minus");
  const pair = plus && minus ? ordered.filter((i) => i === plus || i === minus) : ordered.slice(0, 2);
  return selection === "balanced-pair" ? pair : ordered.filter((i) => !pair.includes(i));
}

/** The module an item is composed under: its id in the type and its spec §3 kind (flags follow the kind). */
export type ModuleRef = Pick<ModuleDef, "id" | "kind">;

function neoItem(n: NeoItem, mod: ModuleRef, withPillars: boolean): AssessmentItem {
  const f = facetOf(n.domain, n.facet);
  if (!f) throw new Error(`IPIP-NEO item ${n.id} has unknown facet ${n.domain}${n.facet}`);
  const pd = withPillars ? pillarDomainOfFacet(f.code) : undefined;
  const flags = mod.kind === "ocean" ? NO_FLAGS : flagsFor(mod.kind);
  return {
    id: n.id,
    module: mod.id,
    text: n.text,
    input: { type: "likert", options: LIKERT_OPTIONS },
    bank: IPIP_NEO_120_BANK,
    normed: true,
    scored: true,
    trait: f.trait,
    facet: f.key,
    keyed: n.keyed,
    scales: [{ scale: neoFacetScaleId(f.code), keyed: n.keyed }],
    ...(pd ? { pillar: pd.domain.pillar, domain: pd.domain.id, pillarDirection: pd.direction } : {}),
    flags,
    note: noteFor(flags),
  };
}

/**
 * Collects a type's items in order, asking every IPIP text once: a published-scale item whose text is already
 * asked (or is an IPIP-NEO-120 item) is merged into that item's scales instead of being asked again.
 */
export class ItemListBuilder {
  readonly items: AssessmentItem[] = [];
  readonly moduleOf: string[] = [];
  private readonly byText = new Map<string, number>();

  constructor(
    private readonly neoByText: ReadonlyMap<string, NeoItem>,
    private readonly withPillars: boolean,
  ) {}

  /** Adds an item; `key` (an itemTextKey) registers its text for deduplication, null for items never shared. */
  add(item: AssessmentItem, key: string | null): void {
    if (key !== null) this.byText.set(key, this.items.length);
    this.items.push(item);
  }

  /** Adds an IPIP-NEO-120 item unless its text is already asked. */
  addNeo(n: NeoItem, mod: ModuleRef): void {
    const key = itemTextKey(n.text);
    if (this.byText.has(key)) return;
    this.add(neoItem(n, mod, this.withPillars), key);
  }

  /** Adds a published-scale item, or adds the scale to the item already asking its text. */
  addScaleItem(scale: string, text: string, n: number, keyed: Keyed, mod: ModuleRef): void {
    const key = itemTextKey(text);
    const membership: ScaleMembership = { scale, keyed };
    const at = this.byText.get(key);
    if (at !== undefined) {
      const prev = this.items[at];
      if (!prev.scales.some((s) => s.scale === scale)) this.items[at] = { ...prev, scales: [...prev.scales, membership] };
      return;
    }
    const neo = this.neoByText.get(key);
    if (neo) {
      const base = neoItem(neo, mod, this.withPillars);
      this.add({ ...base, scales: [...base.scales, membership] }, key);
      return;
    }
    const pd = this.withPillars ? pillarDomainOfScale(scale) : undefined;
    const flags = flagsFor(mod.kind);
    this.add(
      {
        id: `${scale}:${n}`,
        module: mod.id,
        text,
        input: { type: "likert", options: LIKERT_OPTIONS },
        bank: scaleInfo(scale).bank,
        normed: false,
        scored: true,
        keyed,
        scales: [membership],
        ...(pd ? { pillar: pd.pillar, domain: pd.id, pillarDirection: 1 as const } : {}),
        flags,
        note: noteFor(flags),
      },
      key,
    );
  }
}

/** IPIP-NEO-120 items grouped by facet code ("N1" … "C6"). */
export function neoItemsByFacet(neoItems: readonly NeoItem[]): Map<string, NeoItem[]> {
  const byFacet = new Map<string, NeoItem[]>();
  for (const n of neoItems) byFacet.set(`${n.domain}${n.facet}`, [...(byFacet.get(`${n.domain}${n.facet}`) ?? []), n]);
  return byFacet;
}

/** The facet's items, throwing unless it has the full form's 4. */
export function fullFacet(byFacet: ReadonlyMap<string, readonly NeoItem[]>, code: string): readonly NeoItem[] {
  const items = byFacet.get(code) ?? [];
  if (items.length !== 4) throw new Error(`IPIP-NEO-120 facet ${code} has ${items.length} items, expected 4`);
  return items;
}

/**
 * Adds the items of a catalogue module's content under `mod` (a type's own module id and kind): IPIP-NEO-120
 * selections in inventory order, published-scale picks in pick order, flow questions in list order.
 */
export function addModuleContent(b: ItemListBuilder, content: ModuleContent, mod: ModuleRef, byFacet: ReadonlyMap<string, readonly NeoItem[]>, withPillars: boolean): void {
  const c = content;
  if (c.source === "ipip-neo-120") {
    const chosen: NeoItem[] = [];
    for (const code of byFacet.keys()) {
      if (c.facets !== "all" && !c.facets.includes(code)) continue;
      chosen.push(...selectNeoItems(fullFacet(byFacet, code), c.selection));
    }
    chosen.sort((x, y) => x.num - y.num).forEach((n) => b.addNeo(n, mod));
  } else if (c.source === "scales") {
    for (const pick of c.picks) {
      for (const it of publishedItems(pick.scale, pick.items)) b.addScaleItem(pick.scale, it.text, it.n, it.keyed, mod);
    }
  } else {
    for (const qid of c.questions) {
      const fq = flowQuestion(qid);
      const flags: ItemFlags = { ...NO_FLAGS, executiveContext: fq.executiveContext === true };
      const scored = isScoredInput(fq.input);
      b.add(
        {
          id: fq.id,
          module: mod.id,
          text: fq.text,
          input: fq.input,
          bank: FLOW_BANK,
          normed: false,
          scored,
          scales: [],
          ...(withPillars ? { pillar: fq.pillar, domain: fq.domain, pillarDirection: 1 as const } : {}),
          flags,
          note: noteFor(flags),
        },
        null,
      );
    }
  }
}

/** IPIP-NEO-120 items by normalised text (itemTextKey), for recognising shared texts. */
export function neoItemsByText(neoItems: readonly NeoItem[]): Map<string, NeoItem> {
  return new Map(neoItems.map((n) => [itemTextKey(n.text), n]));
}

/**
 * The ordered items of an assessment type: modules in the type's order, items in module order, every item
 * id unique and every text asked once. Throws when a module names an unknown scale, item or question, or
 * when the IPIP-NEO-120 items are incomplete.
 */
export function composeAssessment(typeId: string, neoItems: readonly NeoItem[]): ComposedAssessment {
  const type = assessmentType(typeId);
  const withPillars = type.pillars.length > 0;
  const byFacet = neoItemsByFacet(neoItems);
  const b = new ItemListBuilder(neoItemsByText(neoItems), withPillars);
  const counts: number[] = [];

  for (const id of type.modules) {
    const mod = moduleDef(id);
    const before = b.items.length;
    addModuleContent(b, mod.content, mod, byFacet, withPillars);
    counts.push(b.items.length - before);
  }
  const total = b.items.length;
  const modules = type.modules.map((id, i) => {
    const m = moduleDef(id);
    return { id, name: m.name, type: m.kind, required: m.required, weight: total ? counts[i] / total : 0, itemCount: counts[i], why: m.why };
  });
  return { type, items: b.items, modules };
}
