/**
 * A report section's words as codes and facts (never English): a code names a sentence of the report words
 * catalog (src/contracts/report-words.ts), its params the facts it speaks of. The reader's edge (the web viewer,
 * the PDF, the HTML export) writes them in the reader's language, numbers and dates by Intl in the reader's
 * locale. A param is a number, a number with a fixed count of decimals, a name (as given), a period of days, another
 * coded word, or a list of those. Content stored before the codes holds plain strings: they read as given.
 *
 * A few codes name words another catalog holds, so each has one text: `type.<id>` a built-in assessment type's
 * name, `trait.<trait>` a Big Five trait's, `insight.<kind>.<part>` an analytics insight's title or description
 * (src/shared/report-words.ts, FOREIGN_CODES).
 */
export type WordPeriod = { readonly start: string; readonly end: string };
/** A number written with exactly `digits` decimals; `leadingZero: false` drops the zero before the separator (".70", APA style). */
export type WordFixed = { readonly fixed: number; readonly digits: number; readonly leadingZero?: false };
export type WordParam = string | number | null | WordPeriod | WordFixed | Coded | readonly WordParam[];
export type Coded = { readonly code: string; readonly params?: Readonly<Record<string, WordParam>> };
/** A text, a coded sentence, or coded sentences read one after the other. */
export type Words = string | Coded | readonly Coded[];

/** A coded word. */
export const say = (code: string, params?: Record<string, WordParam>): Coded => (params ? { code, params } : { code });

/** Whether a param is a coded word. */
export const isCoded = (v: unknown): v is Coded => typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as Coded).code === "string";
/** Whether a param is a period of days. */
export const isWordPeriod = (v: unknown): v is WordPeriod =>
  typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as WordPeriod).start === "string" && typeof (v as WordPeriod).end === "string";

/** Whether a param is a number with fixed decimals. */
export const isWordFixed = (v: unknown): v is WordFixed =>
  typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as WordFixed).fixed === "number" && typeof (v as WordFixed).digits === "number";

/** Every code a value holds (nested params included): what a test checks against the catalog. */
export function codesOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) codesOf(x, out);
  else if (typeof v === "object" && v !== null) {
    if (isCoded(v)) out.push(v.code);
    for (const x of Object.values(v)) codesOf(x, out);
  }
  return out;
}
