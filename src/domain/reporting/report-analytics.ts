/**
 * Report analytics (spec 2 §2.7, §3.6, §9): the time ranges, the figures made from the counts the database
 * gives (rates, means), and the insights written from those figures by the rules below — never from anything
 * the figures do not show.
 *
 * Definitions (what each figure counts, over the chosen range ending now):
 * - generation: reports created in the range. completion_rate = published ÷ created, in percent.
 * - delivery: deliveries queued in the range. delivery_success_rate = delivered ÷ (delivered + failed): deliveries
 *   still pending have no outcome yet and are left out (their count travels as pending_deliveries).
 *   read_rate = delivered and read ÷ delivered. average_delivery_time = mean of (delivered − queued), in seconds,
 *   over the delivered ones.
 * - engagement: reading events in the range (viewed, read, downloaded, shared); unique_users = distinct people
 *   behind them.
 * - feedback: ratings (1–5) given or changed in the range.
 * A rate or mean whose denominator is 0 is null ("no figure"), never 0.
 */
import { TARGETS } from "./thresholds.ts";

/** Spec 2 §9 time ranges of the analytics screen; default 30d. */
export const ANALYTICS_RANGES = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = "30d";

/** Days each range spans (a year is 365 days). */
export const RANGE_DAYS: Readonly<Record<AnalyticsRange, number>> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };

/** The window of a range ending at `now`: [now − days, now]. */
export function rangeWindow(range: AnalyticsRange, now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - RANGE_DAYS[range] * 86_400_000), end: now };
}

/** The event kinds that count as interactions with a report. */
export const INTERACTION_KINDS = ["viewed", "read", "downloaded", "shared"] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

/** What the database counts for one organization and range (the service's repo fills it). */
export type AnalyticsCounts = {
  /** Reports created in the range, by status. */
  reportsByStatus: Readonly<Record<string, number>>;
  /** One entry per template: those used by reports in the range, and the active templates not used in it (total 0). */
  templates: readonly { key: string; name: string; type: string; total: number; published: number }[];
  deliveries: {
    delivered: number;
    failed: number;
    pending: number;
    /** Delivered ones with a read time. */
    read: number;
    /** Sum of (delivered − queued) in seconds over the `timed` delivered ones. */
    deliverySeconds: number;
    timed: number;
    channels: readonly string[];
  };
  interactions: Readonly<Record<InteractionKind, number>>;
  uniqueUsers: number;
  ratings: { count: number; sum: number };
};

export type TemplatePerformance = { template_name: string; template_type: string; total_reports: number; published_reports: number; completion_rate: number | null };

/** The §3.6 overall_analytics, with the counts behind the rates alongside. */
export type OverallAnalytics = {
  generation: { total_reports: number; published_reports: number; completion_rate: number | null; templates_used: number; status_breakdown: Record<string, number> };
  delivery: {
    total_deliveries: number;
    delivered_deliveries: number;
    failed_deliveries: number;
    pending_deliveries: number;
    read_deliveries: number;
    delivery_success_rate: number | null;
    read_rate: number | null;
    average_delivery_time: number | null;
    channels_used: string[];
  };
  engagement: { total_interactions: number; unique_users: number; interactions_by_kind: Record<InteractionKind, number> };
  feedback: { average_rating: number | null; total_feedback: number };
  template_performance: Record<string, TemplatePerformance>;
};

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** numerator ÷ denominator in percent, to one decimal; null when the denominator is 0. */
export function percentOf(numerator: number, denominator: number): number | null {
  return denominator > 0 ? round((100 * numerator) / denominator, 1) : null;
}

