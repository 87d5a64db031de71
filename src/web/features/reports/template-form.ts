/**
 * The template editor's draft (spec 2 §2.11, §3.4): what the form holds, how a saved template becomes one, and
 * the body the create and edit calls send. The section rules themselves (add once, move, remove) are the
 * domain's (src/domain/reporting/templates.ts).
 */
import { DEFAULT_TEMPLATE_TYPE, type TemplateSection, type TemplateType } from "../../../domain/reporting/templates.ts";

export interface TemplateDraft {
  name: string;
  description: string;
  templateType: TemplateType;
  sections: readonly TemplateSection[];
}

/** POST and PUT /api/reports/templates body (ZSaveTemplate). */
export interface SaveTemplateBody {
  organizationId: string;
  name: string;
  description: string;
  templateType: TemplateType;
  sections: readonly TemplateSection[];
}

/** A new template: no name, no sections, weekly. */
export function emptyDraft(): TemplateDraft {
  return { name: "", description: "", templateType: DEFAULT_TEMPLATE_TYPE, sections: [] };
}

/** The draft of a saved template, its sections in their order. */
export function draftOf(template: { name: string; description: string; template_type: TemplateType; sections: readonly TemplateSection[] }): TemplateDraft {
  return {
    name: template.name,
    description: template.description,
    templateType: template.template_type,
    sections: [...template.sections].sort((a, b) => a.order_index - b.order_index).map((s, i) => ({ ...s, order_index: i })),
  };
}

/** What is wrong with Template Name (the key of its message in the reports catalog's templates.form), or null when the draft can be sent (spec 2 §5). */
export function nameProblem(draft: TemplateDraft): "nameRequired" | null {
  return draft.name.trim() === "" ? "nameRequired" : null;
}

/** The body to send for a draft, its texts trimmed. */
export function saveBody(organizationId: string, draft: TemplateDraft): SaveTemplateBody {
  return {
    organizationId,
    name: draft.name.trim(),
    description: draft.description.trim(),
    templateType: draft.templateType,
    sections: draft.sections.map((s) => ({ ...s, name: s.name.trim() })),
  };
}
