/** The language and time zone an email is written in, and dates as that recipient reads them. */
import type { DbExecutor } from "../jobs/repo.ts";
import { localeChoices, readLocaleChoice, readLocaleChoiceByEmail } from "../preferences/repo.ts";
import { intlLocale, translator, type ServerLocale, type Translator } from "./index.ts";

/** A recipient's language and time zone (null: UTC). */
export type MailLang = { readonly locale: ServerLocale; readonly timeZone: string | null };

/** For a recipient whose preferences are unknown and nobody's language applies. */
export const DEFAULT_MAIL_LANG: MailLang = { locale: "en", timeZone: null };

/** A user's saved language and time zone (English and UTC when they saved none). */
export async function mailLangOfUser(db: DbExecutor, userId: string): Promise<MailLang> {
  return (await readLocaleChoice(db, userId)) ?? DEFAULT_MAIL_LANG;
}

/** Several users' languages and time zones; the defaults for those who saved none. */
export async function mailLangsOfUsers(db: DbExecutor, userIds: readonly string[]): Promise<(userId: string) => MailLang> {
  const found = await localeChoices(db, userIds);
  return (userId) => found.get(userId) ?? DEFAULT_MAIL_LANG;
}

/**
 * The language of an email to an address: its account's preferences when the address has one, else
 * `otherwise` (the sender's language, or the request's, for an address with no account).
 */
export async function mailLangOfAddress(db: DbExecutor, email: string, otherwise: MailLang = DEFAULT_MAIL_LANG): Promise<MailLang> {
  return (await readLocaleChoiceByEmail(db, email)) ?? otherwise;
}

/** A calendar date as the recipient reads it: their language's long date, on their time zone's calendar. */
export function mailDate(lang: MailLang, d: Date): string {
  return new Intl.DateTimeFormat(intlLocale(lang.locale), { day: "numeric", month: "long", year: "numeric", timeZone: lang.timeZone ?? "UTC" }).format(d);
}

/** A translator and date formatter for one recipient. */
export function mailText(lang: MailLang): { t: Translator["email"]; date: (d: Date) => string } {
  const tr = translator(lang.locale);
  return { t: tr.email, date: (d) => mailDate(lang, d) };
}
