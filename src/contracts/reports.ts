/**
 * Reporting (spec 2 §3.4, §7): report templates. Paths and payloads as the spec gives them; the
 * `organizationId` a call names must be the caller's own (another answers 404).
 */
import { z } from "zod";
import { daysInclusive, isSupportedDay, MAX_REPORT_PERIOD_DAYS } from "../domain/calendar.ts";
import { ZCalendarDate, ZStoredDay } from "./calendar.ts";
import { CHART_MAX_POINTS } from "../domain/reporting/sections/chart-points.ts";
import { SECTION_TYPES, TEMPLATE_TYPES } from "../domain/reporting/templates.ts";
import { DELIVERY_FORMATS, DELIVERY_FREQUENCIES, DISTRIBUTION_CHANNELS } from "../domain/reporting/distribution.ts";
import { MAX_RECIPIENTS_PER_MESSAGE } from "../domain/platform/external-mail.ts";
import { REPORT_LINK_DEFAULT_DAYS, REPORT_LINK_MAX_DAYS } from "../domain/reporting/sharing.ts";
import { BUILDER_SECTION_TYPES, DATA_SOURCES, DEFAULT_BUILDER_CONFIG, TEMPLATE_CATEGORIES, TIME_RANGES, VISUALIZATIONS } from "../domain/reporting/center.ts";
import { contractMessage, contractIssue } from "./messages.ts";
import type { Coded, WordParam } from "../domain/reporting/words.ts";

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
  name: z.string().trim().min(1, contractMessage("templateNameRequired")).max(200),
  description: z.string().trim().max(2000).default(""),
  templateType: ZTemplateType.default("weekly"),
  sections: z
    .array(ZTemplateSection)
    .max(SECTION_TYPES.length)
    .refine((s) => new Set(s.map((x) => x.type)).size === s.length, contractMessage("sectionTypeOnce")),
});
export type TSaveTemplate = z.infer<typeof ZSaveTemplate>;
export const ZTemplateParams = z.object({ templateId: ZId });
/** DELETE /api/reports/templates?templateId=&organizationId= */
export const ZDeleteTemplateQuery = z.object({ templateId: ZId, organizationId: ZId });

/* ───────────────────────────── Reports (spec 2 §3.1–3.3, §7) ───────────────────────────── */

export const ZReportStatus = z.enum(["draft", "review", "approved", "published", "archived"]);
export const ZReportPriority = z.enum(["urgent", "high", "medium", "low"]);
/** A day in an answer or in stored content (read back as stored); requests name days with ZCalendarDate. */
const ZDay = ZStoredDay;
const ZFigure = z.number().nullable();
const ZTrend = z.enum(["up", "down", "flat"]);
const ZSeverity = z.enum(["critical", "warning", "info"]);

/**
 * A generated section's words (domain/reporting/words.ts): a code of the report words catalog
 * (contracts/report-words.ts) with its facts, or coded sentences; a plain string (content stored before the
 * codes, a hand-written text) reads as given.
 */
