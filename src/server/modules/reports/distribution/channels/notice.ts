/** What every channel says about a report it delivers, and its sentences in one reader's language and time zone. */
import { REPORT_STATUSES, type ReportStatus } from "../../../../../domain/reporting/reports.ts";
import { intlLocale } from "../../../../i18n/index.ts";
import { mailDate, mailText, type MailLang } from "../../../../i18n/mail-locale.ts";

export type ReportNotice = {
  reportId: string;
  title: string;
  /** Calendar days (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** The report's status code (a webhook sends it as it is). */
  status: string;
  /** When it was published (null: not published). */
  publishedAt: Date | null;
  /** The report in the app (sign-in required). */
  url: string;
};

/** A status code the catalogs word (an unknown one reads as a draft: it is not published). */
const statusOf = (status: string): ReportStatus => ((REPORT_STATUSES as readonly string[]).includes(status) ? (status as ReportStatus) : "draft");

/**
 * The notice in one reader's words: the period's days as long dates in their language (calendar days: no time
 * zone moves them), the publication time on their time zone's calendar, the status and the opening sentence.
 */
export function noticeWords(n: ReportNotice, lang: MailLang) {
  const { t } = mailText(lang);
  const day = new Intl.DateTimeFormat(intlLocale(lang.locale), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const asDay = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) ? day.format(new Date(`${d}T00:00:00Z`)) : d);
  const period = t("distribution.period", { start: asDay(n.periodStart), end: asDay(n.periodEnd) });
  const status = statusOf(n.status);
  const published = status === "published" && n.publishedAt ? mailDate(lang, n.publishedAt) : null;
  const intro = published ? t("distribution.intro.publishedOn", { report: n.title, period, date: published }) : t(`distribution.intro.${status}`, { report: n.title, period });
  return { t, period, published, status: t(`distribution.statuses.${status}`), intro };
}
