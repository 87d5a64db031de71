/**
 * Words a report analytics insight (a code with its facts, src/domain/reporting/report-analytics.ts) with a
 * reader's catalog (src/shared/locales/en/report-analytics-insights.ts) and number format: the one wording the
 * analytics screen and the exported files share. `count` picks the plural form; every number shown is formatted.
 */
import type { InsightCode, InsightFacts, Recommendation } from "../domain/reporting/report-analytics.ts";

/** A reader's catalog (keys relative to the insights catalog) and number format. */
export type InsightWriter = {
  t(key: string, params?: Record<string, string | number>): string;
  number(n: number): string;
};

/** An insight's words. */
export type InsightTexts = { title: string; description: string; recommendation?: string };

/** Which fact each code's plural form follows. */
const COUNTED: Readonly<Record<InsightCode, keyof InsightFacts>> = {
  completion_below_target: "total",
  completion_on_target: "total",
  template_rarely_published: "total",
  unused_templates: "templates",
  delivery_below_target: "finished",
  delivery_on_target: "finished",
  few_opened: "delivered",
  none_opened: "total",
  low_rating: "ratings",
  good_rating: "ratings",
};

/** The description's key: the variants naming pending deliveries or more unused templates than listed. */
function descriptionKey(code: InsightCode, p: InsightFacts): string {
  if ((code === "delivery_below_target" || code === "delivery_on_target") && (p.pending ?? 0) > 0) return `kinds.${code}.descriptionPending`;
  if (code === "unused_templates" && (p.more ?? 0) > 0) return `kinds.${code}.descriptionMore`;
  return `kinds.${code}.description`;
}

function recommendationText(r: Recommendation, w: InsightWriter): string {
  const waiting = (r.waiting ?? []).map((x) => w.t(`waiting.${x.status}`, { n: w.number(x.count), count: x.count })).join(w.t("separator"));
  return w.t(`recommendations.${r.code}`, { waiting });
}

/** The title, description (with its numbers) and recommendation of an insight, in the writer's language. */
export function insightTexts(i: { code: InsightCode; params: InsightFacts; recommendation?: Recommendation }, w: InsightWriter): InsightTexts {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(i.params)) {
    if (typeof v === "number") params[k] = w.number(v);
    else if (typeof v === "string") params[k] = v;
  }
  if (i.params.names) params.names = i.params.names.map((name) => w.t(`kinds.${i.code}.name`, { name })).join(w.t("separator"));
  params.count = i.params[COUNTED[i.code]] as number;
  const texts: InsightTexts = { title: w.t(`kinds.${i.code}.title`, params), description: w.t(descriptionKey(i.code, i.params), params) };
  if (i.recommendation) texts.recommendation = recommendationText(i.recommendation, w);
  return texts;
}
