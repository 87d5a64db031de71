/**
 * Report analytics (spec 2 §2.7, §3.6, §7): GET /api/reports/analytics and POST /api/reports/analytics with the
 * actions generate_insights (JSON) and export_analytics (a file download: CSV, JSON or XLSX). The definitions of
 * the figures are in src/domain/reporting/report-analytics.ts. A rate whose denominator is 0 is null.
 */
import { z } from "zod";
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  FOCUS_AREAS,
  INSIGHT_CODES,
  INSIGHT_TYPES,
  RECOMMENDATION_CODES,
  WAITING_STATUSES,
} from "../domain/reporting/report-analytics.ts";

const ZId = z.string().min(1).max(100);
const ZCount = z.number().int().nonnegative();
/** A percentage (0–100, one decimal), or null when its denominator is 0. */
const ZRate = z.number().min(0).max(100).nullable();

export const ZAnalyticsRange = z.enum(ANALYTICS_RANGES);
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** GET /api/reports/analytics?organizationId=&timeRange= (default 30d). */
export const ZReportAnalyticsQuery = z.object({ organizationId: ZId, timeRange: ZAnalyticsRange.default(DEFAULT_ANALYTICS_RANGE) });

export const ZTemplatePerformance = z.object({
  template_name: z.string(),
  template_type: z.string(),
  total_reports: ZCount,
  published_reports: ZCount,
  completion_rate: ZRate,
});

/** §3.6 overall_analytics, with the counts behind each rate alongside it. */
export const ZOverallAnalytics = z.object({
  generation: z.object({
    total_reports: ZCount,
    published_reports: ZCount,
    /** published ÷ created in the range, percent. */
    completion_rate: ZRate,
    templates_used: ZCount,
    status_breakdown: z.record(z.string(), ZCount),
  }),
  delivery: z.object({
    total_deliveries: ZCount,
    delivered_deliveries: ZCount,
    failed_deliveries: ZCount,
    /** Not yet delivered or failed: left out of the success rate. */
    pending_deliveries: ZCount,
    read_deliveries: ZCount,
    /** delivered ÷ (delivered + failed), percent. */
    delivery_success_rate: ZRate,
    /** read ÷ delivered, percent. */
    read_rate: ZRate,
    /** Mean seconds from queued to delivered, or null when nothing was delivered. */
    average_delivery_time: z.number().nonnegative().nullable(),
    channels_used: z.array(z.string()),
  }),
  engagement: z.object({
    total_interactions: ZCount,
    unique_users: ZCount,
    interactions_by_kind: z.object({ viewed: ZCount, read: ZCount, downloaded: ZCount, shared: ZCount }),
  }),
  feedback: z.object({ average_rating: z.number().min(1).max(5).nullable(), total_feedback: ZCount }),
  template_performance: z.record(z.string(), ZTemplatePerformance),
});
export type TOverallAnalytics = z.infer<typeof ZOverallAnalytics>;

export const ZReportAnalyticsOverview = z.object({
  overall_analytics: ZOverallAnalytics,
  time_range: ZAnalyticsRange,
  /** The window the figures cover: [start, end], ISO times. */
  period: z.object({ start: z.string(), end: z.string() }),
  /** False when the range holds no report, delivery, interaction or rating ("No Analytics Data"). */
  has_data: z.boolean(),
});
export type TReportAnalyticsOverview = z.infer<typeof ZReportAnalyticsOverview>;

/** The facts an insight rests on (each code uses its own); the reader's catalog words them. */
export const ZInsightFacts = z
  .object({
    days: ZCount,
    published: ZCount,
    total: ZCount,
    unpublished: ZCount,
    rate: z.number().min(0).max(100),
    target: z.number().min(0).max(100),
    /** A template's name (data). */
    template: z.string(),
    unused: ZCount,
    templates: ZCount,
    /** The first unused templates' names; `more` counts the others. */
    names: z.array(z.string()),
    more: ZCount,
    delivered: ZCount,
    finished: ZCount,
    failed: ZCount,
    pending: ZCount,
    read: ZCount,
    floor: z.number().min(0).max(100),
    average: z.number().min(1).max(5),
    ratings: ZCount,
  })
  .partial();

export const ZInsight = z.object({
  code: z.enum(INSIGHT_CODES),
  /** The numbers (and a template's name) it rests on. */
  params: ZInsightFacts,
  recommendation: z.object({ code: z.enum(RECOMMENDATION_CODES), waiting: z.array(z.object({ status: z.enum(WAITING_STATUSES), count: ZCount })).optional() }).optional(),
  type: z.enum(INSIGHT_TYPES),
  /** 1–10; §9 colours: 8+ red, 6+ yellow, else blue. */
  priority: z.number().int().min(1).max(10),
});
export type TInsight = z.infer<typeof ZInsight>;
export const ZInsights = z.object({ insights: z.array(ZInsight), time_range: ZAnalyticsRange, focus_area: z.enum(FOCUS_AREAS) });
export type TInsights = z.infer<typeof ZInsights>;

export const EXPORT_FORMATS = ["csv", "json", "xlsx"] as const;
export const ZExportFormat = z.enum(EXPORT_FORMATS);
export type TExportFormat = z.infer<typeof ZExportFormat>;

/**
 * POST /api/reports/analytics: the action decides the answer — generate_insights answers JSON (ZInsights);
 * export_analytics answers the file (Content-Disposition: attachment; report-analytics-<range>-<date>.<ext>).
 */
export const ZReportAnalyticsAction = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("generate_insights"),
    organizationId: ZId,
    timeRange: ZAnalyticsRange.default(DEFAULT_ANALYTICS_RANGE),
    focusArea: z.enum(FOCUS_AREAS).default("all"),
  }),
  z.object({
    action: z.literal("export_analytics"),
    organizationId: ZId,
    format: ZExportFormat,
    timeRange: ZAnalyticsRange.default(DEFAULT_ANALYTICS_RANGE),
    includeDetails: z.boolean().default(true),
  }),
]);
export type TReportAnalyticsAction = z.infer<typeof ZReportAnalyticsAction>;