/** The figures from the counts (rates to one decimal, delivery time to 0.1 s, the mean rating to two decimals). */
export function overallAnalytics(c: AnalyticsCounts): OverallAnalytics {
  const total = Object.values(c.reportsByStatus).reduce((s, n) => s + n, 0);
  const published = c.reportsByStatus.published ?? 0;
  const d = c.deliveries;
  const template_performance: Record<string, TemplatePerformance> = {};
  for (const t of c.templates) {
    template_performance[t.key] = {
      template_name: t.name,
      template_type: t.type,
      total_reports: t.total,
      published_reports: t.published,
      completion_rate: percentOf(t.published, t.total),
    };
  }
  return {
    generation: {
      total_reports: total,
      published_reports: published,
      completion_rate: percentOf(published, total),
      templates_used: c.templates.filter((t) => t.total > 0).length,
      status_breakdown: { ...c.reportsByStatus },
    },
    delivery: {
      total_deliveries: d.delivered + d.failed + d.pending,
      delivered_deliveries: d.delivered,
      failed_deliveries: d.failed,
      pending_deliveries: d.pending,
      read_deliveries: d.read,
      delivery_success_rate: percentOf(d.delivered, d.delivered + d.failed),
      read_rate: percentOf(d.read, d.delivered),
      average_delivery_time: d.timed > 0 ? round(d.deliverySeconds / d.timed, 1) : null,
      channels_used: [...d.channels].sort(),
    },
    engagement: {
      total_interactions: INTERACTION_KINDS.reduce((s, k) => s + c.interactions[k], 0),
      unique_users: c.uniqueUsers,
      interactions_by_kind: { ...c.interactions },
    },
    feedback: { average_rating: c.ratings.count > 0 ? round(c.ratings.sum / c.ratings.count, 2) : null, total_feedback: c.ratings.count },
    template_performance,
  };
}

/** Whether the range holds anything to analyse (else the screen's "No Analytics Data"). */
export function hasAnalyticsData(a: OverallAnalytics): boolean {
  return a.generation.total_reports > 0 || a.delivery.total_deliveries > 0 || a.engagement.total_interactions > 0 || a.feedback.total_feedback > 0;
}

// ---- insights ----

export const INSIGHT_TYPES = ["performance", "delivery", "engagement", "other"] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];
/** What an insight says, by code; its words are in the readers' catalogs (src/shared/locales/en/report-analytics-insights.ts). */
export const INSIGHT_CODES = [
  "completion_below_target",
  "completion_on_target",
  "template_rarely_published",
  "unused_templates",
  "delivery_below_target",
  "delivery_on_target",
  "few_opened",
  "none_opened",
  "low_rating",
  "good_rating",
] as const;
export type InsightCode = (typeof INSIGHT_CODES)[number];
/** What an insight advises, by code. */
export const RECOMMENDATION_CODES = [
  "move_waiting",
  "check_archived",
  "review_template",
  "schedule_unused",
  "resend_failed",
  "shorten_summaries",
  "share_reports",
  "ask_low_raters",
] as const;
export type RecommendationCode = (typeof RECOMMENDATION_CODES)[number];
/** The statuses of a created report still waiting to be published. */
export const WAITING_STATUSES = ["draft", "review", "approved"] as const;
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

/**
 * The facts an insight rests on (each code uses its own): counts, rates in percent, the range in days, a
 * template's name as data. Rates and the rating mean are rounded already (one and two decimals).
 */
export type InsightFacts = {
  days?: number;
  published?: number;
  total?: number;
  unpublished?: number;
  rate?: number;
  target?: number;
  /** A template's name (data, not words). */
  template?: string;
  unused?: number;
  templates?: number;
  /** The first five unused templates' names; `more` counts the others. */
  names?: string[];
  more?: number;
  delivered?: number;
  finished?: number;
  failed?: number;
  pending?: number;
  read?: number;
  floor?: number;
  average?: number;
  ratings?: number;
};
export type Recommendation = { code: RecommendationCode; waiting?: { status: WaitingStatus; count: number }[] };
export type Insight = { code: InsightCode; params: InsightFacts; recommendation?: Recommendation; type: InsightType; priority: number };
export const FOCUS_AREAS = ["all", "performance", "delivery", "engagement"] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/**
 * Our thresholds where the spec gives none: a read rate under 50% is low; a mean rating under 3 of 5 is low and
 * 4 or more is good, each once at least 3 ratings exist; a template completes poorly at 60% or less (the §9 red
 * band) once it has at least 3 reports.
 */
export const INSIGHT_RULES = { readRateFloor: 50, lowRating: 3, goodRating: 4, minRatings: 3, poorTemplateCompletion: 60, minTemplateReports: 3 } as const;

