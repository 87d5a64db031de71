/**
 * The vendor's business figures for platform staff (issue 25; spec 2 §2.4, §3.9, spec 1 "Revenue overview", "CEO
 * charts"): the business metrics, the revenue overview, the CEO dashboard's KPI cards and charts, and the targets
 * they are compared against. Amounts are whole US cents; instants are ISO strings.
 */
import { z } from "zod";
import { METRIC_IDS, METRIC_PERIODS } from "../domain/billing/metrics.ts";
import { HEALTH_PARTS } from "../domain/billing/health.ts";
import { REVENUE_RANGES } from "../domain/business/revenue.ts";
import { isCalendarDate, TARGET_BOUNDS } from "../domain/business/targets.ts";

export const ZMetricPeriod = z.enum(Object.keys(METRIC_PERIODS) as [keyof typeof METRIC_PERIODS, ...(keyof typeof METRIC_PERIODS)[]]);
export const ZMetricId = z.enum(METRIC_IDS);
export const ZFigureSource = z.enum(["records", "simulated"]);

/** GET /api/business/metrics's query: one of the three periods (default 30d). */
export const ZMetricsQuery = z.object({ period: ZMetricPeriod.default("30d") }).strict();

/** One business metric (spec 2 §3.9), with its stated definition and why it has no value when it has none. */
export const ZBusinessMetric = z.object({
  id: ZMetricId,
  name: z.string(),
  /** Cents (revenue, mrr, ltv, cac), a count (customers) or a fraction (churn); null when it cannot be computed. */
  value: z.number().nullable(),
  /** The value for reading; "—" when there is none. */
  formattedValue: z.string(),
  /** Against the previous period of the same length: percent, or percentage points for churn; null when not comparable. */
  change: z.number().nullable(),
  changeDirection: z.enum(["up", "down", "flat"]),
  changeFormatted: z.string(),
  /** Which way is good for this metric (churn and CAC: down). */
  better: z.enum(["up", "down"]),
  previous: z.number().nullable(),
  period: ZMetricPeriod,
  icon: z.enum(["chart", "users", "briefcase", "target", "refresh", "activity"]),
  /** "simulated" when the demo's simulated records contributed to the figure. */
  source: ZFigureSource,
  definition: z.string(),
  /** Why the value is "—" (no churn, no new customers…); null when it has one. */
  unavailableReason: z.string().nullable(),
});
export type TBusinessMetric = z.infer<typeof ZBusinessMetric>;

/** The Business Health Score: 0–10 from its parts (domain/billing/health.ts), each with what it was computed from. */
export const ZBusinessHealth = z.object({
  score: z.number().min(0).max(10).nullable(),
  parts: z.array(z.object({ id: z.enum(HEALTH_PARTS), name: z.string(), score: z.number().min(0).max(10).nullable(), rule: z.string(), input: z.string() })),
  rule: z.string(),
});
export type TBusinessHealth = z.infer<typeof ZBusinessHealth>;

/** GET /api/business/metrics. */
export const ZBusinessMetrics = z.object({
  period: ZMetricPeriod,
  from: z.string().datetime(),
  to: z.string().datetime(),
  data: z.object(Object.fromEntries(METRIC_IDS.map((id) => [id, ZBusinessMetric])) as Record<(typeof METRIC_IDS)[number], typeof ZBusinessMetric>),
  health: ZBusinessHealth,
  /** "simulated" when any figure used simulated records. */
  source: ZFigureSource,
});
export type TBusinessMetrics = z.infer<typeof ZBusinessMetrics>;

/** GET /api/business/revenue's query. */
export const ZRevenueQuery = z.object({ range: z.enum(REVENUE_RANGES).default("month") }).strict();