const ZCoded: z.ZodType<Coded> = z.lazy(() => z.object({ code: z.string().min(1).max(100), params: z.record(z.string(), ZWordParam).optional() }));
const ZWordParam: z.ZodType<WordParam> = z.lazy(() =>
  z.union([
    z.string().max(2000),
    z.number(),
    z.null(),
    z.object({ start: z.string().max(40), end: z.string().max(40) }),
    z.object({ fixed: z.number(), digits: z.number().int().min(0).max(6), leadingZero: z.literal(false).optional() }),
    ZCoded,
    z.array(ZWordParam).max(200),
  ]),
);
/** Words of at most `max` characters when plain. */
const ZWords = (max: number) => z.union([z.string().max(max), ZCoded, z.array(ZCoded).max(50)]);

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
  basis: ZWords(4000).optional(),
  key_metrics: z.record(z.string(), ZFigure).optional(),
  narrative: ZWords(50_000).optional(),
  highlights: z
    .array(z.object({ type: z.enum(["positive", "negative", "other"]), title: ZWords(500), description: ZWords(4000) }))
    .max(100)
    .optional(),
  trends: z.record(z.string(), ZFigure).optional(),
  primary_metrics: z
    .array(z.object({ key: z.string(), label: ZWords(200), value: ZFigure, change: ZFigure, trend: ZTrend, format: z.enum(["number", "percentage", "minutes"]) }))
    .max(50)
    .optional(),
  secondary_metrics: z
    .array(
      z.object({
        key: z.string(),
        label: ZWords(200),
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
      points: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).max(CHART_MAX_POINTS),
    })
    .optional(),
  event_trends: z
    .array(z.object({ event: z.string(), label: ZWords(200), total_events: z.number(), previous_events: z.number(), change: ZFigure, trend_direction: ZTrend }))
    .max(50)
    .optional(),
  insights: z
    .array(
      z.object({
        title: ZWords(500).optional(),
        description: ZWords(4000),
        recommendations: z.array(ZWords(2000)).max(20).optional(),
        severity: z.enum(["high", "medium", "low"]).optional(),
        significance: z.enum(["high", "medium", "low"]).optional(),
      }),
    )
    .max(100)
    .optional(),
  alerts: z
    .array(z.object({ severity: ZSeverity, title: ZWords(500), description: ZWords(4000), metric_value: z.number(), threshold_value: z.number() }))
    .max(100)
    .optional(),
  summary: z.object({ critical: z.number(), warning: z.number(), info: z.number(), total_alerts: z.number() }).optional(),
  recommendations: z
    .array(z.object({ title: ZWords(500), description: ZWords(4000), priority: z.enum(["high", "medium", "low"]) }))
    .max(100)
    .optional(),
  /** text sections: plain text (paragraphs split on newline) or the rich-text editor's HTML when `format` is html. */
  content: z.string().max(200_000).optional(),
  format: z.enum(["plain", "html"]).optional(),
  headers: z.array(ZWords(200)).max(50).optional(),
  data: z
    .array(z.array(z.union([z.string().max(2000), z.number(), z.null(), ZCoded])).max(50))
    .max(5000)
    .optional(),
  /** Why a section shows less than asked (e.g. groups under the minimum size withheld). */
  note: ZWords(2000).optional(),
});
export type TReportSection = z.infer<typeof ZReportSection>;

/** The whole content: the sections map (spec 2 §3.1) and their order. */
export const ZReportContent = z.object({
  sections: z.record(z.string().min(1).max(100), ZReportSection).refine((m) => Object.keys(m).length <= 50, contractMessage("sectionsMax", { max: 50 })),
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
  /** share: make links and share by email (the author, admins and managers). */
  policies: z.object({ edit: z.boolean(), delete: z.boolean(), generate: z.boolean(), share: z.boolean() }),
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
  since: ZCalendarDate.optional(),
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

/**
 * POST /api/reports → {reportInstance}. The period is real days from 2000-01-01 to 2099-12-31, at most
 * MAX_REPORT_PERIOD_DAYS (366) long: what generation reads and the daily chart shows are bounded by it.
 */
export const ZCreateReport = z
  .object({
    templateId: ZId,
    organizationId: ZId,
    title: z.string().trim().min(1, contractMessage("titleRequired")).max(200),
    reportPeriodStart: ZCalendarDate,
    reportPeriodEnd: ZCalendarDate,
    autoGenerate: z.boolean().default(true),
    priority: ZReportPriority.default("medium"),
    tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    if (!isSupportedDay(b.reportPeriodStart) || !isSupportedDay(b.reportPeriodEnd)) return; // the field says why
    if (b.reportPeriodEnd < b.reportPeriodStart) ctx.addIssue({ code: "custom", path: ["reportPeriodEnd"], ...contractIssue("periodEndsBeforeStart") });
    else if (daysInclusive(b.reportPeriodStart, b.reportPeriodEnd) > MAX_REPORT_PERIOD_DAYS)
      ctx.addIssue({ code: "custom", path: ["reportPeriodEnd"], ...contractIssue("reportPeriodMax", { max: MAX_REPORT_PERIOD_DAYS }) });
  });
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
  /** resolve: the comment's author, the report's author, admins and managers. */
  policies: z.object({ resolve: z.boolean() }),
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
    commentText: z.string().trim().min(1, contractMessage("commentRequired")).max(10_000),
    commentType: ZCommentType.default("general"),
  }),
  z.object({ action: z.literal("resolve_comment"), reportId: ZId, organizationId: ZId, commentId: ZId }),
  z.object({ action: z.literal("assign_step"), reportId: ZId, organizationId: ZId, stepId: ZId, assigneeId: ZId.nullable(), dueDate: ZCalendarDate.nullable() }),
]);
export type TWorkflowAction = z.infer<typeof ZWorkflowAction>;

