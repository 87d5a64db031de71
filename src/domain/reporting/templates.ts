/**
 * Report templates (spec 2 §2.11, §3.4): the section types, their default configurations, and the editor's
 * rules — each type added once, sections reordered with move up/down (disabled at the ends), order_index kept
 * equal to the position.
 */

/** Spec 2 §3.4's section types, each with a default configuration (a custom template starts with all of them). */
export const CONFIGURED_SECTION_TYPES = [
  "executive_summary",
  "metrics_dashboard",
  "trend_analysis",
  "performance_insights",
  "alerts_warnings",
  "user_activity",
  "assessment_summary",
] as const;

/** Spec 2 §3.4 section types, plus the free-form recommendations, text and table sections of §3.1. */
export const SECTION_TYPES = [...CONFIGURED_SECTION_TYPES, "recommendations", "text", "table"] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Spec 2 §9 template types (default weekly). */
export const TEMPLATE_TYPES = ["weekly", "monthly", "quarterly", "custom"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const DEFAULT_TEMPLATE_TYPE: TemplateType = "weekly";

/** A metric an alert threshold watches, with the severity raised when it falls below `min`. */
export type AlertThreshold = { metric: "completion_rate" | "user_activity"; min: number; severity: "critical" | "warning" | "info" };

export type SectionConfiguration = {
  primary_metrics?: readonly string[];
  secondary_metrics?: readonly string[];
  chart_type?: "line" | "bar" | "pie" | "scatter";
  thresholds?: readonly AlertThreshold[];
  table_columns?: readonly string[];
  sort_by?: string;
  limit?: number;
};

/** Spec 2 §3.4 default configuration per type ("the others: empty"). */
export function defaultConfiguration(type: SectionType): SectionConfiguration {
  switch (type) {
    case "metrics_dashboard":
      return { primary_metrics: ["total_users", "active_assessments", "completion_rate"], secondary_metrics: ["total_responses", "new_users"], chart_type: "line" };
    case "alerts_warnings":
      return {
        thresholds: [
          { metric: "completion_rate", min: 70, severity: "warning" },
          { metric: "user_activity", min: 10, severity: "info" },
        ],
      };
    case "user_activity":
      return { table_columns: ["user_name", "last_activity", "assessments_completed"], sort_by: "last_activity", limit: 20 };
    default:
      return {};
  }
}

/** Spec 2 §3.4 template section (is_required and is_automated are true for sections the editor adds). */
export type TemplateSection = {
  id: string;
  name: string;
  type: SectionType;
  order_index: number;
  configuration: SectionConfiguration;
  is_required: boolean;
  is_automated: boolean;
};

/** The default display name of a section type ("executive_summary" → "Executive Summary"). */
export function sectionTypeName(type: SectionType): string {
  return type
    .split("_")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

/** Whether a type can still be added (spec 2 §2.11: each type once per template; the panel shows "Added"). */
export function canAddSection(sections: readonly TemplateSection[], type: SectionType): boolean {
  return !sections.some((s) => s.type === type);
}

/** The sections with one of `type` appended (with its default configuration); unchanged when it is already there. */
export function addSection(sections: readonly TemplateSection[], type: SectionType, id: string): TemplateSection[] {
  if (!canAddSection(sections, type)) return [...sections];
  return reindex([
    ...sections,
    { id, name: sectionTypeName(type), type, order_index: sections.length, configuration: defaultConfiguration(type), is_required: true, is_automated: true },
  ]);
}

export function removeSection(sections: readonly TemplateSection[], id: string): TemplateSection[] {
  return reindex(sections.filter((s) => s.id !== id));
}

/** Move up is disabled on the first section, move down on the last (spec 2 §5). */
export function canMove(sections: readonly TemplateSection[], index: number, direction: "up" | "down"): boolean {
  if (index < 0 || index >= sections.length) return false;
  return direction === "up" ? index > 0 : index < sections.length - 1;
}

/** The sections with the one at `index` moved one place; unchanged at the ends. */
export function moveSection(sections: readonly TemplateSection[], index: number, direction: "up" | "down"): TemplateSection[] {
  if (!canMove(sections, index, direction)) return [...sections];
  const next = [...sections];
  const j = direction === "up" ? index - 1 : index + 1;
  [next[index], next[j]] = [next[j], next[index]];
  return reindex(next);
}

function reindex(sections: TemplateSection[]): TemplateSection[] {
  return sections.map((s, i) => (s.order_index === i ? s : { ...s, order_index: i }));
}
