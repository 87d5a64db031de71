/**
 * Reporting (spec 2 §3.4, §7): report templates. Paths and payloads as the spec gives them; the
 * `organizationId` a call names must be the caller's own (another answers 404).
 */
import { z } from "zod";
import { SECTION_TYPES, TEMPLATE_TYPES } from "../domain/reporting/templates.ts";

const ZId = z.string().min(1).max(100);

export const ZSectionType = z.enum(SECTION_TYPES);
export const ZTemplateType = z.enum(TEMPLATE_TYPES);

export const ZSectionConfiguration = z.object({
  primary_metrics: z.array(z.string().max(100)).max(20).optional(),
  secondary_metrics: z.array(z.string().max(100)).max(20).optional(),
  chart_type: z.enum(["line", "bar", "pie", "scatter"]).optional(),
  thresholds: z
    .array(z.object({ metric: z.enum(["completion_rate", "user_activity"]), min: z.number().min(0).max(100_000), severity: z.enum(["critical", "warning", "info"]) }))
    .max(10)
    .optional(),
  table_columns: z.array(z.string().max(100)).max(20).optional(),
  sort_by: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(500).optional(),
});

/** Spec 2 §3.4 template section. */
export const ZTemplateSection = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  type: ZSectionType,
  order_index: z.number().int().min(0),
  configuration: ZSectionConfiguration,
  is_required: z.boolean(),
  is_automated: z.boolean(),
});
export type TTemplateSection = z.infer<typeof ZTemplateSection>;

/** Spec 2 §3.4 report template, with what the caller may do with it. */
export const ZReportTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  template_type: ZTemplateType,
  sections: z.array(ZTemplateSection),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_user: z.object({ full_name: z.string() }),
  policies: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type TReportTemplate = z.infer<typeof ZReportTemplate>;

/** GET /api/reports/templates?organizationId= */
export const ZTemplatesQuery = z.object({ organizationId: ZId });
export const ZTemplateList = z.object({ templates: z.array(ZReportTemplate), policies: z.object({ create: z.boolean() }) });
export type TTemplateList = z.infer<typeof ZTemplateList>;

/**
 * POST /api/reports/templates {organizationId, name, description, templateType, sections} and the PUT that
 * edits one (PUT /api/reports/templates/{templateId}, the same body). Each section type at most once.
 */
export const ZSaveTemplate = z.object({
  organizationId: ZId,
  name: z.string().trim().min(1, "Template name is required").max(200),
  description: z.string().trim().max(2000).default(""),
  templateType: ZTemplateType.default("weekly"),
  sections: z
    .array(ZTemplateSection)
    .max(SECTION_TYPES.length)
    .refine((s) => new Set(s.map((x) => x.type)).size === s.length, "Each section type can be added once per template"),
});
export type TSaveTemplate = z.infer<typeof ZSaveTemplate>;
export const ZTemplateParams = z.object({ templateId: ZId });
/** DELETE /api/reports/templates?templateId=&organizationId= */
export const ZDeleteTemplateQuery = z.object({ templateId: ZId, organizationId: ZId });