/* ───────────────────────────── Distribution (spec 2 §2.9, §3.10, §7) ───────────────────────────── */

export const ZDistributionChannel = z.enum(DISTRIBUTION_CHANNELS);
export const ZDeliveryFormat = z.enum(DELIVERY_FORMATS);
export const ZDeliveryFrequency = z.enum(DELIVERY_FREQUENCIES);

/** GET /api/reports/distribution?organizationId=&type=lists|subscriptions|history (no type: all three). */
export const ZDistributionQuery = z.object({ organizationId: ZId, type: z.enum(["lists", "subscriptions", "history"]).optional() });

/** Spec 2 §3.10 distribution list. Slack and webhook URLs are shown by host only (they may carry tokens). */
export const ZDistributionList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  distribution_channels: z.array(ZDistributionChannel),
  subscribers: z.array(z.object({ email: z.string() })),
  is_active: z.boolean(),
  /** enabled: an active subscription of the list delivers on a schedule (daily, weekly or monthly). */
  schedule_configuration: z.object({ enabled: z.boolean() }),
  slack_webhook_host: z.string().nullable(),
  webhook_host: z.string().nullable(),
  created_at: z.string(),
  policies: z.object({ delete: z.boolean() }),
});
export type TDistributionList = z.infer<typeof ZDistributionList>;

