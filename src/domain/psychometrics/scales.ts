/**
 * Registry of every scale the engine can score: the 30 IPIP-NEO-120 facets (items come from
 * @bigfive-org/questions via src/instruments) and the published IPIP scales copied into ./data.
 */
import { BARCHARD_SCALES } from "./data/barchard-scales.ts";
import { CATPD_SCALES } from "./data/catpd-scales.ts";
import { LEADERSHIP_SCALES } from "./data/leadership-scales.ts";
import { FACETS, ITEMS_PER_FACET_FULL_FORM } from "./facets.ts";
import type { PublishedScale } from "./scale-types.ts";

/** A scale as the engine sees it: id, label, item bank, and its published length (for confidence). */
export interface ScaleInfo {
  readonly id: string;
  readonly label: string;
  readonly bank: string;
  /** Items in the published scale; confidence = share of these administered (facet-confidence.ts). */
  readonly length: number;
  readonly alpha: string | null;
  /** Items, for published scales held in this repo; null for IPIP-NEO-120 facets (items come from the package). */
  readonly published: PublishedScale | null;
}

/** Item bank id of the IPIP-NEO-120 (Johnson 2014), loaded from @bigfive-org/questions. */
export const IPIP_NEO_120_BANK = "ipip-neo-120";

/** Scale id of an IPIP-NEO-120 facet code, e.g. "ipip-neo-120.N1". */
export function neoFacetScaleId(code: string): string {
  return `${IPIP_NEO_120_BANK}.${code}`;
}

/** Every published non-NEO scale held in ./data (CAT-PD-SF, Barchard 2001, IPIP leadership scales). */
export const PUBLISHED_SCALES: readonly PublishedScale[] = [...CATPD_SCALES, ...BARCHARD_SCALES, ...LEADERSHIP_SCALES];

const REGISTRY = new Map<string, ScaleInfo>();
for (const f of FACETS) {
  REGISTRY.set(neoFacetScaleId(f.code), {
    id: neoFacetScaleId(f.code),
    label: `${f.ipipLabel} (IPIP-NEO-120 ${f.code})`,
    bank: IPIP_NEO_120_BANK,
    length: ITEMS_PER_FACET_FULL_FORM,
    alpha: null,
    published: null,
  });
}
for (const s of PUBLISHED_SCALES) {
  REGISTRY.set(s.id, { id: s.id, label: s.label, bank: s.bank, length: s.items.length, alpha: s.alpha, published: s });
}

/** The scale with this id; throws on an unknown id (a mapping naming a missing scale is a programming error). */
export function scaleInfo(id: string): ScaleInfo {
  const s = REGISTRY.get(id);
  if (!s) throw new Error(`unknown scale id "${id}"`);
  return s;
}

/** True when a scale id is registered. */
export function hasScale(id: string): boolean {
  return REGISTRY.has(id);
}

/** A published scale's items by number; throws when the scale or an item number is unknown. */
export function publishedItems(scaleId: string, numbers: readonly number[]): PublishedScale["items"] {
  const s = scaleInfo(scaleId).published;
  if (!s) throw new Error(`scale "${scaleId}" has no items in this repository`);
  return numbers.map((n) => {
    const item = s.items.find((i) => i.n === n);
    if (!item) throw new Error(`scale "${scaleId}" has no item ${n}`);
    return item;
  });
}

/** Normalised item text used to recognise the same IPIP item in several scales (case, punctuation, quotes ignored). */
export function itemTextKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z' ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
