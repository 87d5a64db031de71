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

/* ───────────────────────────── Reports (spec 2 §3.1–3.3, §7) ───────────────────────────── */

export const ZReportStatus = z.enum(["draft", "review", "approved", "published", "archived"]);
export const ZReportPriority = z.enum(["urgent", "high", "medium", "low"]);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD");
const ZFigure = z.number().nullable();
const ZTrend = z.enum(["up", "down", "flat"]);
const ZSeverity = z.enum(["critical", "warning", "info"]);

/**
 * One section of a report's content (spec 2 §3.1), keyed by its id in content.sections. Fields by type:
 * executive_summary key_metrics/narrative/highlights/trends; metrics_dashboard primary_metrics/secondary_metrics/
 * chart_data; trend_analysis event_trends/insights; performance_insights insights; alerts_warnings alerts/summary;
 * user_activity and assessment_summary and table headers/data; recommendations recommendations; text content.
 * `basis` says how the figures were made (query, period, minimum group size, rule-written narrative).
 * A `null` figure is withheld (fewer answers than the minimum group size) or has nothing to compare with.
 */
export const ZReportSection = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(60),
  title: z.string().max(200),
  order_index: z.number().int().min(0),
  /** ISO time of the last generation; null for a section never generated (hand-written). */
  generated_at: z.string().nullable(),
  /** Generated from data by rules (read-only in the editor unless text). */
  auto_generated: z.boolean(),
  configuration: ZSectionConfiguration.optional(),
  period: z.object({ start: ZDay, end: ZDay }).optional(),
  basis: z.string().max(4000).optional(),
  key_metrics: z.record(z.string(), ZFigure).optional(),
  narrative: z.string().max(50_000).optional(),
  highlights: z
    .array(z.object({ type: z.enum(["positive", "negative", "other"]), title: z.string().max(500), description: z.string().max(4000) }))
    .max(100)
    .optional(),
  trends: z.record(z.string(), ZFigure).optional(),
  primary_metrics: z
    .array(z.object({ key: z.string(), label: z.string(), value: ZFigure, change: ZFigure, trend: ZTrend, format: z.enum(["number", "percentage", "minutes"]) }))
    .max(50)
    .optional(),
  secondary_metrics: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        value: ZFigure,
        format: z.enum(["number", "percentage", "minutes"]).optional(),
        /** Percent change against the previous period and its direction, as the primary metrics carry them. */
        change: ZFigure.optional(),
        trend: ZTrend.optional(),
      }),
    )
    .max(50)
    .optional(),
  chart_data: z
    .object({
      type: z.enum(["line", "bar", "pie", "scatter"]),
      series: z.array(z.string()).max(10),
      points: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).max(2000),
    })
    .optional(),
  event_trends: z
    .array(z.object({ event: z.string(), label: z.string(), total_events: z.number(), previous_events: z.number(), change: ZFigure, trend_direction: ZTrend }))
    .max(50)
    .optional(),
  insights: z
    .array(
      z.object({
        title: z.string().max(500).optional(),
        description: z.string().max(4000),
        recommendations: z.array(z.string().max(2000)).max(20).optional(),
        severity: z.enum(["high", "medium", "low"]).optional(),
        significance: z.enum(["high", "medium", "low"]).optional(),
      }),
    )
    .max(100)
    .optional(),
  alerts: z
    .array(z.object({ severity: ZSeverity, title: z.string(), description: z.string(), metric_value: z.number(), threshold_value: z.number() }))
    .max(100)
    .optional(),
  summary: z.object({ critical: z.number(), warning: z.number(), info: z.number(), total_alerts: z.number() }).optional(),
  recommendations: z
    .array(z.object({ title: z.string().max(500), description: z.string().max(4000), priority: z.enum(["high", "medium", "low"]) }))
    .max(100)
    .optional(),
  /** text sections: plain text (paragraphs split on newline) or the rich-text editor's HTML when `format` is html. */
  content: z.string().max(200_000).optional(),
  format: z.enum(["plain", "html"]).optional(),
  headers: z.array(z.string().max(200)).max(50).optional(),
  data: z
    .array(z.array(z.union([z.string().max(2000), z.number(), z.null()])).max(50))
    .max(5000)
    .optional(),
  /** Why a section shows less than asked (e.g. groups under the minimum size withheld). */
  note: z.string().max(2000).optional(),
});
export type TReportSection = z.infer<typeof ZReportSection>;

