/**
 * Per-type key tables, compiled once from a composed assessment: typed arrays mapping item index →
 * targets (facets, domains, scales, dimensions, pillar domains, pillars) with a reverse flag, so scoring a
 * response is a single pass over flat arrays with no per-response maps.
 *
 * Target layout: 0-29 the IPIP-NEO-120 facets (FACETS order), 30-34 the domains N E O A C (the NormTable
 * order), then every other scale the type asks, then dimensions, pillar domains and pillars.
 */
import type { AssessmentItem, Pillar } from "../assessments/item-types.ts";
import type { ComposedAssessment } from "../assessments/compose.ts";
import { DARK_SIDE_MAP, REGULATION_MAP, EXECUTIVE_MAP, type DimensionDef } from "./dimension-map.ts";
import { DOMAIN_LETTERS, FACETS, facetIndexOfCode } from "./facets.ts";
import { IPIP_NEO_120_BANK, scaleInfo } from "./scales.ts";
import { pillarDomain } from "../assessments/pillars.ts";

/** What a target is. */
export type TargetKind = "facet" | "domain" | "scale" | "regulation" | "executive" | "darkSide" | "pillarDomain" | "pillar" | "half";

/** One accumulation target. */
export interface TargetInfo {
  readonly kind: TargetKind;
  /** Facet key, domain letter, scale id, dimension name, pillar domain id or pillar. */
  readonly id: string;
}

/** A dimension compiled for a type: its target and the scale targets (with published lengths) behind it. */
export interface CompiledDimension {
  readonly id: string;
  readonly target: number;
  readonly scaleTargets: readonly number[];
  readonly scaleLengths: readonly number[];
}

/** Item kinds in the key. */
export const KIND_LIKERT = 0;
/** Item kind: multiple choice or scenario (option value 1-5). */
export const KIND_CHOICE = 1;
/** Item kind: scale question (min-max, rescaled to 1-5). */
export const KIND_SCALE = 2;
/** Item kind: ranking or text, recorded but never scored. */
export const KIND_UNSCORED = 3;

/** The compiled key of one assessment type (immutable after compile; safe to share). */
export interface CompiledKey {
  readonly typeId: string;
  readonly items: readonly AssessmentItem[];
  readonly itemIds: readonly string[];
  readonly itemIndex: ReadonlyMap<string, number>;
  readonly nItems: number;
  readonly kind: Uint8Array;
  readonly scaleMin: Float64Array;
  readonly scaleMax: Float64Array;
  /** CSR contributions: item i feeds targets cTarget[cStart[i] .. cStart[i+1]) with reverse cReverse[k]. */
  readonly cStart: Uint32Array;
  readonly cTarget: Uint16Array;
  readonly cReverse: Uint8Array;
  /** The same keying as arithmetic: the keyed value is cOffset + cSign × x (0 + x, or 6 − x). */
  readonly cOffset: Float64Array;
  readonly cSign: Float64Array;
  /** Contributions per target when every scored item is answered (the engine subtracts unanswered ones). */
  readonly fullCounts: Float64Array;
  /** Even-odd: the item's home scale target (-1 = none) and half (1 odd, 0 even position within it). */
  readonly homeScale: Int16Array;
  readonly half: Uint8Array;
  /** Even-odd as targets: [home scale, odd-half target, even-half target] per home scale, flattened (kind "half"). */
  readonly halfTriples: Uint16Array;
  /** 1 for Likert items (the longstring sequence), 0 otherwise. */
  readonly isLikert: Uint8Array;
  /** Per item: clamp bounds and the linear map to the 1-5 keyed scale, x = xA + xB × clamp(v, lo, hi). */
  readonly lo: Float64Array;
  readonly hi: Float64Array;
  readonly xA: Float64Array;
  readonly xB: Float64Array;
  readonly targets: readonly TargetInfo[];
  readonly regulation: readonly CompiledDimension[];
  readonly executive: readonly CompiledDimension[];
  readonly darkSide: readonly CompiledDimension[];
  readonly pillarDomains: ReadonlyArray<{ readonly id: string; readonly pillar: Pillar; readonly target: number }>;
  readonly pillars: ReadonlyArray<{ readonly id: Pillar; readonly target: number }>;
  /** Likert items administered (the quality denominators). */
  readonly likertCount: number;
  /** Domain row (30-34) of each facet row 0-29: domain sums are the sums of their facets. */
  readonly facetDomainRow: Uint8Array;
}

