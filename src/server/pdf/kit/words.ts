/**
 * The reader's words and formats for a PDF: catalog text (src/server/locales/<lang>/pdf.ts, and the psychometrics
 * and results-content catalogs shared with the web) in the reader's locale, numbers, dates and ordinals through Intl in that locale, dates on the reader's time zone's calendar.
 */
import { intlLocale, translator, type Params, type PdfKey, type PsychKey, type ResultsContentKey, type ServerLocale } from "../../i18n/index.ts";

/** Whose words: a locale (default English) and an IANA time zone (default UTC). */
export type ReaderLocale = { readonly locale?: ServerLocale; readonly timeZone?: string | null };

const ORDINAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
type OrdinalCategory = (typeof ORDINAL_CATEGORIES)[number];

/** What a renderer writes with. */
export interface PdfWords {
  readonly locale: ServerLocale;
  readonly timeZone: string;
  /** A catalog text. */
  t(key: PdfKey, params?: Params): string;
  /** A psychometric name (trait, facet, band, level…) from the catalog the web reads too. */
  psych(key: PsychKey, params?: Params): string;
  /** An explanatory text of the results (derailers, the quadrants' sentence, a result's notes), shared with the web. */
  content(key: ResultsContentKey, params?: Params): string;
  /** A number with at most `max` and at least `min` decimals, grouped as the locale groups; `missing` for null. */
  number(n: number | null | undefined, max?: number, min?: number, missing?: string): string;
  /** A number with exactly `digits` decimals and its sign when positive ("+4.0"); `missing` for null. */
  signed(n: number | null | undefined, digits: number, missing?: string): string;
  /** "12th": the ordinal by the language's ordinal rules. */
  ordinal(n: number): string;
  /** A long calendar date ("12 March 2025") on the reader's calendar; `missing` when it does not parse. */
  date(d: Date | string, missing?: string): string;
  /** A calendar day ("2026-03-12", no time zone of its own) as a long date; other text as it is. */
  day(isoDay: string): string;
  /** A date and time with the time zone's name. */
  dateTime(d: Date | string, missing?: string): string;
}

const valid = (d: Date | string): Date | null => {
  const x = typeof d === "string" ? new Date(d) : d;
  return Number.isNaN(x.getTime()) ? null : x;
};

/** The words and formats of one reader. */
export function pdfWords(reader: ReaderLocale = {}): PdfWords {
  const locale = reader.locale ?? "en";
  const timeZone = reader.timeZone ?? "UTC";
  const intl = intlLocale(locale);
  const tr = translator(locale);
  const plural = new Intl.PluralRules(intl, { type: "ordinal" });
  const longDate = new Intl.DateTimeFormat(intl, { day: "numeric", month: "long", year: "numeric", timeZone });
  const calendarDay = new Intl.DateTimeFormat(intl, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const dateTime = new Intl.DateTimeFormat(intl, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" });
  const formats = new Map<string, Intl.NumberFormat>();
  const fmt = (max: number, min: number, sign: boolean) => {
    const k = `${max}/${min}/${sign}`;
    let f = formats.get(k);
    if (!f) formats.set(k, (f = new Intl.NumberFormat(intl, { maximumFractionDigits: max, minimumFractionDigits: min, signDisplay: sign ? "exceptZero" : "auto" })));
    return f;
  };
  const t = (key: PdfKey, params?: Params) => tr.pdf(key, params);
  return {
    locale,
    timeZone,
    t,
    psych: (key, params) => tr.psych(key, params),
    content: (key, params) => tr.resultsContent(key, params),
    number: (n, max = 0, min = 0, missing = "—") => (n === null || n === undefined || !Number.isFinite(n) ? missing : fmt(max, Math.min(min, max), false).format(n)),
    signed: (n, digits, missing = "—") => (n === null || n === undefined || !Number.isFinite(n) ? missing : fmt(digits, digits, true).format(n)),
    ordinal: (n) => {
      const i = Math.round(n);
      const cat = plural.select(i) as OrdinalCategory;
      return t(`common.ordinal.${ORDINAL_CATEGORIES.includes(cat) ? cat : "other"}`, { n: fmt(0, 0, false).format(i) });
    },
    date: (d, missing = "—") => {
      const x = valid(d);
      return x ? longDate.format(x) : missing;
    },
    day: (isoDay) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) && valid(`${isoDay}T00:00:00Z`) ? calendarDay.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay),
    dateTime: (d, missing = "—") => {
      const x = valid(d);
      return x ? dateTime.format(x) : missing;
    },
  };
}