/** The whole content: the sections map (spec 2 §3.1) and their order. */
export const ZReportContent = z.object({
  sections: z.record(z.string().min(1).max(100), ZReportSection).refine((m) => Object.keys(m).length <= 50, "At most 50 sections"),
});
export type TReportContent = z.infer<typeof ZReportContent>;

export const ZReportAnalytics = z.object({ views: z.number(), downloads: z.number(), shares: z.number(), avgReadTime: z.number() });

/** Spec 2 §3.1–3.3 in one shape: what the viewer, editor, manager and management list read. */
export const ZReportInstance = z.object({
  id: z.string(),
  title: z.string(),
  status: ZReportStatus,
  priority: ZReportPriority,
  /** The template's type (weekly, monthly, quarterly, custom). */
  type: ZTemplateType,
  tags: z.array(z.string()),
  report_period_start: ZDay,
  report_period_end: ZDay,
  created_at: z.string(),
  updated_at: z.string(),
  generated_at: z.string().nullable(),
  version: z.number().int(),
  template: z.object({ id: z.string().nullable(), name: z.string(), template_type: ZTemplateType }),
  created_by_user: z.object({ id: z.string().nullable(), full_name: z.string() }),
  content: ZReportContent,
  analytics: ZReportAnalytics,
  rating: z.object({ average: z.number().nullable(), count: z.number().int(), mine: z.number().int().nullable() }),
  exportFormats: z.array(z.enum(["pdf", "html", "json"])),
  policies: z.object({ edit: z.boolean(), delete: z.boolean(), generate: z.boolean() }),
});
export type TReportInstance = z.infer<typeof ZReportInstance>;

/** A list row: the instance without its content, plus a plain-text excerpt for the cards. */
export const ZReportSummary = ZReportInstance.omit({ content: true }).extend({ excerpt: z.string(), section_count: z.number().int() });
export type TReportSummary = z.infer<typeof ZReportSummary>;