class Targets {
  readonly list: TargetInfo[] = [];
  private readonly index = new Map<string, number>();
  add(kind: TargetKind, id: string): number {
    const k = `${kind}:${id}`;
    const at = this.index.get(k);
    if (at !== undefined) return at;
    this.index.set(k, this.list.length);
    this.list.push({ kind, id });
    return this.list.length - 1;
  }
  get(kind: TargetKind, id: string): number | undefined {
    return this.index.get(`${kind}:${id}`);
  }
}

function scaleTarget(t: Targets, scaleId: string): number {
  const info = scaleInfo(scaleId);
  if (info.bank === IPIP_NEO_120_BANK) return facetIndexOfCode(scaleId.slice(IPIP_NEO_120_BANK.length + 1));
  return t.add("scale", scaleId);
}

/** Compiles a composed assessment into flat key tables; throws if the type has more than 65535 targets or contributions. */
export function compileKey(composed: ComposedAssessment): CompiledKey {
  const { type, items } = composed;
  const t = new Targets();
  FACETS.forEach((f) => t.add("facet", f.key));
  DOMAIN_LETTERS.forEach((d) => t.add("domain", d));
  for (const it of items) for (const m of it.scales) scaleTarget(t, m.scale);

  const dims = (kind: "regulation" | "executive" | "darkSide", map: Readonly<Record<string, DimensionDef>>, on: boolean): CompiledDimension[] =>
    !on
      ? []
      : Object.entries(map).map(([id, def]) => {
          const present = def.sources.filter((s) => scaleInfo(s.scale).bank === IPIP_NEO_120_BANK || t.get("scale", s.scale) !== undefined);
          return {
            id,
            target: t.add(kind, id),
            scaleTargets: present.map((s) => scaleTarget(t, s.scale)),
            scaleLengths: present.map((s) => scaleInfo(s.scale).length),
          };
        });
  const regulation = dims("regulation", REGULATION_MAP, type.profiles.emotionalRegulation);
  const executive = dims("executive", EXECUTIVE_MAP, type.profiles.executiveProfile);
  const darkSide = dims("darkSide", DARK_SIDE_MAP, type.profiles.darkSide);
  const pillarDomains = type.profiles.pillars ? type.domains.map((id) => ({ id, pillar: pillarOfDomain(id), target: t.add("pillarDomain", id) })) : [];
  const pillars = type.profiles.pillars ? type.pillars.map((id) => ({ id, target: t.add("pillar", id) })) : [];

  const n = items.length;
  const kind = new Uint8Array(n);
  const scaleMin = new Float64Array(n);
  const scaleMax = new Float64Array(n);
  const homeScale = new Int16Array(n).fill(-1);
  const half = new Uint8Array(n);
  const cStart = new Uint32Array(n + 1);
  const cTarget: number[] = [];
  const cReverse: number[] = [];
  const seenInScale = new Map<number, number>();
  const dimGroups: Array<[CompiledDimension[], Readonly<Record<string, DimensionDef>>]> = [
    [regulation, REGULATION_MAP],
    [executive, EXECUTIVE_MAP],
    [darkSide, DARK_SIDE_MAP],
  ];

  items.forEach((it, i) => {
    cStart[i] = cTarget.length;
    const push = (target: number, reverse: boolean) => (cTarget.push(target), cReverse.push(reverse ? 1 : 0));
    const input = it.input;
    kind[i] = !it.scored ? KIND_UNSCORED : input.type === "likert" ? KIND_LIKERT : input.type === "scale" ? KIND_SCALE : KIND_CHOICE;
    if (input.type === "scale") ((scaleMin[i] = input.min), (scaleMax[i] = input.max));
    if (!it.scored) return; // ranking and text answers are recorded, never scored
    // A Likert item's first (home) scale is fed through the scale's odd or even half (the engine adds the two
    // halves into the home scale after the pass, then facets into domains); its other scales are fed directly.
    const likertHome = kind[i] === KIND_LIKERT && it.scales.length > 0;
    it.scales.forEach((m, j) => {
      if (!(likertHome && j === 0)) push(scaleTarget(t, m.scale), m.keyed === "minus");
    });
    for (const [group, map] of dimGroups) {
      for (const d of group) {
        const src = map[d.id].sources.find((s) => it.scales.some((m) => m.scale === s.scale));
        if (!src) continue;
        const m = it.scales.find((x) => x.scale === src.scale)!;
        push(d.target, (m.keyed === "minus") !== src.direction < 0);
      }
    }
    if (it.pillar && it.domain && pillars.length) {
      const reverse = (it.keyed === "minus") !== (it.pillarDirection === -1);
      push(t.get("pillarDomain", it.domain)!, reverse);
      push(t.get("pillar", it.pillar)!, reverse);
    }
    if (kind[i] === KIND_LIKERT && it.scales.length) {
      const home = scaleTarget(t, it.scales[0].scale);
      const pos = (seenInScale.get(home) ?? 0) + 1;
      seenInScale.set(home, pos);
      homeScale[i] = home;
      half[i] = pos % 2;
      // The half-scale sums for even-odd consistency are ordinary targets, keyed like the home scale.
      push(t.add("half", `${home}:${pos % 2}`), it.scales[0].keyed === "minus");
    }
  });
  cStart[n] = cTarget.length;
  const fullCounts = new Float64Array(t.list.length);
  for (const tg of cTarget) fullCounts[tg] += 1;
  if (t.list.length > 0xffff || cTarget.length > 0xffffffff) throw new Error("key too large");

  return {
    typeId: type.id,
    items,
    itemIds: items.map((i) => i.id),
    itemIndex: new Map(items.map((it, i) => [it.id, i])),
    nItems: n,
    kind,
    scaleMin,
    scaleMax,
    cStart,
    cTarget: Uint16Array.from(cTarget),
    cReverse: Uint8Array.from(cReverse),
    cOffset: Float64Array.from(cReverse, (r) => (r ? 6 : 0)),
    cSign: Float64Array.from(cReverse, (r) => (r ? -1 : 1)),
    fullCounts,
    homeScale,
    half,
    targets: t.list,
    regulation,
    executive,
    darkSide,
    pillarDomains,
    pillars,
    likertCount: kind.reduce((a, k) => a + (k === KIND_LIKERT ? 1 : 0), 0),
    facetDomainRow: Uint8Array.from(FACETS.map((f) => 30 + DOMAIN_LETTERS.indexOf(f.domain))),
    halfTriples: Uint16Array.from([...seenInScale.keys()].flatMap((home) => [home, t.get("half", `${home}:1`)!, t.add("half", `${home}:0`)])),
    isLikert: Uint8Array.from(kind, (k) => (k === KIND_LIKERT ? 1 : 0)),
    // Likert and choices: clamp 1-5, identity. Scale: clamp min-max, then 1 + 4 (v − min) / (max − min).
    lo: Float64Array.from(kind, (k, i) => (k === KIND_SCALE ? scaleMin[i] : 1)),
    hi: Float64Array.from(kind, (k, i) => (k === KIND_SCALE ? scaleMax[i] : 5)),
    xA: Float64Array.from(kind, (k, i) => (k === KIND_SCALE ? 1 - (4 * scaleMin[i]) / (scaleMax[i] - scaleMin[i]) : 0)),
    xB: Float64Array.from(kind, (k, i) => (k === KIND_SCALE ? 4 / (scaleMax[i] - scaleMin[i]) : 1)),
  };
}

function pillarOfDomain(domainId: string): Pillar {
  const d = pillarDomain(domainId);
  if (!d) throw new Error(`unknown pillar domain "${domainId}"`);
  return d.pillar;
}