/** Spec 2 §3.10 subscription. */
export const ZSubscription = z.object({
  id: z.string(),
  subscription_type: z.enum(["individual", "list"]),
  template: z.object({ id: z.string(), name: z.string(), description: z.string(), template_type: z.string() }).nullable(),
  distribution_list: z.object({ id: z.string(), name: z.string(), description: z.string() }).nullable(),
  delivery_preferences: z.object({ format: ZDeliveryFormat, frequency: ZDeliveryFrequency }),
  time_zone: z.string(),
  /** The subscriber of an individual subscription. */
  user: z.object({ id: z.string(), full_name: z.string() }).nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  policies: z.object({ unsubscribe: z.boolean() }),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** Spec 2 §3.10 delivery history, one row per recipient and channel, with its attempts and error. */
export const ZDeliveryHistoryEntry = z.object({
  id: z.string(),
  report: z.object({ id: z.string().nullable(), title: z.string() }),
  /** pending | delivered | failed (spec 2 §4). */
  delivery_status: z.enum(["pending", "delivered", "failed"]),
  delivery_channel: ZDistributionChannel,
  recipient_address: z.string(),
  queued_timestamp: z.string(),
  /** When the channel accepted it (SMTP accepted, HTTP 2xx); null until then. */
  delivery_timestamp: z.string().nullable(),
  /** When the emailed report link was first opened. */
  read_timestamp: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  policies: z.object({ resend: z.boolean() }),
});
export type TDeliveryHistoryEntry = z.infer<typeof ZDeliveryHistoryEntry>;

export const ZDistribution = z.object({
  distribution_lists: z.array(ZDistributionList).optional(),
  subscriptions: z.array(ZSubscription).optional(),
  delivery_history: z.array(ZDeliveryHistoryEntry).optional(),
  /** manage: create and delete lists, subscribe lists, see everyone's deliveries. */
  policies: z.object({ manage: z.boolean() }),
});
export type TDistribution = z.infer<typeof ZDistribution>;

const ZUrl = z.string().trim().max(2000);

/** POST /api/reports/distribution: the spec's actions, plus resend_delivery (Resend from the history). */
export const ZDistributionAction = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("create_distribution_list"),
    organizationId: ZId,
    name: z.string().trim().min(1, contractMessage("distributionListNameRequired")).max(200),
    description: z.string().trim().max(2000).default(""),
    distributionChannels: z.array(ZDistributionChannel).max(10).default(["email"]),
    /** Email addresses, as strings or the spec's {email, name?} objects; blank and duplicate entries are ignored (spec 2 §5). */
    subscribers: z
      .array(z.union([z.string().max(320), z.object({ email: z.string().max(320), name: z.string().max(200).nullish() }).transform((o) => o.email)]))
      .max(1000)
      .default([]),
    /** Required with the slack channel: an incoming-webhook URL (https://hooks.slack.com/…; any http(s) URL outside production) on a public address. */
    slackWebhookUrl: ZUrl.nullish(),
    /** Required with the webhook channel: the endpoint signed deliveries are POSTed to (https; any http(s) URL outside production) on a public address. */
    webhookUrl: ZUrl.nullish(),
  }),
  z.object({
    action: z.literal("subscribe"),
    organizationId: ZId,
    templateId: ZId.nullish(),
    distributionListId: ZId.nullish(),
    /** Default: individual when a template is given, else list. */
    subscriptionType: z.enum(["individual", "list"]).nullish(),
    deliveryPreferences: z
      .object({
        // the spec's client sends format "email" (the channel): it means the default, the PDF by email
        format: z
          .enum([...DELIVERY_FORMATS, "email"])
          .default("pdf")
          .transform((f) => (f === "email" ? "pdf" : f)),
        frequency: ZDeliveryFrequency.default("immediate"),
      })
      .default({ format: "pdf", frequency: "immediate" }),
    /** IANA time zone of the digests (default UTC). */
    timeZone: z.string().trim().min(1).max(100).default("UTC"),
  }),
  z.object({ action: z.literal("unsubscribe"), organizationId: ZId, subscriptionId: ZId }),
  z.object({ action: z.literal("resend_delivery"), organizationId: ZId, deliveryId: ZId }),
]);
export type TDistributionAction = z.input<typeof ZDistributionAction>;

/** What an action answers: the list made (with its webhook signing secret, shown this once), the subscription, or the new delivery. */
export const ZDistributionResult = z.object({
  distribution_list: ZDistributionList.optional(),
  /** The webhook channel's signing secret: returned once, when the list is created; never again. */
  webhook_secret: z.string().optional(),
  subscription: ZSubscription.optional(),
  delivery: ZDeliveryHistoryEntry.optional(),
  unsubscribed: z.boolean().optional(),
});
export type TDistributionResult = z.infer<typeof ZDistributionResult>;

/** DELETE /api/reports/distribution/{distributionListId} with body {organizationId}. */
export const ZDistributionListParams = z.object({ distributionListId: ZId });
export const ZDeleteDistributionList = z.object({ organizationId: ZId });
/** GET /api/reports/read/{token}: the emailed report link (records the read time). */
export const ZReadLinkParams = z.object({ token: z.string().min(20).max(200) });

/* ───────────────────────────── Files, sharing, reading events and ratings ───────────────────────────── */

/** GET /api/reports/{reportId}/export?organizationId=&format=pdf|html|json: a download. */
export const ZReportExportQuery = z.object({ organizationId: ZId, format: z.enum(["pdf", "html", "json"]) });