/** GET /api/reports?organizationId=&status=&type=&limit=50 (+ q full-text over title, content and tags; priority; since) */
export const ZReportsQuery = z.object({
  organizationId: ZId,
  status: ZReportStatus.optional(),
  type: ZTemplateType.optional(),
  priority: ZReportPriority.optional(),
  q: z.string().trim().max(200).optional(),
  /** Created on or after this day (the manager's date range, 7d/30d/90d, turned into a day). */
  since: ZDay.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZReportList = z.object({
  reports: z.array(ZReportSummary),
  /** Reports matching the filters (the list holds at most `limit`). */
  total: z.number().int(),
  /** Reports of the organization ("x of y reports"). */
  all: z.number().int(),
  policies: z.object({ create: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
});
export type TReportList = z.infer<typeof ZReportList>;

/** POST /api/reports → {reportInstance} */
export const ZCreateReport = z
  .object({
    templateId: ZId,
    organizationId: ZId,
    title: z.string().trim().min(1, "Title is required").max(200),
    reportPeriodStart: ZDay,
    reportPeriodEnd: ZDay,
    autoGenerate: z.boolean().default(true),
    priority: ZReportPriority.default("medium"),
    tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  })
  .refine((b) => b.reportPeriodEnd >= b.reportPeriodStart, { path: ["reportPeriodEnd"], message: "The period cannot end before it starts" });
export type TCreateReport = z.infer<typeof ZCreateReport>;
export const ZReportEnvelope = z.object({ reportInstance: ZReportInstance });
export type TReportEnvelope = z.infer<typeof ZReportEnvelope>;

export const ZReportParams = z.object({ reportId: ZId });
export const ZOrganizationQuery = z.object({ organizationId: ZId });

/** PUT /api/reports/{id} {organizationId, content} (+ title, tags, priority; baseVersion refuses a stale save with 409). */
export const ZUpdateReport = z.object({
  organizationId: ZId,
  content: ZReportContent,
  title: z.string().trim().min(1).max(200).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  priority: ZReportPriority.optional(),
  baseVersion: z.number().int().optional(),
});
export type TUpdateReport = z.infer<typeof ZUpdateReport>;

/** POST /api/reports/generate {reportId, organizationId, force} and with sectionId for one section. */
export const ZGenerateReport = z.object({ reportId: ZId, organizationId: ZId, sectionId: z.string().min(1).max(100).nullish(), force: z.boolean().default(false) });

/** DELETE /api/reports/{id}?organizationId= ; POST /api/reports/{id}/duplicate {organizationId} */
export const ZOrganizationBody = z.object({ organizationId: ZId });

/* ───────────────────────────── Workflow and comments (spec 2 §3.7, §3.8, §7) ───────────────────────────── */

export const ZStepType = z.enum(["draft", "review", "approval", "publish"]);
export const ZWorkflowStep = z.object({
  id: z.string(),
  step_name: z.string(),
  step_type: ZStepType,
  status: z.enum(["pending", "in_progress", "completed", "rejected"]),
  assignee: z.object({ id: z.string(), full_name: z.string() }).nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the caller may do on it (spec 2 §4). */
  can_advance: z.boolean(),
  can_reject: z.boolean(),
});
export type TWorkflowStep = z.infer<typeof ZWorkflowStep>;
export const ZCommentType = z.enum(["general", "suggestion", "approval", "rejection"]);
export const ZWorkflowComment = z.object({
  id: z.string(),
  user: z.object({ id: z.string().nullable(), full_name: z.string() }),
  comment_type: ZCommentType,
  section_id: z.string().nullable(),
  comment_text: z.string(),
  created_at: z.string(),
  is_resolved: z.boolean(),
  resolved_by_user: z.object({ full_name: z.string() }).nullable(),
  resolved_at: z.string().nullable(),
});
export type TWorkflowComment = z.infer<typeof ZWorkflowComment>;
/** GET /api/reports/workflow?reportId=&organizationId= */
export const ZWorkflowQuery = z.object({ reportId: ZId, organizationId: ZId });
export const ZWorkflow = z.object({
  report_status: ZReportStatus,
  workflow_steps: z.array(ZWorkflowStep),
  comments: z.array(ZWorkflowComment),
  /** Members who can be assigned a step (id and name). */
  assignable: z.array(z.object({ id: z.string(), full_name: z.string() })),
  policies: z.object({ assign: z.boolean(), comment: z.boolean() }),
});
export type TWorkflow = z.infer<typeof ZWorkflow>;
/** POST /api/reports/workflow: the spec's four actions, plus assign_step (assignee and due date of a step). */
export const ZWorkflowAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("advance_step"), reportId: ZId, organizationId: ZId, stepId: ZId, notes: z.string().trim().max(4000).nullish() }),
  z.object({ action: z.literal("reject_step"), reportId: ZId, organizationId: ZId, stepId: ZId, notes: z.string().trim().max(4000).nullish() }),
  z.object({
    action: z.literal("add_comment"),
    reportId: ZId,
    organizationId: ZId,
    sectionId: z.string().min(1).max(100).nullish(),
    commentText: z.string().trim().min(1, "Write a comment first").max(10_000),
    commentType: ZCommentType.default("general"),
  }),
  z.object({ action: z.literal("resolve_comment"), reportId: ZId, organizationId: ZId, commentId: ZId }),
  z.object({ action: z.literal("assign_step"), reportId: ZId, organizationId: ZId, stepId: ZId, assigneeId: ZId.nullable(), dueDate: ZDay.nullable() }),
]);
export type TWorkflowAction = z.infer<typeof ZWorkflowAction>;