/** How many unused templates an insight names (the others are counted). */
export const UNUSED_NAMED = 5;

const clampPriority = (p: number) => Math.max(1, Math.min(10, p));

/**
 * Priority of a figure under its target, by the distance: 6 just under, one more per `step` points further, at
 * most 10 (completion: per 10 points; delivery success: per 5 points, as its target leaves less room).
 */
export function shortfallPriority(value: number, target: number, step: number): number {
  return clampPriority(5 + Math.ceil((target - value) / step));
}

function completionInsight(a: OverallAnalytics, days: number): Insight[] {
  const g = a.generation;
  const target = TARGETS.completionRate.target;
  if (g.completion_rate === null) return [];
  const facts = { published: g.published_reports, total: g.total_reports, days, rate: g.completion_rate, target };
  if (g.completion_rate >= target) return [{ code: "completion_on_target", params: facts, type: "performance", priority: 2 }];
  const waiting = WAITING_STATUSES.map((status) => ({ status, count: g.status_breakdown[status] ?? 0 })).filter((w) => w.count > 0);
  return [
    {
      code: "completion_below_target",
      params: { ...facts, unpublished: g.total_reports - g.published_reports },
      recommendation: waiting.length ? { code: "move_waiting", waiting } : { code: "check_archived" },
      type: "performance",
      priority: shortfallPriority(g.completion_rate, target, 10),
    },
  ];
}

function performanceInsights(a: OverallAnalytics, days: number): Insight[] {
  const out: Insight[] = completionInsight(a, days);
  for (const t of Object.values(a.template_performance)) {
    if (t.completion_rate === null || t.total_reports < INSIGHT_RULES.minTemplateReports || t.completion_rate > INSIGHT_RULES.poorTemplateCompletion) continue;
    out.push({
      code: "template_rarely_published",
      params: { template: t.template_name, published: t.published_reports, total: t.total_reports, rate: t.completion_rate },
      recommendation: { code: "review_template" },
      type: "performance",
      priority: 6,
    });
  }
  const unused = Object.values(a.template_performance).filter((t) => t.total_reports === 0);
  if (unused.length > 0) {
    const names = unused.slice(0, UNUSED_NAMED).map((t) => t.template_name);
    out.push({
      code: "unused_templates",
      params: { unused: unused.length, templates: Object.keys(a.template_performance).length, days, names, more: unused.length - names.length },
      recommendation: { code: "schedule_unused" },
      type: "performance",
      priority: 3,
    });
  }
  return out;
}

function deliveryInsights(a: OverallAnalytics): Insight[] {
  const d = a.delivery;
  const target = TARGETS.deliverySuccess.target;
  if (d.delivery_success_rate === null) return [];
  const facts = {
    delivered: d.delivered_deliveries,
    finished: d.delivered_deliveries + d.failed_deliveries,
    rate: d.delivery_success_rate,
    target,
    pending: d.pending_deliveries,
  };
  if (d.delivery_success_rate < target) {
    return [
      {
        code: "delivery_below_target",
        params: { ...facts, failed: d.failed_deliveries },
        recommendation: { code: "resend_failed" },
        type: "delivery",
        priority: shortfallPriority(d.delivery_success_rate, target, 5),
      },
    ];
  }
  return [{ code: "delivery_on_target", params: facts, type: "delivery", priority: 2 }];
}

function ratingInsight(a: OverallAnalytics): Insight[] {
  const f = a.feedback;
  if (f.average_rating === null || f.total_feedback < INSIGHT_RULES.minRatings) return [];
  const params = { average: f.average_rating, ratings: f.total_feedback };
  if (f.average_rating < INSIGHT_RULES.lowRating) {
    return [{ code: "low_rating", params, recommendation: { code: "ask_low_raters" }, type: "engagement", priority: f.average_rating < 2 ? 8 : 6 }];
  }
  return f.average_rating >= INSIGHT_RULES.goodRating ? [{ code: "good_rating", params, type: "engagement", priority: 2 }] : [];
}

