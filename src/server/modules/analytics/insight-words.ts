/**
 * An analytics insight (codes and figures, domain/analytics/insights.ts) in a reader's words, from the server's
 * `analytics` catalog: what a generated report's performance insights read. Numbers are formatted by Intl in
 * the reader's language; p-values by the one analytics rule (formatP). A projection's month and day are calendar
 * labels ("2026-11", "2026-11-20"), written by Intl in the reader's language on the UTC calendar ("November 2026",
 * "Nov 20, 2026"), as the dashboards write them, so no reader's time zone moves them.
 */
import { ALPHA_CONCERN, formatP, type AnalyticsInsight, type Insight } from "../../../domain/analytics/insights.ts";
import { intlLocale, type Translator } from "../../i18n/index.ts";

/** The words of one insight: its title and description, with the same severity, n and numbers. */
export function insightInWords(i: AnalyticsInsight, tr: Translator): Insight {
  const locale = intlLocale(tr.locale);
  const fixed = (v: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const whole = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(v) || 0); // never "-0"
  // a text that is not such a date is written as given
  const calendar = (text: string, iso: string, options: Intl.DateTimeFormatOptions) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? text : new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date);
  };
  const monthWords = (month: string) => calendar(month, `${month}-01T12:00:00Z`, { year: "numeric", month: "long" });
  const dayWords = (day: string) => calendar(day, `${day}T12:00:00Z`, { dateStyle: "medium" });
  const base = { severity: i.severity, n: i.n, numbers: i.numbers };
  const n = whole(i.n);
  switch (i.kind) {
    case "departmentDifference": {
      const params = {
        trait: tr.analytics(`traits.${i.trait}`),
        department: i.department ?? tr.analytics("noDepartment"),
        d: fixed(Math.abs(i.numbers.d), 1),
        n,
        p: formatP(i.numbers.p),
      };
      return {
        ...base,
        title: tr.analytics("insights.departmentDifference.title", params),
        description: tr.analytics(i.numbers.d < 0 ? "insights.departmentDifference.below" : "insights.departmentDifference.above", params),
      };
    }
    case "lowAlpha": {
      const params = { scale: tr.analytics(`traits.${i.scale}`), alpha: fixed(i.numbers.alpha, 2), n, threshold: fixed(ALPHA_CONCERN, 2).replace(/^0/, "") };
      return { ...base, title: tr.analytics("insights.lowAlpha.title", params), description: tr.analytics("insights.lowAlpha.description", params) };
    }
    case "flaggedResponses": {
      const params = { percent: whole(i.numbers.flaggedShare * 100), n };
      return { ...base, title: tr.analytics("insights.flaggedResponses.title"), description: tr.analytics("insights.flaggedResponses.description", params) };
    }
    case "projection":
    case "projectionInProgress": {
      const params = {
        month: monthWords(i.month),
        value: whole(i.numbers.value),
        low: whole(i.numbers.low),
        high: whole(i.numbers.high),
        months: n,
        ...(i.kind === "projectionInProgress" ? { actual: whole(i.numbers.actualSoFar), asOf: dayWords(i.asOf) } : {}),
      };
      return { ...base, title: tr.analytics(`insights.${i.kind}.title`, params), description: tr.analytics(`insights.${i.kind}.description`, params) };
    }
  }
}
