/**
 * The pseudo-locale (`en-XA`): every English catalog string with its letters accented and wrapped in ⟦ ⟧,
 * {{placeholders}} left intact. A text shown in it that still reads as plain English bypassed the catalogs.
 */
import type { Catalog } from "./catalog-types.ts";

export const PSEUDO_LOCALE = "en-XA";

const ACCENTED: Readonly<Record<string, string>> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** One string in the pseudo-locale: letters outside {{…}} accented, the whole wrapped in ⟦ ⟧. */
export function pseudoString(s: string): string {
  const out = s
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => (part.startsWith("{{") ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join("");
  return `⟦${out}⟧`;
}

/** A whole catalog in the pseudo-locale, same keys. */
export function pseudoCatalog<T extends Catalog>(catalog: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(catalog)) out[k] = typeof v === "string" ? pseudoString(v) : pseudoCatalog(v);
  return out as T;
}