/** A revocable read-only link to a report; the URL carries the token, which is shown once (only its hash is kept). */
export const ZShareLink = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** The link shows the sections that name people (the sharer chose so). */
  include_people: z.boolean(),
  created_by_user: z.object({ full_name: z.string() }),
  /** revoke: the link's creator, admins and managers. */
  policies: z.object({ revoke: z.boolean() }),
});
/** POST /api/reports/{reportId}/share-links: how long the link lives and whether it shows the sections that name people. */
export const ZCreateShareLink = z.object({
  organizationId: ZId,
  expiresInDays: z
    .number()
    .int()
    .min(1, contractMessage("linkMinDays", { min: 1 }))
    .max(REPORT_LINK_MAX_DAYS, contractMessage("linkMaxDays", { max: REPORT_LINK_MAX_DAYS }))
    .default(REPORT_LINK_DEFAULT_DAYS),
  /** Show the sections that name people (user activity) to whoever holds the link: false unless chosen knowingly. */
  includePeople: z.boolean().default(false),
});
export const ZCreatedShareLink = z.object({ id: z.string(), url: z.string(), created_at: z.string(), expires_at: z.string(), include_people: z.boolean() });
export const ZShareLinkList = z.object({ links: z.array(ZShareLink) });
export const ZShareLinkParams = z.object({ reportId: ZId, shareId: ZId });
/** GET /api/shared/reports/{token}: a share link's token (32 random bytes, base64url). */
export const ZSharedReportParams = z.object({ token: z.string().min(20).max(100) });
/** What a share link shows: the report read-only, with no ids of people and no policies. */
export const ZSharedReport = z.object({
  report: z.object({
    title: z.string(),
    report_period_start: ZDay,
    report_period_end: ZDay,
    status: ZReportStatus,
    created_by_user: z.object({ full_name: z.string() }),
    generated_at: z.string().nullable(),
    content: ZReportContent,
    /** Sections that name people were left out (the link was made without them). */
    people_left_out: z.boolean(),
    expires_at: z.string(),
  }),
});
export type TSharedReport = z.infer<typeof ZSharedReport>;

/** POST /api/reports/{reportId}/share-email: each address gets its own revocable link. */
export const ZShareByEmail = z.object({
  organizationId: ZId,
  emails: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(254)
        .pipe(z.email(contractMessage("emailFormat"))),
    )
    .min(1, contractMessage("addressRequired"))
    .max(MAX_RECIPIENTS_PER_MESSAGE, contractMessage("shareMaxRecipients", { max: MAX_RECIPIENTS_PER_MESSAGE })),
  message: z.string().trim().max(2000).nullish(),
});
export const ZSharedByEmail = z.object({ sent: z.number().int() });

/** POST /api/reports/{reportId}/events: the viewer was opened, or the report was read for some seconds. */
export const ZReportReadingEvent = z.discriminatedUnion("kind", [
  z.object({ organizationId: ZId, kind: z.literal("viewed") }),
  z.object({ organizationId: ZId, kind: z.literal("read"), seconds: z.number().int().min(1).max(3600) }),
]);
/** POST /api/reports/{reportId}/rating: one 1–5 rating per reader (rating again replaces it). */
export const ZRateReport = z.object({ organizationId: ZId, rating: z.number().int().min(1).max(5) });
export const ZReportRatingResult = z.object({ rating: ZReportInstance.shape.rating });

/** The app page of a report (notifications and emails link to it). */
export const reportAppPath = (reportId: string) => `/dashboard/reports/view/${encodeURIComponent(reportId)}`;
/** The public page a share link opens (it reads GET /api/shared/reports/{token}). */
export const sharedReportAppPath = (token: string) => `/shared/reports/${encodeURIComponent(token)}`;
/** The queue a report reaching "published" is announced on ({organizationId, reportId}); distribution works it. */
export const REPORT_PUBLISHED_QUEUE = "reports.published";
export type TReportPublishedJob = { organizationId: string; reportId: string };
/* ───────────────────────────── Reporting Center and builder (spec 2 §2.10, §3.5, §6, §7) ───────────────────────────── */

