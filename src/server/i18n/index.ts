/**
 * The server's one i18next instance: error messages, emails, PDF documents and the built-in assessment types' names in
 * the caller's or recipient's locale.
 * English catalogs live in src/server/locales/en; a locale without a catalog (or a key missing from one)
 * falls back to English. The pseudo-locale en-XA is generated from the English catalogs and accepted only
 * outside production. Adding a language is adding src/server/locales/<lang>/ and listing it in CATALOGS.
 */
import i18next, { type TFunction } from "i18next";
import { LOCALES, type TLocale } from "../../contracts/profile.ts";
import type { LeafKey, Params } from "./catalog-types.ts";
import { PSEUDO_LOCALE, pseudoCatalog } from "./pseudo.ts";
import { en } from "../locales/en/index.ts";
import type { AssessmentTypeId } from "../../domain/assessments/types.ts";

export { PSEUDO_LOCALE } from "./pseudo.ts";
export type { Params } from "./catalog-types.ts";

/** A locale the server renders in: a supported language, or the pseudo-locale (never in production). */
export type ServerLocale = TLocale | typeof PSEUDO_LOCALE;

/** The catalogs by locale: English is complete; another language may hold only some keys (the rest fall back). */
const CATALOGS: Partial<Record<ServerLocale, typeof en>> = {
  en,
  [PSEUDO_LOCALE]: Object.fromEntries(Object.entries(en).map(([ns, catalog]) => [ns, pseudoCatalog(catalog)])) as unknown as typeof en,
};

/** The namespaces: one per catalog file of src/server/locales/en (index.ts lists them). */
const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(Object.entries(CATALOGS).map(([lng, c]) => [lng, c])),
  ns: [...NAMESPACES],
  defaultNS: "errors",
  fallbackLng: "en",
  supportedLngs: [...LOCALES, PSEUDO_LOCALE],
  nsSeparator: ":",
  keySeparator: ".",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** A key of the English error catalog (TypeScript refuses one that is not there). */
export type ErrorKey = LeafKey<typeof en.errors>;
/** A key of the English email catalog. */
export type EmailKey = LeafKey<typeof en.emails>;
/** A key of the English analytics catalog (the insights' words in generated reports). */
export type AnalyticsKey = LeafKey<typeof en.analytics>;
/** A key of the English export catalog (file headers and sheet names). */
export type ExportKey = LeafKey<typeof en.exports>;

/**
 * Values an error message interpolates: text, numbers, or other messages (rendered in the same locale first; a
 * list of sentences is joined with spaces).
 */
export type MsgParams = Readonly<Record<string, string | number | Msg | readonly Msg[]>>;
/** A key of the English PDF catalog. */
export type PdfKey = LeafKey<typeof en.pdf>;
/** A key of the shared psychometrics catalog (trait, facet, band… names; the web's namespace of the same name). */
export type PsychKey = LeafKey<typeof en.psychometrics>;
/** A key of the shared results-content catalog (derailers, actions, the quadrants' sentence, a result's notes). */
export type ResultsContentKey = LeafKey<(typeof en)["results-content"]>;
/** A key of the English catalog of what is seeded into a new organization (its default report templates). */
export type TemplateKey = LeafKey<typeof en.templates>;

/** An error message not yet rendered: its catalog key and the values it interpolates. */
export type Msg = { readonly key: ErrorKey; readonly params?: MsgParams };

/** A message made by `msg` (what `isMsg` recognizes inside error details). */
class Message implements Msg {
  constructor(
    readonly key: ErrorKey,
    readonly params?: MsgParams,
  ) {}
}

/** A message by key, rendered later in the caller's locale. */
export function msg(key: ErrorKey, params?: MsgParams): Msg {
  return new Message(key, params);
}

/** Whether a value is a message made by `msg`. */
export const isMsg = (v: unknown): v is Msg => v instanceof Message;

/** What translator(locale) gives: errors and email strings in that locale, English where it has no text. */
export type Translator = {
  readonly locale: ServerLocale;
  /** An error message. */
  error(m: Msg): string;
  /** An email string. */
  email(key: EmailKey, params?: Params): string;
  /** A word of an exported file (a column header, a sheet name). */
  exported(key: ExportKey, params?: Params): string;
  /** A word or sentence of the analytics (an insight written into a report). */
  analytics(key: AnalyticsKey, params?: Params): string;
  /** A word or sentence of a PDF document. */
  pdf(key: PdfKey, params?: Params): string;
  /** A psychometric name (trait, facet, band, level…) from the shared catalog. */
  psych(key: PsychKey, params?: Params): string;
  /** An explanatory text of the results (the shared results-content catalog). */
  resultsContent(key: ResultsContentKey, params?: Params): string;
  /** A word seeded into a new organization's own data (a default report template's name or description). */
  seeded(key: TemplateKey, params?: Params): string;
  /** A built-in assessment type's name. */
  typeName(id: AssessmentTypeId): string;
  /** A built-in assessment type's description. */
  typeDescription(id: AssessmentTypeId): string;
};

/** A translator for one locale; unknown locales and missing keys fall back to English. */
export function translator(locale: ServerLocale): Translator {
  const errorsT: TFunction = instance.getFixedT(locale, "errors");
  const emailsT: TFunction = instance.getFixedT(locale, "emails");
  const exportsT: TFunction = instance.getFixedT(locale, "exports");
  const analyticsT: TFunction = instance.getFixedT(locale, "analytics");
  const pdfT: TFunction = instance.getFixedT(locale, "pdf");
  const templatesT: TFunction = instance.getFixedT(locale, "templates");
  const psychT: TFunction = instance.getFixedT(locale, "psychometrics");
  const contentT: TFunction = instance.getFixedT(locale, "results-content");
  const typesT: TFunction = instance.getFixedT(locale, "types");
  return {
    locale,
    error: function error(m: Msg): string {
      const params = Object.fromEntries(
        Object.entries(m.params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map((x: Msg) => error(x)).join(" ") : typeof v === "object" ? error(v as Msg) : v]),
      );
      return errorsT(m.key, params);
    },
    email: (key, params) => emailsT(key, { ...params }),
    exported: (key, params) => exportsT(key, { ...params }),
    analytics: (key, params) => analyticsT(key, { ...params }),
    pdf: (key, params) => pdfT(key, { ...params }),
    seeded: (key, params) => templatesT(key, { ...params }),
    psych: (key, params) => psychT(key, { ...params }),
    resultsContent: (key, params) => contentT(key, { ...params }),
    typeName: (id) => typesT(`${id}.name`),
    typeDescription: (id) => typesT(`${id}.description`),
  };
}

/** The English text of a message (logs, Error.message). */
export const englishText = (m: Msg): string => translator("en").error(m);

/** The locale Intl formats dates and numbers in for a server locale (the pseudo-locale formats as English). */
export const intlLocale = (locale: ServerLocale): string => (locale === PSEUDO_LOCALE ? "en" : locale);
