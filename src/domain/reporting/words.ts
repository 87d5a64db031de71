/**
 * A report section's words as codes and facts (never English): a code names a sentence of the report words
 * catalog (src/contracts/report-words.ts), its params the facts it speaks of. The reader's edge (the web viewer,
 * the PDF, the HTML export) writes them in the reader's language, numbers and dates by Intl in the reader's
 * locale. A param is a number, a name (as given), a period of days, another coded word, or a list of those.
 * Content stored before the codes holds plain strings: they read as given.
 */
export type WordPeriod = { readonly start: string; readonly end: string };
export type WordParam = string | number | null | WordPeriod | Coded | readonly WordParam[];
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

/** Every code a value holds (nested params included): what a test checks against the catalog. */
export function codesOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) codesOf(x, out);
  else if (typeof v === "object" && v !== null) {
    if (isCoded(v)) out.push(v.code);
    for (const x of Object.values(v)) codesOf(x, out);
  }
  return out;
}
