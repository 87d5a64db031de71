/**
 * The report templates every organization starts with (spec 2 §9 template types weekly, monthly and quarterly;
 * §3.4 section types, each with its §3.4 default configuration), so that New Report always has something to
 * start from. The spec names the types and the default configurations but not which sections each of these
 * templates holds: the choice below grows with the period (a week: the state and its alerts; a month adds the
 * trends and the assessments; a quarter trades the people table for performance insights).
 */
import { addSection, type SectionType, type TemplateSection, type TemplateType } from "./templates.ts";

/** A default template: its type is its code (the server's `templates` catalog names and describes it in the creator's language). */
export type DefaultTemplate = { templateType: Exclude<TemplateType, "custom">; sections: TemplateSection[] };

/** Sections of the given types in order, each with its §3.4 default configuration; the type is its id (each type once per template). */
function sectionsOf(types: readonly SectionType[]): TemplateSection[] {
  return types.reduce<TemplateSection[]>((s, type) => addSection(s, type, type), []);
}

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    templateType: "weekly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "alerts_warnings", "user_activity"]),
  },
  {
    templateType: "monthly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "trend_analysis", "assessment_summary", "alerts_warnings", "user_activity"]),
  },
  {
    templateType: "quarterly",
    sections: sectionsOf(["executive_summary", "metrics_dashboard", "trend_analysis", "performance_insights", "assessment_summary", "alerts_warnings"]),
  },
];