/** GET /api/business/revenue: total, average and growth over a rolling range, with its buckets. */
export const ZRevenueOverview = z.object({
  range: z.enum(REVENUE_RANGES),
  from: z.string().datetime(),
  to: z.string().datetime(),
  totalCents: z.number().int().nonnegative(),
  averageCents: z.number().int().nonnegative(),
  averagePer: z.enum(["day", "month"]),
  previousTotalCents: z.number().int().nonnegative(),
  growthPercent: z.number().nullable(),
  series: z.array(z.object({ start: z.string().datetime(), end: z.string().datetime(), revenueCents: z.number().int().nonnegative() })),
  source: ZFigureSource,
});
export type TRevenueOverview = z.infer<typeof ZRevenueOverview>;

const date = z.string().refine(isCalendarDate, "a calendar date YYYY-MM-DD");

/** The targets (PUT body and answer): bounded, partnersMax at least partnersMin. */
export const ZBusinessTargets = z
  .object({
    monthlyRevenueCents: z.number().int().min(0).max(TARGET_BOUNDS.maxMonthlyRevenueCents),
    partnersMin: z.number().int().min(0).max(TARGET_BOUNDS.maxPartners),
    partnersMax: z.number().int().min(0).max(TARGET_BOUNDS.maxPartners),
    readinessPercent: z.number().int().min(0).max(100),
    launchDate: date.refine((d) => d >= TARGET_BOUNDS.earliestLaunchDate && d <= TARGET_BOUNDS.latestLaunchDate, "a date within 2000–2100"),
  })
  .strict()
  .refine((t) => t.partnersMax >= t.partnersMin, { message: "partnersMax must be at least partnersMin", path: ["partnersMax"] });
export type TBusinessTargets = z.infer<typeof ZBusinessTargets>;

/** GET/PUT /api/business/targets: the targets, whether they are the spec's defaults, and who set them when. */
export const ZTargetsView = z.object({
  targets: ZBusinessTargets,
  isDefault: z.boolean(),
  updatedAt: z.string().datetime().nullable(),
});
export type TTargetsView = z.infer<typeof ZTargetsView>;

const ZStatus = z.enum(["success", "warning", "error"]);

/** GET /api/business/dashboard: the CEO dashboard's KPI cards and its two charts. */
export const ZCeoDashboard = z.object({
  at: z.string().datetime(),
  targets: ZTargetsView,
  kpis: z.object({
    /** Revenue paid in the last 30 days against the monthly target. */
    revenue: z.object({ valueCents: z.number().int().nonnegative(), targetCents: z.number().int().nonnegative(), progress: z.number().nonnegative(), status: ZStatus }),
    /** Customers now, and the change against 30 days ago (percent; null when there were none). */
    customers: z.object({ value: z.number().int().nonnegative(), change: z.number().nullable() }),
    partners: z.object({
      active: z.number().int().nonnegative(),
      pipeline: z.number().int().nonnegative(),
      targetMin: z.number().int(),
      targetMax: z.number().int(),
      status: ZStatus,
    }),
    /** Launch readiness: the completed share of the checklist (null without items) against the target, and days to launch. */
    readiness: z.object({
      percent: z.number().min(0).max(100).nullable(),
      done: z.number().int().nonnegative(),
      items: z.number().int().nonnegative(),
      targetPercent: z.number().int(),
      status: ZStatus.nullable(),
      daysToLaunch: z.number().int(),
      launchDate: z.string(),
    }),
  }),
  revenueVsTarget: z.array(z.object({ month: z.string(), revenueCents: z.number().int().nonnegative(), targetCents: z.number().int().nonnegative(), partial: z.boolean() })),
  customersVsChurn: z.array(
    z.object({
      start: z.string().datetime(),
      end: z.string().datetime(),
      customers: z.number().int().nonnegative(),
      churned: z.number().int().nonnegative(),
      newCustomers: z.number().int().nonnegative(),
    }),
  ),
  source: ZFigureSource,
});
export type TCeoDashboard = z.infer<typeof ZCeoDashboard>;
