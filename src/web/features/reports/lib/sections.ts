/**
 * Pure helpers of the section renderers and the editor (spec 2 §2.2, §2.3, §3.1): order, the editable rule,
 * how figures, changes and labels are written, alerts grouped by severity, text paragraphs, chart axes.
 */
import type { TReportContent, TReportSection } from "../../../../contracts/reports.ts";
import { displayLocale, formatDate, formatNumber } from "../../../lib/display-preferences.ts";
import { analyticsInsightsT, reportsT, reportSectionsT } from "../i18n.ts";
import { writeWords, type ForeignCode } from "../../../../shared/report-words.ts";
import { typeName } from "../../../lib/assessment-types.ts";
import { traitName } from "../../../lib/psychometrics/labels.ts";
import type { Trait } from "../../../../domain/psychometrics/facets.ts";
import type { Words } from "../../../../domain/reporting/words.ts";

export type Section = TReportSection;

/** The sections in their order (order_index, then id for a stable tie-break). */
export function orderedSections(content: TReportContent): Section[] {
  return Object.values(content.sections).sort((a, b) => a.order_index - b.order_index || a.id.localeCompare(b.id));
}

/** Spec 2 §2.3: a section is editable when it was not generated, or is a text section. */
export function isSectionEditable(section: Pick<Section, "generated_at" | "type">): boolean {
  return section.generated_at === null || section.type === "text";
}

/** Section types with an editor of their own (the rest are shown as JSON with a note). */
export const KNOWN_TYPES = new Set([
  "executive_summary",
  "metrics_dashboard",
  "trend_analysis",
  "performance_insights",
  "alerts_warnings",
  "user_activity",
  "assessment_summary",
  "recommendations",
  "text",
  "table",
]);

/** The content with one section changed (the other sections are the same objects). */
export function withSection(content: TReportContent, id: string, patch: Partial<Section>): TReportContent {
  const section = content.sections[id];
  if (!section) return content;
  return { ...content, sections: { ...content.sections, [id]: { ...section, ...patch } } };
}

/** The content with one section replaced by its regenerated copy. */
export function replaceSection(content: TReportContent, section: Section): TReportContent {
  return { ...content, sections: { ...content.sections, [section.id]: section } };
}

const EM_DASH = "—";

/** A figure as written: null (withheld, or nothing to compare) is "—"; percentages with one decimal. */
export function formatFigure(value: number | null | undefined, format: "number" | "percentage" | "minutes" = "number"): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EM_DASH;
  if (format === "percentage") return reportsT("sections.percentage", { value: formatNumber(Math.round(value * 10) / 10) });
  if (format === "minutes") return reportsT("sections.minutes", { value: formatNumber(Math.round(value * 10) / 10) });
  return formatNumber(Math.round(value * 100) / 100);
}

/** A change in percent, signed ("+12.5%", "-3%", "0%"); "—" when there is nothing to compare with. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return EM_DASH;
  const rounded = Math.round(change * 10) / 10;
  return reportsT("sections.changePercent", { value: formatNumber(rounded, { signDisplay: "exceptZero" }) });
}

/**
 * A trend's size with its unit named and no sign (the arrow beside it shows the direction): "8.3 points" for a
 * rate, "12.5%" for a count (domain changeUnit), so it reads as the highlights say it.
 */
export function unitChangeText(change: number, unit: "points" | "percent"): string {
  const size = Math.abs(Math.round(change * 10) / 10);
  return unit === "points" ? reportsT("sections.changePoints", { count: size }) : reportsT("sections.changePercent", { value: formatNumber(size) });
}

/** The direction a change points (flat for zero or no comparison). */
export function directionOf(change: number | null | undefined): "up" | "down" | "flat" {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return "flat";
  return change > 0 ? "up" : "down";
}

export const ARROWS = { up: "↑", down: "↓", flat: "→" } as const;

const dayOf = (d: string) => new Date(`${d}T00:00:00Z`);
const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(dayOf(d).getTime());
const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };

