/**
 * An analytics insight (codes and figures, domain/analytics/insights.ts) in a reader's words, from the server's
 * `analytics` catalog: what a generated report's performance insights read. Numbers are formatted by Intl in
 * the reader's language; p-values by the one analytics rule (formatP).
 */
import { ALPHA_CONCERN, formatP, type AnalyticsInsight, type Insight } from "../../../domain/analytics/insights.ts";
import { intlLocale, type Translator } from "../../i18n/index.ts";

/** The words of one insight: its title and description, with the same severity, n and numbers. */
export function insightInWords(i: AnalyticsInsight, tr: Translator): Insight {
  const locale = intlLocale(tr.locale);
  const fixed = (v: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const whole = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(v) || 0); // never "-0"
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
        month: i.month,
        value: whole(i.numbers.value),
        low: whole(i.numbers.low),
        high: whole(i.numbers.high),
        months: n,
        ...(i.kind === "projectionInProgress" ? { actual: whole(i.numbers.actualSoFar), asOf: i.asOf } : {}),
      };
      return { ...base, title: tr.analytics(`insights.${i.kind}.title`, params), description: tr.analytics(`insights.${i.kind}.description`, params) };
    }
  }
}