export const ZBuilderSectionType = z.enum(BUILDER_SECTION_TYPES);
export const ZDataSource = z.enum(DATA_SOURCES);
export const ZVisualization = z.enum(VISUALIZATIONS);
export const ZTimeRange = z.enum(TIME_RANGES);
export const ZBuilderConfig = z.object({
  dataSource: ZDataSource.default(DEFAULT_BUILDER_CONFIG.dataSource),
  visualization: ZVisualization.default(DEFAULT_BUILDER_CONFIG.visualization),
  timeRange: ZTimeRange.default(DEFAULT_BUILDER_CONFIG.timeRange),
});
export type TBuilderConfig = z.infer<typeof ZBuilderConfig>;
/** Spec 2 §3.5 builder section: {id, type chart|table|metric|text, title, config}; text sections carry their words. */
export const ZBuilderSection = z.object({
  id: z.string().min(1).max(100),
  type: ZBuilderSectionType,
  title: z.string().trim().max(200),
  config: ZBuilderConfig.default(DEFAULT_BUILDER_CONFIG),
  text: z.string().max(20_000).optional(),
});
export type TBuilderSection = z.infer<typeof ZBuilderSection>;
const ZBuilderSections = z
  .array(ZBuilderSection)
  .max(30)
  .refine((s) => new Set(s.map((x) => x.id)).size === s.length, contractMessage("sectionIdsUnique"));
const ZReportName = z.string().trim().min(1, contractMessage("reportNameRequired")).max(200);

/** POST /api/analytics/reports/save {organizationId, name, sections[], builderReportId?}: creates (201) or, with an id, saves over one. */
export const ZSaveBuilderReport = z.object({ organizationId: ZId, name: ZReportName, sections: ZBuilderSections, builderReportId: ZId.optional() });
export type TSaveBuilderReport = z.infer<typeof ZSaveBuilderReport>;
export const ZBuilderReport = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(ZBuilderSection),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_user: z.object({ full_name: z.string() }),
  /** delete: its owner and admins. */
  policies: z.object({ delete: z.boolean() }),
});
export type TBuilderReport = z.infer<typeof ZBuilderReport>;
/** GET /api/analytics/reports/builder?organizationId= */
export const ZBuilderReportList = z.object({ reports: z.array(ZBuilderReport) });
export type TBuilderReportList = z.infer<typeof ZBuilderReportList>;
/** DELETE /api/analytics/reports/builder/:builderReportId?organizationId= */
export const ZBuilderReportParams = z.object({ builderReportId: ZId });

/** POST /api/analytics/reports/data {organizationId, type, config}: what one builder section shows. */
export const ZSectionDataRequest = z.object({ organizationId: ZId, type: ZBuilderSectionType.exclude(["text"]).default("chart"), config: ZBuilderConfig });
export type TSectionDataRequest = z.infer<typeof ZSectionDataRequest>;
export const ZDataUnit = z.enum(["count", "percent", "minutes", "percentile", "people"]);
/**
 * A builder section's data in one shape every visualization draws: `series` over `points` (per day for the
 * time series, per category for assessment types and traits), the headline `metric`, and the `table` rows.
 * `kind` is what the section shows: a chart of a time series or of categories, one figure, or a table.
 * `withheld` says why figures are missing (fewer responses than the organization's minimum group size).
 */
export const ZSectionData = z.object({
  kind: z.enum(["series", "categories", "metric", "table"]),
  source: ZDataSource,
  range: z.object({ start: ZDay, end: ZDay }),
  unit: ZDataUnit,
  series: z.array(z.object({ key: z.string(), label: z.string(), unit: ZDataUnit })),
  points: z.array(z.object({ label: z.string(), values: z.array(z.number().nullable()) })),
  metric: z.object({ key: z.string(), label: z.string(), value: z.number().nullable(), unit: ZDataUnit, detail: z.string().nullable() }),
  table: z.object({ columns: z.array(z.object({ key: z.string(), label: z.string() })), rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))) }),
  basis: z.string(),
  withheld: z.string().nullable(),
});
export type TSectionData = z.infer<typeof ZSectionData>;