/** A code another catalog words: a built-in type's name, a trait's name, an analytics insight's sentence. */
function foreignWords(c: ForeignCode, params: Record<string, string | number>): string {
  switch (c.catalog) {
    case "type":
      return typeName({ id: c.key, name: null });
    case "trait":
      return traitName(c.key as Trait);
    case "insight":
      return analyticsInsightsT(c.key, params);
  }
}

/**
 * A generated section's words in the reader's language (the `report-sections` catalog; a type's and a trait's name
 * and an insight's sentence from theirs), numbers, days and lists by Intl in the reader's locale; a string stored
 * before the codes reads as given.
 */
export function sayWords(words: Words | null | undefined): string {
  return writeWords(words, {
    t: (code, params) => reportSectionsT(code, params),
    foreign: foreignWords,
    number: (n, digits) => formatNumber(n, digits === undefined ? { maximumFractionDigits: 1 } : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    period: (p) =>
      !isDay(p.start) || !isDay(p.end)
        ? p.start === p.end
          ? p.start
          : `${p.start} – ${p.end}`
        : p.start === p.end
          ? formatDate(dayOf(p.start), DAY_FORMAT)
          : new Intl.DateTimeFormat(displayLocale(), DAY_FORMAT).formatRange(dayOf(p.start), dayOf(p.end)),
    list: (items) => new Intl.ListFormat(displayLocale(), { style: "short", type: "unit" }).format(items),
  });
}

/** A key's label from the report words (`keys.<key>`, then `metrics.<key>`, `series.<key>`); an unknown key as words. */
export function keyLabel(key: string): string {
  for (const group of ["keys", "metrics", "series"]) {
    const code = `${group}.${key}`;
    const text = reportSectionsT(code);
    if (text !== code) return text;
  }
  return metricLabel(key);
}

/** A metric key as a label: "completion_rate" → "Completion rate". */
export function metricLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words === "" ? key : words[0].toUpperCase() + words.slice(1);
}

/** Whether a metric key names a percentage ("…_rate", "…percent…"). */
export function isPercentKey(key: string): boolean {
  return /(_rate|rate$|percent|percentage|_pct$)/i.test(key);
}

export const SEVERITIES = ["critical", "warning", "info"] as const;
type Alert = NonNullable<Section["alerts"]>[number];

/** Alerts grouped by severity, most severe first, groups without alerts left out. */
export function alertsBySeverity(alerts: readonly Alert[]): { severity: (typeof SEVERITIES)[number]; alerts: Alert[] }[] {
  return SEVERITIES.map((severity) => ({ severity, alerts: alerts.filter((a) => a.severity === severity) })).filter((g) => g.alerts.length > 0);
}

/** Spec 2 §2.2: a text section's paragraphs, split on newlines (blank lines dropped). */
export function textParagraphs(content: string | undefined): string[] {
  return (content ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The category key of chart points: the first key that is not one of the series. */
export function chartXKey(chart: { series: readonly string[]; points: readonly Record<string, unknown>[] }): string | null {
  for (const point of chart.points) for (const key of Object.keys(point)) if (!chart.series.includes(key)) return key;
  return null;
}

/** Comments by the section they are anchored to (comments on the whole report left out). */
export function commentsBySection<C extends { section_id: string | null }>(comments: readonly C[]): Map<string, C[]> {
  const out = new Map<string, C[]>();
  for (const c of comments) {
    if (c.section_id === null) continue;
    out.set(c.section_id, [...(out.get(c.section_id) ?? []), c]);
  }
  return out;
}

/** A cell of a table section as written. */
export function cellText(value: string | number | null | Exclude<Words, string>): string {
  if (value === null) return EM_DASH;
  return typeof value === "number" ? formatFigure(value) : typeof value === "string" ? value : sayWords(value);
}

/** Reading time sent with a "read" event: whole seconds of visible time, capped at an hour; 0 sends nothing. */
export function readSeconds(visibleMs: number): number {
  return Math.min(3600, Math.max(0, Math.round(visibleMs / 1000)));
}