function engagementInsights(a: OverallAnalytics): Insight[] {
  const out: Insight[] = [];
  const { read_rate, read_deliveries, delivered_deliveries } = a.delivery;
  const floor = INSIGHT_RULES.readRateFloor;
  if (read_rate !== null && read_rate < floor) {
    out.push({
      code: "few_opened",
      params: { read: read_deliveries, delivered: delivered_deliveries, rate: read_rate, floor },
      recommendation: { code: "shorten_summaries" },
      type: "engagement",
      priority: clampPriority(4 + Math.ceil((floor - read_rate) / 10)),
    });
  }
  if (a.generation.total_reports > 0 && a.engagement.total_interactions === 0) {
    out.push({ code: "none_opened", params: { total: a.generation.total_reports }, recommendation: { code: "share_reports" }, type: "engagement", priority: 6 });
  }
  return [...out, ...ratingInsight(a)];
}

/**
 * The insights the figures support for a focus area, highest priority first; none when there is no data.
 * Each carries a code and the facts it rests on; the readers' catalogs word them.
 */
export function generateInsights(a: OverallAnalytics, range: AnalyticsRange, focus: FocusArea): Insight[] {
  if (!hasAnalyticsData(a)) return [];
  const days = RANGE_DAYS[range];
  const out: Insight[] = [];
  if (focus === "all" || focus === "performance") out.push(...performanceInsights(a, days));
  if (focus === "all" || focus === "delivery") out.push(...deliveryInsights(a));
  if (focus === "all" || focus === "engagement") out.push(...engagementInsights(a));
  return out.sort((x, y) => y.priority - x.priority);
}

// ---- export rows ----

/** One figure of the summary, as the CSV and spreadsheet exports list them. */
export type FigureRow = { section: string; metric: string; value: number | string | null };

/** Every summary figure, one row each (status counts one row per status; channels as one "a; b" text). */
export function figureRows(a: OverallAnalytics): FigureRow[] {
  const g = a.generation;
  const d = a.delivery;
  return [
    { section: "generation", metric: "total_reports", value: g.total_reports },
    { section: "generation", metric: "published_reports", value: g.published_reports },
    { section: "generation", metric: "completion_rate", value: g.completion_rate },
    { section: "generation", metric: "templates_used", value: g.templates_used },
    ...Object.entries(g.status_breakdown)
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([status, n]) => ({ section: "generation", metric: `status_breakdown.${status}`, value: n })),
    { section: "delivery", metric: "total_deliveries", value: d.total_deliveries },
    { section: "delivery", metric: "delivered_deliveries", value: d.delivered_deliveries },
    { section: "delivery", metric: "failed_deliveries", value: d.failed_deliveries },
    { section: "delivery", metric: "pending_deliveries", value: d.pending_deliveries },
    { section: "delivery", metric: "read_deliveries", value: d.read_deliveries },
    { section: "delivery", metric: "delivery_success_rate", value: d.delivery_success_rate },
    { section: "delivery", metric: "read_rate", value: d.read_rate },
    { section: "delivery", metric: "average_delivery_time", value: d.average_delivery_time },
    { section: "delivery", metric: "channels_used", value: d.channels_used.join("; ") },
    { section: "engagement", metric: "total_interactions", value: a.engagement.total_interactions },
    { section: "engagement", metric: "unique_users", value: a.engagement.unique_users },
    ...INTERACTION_KINDS.map((k) => ({ section: "engagement", metric: `interactions.${k}`, value: a.engagement.interactions_by_kind[k] })),
    { section: "feedback", metric: "average_rating", value: a.feedback.average_rating },
    { section: "feedback", metric: "total_feedback", value: a.feedback.total_feedback },
  ];
}

/** The columns of the per-template detail rows, in order. */
export const TEMPLATE_COLUMNS = ["template_key", "template_name", "template_type", "total_reports", "published_reports", "completion_rate"] as const;

/** One row per template, most reports first (then by name). */
export function templateRows(a: OverallAnalytics): (string | number | null)[][] {
  return Object.entries(a.template_performance)
    .sort(([, x], [, y]) => y.total_reports - x.total_reports || x.template_name.localeCompare(y.template_name))
    .map(([key, t]) => [key, t.template_name, t.template_type, t.total_reports, t.published_reports, t.completion_rate]);
}
