/**
 * A generated report section's coded words (src/domain/reporting/words.ts) in a reader's language: the `pdf`
 * catalog's `sections` (the report words table, src/contracts/report-words.ts), a built-in type's name from the
 * `types` catalog, a trait's from `psychometrics`, an analytics insight's sentence from `analytics`; numbers, day
 * ranges and lists by Intl in the reader's locale. A plain string (content stored before the codes) reads as given.
 */
import type { Words } from "../../domain/reporting/words.ts";
import { isAssessmentTypeId } from "../../domain/assessments/types.ts";
import { writeWords, type ForeignCode } from "../../shared/report-words.ts";
import { intlLocale, translator, type AnalyticsKey, type PdfKey, type PsychKey, type ServerLocale, type Translator } from "./index.ts";

/** Whose words: a locale (default English). */
export type WordsReader = { readonly locale?: ServerLocale };

/** A code another catalog words, in the translator's language. */
function foreignWords(tr: Translator, c: ForeignCode, params: Record<string, string | number>): string {
  switch (c.catalog) {
    case "type":
      return isAssessmentTypeId(c.key) ? tr.typeName(c.key) : c.key;
    case "trait":
      return tr.psych(`trait.${c.key}` as PsychKey);
    case "insight":
      return tr.analytics(`insights.${c.key}` as AnalyticsKey, params);
  }
}

/** Writes a section's words for one reader. */
export function reportWordsFor(reader: WordsReader = {}): (words: Words | null | undefined) => string {
  const locale = reader.locale ?? "en";
  const intl = intlLocale(locale);
  const tr = translator(locale);
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  const fixed = new Map<number, Intl.NumberFormat>();
  const fixedFormat = (digits: number) => {
    let f = fixed.get(digits);
    if (!f) fixed.set(digits, (f = new Intl.NumberFormat(intl, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
    return f;
  };
  const day = new Intl.DateTimeFormat(intl, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const list = new Intl.ListFormat(intl, { style: "short", type: "unit" });
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  const writer = {
    t: (code: string, params: Record<string, string | number>) => tr.pdf(`sections.${code}` as PdfKey, params),
    foreign: (c: ForeignCode, params: Record<string, string | number>) => foreignWords(tr, c, params),
    number: (n: number, digits?: number) => (digits === undefined ? number : fixedFormat(digits)).format(n),
    period: (p: { start: string; end: string }) => {
      const ok = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(at(d).getTime());
      if (!ok(p.start) || !ok(p.end)) return p.start === p.end ? p.start : `${p.start} – ${p.end}`;
      return p.start === p.end ? day.format(at(p.start)) : day.formatRange(at(p.start), at(p.end));
    },
    list: (items: readonly string[]) => list.format(items),
  };
  return (words) => writeWords(words, writer);
}

/** English words (the full-text search reads stored content in English). */
export const englishReportWords = reportWordsFor();