/** POST /api/analytics/reports/generate {organizationId, name, sections[]} → the PDF (attachment, name with underscores). */
export const ZGenerateBuilderReport = z.object({ organizationId: ZId, name: ZReportName, sections: ZBuilderSections, builderReportId: ZId.optional() });
export type TGenerateBuilderReport = z.infer<typeof ZGenerateBuilderReport>;
/** POST /api/analytics/reports/email {organizationId, name, sections, emails}: the PDF mailed to each address. */
export const ZEmailBuilderReport = ZGenerateBuilderReport.extend({
  emails: z
    .array(z.string().trim().toLowerCase().email(contractMessage("emailFormat")).max(254))
    .min(1, contractMessage("emailAddressRequired"))
    .max(MAX_RECIPIENTS_PER_MESSAGE, contractMessage("sendMaxRecipients", { max: MAX_RECIPIENTS_PER_MESSAGE }))
    .transform((xs) => [...new Set(xs)]),
});
export type TEmailBuilderReport = z.infer<typeof ZEmailBuilderReport>;
export const ZEmailBuilderResult = z.object({ recipients: z.array(z.string()), runId: z.string(), fileName: z.string() });

export const ZRunStatus = z.enum(["processing", "completed", "failed"]);
export const ZReportRunSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  status: ZRunStatus,
  started_at: z.string(),
  size_bytes: z.number().int().nullable(),
  processing_ms: z.number().int().nullable(),
  generated_by: z.string().nullable(),
});
export type TReportRunSummary = z.infer<typeof ZReportRunSummary>;
/** What a role sees in the Reporting Center (spec 2 §6; domain/reporting/center.ts centerAccess). */
export const ZCenterAccess = z.object({
  newReport: z.boolean(),
  builder: z.boolean(),
  useTemplates: z.boolean(),
  scheduled: z.boolean(),
  templates: z.boolean(),
  history: z.boolean(),
});
/** POST /api/analytics/reports/stats {organizationId} */
export const ZCenterStatsRequest = z.object({ organizationId: ZId });
export const ZCenterStats = z.object({
  /** Every report of the organization: templateReports + builderReports. */
  totalReports: z.number().int(),
  /** Reports made from a template for a period (the Reports list). */
  templateReports: z.number().int(),
  /** Reports saved in the Reporting Center's builder (its Saved reports). */
  builderReports: z.number().int(),
  /** Enabled schedules. */
  scheduledReports: z.number().int(),
  /** The latest generation (a report's generated_at or a completed run's end), ISO; null: never. */
  lastGenerated: z.string().nullable(),
  /** Seconds (domain/reporting/center.ts averageGenerationSeconds); null: nothing generated yet. */
  avgGenerationTime: z.number().nullable(),
  /** The latest runs, newest first (at most 5). */
  recentRuns: z.array(ZReportRunSummary),
  policies: ZCenterAccess,
});
export type TCenterStats = z.infer<typeof ZCenterStats>;

export const ZTemplateCategory = z.enum(TEMPLATE_CATEGORIES);
/** GET /api/analytics/reports/templates?organizationId=&category= */
export const ZCenterTemplatesQuery = z.object({ organizationId: ZId, category: ZTemplateCategory.optional() });
export const ZCenterTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  template_type: ZTemplateType,
  category: ZTemplateCategory,
  section_count: z.number().int(),
  favourite: z.boolean(),
  /** Reports made from it. */
  uses: z.number().int(),
  /** When the latest of them was made; null: never used. */
  last_used: z.string().nullable(),
});
export type TCenterTemplate = z.infer<typeof ZCenterTemplate>;
export const ZCenterTemplateList = z.object({ templates: z.array(ZCenterTemplate), policies: ZCenterAccess });
export type TCenterTemplateList = z.infer<typeof ZCenterTemplateList>;
/** POST /api/analytics/reports/templates/:templateId/favourite {organizationId, favourite} */
export const ZFavouriteBody = z.object({ organizationId: ZId, favourite: z.boolean() });
export const ZFavouriteResult = z.object({ templateId: z.string(), favourite: z.boolean() });
