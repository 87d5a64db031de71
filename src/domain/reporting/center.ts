/**
 * The Reporting Center (spec 2 §2.10, §3.5, §6): the shape of what a role sees, the builder's section kinds and
 * configuration values, the time ranges as calendar days, the template categories, the export's file name and
 * the average generation time.
 */
import type { SectionType } from "./templates.ts";

/** What a role sees in the Reporting Center (spec 2 §6). */
export type CenterAccess = {
  /** The New Report button. */
  newReport: boolean;
  /** The Report Builder tab (build, save, export, email). */
  builder: boolean;
  /** Use Template on the Templates tab. */
  useTemplates: boolean;
  /** The Scheduled Reports tab. */
  scheduled: boolean;
  templates: boolean;
  history: boolean;
};

/*
 * Who sees which part (spec 2 §6: admins, managers and analysts build; admins and managers schedule) is decided by
 * the policy layer (src/server/auth/policies/reports.ts centerDecisions), not here.
 */

/* ───────────── builder configuration (spec 2 §2.10) ───────────── */

export const BUILDER_SECTION_TYPES = ["chart", "table", "metric", "text"] as const;
export type BuilderSectionType = (typeof BUILDER_SECTION_TYPES)[number];
export const DATA_SOURCES = ["assessment_results", "user_analytics", "performance_metrics", "ocean_scores"] as const;
export type DataSource = (typeof DATA_SOURCES)[number];
export const VISUALIZATIONS = ["line", "bar", "pie", "scatter"] as const;
export type Visualization = (typeof VISUALIZATIONS)[number];
/** Last 7, 30 and 90 days, and this (calendar) year. */
export const TIME_RANGES = ["7d", "30d", "90d", "year"] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export type BuilderConfig = { dataSource: DataSource; visualization: Visualization; timeRange: TimeRange };
export const DEFAULT_BUILDER_CONFIG: BuilderConfig = { dataSource: "assessment_results", visualization: "line", timeRange: "30d" };

/** Spec 2 §2.10 default report name. */
export const DEFAULT_REPORT_NAME = "Untitled Report";

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The inclusive calendar days of a time range ending `today` (YYYY-MM-DD): 7d is today and the six days before; year starts on 1 January. */
export function timeRangeDates(range: TimeRange, today: string): { start: string; end: string } {
  if (range === "year") return { start: `${today.slice(0, 4)}-01-01`, end: today };
  const days = range === "7d" ? 7 : range === "30d" ? 30 : 90;
  return { start: day(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS), end: today };
}

/**
 * Spec 2 §7: the PDF is downloaded as the report name with spaces replaced by underscores plus ".pdf". Characters
 * a file name cannot hold (path separators, quotes, control characters) become underscores too; an empty name is
 * the default name.
 */
export function builderFileName(name: string): string {
  const base = (name.trim() || DEFAULT_REPORT_NAME)
    .replace(/ /g, "_")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\"<>:|?*]/g, "_")
    .slice(0, 150);
  return `${base}.pdf`;
}

/* ───────────── template categories (spec 2 §2.10 Templates tab) ───────────── */

export const TEMPLATE_CATEGORIES = ["Executive", "Assessment", "Performance", "Analytics", "Compliance"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The category each section type speaks for (text sections speak for none). */
export const CATEGORY_OF_SECTION: Readonly<Record<SectionType, TemplateCategory | null>> = {
  executive_summary: "Executive",
  recommendations: "Executive",
  assessment_summary: "Assessment",
  metrics_dashboard: "Performance",
  performance_insights: "Performance",
  trend_analysis: "Analytics",
  user_activity: "Analytics",
  table: "Analytics",
  alerts_warnings: "Compliance",
  text: null,
};
/** Ties go to the category listed first here. */
const TIE_ORDER: readonly TemplateCategory[] = ["Executive", "Compliance", "Assessment", "Performance", "Analytics"];

/**
 * A template's category, derived from its sections: each section votes for its type's category
 * (CATEGORY_OF_SECTION), the category with the most votes wins, ties go to Executive, then Compliance,
 * Assessment, Performance, Analytics. A template without voting sections is Analytics.
 */
export function templateCategory(sectionTypes: readonly string[]): TemplateCategory {
  const votes = new Map<TemplateCategory, number>();
  for (const t of sectionTypes) {
    const c = CATEGORY_OF_SECTION[t as SectionType];
    if (c) votes.set(c, (votes.get(c) ?? 0) + 1);
  }
  let best: TemplateCategory = "Analytics";
  let most = 0;
  for (const c of TIE_ORDER) {
    const n = votes.get(c) ?? 0;
    if (n > most) {
      best = c;
      most = n;
    }
  }
  return best;
}

/* ───────────── statistics ───────────── */

/**
 * The Avg. Time tile, in seconds: the mean time of every recorded generation — the processing time of each
 * completed run (report_run: builder exports, scheduled and manual runs) and each "generated" report event
 * (its amount, milliseconds), given as sums and counts per source. Null when nothing was generated yet. Rounded
 * to a tenth of a second.
 */
export function averageGenerationSeconds(parts: readonly { sumMs: number; count: number }[]): number | null {
  const count = parts.reduce((a, p) => a + p.count, 0);
  if (count <= 0) return null;
  return Math.round(parts.reduce((a, p) => a + p.sumMs, 0) / count / 100) / 10;
}
