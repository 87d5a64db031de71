/**
 * The report templates every organization starts with (spec 2 §9 template types weekly, monthly and quarterly;
 * §3.4 section types, each with its §3.4 default configuration), so that New Report always has something to
 * start from. The spec names the types and the default configurations but not which sections each of these
 * templates holds: the choice below grows with the period (a week: the state and its alerts; a month adds the
 * trends and the assessments; a quarter trades the people table for performance insights).
 */
import { addSection, type SectionType, type TemplateSection, type TemplateType } from "./templates.ts";

export type DefaultTemplate = { name: string; description: string; templateType: Exclude<TemplateType, "custom">; sections: TemplateSection[] };

/** Sections of the given types in order, each with its §3.4 default configuration; the type is its id (each type once per template). */
function sectionsOf(types: readonly SectionType[]): TemplateSection[] {
  return types.reduce<TemplateSection[]>((s, type) => addSection(s, type, type), []);
}

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    name: "Weekly Report",
    description: "The week at a glance: summary, key metrics, alerts and who was active.",
    templateType: "weekly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "alerts_warnings", "user_activity"]),
  },
  {
    name: "Monthly Report",
    description: "The month: summary, key metrics, trends, assessments, alerts and who was active.",
    templateType: "monthly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "trend_analysis", "assessment_summary", "alerts_warnings", "user_activity"]),
  },
  {
    name: "Quarterly Report",
    description: "The quarter: summary, key metrics, trends, performance insights, assessments and alerts.",
    templateType: "quarterly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "trend_analysis", "performance_insights", "assessment_summary", "alerts_warnings"]),
  },
];
