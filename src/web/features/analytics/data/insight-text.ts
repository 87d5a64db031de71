/**
 * The API's insight codes in the reader's words (the analytics catalog's `insights.kinds`), numbers, months and
 * days formatted in the reader's language; p-values by the one analytics rule (formatP), as every analytics text prints them.
 */
import type { TInsight } from "../../../../contracts/analytics.ts";
import { ALPHA_CONCERN, formatP } from "../../../../domain/analytics/insights.ts";
import { formatNumber } from "../../../lib/display-preferences.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import { analyticsT } from "../i18n.ts";
import { dayWords, monthWords } from "./calendar-words.ts";

const fixed = (v: number, digits: number) => formatNumber(v, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = (v: number) => formatNumber(Math.round(v) || 0, { maximumFractionDigits: 0 }); // never "-0"

/** A department's name; null is the members with no department. */
export const departmentName = (department: string | null): string => department ?? analyticsT("departments.noDepartment");

/** An insight's title and description. */
export function insightText(i: TInsight): { title: string; description: string } {
  const n = whole(i.n);
  switch (i.kind) {
    case "departmentDifference": {
      const params = { trait: traitName(i.trait), department: departmentName(i.department), d: fixed(Math.abs(i.numbers.d), 1), n, p: formatP(i.numbers.p) };
      return {
        title: analyticsT("insights.kinds.departmentDifference.title", params),
        description: analyticsT(i.numbers.d < 0 ? "insights.kinds.departmentDifference.below" : "insights.kinds.departmentDifference.above", params),
      };
    }
    case "lowAlpha": {
      const params = { scale: traitName(i.scale), alpha: fixed(i.numbers.alpha, 2), n, threshold: fixed(ALPHA_CONCERN, 2).replace(/^0/, "") };
      return { title: analyticsT("insights.kinds.lowAlpha.title", params), description: analyticsT("insights.kinds.lowAlpha.description", params) };
    }
    case "flaggedResponses":
      return {
        title: analyticsT("insights.kinds.flaggedResponses.title"),
        description: analyticsT("insights.kinds.flaggedResponses.description", { percent: whole(i.numbers.flaggedShare * 100), n }),
      };
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
      return { title: analyticsT(`insights.kinds.${i.kind}.title`, params), description: analyticsT(`insights.kinds.${i.kind}.description`, params) };
    }
  }
}

/** The label of one of an insight's numbers (its key in the catalog; the key itself for one it does not know). */
export function insightNumberLabel(key: string): string {
  return analyticsT(`insights.numbers.${key}`, { defaultValue: key });
}
