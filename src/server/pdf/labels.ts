/**
 * Names for the PDFs in the reader's words, from the psychometrics catalog the web reads too
 * (src/shared/locales/en/psychometrics.ts), keyed by the engine's codes; the score's English words (bands,
 * levels…) become codes through the shared maps (src/shared/psychometric-codes.ts). Every threshold and band
 * comes from src/domain. A word this build does not know is printed as the score gives it.
 */
import type { PsychKey } from "../i18n/index.ts";
import { FACETS, type FacetKey, type Trait } from "../../domain/psychometrics/facets.ts";
import type { PdfWords } from "./kit/words.ts";

const FACET_BY_KEY = new Map(FACETS.map((f) => [f.key, f]));

/** A catalog name by a key made from a code, or `fallback` when the catalog has no such key. */
export function psychName(w: PdfWords, key: string, fallback: string): string {
  const text = w.psych(key as PsychKey);
  return text === key ? fallback : text;
}

/** A trait's name in the reader's words. */
export const traitWord = (w: PdfWords, t: Trait): string => psychName(w, `trait.${t}`, t);

/** A facet's name in the reader's words (NEO PI-R wording) with its IPIP-NEO-120 code, e.g. "Angry Hostility (N2)". */
export function facetWord(w: PdfWords, key: FacetKey): string {
  const f = FACET_BY_KEY.get(key);
  return f ? `${psychName(w, `facet.${f.code}`, f.neoLabel)} (${f.code})` : key;
}

/** A word the score carries in English (a band, a level…) in the reader's words, through its catalog code. */
export function codedName<W extends string>(w: PdfWords, section: string, codes: Readonly<Record<W, string>>, word: W): string {
  const code = codes[word] as string | undefined;
  return code ? psychName(w, `${section}.${code}`, word) : word;
}
