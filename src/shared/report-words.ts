/**
 * Writes a report section's coded words (src/domain/reporting/words.ts) with a reader's catalog and formats: the
 * one walk the web viewer, the PDF and the HTML export share. Numbers, periods and lists go through the reader's
 * Intl formats; `count` stays a number for the catalog's plural forms. A plain string (content stored before the
 * codes, or a name) reads as given.
 */
import { isCoded, isWordFixed, isWordPeriod, type Coded, type WordParam, type Words } from "../domain/reporting/words.ts";

/**
 * The codes whose words another catalog holds (one text for each): `type.<id>` a built-in assessment type's name,
 * `trait.<trait>` a Big Five trait's name, `insight.<kind>.<part>` an analytics insight's title or description.
 */
export const FOREIGN_CATALOGS = ["type", "trait", "insight"] as const;
export type ForeignCode = { readonly catalog: (typeof FOREIGN_CATALOGS)[number]; readonly key: string };

/** The other catalog and key a code names; null for a code of the report words table. */
export function foreignCode(code: string): ForeignCode | null {
  const dot = code.indexOf(".");
  const catalog = FOREIGN_CATALOGS.find((c) => c === code.slice(0, dot));
  return dot > 0 && catalog ? { catalog, key: code.slice(dot + 1) } : null;
}

/** A reader's catalog and formats. */
export type WordsWriter = {
  /** The catalog text of a code with its params. */
  t(code: string, params: Record<string, string | number>): string;
  /** The text of a code another catalog words (a type's or a trait's name, an insight's sentence). */
  foreign(code: ForeignCode, params: Record<string, string | number>): string;
  /** A number; with `digits`, exactly that many decimals. */
  number(n: number, digits?: number): string;
  /** A period of days: one day, or a range. */
  period(p: { start: string; end: string }): string;
  list(items: readonly string[]): string;
};

function writeCoded(c: Coded, w: WordsWriter): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(c.params ?? {})) params[k] = k === "count" && typeof v === "number" ? v : writeParam(v, w);
  const other = foreignCode(c.code);
  return other ? w.foreign(other, params) : w.t(c.code, params);
}

/** One param as written. */
export function writeParam(v: WordParam, w: WordsWriter): string {
  if (v === null) return "—";
  if (typeof v === "number") return Number.isFinite(v) ? w.number(v) : "—";
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return w.list((v as readonly WordParam[]).map((x) => writeParam(x, w)));
  if (isCoded(v)) return writeCoded(v, w);
  if (isWordPeriod(v)) return w.period(v);
  if (isWordFixed(v)) {
    if (!Number.isFinite(v.fixed)) return "—";
    const s = w.number(v.fixed, v.digits);
    return v.leadingZero === false ? s.replace(/^(-?)0(?=\D)/, "$1") : s;
  }
  return "";
}

/** Words as the reader reads them; "" for none. */
export function writeWords(words: Words | null | undefined, w: WordsWriter): string {
  if (words === null || words === undefined) return "";
  if (typeof words === "string") return words;
  if (Array.isArray(words)) return (words as readonly Coded[]).map((c) => writeWords(c, w)).join(" ");
  return writeCoded(words as Coded, w);
}
