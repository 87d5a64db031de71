/**
 * TEST SUPPORT ONLY: a synthetic stand-in for the IPIP-NEO-120 key (same facets, same keying counts per
 * facet as facet_map.tsv, placeholder texts such as "synthetic Na one"), so domain tests run without the npm package. Never shipped
 * as content: the texts are labels, not items.
 */
import type { NeoItem } from "../assessments/compose.ts";
import { FACET_MAP } from "./data/facet-map.ts";
import type { DomainLetter, Keyed } from "./scale-types.ts";

/** 120 synthetic items: facet order as the inventory (N1 E1 O1 A1 C1 N2 …), plus-keyed first within a facet. */
export function syntheticNeoItems(flip = false): NeoItem[] {
  const cycle = [1, 2, 3, 4, 5, 6].flatMap((f) => (["N", "E", "O", "A", "C"] as DomainLetter[]).map((d) => `${d}${f}`));
  const items: NeoItem[] = [];
  for (let round = 0; round < 4; round++) {
    cycle.forEach((code, j) => {
      const row = FACET_MAP.find((r) => r.code === code)!;
      let keyed: Keyed = round < row.plus ? "plus" : "minus";
      if (flip) keyed = keyed === "plus" ? "minus" : "plus";
      items.push({
        id: `syn-${code}-${round + 1}`,
        text: `synthetic ${code[0]}${"abcdef"[Number(code[1]) - 1]} ${["one", "two", "three", "four"][round]}`,
        domain: code[0] as DomainLetter,
        facet: Number(code[1]),
        keyed,
        num: round * 30 + j + 1,
      });
    });
  }
  return items;
}
