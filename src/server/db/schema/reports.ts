/** Reporting: report templates (spec 2 §3.4), reports, their workflow, comments, events, ratings and share links. */
import { pgTable, text, jsonb, index, boolean, date, integer, timestamp, smallint, primaryKey, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, organizationRef, user } from "./auth.ts";
import type { TemplateSection } from "../../../domain/reporting/templates.ts";
import type { TReportContent } from "../../../contracts/reports.ts";

export const reportTemplate = pgTable(
  "report_template",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** weekly | monthly | quarterly | custom */
    templateType: text("template_type").notNull().default("weekly"),
    /** The sections in order (each type at most once), with their configurations. */
    sections: jsonb("sections").$type<TemplateSection[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("report_template_org_created_idx").on(t.organizationId, t.createdAt)],
);

/**
 * The organizations that were given the default report templates (domain/reporting/default-templates.ts): one
 * row each, so that seeding never runs twice for an organization (a default template someone deleted stays deleted).
 */
export const reportTemplateSeeding = pgTable("report_template_seeding", {
  organizationId: organizationRef().primaryKey(),
  createdAt: createdAt(),
});

/** A report made from a template for a period (spec 2 §3.1–3.3): its content is the sections map. */
export const report = pgTable(
  "report",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    templateId: text("template_id").references(() => reportTemplate.id, { onDelete: "set null" }),
    /** The template's name and type when the report was made (kept when the template is deleted). */
    templateName: text("template_name").notNull(),
    templateType: text("template_type").notNull(),
    title: text("title").notNull(),
    /** draft | review | approved | published | archived (set from the workflow steps) */
    status: text("status").notNull().default("draft"),
    /** urgent | high | medium | low */
    priority: text("priority").notNull().default("medium"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    content: jsonb("content").$type<TReportContent>().notNull(),
    /** The content's words for full-text search (title, tags and section texts), kept by the service. */
    searchText: text("search_text").notNull().default(""),
    version: integer("version").notNull().default(1),
    generatedAt: timestamp("generated_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("report_org_created_idx").on(t.organizationId, t.createdAt),
    index("report_org_status_idx").on(t.organizationId, t.status),
    index("report_search_idx").using("gin", sql`to_tsvector('english', ${t.title} || ' ' || ${t.searchText})`),
  ],
);

/** The editorial workflow of a report (spec 2 §3.7): draft → review → approval → publish. */
export const reportWorkflowStep = pgTable(
  "report_workflow_step",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    reportId: text("report_id")
      .notNull()
      .references(() => report.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** draft | review | approval | publish */
    stepType: text("step_type").notNull(),
    stepName: text("step_name").notNull(),
    /** pending | in_progress | completed | rejected */
    status: text("status").notNull(),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: text("completed_by").references(() => user.id, { onDelete: "set null" }),
    notes: text("notes"),
    updatedAt: updatedAt(),
  },
  (t) => [index("report_workflow_step_org_report_idx").on(t.organizationId, t.reportId, t.position)],
);

/** Comments on a report, optionally anchored to a section (spec 2 §3.8). */
export const reportComment = pgTable(
  "report_comment",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    reportId: text("report_id")
      .notNull()
      .references(() => report.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** general | suggestion | approval | rejection */
    commentType: text("comment_type").notNull(),
    sectionId: text("section_id"),
    text: text("text").notNull(),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("report_comment_org_report_idx").on(t.organizationId, t.reportId, t.createdAt)],
);

/**
 * What happened to a report, for its analytics (spec 2 §2.5, §3.6): generated, viewed, read (seconds),
 * downloaded (format), shared (email or link), edited, published. One row per event.
 */
export const reportEvent = pgTable(
  "report_event",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    reportId: text("report_id").references(() => report.id, { onDelete: "set null" }),
    templateId: text("template_id"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** generated | viewed | read | downloaded | shared | edited | published */
    kind: text("kind").notNull(),
    /** read: seconds read; generated: milliseconds taken. */
    amount: integer("amount"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_event_org_at_idx").on(t.organizationId, t.at), index("report_event_org_report_idx").on(t.organizationId, t.reportId, t.kind)],
);

/** A reader's 1–5 rating of a report (one per reader; rating again replaces it). */
export const reportRating = pgTable(
  "report_rating",
  {
    organizationId: organizationRef(),
    reportId: text("report_id")
      .notNull()
      .references(() => report.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index("report_rating_org_idx").on(t.organizationId, t.createdAt)],
);

/** A revocable, expiring read-only link to a report (only the SHA-256 of its token is kept). */
export const reportShare = pgTable(
  "report_share",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    reportId: text("report_id")
      .notNull()
      .references(() => report.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The link opens nothing from then on (at most 90 days after it was made). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The sharer chose to show the sections that name people (user activity) to whoever holds the link. */
    includePeople: boolean("include_people").notNull().default(false),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("report_share_token_idx").on(t.tokenHash), index("report_share_org_report_idx").on(t.organizationId, t.reportId)],
);

/** A distribution list (spec 2 §3.10): channels and subscribers (email addresses; Slack and webhook by URL). */
export const distributionList = pgTable(
  "distribution_list",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** email | slack | webhook */
    channels: text("channels").array().notNull(),
    /** Email subscribers, lower-cased, blanks and duplicates dropped. */
    subscribers: text("subscribers").array().notNull(),
    /** The Slack incoming-webhook URL and the webhook endpoint (with its signing secret), when those channels are on. */
    slackWebhookUrl: text("slack_webhook_url"),
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("distribution_list_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * A subscription (spec 2 §3.10): to a template's reports (individual: the subscriber is the user) or a list's
 * (the list's channels and subscribers), with a format and a frequency (immediate on publish, or a schedule).
 */
export const reportSubscription = pgTable(
  "report_subscription",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    /** individual | list */
    subscriptionType: text("subscription_type").notNull(),
    templateId: text("template_id").references(() => reportTemplate.id, { onDelete: "cascade" }),
    distributionListId: text("distribution_list_id").references(() => distributionList.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** pdf | html | link */
    format: text("format").notNull().default("pdf"),
    /** immediate | daily | weekly | monthly */
    frequency: text("frequency").notNull().default("immediate"),
    /** The subscriber's time zone (IANA), for the daily/weekly/monthly digests. */
    timeZone: text("time_zone").notNull().default("UTC"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("report_subscription_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * One delivery of one report to one recipient over one channel (spec 2 §3.10 delivery history): pending until
 * the channel accepted it, then delivered (or failed with the error); read when the email's link was opened.
 */
export const reportDelivery = pgTable(
  "report_delivery",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    reportId: text("report_id").references(() => report.id, { onDelete: "set null" }),
    /** The report's title when sent (kept when the report is deleted). */
    reportTitle: text("report_title").notNull(),
    subscriptionId: text("subscription_id").references(() => reportSubscription.id, { onDelete: "set null" }),
    scheduleRunId: text("schedule_run_id"),
    /** email | slack | webhook */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** pending | delivered | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** SHA-256 of the tracking token in the emailed link (read time). */
    readTokenHash: text("read_token_hash"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("report_delivery_org_queued_idx").on(t.organizationId, t.queuedAt),
    index("report_delivery_status_idx").on(t.organizationId, t.status),
    uniqueIndex("report_delivery_read_token_idx").on(t.readTokenHash),
  ],
);

/** A scheduled report (spec 2 §2.10, §3.5): a template generated and delivered on a preset or cron, in a time zone. */
export const reportSchedule = pgTable(
  "report_schedule",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    templateId: text("template_id").references(() => reportTemplate.id, { onDelete: "set null" }),
    /** daily | weekly | monthly | custom (cron) */
    frequency: text("frequency").notNull(),
    cron: text("cron").notNull(),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Email recipients, lower-cased. */
    recipients: text("recipients").array().notNull(),
    distributionListId: text("distribution_list_id").references(() => distributionList.id, { onDelete: "set null" }),
    enabled: boolean("enabled").notNull().default(true),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("report_schedule_org_idx").on(t.organizationId, t.createdAt), index("report_schedule_due_idx").on(t.enabled, t.nextRunAt)],
);

/** One run of report generation (spec 2 §2.10 History): scheduled, builder export or by hand. */
export const reportRun = pgTable(
  "report_run",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    scheduleId: text("schedule_id").references(() => reportSchedule.id, { onDelete: "set null" }),
    reportId: text("report_id").references(() => report.id, { onDelete: "set null" }),
    builderReportId: text("builder_report_id"),
    name: text("name").notNull(),
    /** scheduled | builder | manual */
    kind: text("kind").notNull(),
    /** processing | completed | failed */
    status: text("status").notNull().default("processing"),
    sizeBytes: integer("size_bytes"),
    processingMs: integer("processing_ms"),
    recipients: text("recipients")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: text("error"),
    generatedBy: text("generated_by").references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("report_run_org_started_idx").on(t.organizationId, t.startedAt)],
);

/** A report made in the Reporting Center's builder (spec 2 §3.5): a name and its sections. */
export const builderReport = pgTable(
  "builder_report",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    sections: jsonb("sections").$type<unknown[]>().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("builder_report_org_idx").on(t.organizationId, t.updatedAt)],
);

/** A member's favourite templates in the Reporting Center. */
export const reportTemplateFavourite = pgTable(
  "report_template_favourite",
  {
    organizationId: organizationRef(),
    templateId: text("template_id")
      .notNull()
      .references(() => reportTemplate.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.userId] }), index("report_template_favourite_org_idx").on(t.organizationId, t.userId)],
);
