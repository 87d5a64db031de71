import { z } from "zod";
import { ALERT_KINDS, ALERT_SEVERITIES } from "../domain/analytics/alerts.ts";
import { IMPACT_GROUPS } from "../domain/analytics/adverse-impact.ts";
import { INSIGHT_SEVERITIES } from "../domain/analytics/insights.ts";
import { ALPHA_SOURCES } from "../domain/analytics/published-alphas.ts";
import { MAX_ANALYTICS_RANGE_DAYS } from "../domain/calendar.ts";
import { ZCalendarDateOrInstant, ZStoredDay, zDayRange } from "./calendar.ts";

/**
 * Organization analytics (spec 1 §7 analytics calls, §3 analytics entities), computed from the rollups kept in
 * the completion transaction. Every figure computed from scores is over whole privacy blocks (see
 * domain/analytics/blocks.ts): a figure over fewer responses than the organization's minimum group size is
 * `null` with `suppressed: true`, and no two answers differ by fewer responses than that minimum.
 */

export const TRAITS = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"] as const;
export const ZTraitName = z.enum(TRAITS);
export type TTraitName = z.infer<typeof ZTraitName>;

/** The spec's industries (organization setting; also the industry filter of the benchmark). */
export const INDUSTRIES = ["Technology", "Finance", "Healthcare", "Education", "Retail"] as const;
export const ZIndustry = z.enum(INDUSTRIES);
export type TIndustry = z.infer<typeof ZIndustry>;
/** The spec's departments, an organization's defaults (each organization edits its own list). */
export const DEFAULT_DEPARTMENTS = ["Engineering", "Sales", "Marketing", "HR", "Operations"] as const;

/** Inclusive calendar days (UTC), as an answer states them. */
export const ZDateRange = z.object({ start: ZStoredDay, end: ZStoredDay });
/**
 * A requested range of inclusive UTC days: real dates from 2000-01-01 to 2099-12-31 (an ISO timestamp counts as
 * its UTC day), the end not before the start, at most MAX_ANALYTICS_RANGE_DAYS (ten years) long.
 */
export const ZDateRangeInput = zDayRange(ZCalendarDateOrInstant, MAX_ANALYTICS_RANGE_DAYS, "dateRange");
export type TDateRange = z.infer<typeof ZDateRange>;

/** Spec §3 filters: each defaults to 'all'; dateRange defaults per call (insights: last 90 days). */
export const ZAnalyticsFilters = z.object({
  dateRange: ZDateRangeInput.optional(),
  /** The industry the benchmark compares with (default: the organization's own). Not a filter of the organization's own data. */
  industry: z.union([z.literal("all"), ZIndustry]).default("all"),
  assessmentType: z.string().min(1).max(40).default("all"),
  department: z.string().min(1).max(60).default("all"),
});
export type TAnalyticsFilters = z.infer<typeof ZAnalyticsFilters>;

const ZOrgId = z.string().min(1).max(100);

export const ZOceanDistributionRequest = z.object({ organizationId: ZOrgId, filters: ZAnalyticsFilters.default({ industry: "all", assessmentType: "all", department: "all" }) });
export const ZExecutiveRequest = z.object({ organizationId: ZOrgId, dateRange: ZDateRangeInput.optional() });
export const ZOperationalRequest = z.object({ organizationId: ZOrgId });
export const ZInsightsRequest = ZOceanDistributionRequest;
export type TOceanDistributionRequest = z.infer<typeof ZOceanDistributionRequest>;
export type TInsightsRequest = z.infer<typeof ZInsightsRequest>;

/** How privacy shaped an answer: the minimum group size, and the responses of the range not in a whole block. */
export const ZPrivacy = z.object({
  minGroupSize: z.number().int(),
  /** Completed responses in the range that score figures leave out because their block reaches past the range. */
  heldBack: z.number().int(),
  /** Responses the score figures cover (whole blocks inside the range). */
  covered: z.number().int(),
});

/** One trait across a group: mean percentile (Johnson's norms), its SD and a 10-bucket percentile histogram. */
export const ZTraitAggregate = z.object({
  trait: ZTraitName,
  n: z.number().int(),
  suppressed: z.boolean(),
  meanPercentile: z.number().nullable(),
  sdPercentile: z.number().nullable(),
  /** Mean keyed item answer, 1-5. */
  meanItem: z.number().nullable(),
  /** Counts of percentiles in [0,10), [10,20) … [90,100]. Null when suppressed. */
  histogram: z.array(z.number().int()).nullable(),
});
export type TTraitAggregate = z.infer<typeof ZTraitAggregate>;

/**
 * Why the comparison is what it is, as a code with its figures (the reader's catalog words it): no industry
 * set; too few peers of the industry (how many there are, and the minimums); the industry mean of `peers`
 * organizations; or, for the industry rank, the organizations ranked.
 */
export const ZComparisonBasis = z.discriminatedUnion("code", [
  z.object({ code: z.literal("no_industry") }),
  z.object({ code: z.literal("too_few_peers"), industry: ZIndustry, peers: z.number().int(), minOrganizations: z.number().int(), minResponses: z.number().int() }),
  z.object({ code: z.literal("industry_mean"), industry: ZIndustry, peers: z.number().int(), minResponses: z.number().int() }),
  z.object({ code: z.literal("rank_among"), industry: ZIndustry, organizations: z.number().int() }),
]);
export type TComparisonBasis = z.infer<typeof ZComparisonBasis>;

/** What the organization is compared with: a platform industry average (only above the minimums), else Johnson's norm means. */
export const ZComparison = z.object({
  kind: z.enum(["industry", "norms"]),
  industry: ZIndustry.nullable(),
  /** Mean percentile per trait (norm means are the 50th percentile by construction). */
  values: z.record(ZTraitName, z.number()),
  /** Why the industry average is not used (kind "norms"), or the organizations and responses behind it. */
  basis: ZComparisonBasis,
  organizations: z.number().int().nullable(),
});
export type TComparison = z.infer<typeof ZComparison>;

export const ZOceanDistribution = z.object({
  /** Spec §3: a list whose first item has a value per trait (mean percentile; null when suppressed). */
  data: z.array(z.record(ZTraitName, z.number().nullable())),
  traits: z.array(ZTraitAggregate),
  comparison: ZComparison,
  n: z.number().int(),
  dateRange: ZDateRange,
  privacy: ZPrivacy,
  simulated: z.number().int(),
});
export type TOceanDistribution = z.infer<typeof ZOceanDistribution>;

export const ZDailyPoint = z.object({ date: ZStoredDay, started: z.number().int(), completed: z.number().int() });

/**
 * What a reliability figure rests on, as a code (the reader's catalog words it): Cronbach's alpha of one form's
 * items over n complete responses (typeId the form; mostResponses when no form was chosen and the one with the
 * most responses was taken), or too few complete responses (n of the minimum).
 */
export const ZReliabilityBasis = z.discriminatedUnion("code", [
  z.object({ code: z.literal("alpha"), typeId: z.string().nullable(), n: z.number().int(), mostResponses: z.boolean() }),
  z.object({ code: z.literal("too_few"), n: z.number().int(), minimum: z.number().int() }),
]);
export type TReliabilityBasis = z.infer<typeof ZReliabilityBasis>;

export const ZReliability = z.object({
  /** Mean Cronbach's alpha of the five domains (the KPI "Scoring reliability"); null below 30 complete responses. */
  meanAlpha: z.number().nullable(),
  n: z.number().int(),
  basis: ZReliabilityBasis,
});

export const ZTypePerformance = z.object({
  typeId: z.string(),
  /** A designed type's own name; null for a built-in type, which the reader's catalog names by its typeId. */
  name: z.string().nullable(),
  started: z.number().int(),
  completed: z.number().int(),
  completionRate: z.number().nullable(),
  avgMinutes: z.number().nullable(),
});

/**
 * An alert from the range's figures (domain/analytics/alerts.ts): the figure a rule tested and the threshold it
 * crossed (percents with one decimal for rates and changes, else counts), its n and the further figures it quotes.
 */
export const ZAlert = z.object({
  kind: z.enum(ALERT_KINDS),
  severity: z.enum(ALERT_SEVERITIES),
  value: z.number(),
  threshold: z.number(),
  n: z.number().int(),
  numbers: z.record(z.string(), z.number()),
  /** withheldDepartments: each department's responses in the range and those in whole privacy blocks. */
  departments: z.array(z.object({ department: z.string(), responses: z.number().int(), covered: z.number().int() })).optional(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZExecutiveMetrics = z.object({
  metrics: z.object({
    /** Assessments completed in the range (the Analytics dashboard's Total Assessments for the same range). */
    totalAssessments: z.number().int(),
    completionRate: z.number().nullable(),
    avgScore: z.number().nullable(),
    /** Distinct members active in the range (the Reporting Center's Active members for the same range). */
    activeUsers: z.number().int(),
    scoringReliability: ZReliability,
    /** Share of completed responses in range with no quality flag (rushed, long runs, inconsistency). */
    dataQuality: z.number().nullable(),
  }),
  trends: z.array(ZDailyPoint),
  /** The assessment types with starts or completions in the range. */
  assessmentPerformance: z.array(ZTypePerformance),
  benchmarking: ZOceanDistribution.pick({ traits: true, comparison: true }),
  platformUsage: z.object({
    /** Mean over the range's days of (members active that day / members). */
    dailyActiveShare: z.number().nullable(),
    avgSessionMinutes: z.number().nullable(),
    /** Share of completed responses in range with consent recorded. */
    consentShare: z.number().nullable(),
    members: z.number().int(),
  }),
  /** Alerts from the range's figures, warnings first (empty: all clear). */
  alerts: z.array(ZAlert),
  dateRange: ZDateRange,
  privacy: ZPrivacy,
});
export type TExecutiveMetrics = z.infer<typeof ZExecutiveMetrics>;

/** Cronbach's alpha of one scale with its 95% interval (Feldt), next to Johnson's published figure where known. */
export const ZAlpha = z.object({
  scale: z.string(),
  kind: z.enum(["domain", "facet"]),
  trait: ZTraitName,
  items: z.number().int(),
  n: z.number().int(),
  alpha: z.number().nullable(),
  ci: z.tuple([z.number(), z.number()]).nullable(),
  /** The scale's own published alpha; null where the source gives none (domains: only a mean over the five). */
  published: z.number().nullable(),
  /** On domain rows: the published mean alpha over the five domains, said in words, never as the row's own. */
  publishedMean: z.number().nullable(),
  /** Where the published figure comes from, as a code (the reader's catalog cites it); null with none. */
  publishedSource: z.enum(ALPHA_SOURCES).nullable(),
});
export type TAlpha = z.infer<typeof ZAlpha>;

/**
 * An insight written by a rule (domain/analytics/insights.ts), as a code with its figures (the reader's catalog
 * words it): a department's difference from the rest (department null: the members with no department), a
 * domain's low alpha, the share of flagged responses, or the completions projection.
 */
const insightBase = { severity: z.enum(INSIGHT_SEVERITIES), n: z.number().int(), numbers: z.record(z.string(), z.number()) };
export const ZInsight = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("departmentDifference"), department: z.string().nullable(), trait: ZTraitName, ...insightBase }),
  z.object({ kind: z.literal("lowAlpha"), scale: ZTraitName, ...insightBase }),
  z.object({ kind: z.literal("flaggedResponses"), ...insightBase }),
  z.object({ kind: z.literal("projection"), month: z.string(), ...insightBase }),
  z.object({ kind: z.literal("projectionInProgress"), month: z.string(), asOf: ZStoredDay, ...insightBase }),
]);
export type TInsight = z.infer<typeof ZInsight>;

export const ZHeatCell = z.object({
  trait: ZTraitName,
  meanPercentile: z.number().nullable(),
  /** Department mean minus the organization mean, in percentile points. */
  difference: z.number().nullable(),
  /** Effect in organization SDs (of the mean item answer). */
  d: z.number().nullable(),
  p: z.number().nullable(),
  /** p below .05 after Holm's adjustment for the number of cells. */
  significant: z.boolean(),
});
/** A department's row; department null: the members with no department (the reader's catalog names them). */
export const ZDepartmentRow = z.object({ department: z.string().nullable(), n: z.number().int(), suppressed: z.boolean(), cells: z.array(ZHeatCell) });
export type TDepartmentRow = z.infer<typeof ZDepartmentRow>;

export const ZMonthPoint = z.object({
  month: z.string(),
  started: z.number().int(),
  completed: z.number().int(),
  /** Mean response quality 0-100 (share of quality checks passed), over whole blocks; null when suppressed. */
  quality: z.number().nullable(),
  /** Mean of the five domain mean percentiles, over whole blocks; null when suppressed. */
  avgScore: z.number().nullable(),
});

export const ZInsights = z.object({
  /** Spec §3 analytics insights result. */
  analytics: z.object({
    oceanScores: z.record(ZTraitName, z.number().nullable()),
    totalAssessments: z.number().int(),
    uniqueParticipants: z.number().int(),
    avgCompletionTime: z.number().nullable(),
    engagementRate: z.number().nullable(),
    repeatRate: z.number().nullable(),
    industryRank: z.number().int().nullable(),
    /** What the industry rank rests on (or why there is none). */
    industryRankBasis: ZComparisonBasis,
    /** One-month-ahead accuracy of the trend projection on the months already seen from the first completion (1 - MAPE); null with fewer than 2 forecasts. */
    predictiveAccuracy: z.number().nullable(),
  }),
  distribution: ZOceanDistribution.omit({ dateRange: true }),
  patterns: z.object({
    /** Completions by weekday (0 = Sunday) and hour, UTC: 7 rows of 24. */
    byWeekdayHour: z.array(z.array(z.number().int())),
    /** Completion time histogram: upper bounds in minutes and counts (the last bucket is open). */
    durationBuckets: z.array(z.object({ upTo: z.number().nullable(), count: z.number().int() })),
  }),
  months: z.array(ZMonthPoint),
  /** The organization's all-time mean response quality (the readers' catalogs name it). */
  qualityBenchmark: z.object({ value: z.number().nullable() }),
  statistics: z.object({
    available: z.boolean(),
    basis: ZReliabilityBasis,
    n: z.number().int(),
    alphas: z.array(ZAlpha),
    /** Intercorrelations of the five domain means, in TRAITS order, over one form's responses (the alphas' form). */
    correlations: z.array(z.array(z.number().nullable())).nullable(),
    /** The responses the correlations were computed on (0 without correlations). */
    correlationN: z.number().int(),
    /** The form those responses took. */
    correlationForm: z.string().nullable(),
  }),
  predictive: z.object({
    history: z.array(z.object({ month: z.string(), completed: z.number().int() })),
    /**
     * Projected months, the first the month under way: its actualSoFar is the completions already made in it
     * (value, low and high never read below it); later months have none.
     */
    projection: z.array(z.object({ month: z.string(), value: z.number(), low: z.number(), high: z.number(), actualSoFar: z.number().int().nullable() })),
    /** Full months the line was fitted through (0 without a projection). */
    months: z.number().int(),
    /** The organization's full months of completions, counted from its first completion. */
    available: z.number().int(),
    /** Fewest full months a projection rests on. */
    minimum: z.number().int(),
    /** Past one-month-ahead forecasts the accuracy averages. */
    forecasts: z.number().int(),
    /** How the projection was made (a least-squares line through `months` months, `ahead` months on), or why there is none. */
    method: z.discriminatedUnion("code", [
      z.object({ code: z.literal("least_squares"), months: z.number().int(), ahead: z.number().int() }),
      z.object({ code: z.literal("too_few_months"), minimum: z.number().int(), available: z.number().int() }),
    ]),
  }),
  departments: z.array(ZDepartmentRow),
  insights: z.array(ZInsight),
  dateRange: ZDateRange,
  privacy: ZPrivacy,
});
export type TInsights = z.infer<typeof ZInsights>;

/**
 * Spec §3 operational metrics read, computed from this platform's processes: every API process reports its
 * request metrics, CPU, memory and workers (process_metric); the answer sums the fresh reports.
 */
export const ZProcessInfo = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["api", "scoring", "pdf", "mail", "scheduler", "jobs"]),
  host: z.string(),
  pid: z.number().int(),
  status: z.enum(["running", "idle", "stale"]),
  /** API processes: CPU of the process in percent of one core; workers: their busy share (see `measure`). */
  cpuPercent: z.number(),
  /** Resident memory of the process (workers share their process's memory: 0 with a parentId). */
  memoryPercent: z.number(),
  memoryMb: z.number(),
  /** "cpu": measured process CPU; "busy": share of time the worker was busy (threads: event-loop utilization). */
  measure: z.enum(["cpu", "busy"]),
  /** The API process hosting this worker (null for a process). */
  parentId: z.string().nullable(),
  detail: z.string(),
});
export type TProcessInfo = z.infer<typeof ZProcessInfo>;
export const ZOperationalPoint = z.object({
  /** Start of the 10-second slot. */
  at: z.string(),
  requests: z.number().int(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  /** Percent of answers that were 5xx. */
  errorRate: z.number(),
  /** Requests per second. */
  throughput: z.number(),
});
export type TOperationalPoint = z.infer<typeof ZOperationalPoint>;
export const ZOperationalMetrics = z.object({
  /** Percent of the last 24 h (since the first process started, if later) in which an API process was up. */
  systemUptime: z.number(),
  /** How long the longest-running live API process has been up. */
  uptimeSeconds: z.number(),
  /** API response time over the window, ms (p50/p95 from merged latency histograms; null without requests). */
  responseTime: z.object({ p50: z.number().nullable(), p95: z.number().nullable(), mean: z.number().nullable() }),
  /** Percent of API answers in the window that were 5xx. */
  errorRate: z.number(),
  /** API requests per second over the window. */
  throughput: z.number(),
  requests: z.number().int(),
  queueDepth: z.number().int(),
  activeJobs: z.number().int(),
  failedJobs: z.number().int(),
  /** Request and response body bytes of the window's API requests, MB (10^6 bytes). */
  dataProcessedMb: z.number(),
  /** Spec 1 §4 rule (domain/platform/health.ts). */
  health: z.enum(["healthy", "warning", "critical"]),
  healthReasons: z.array(z.string()),
  activeProcesses: z.array(ZProcessInfo),
  /** API processes reporting now. */
  processes: z.number().int(),
  /** Seconds the window's figures cover (up to 600; less while the platform has run for less). */
  windowSeconds: z.number().int(),
  history: z.array(ZOperationalPoint),
  generatedAt: z.string(),
  anonymizationCompliance: z.object({ minGroupSize: z.number().int(), suppressedCells: z.number().int() }).nullable(),
});
export type TOperationalMetrics = z.infer<typeof ZOperationalMetrics>;

/**
 * POST /api/analytics/operational as an organization sees it: the service's health (uptime, response time,
 * error rate) and the organization's own background jobs. Platform-wide traffic, queues and processes
 * (ZOperationalMetrics) are for platform operators, a role still to come.
 */
export const ZOrganizationOperational = ZOperationalMetrics.pick({
  systemUptime: true,
  uptimeSeconds: true,
  responseTime: true,
  errorRate: true,
  health: true,
  healthReasons: true,
  windowSeconds: true,
  generatedAt: true,
  anonymizationCompliance: true,
}).extend({
  history: z.array(ZOperationalPoint.pick({ at: true, p50: true, p95: true, errorRate: true })),
  /** The organization's own jobs (report generation, deliveries, mail): queued, running, failed. */
  ownJobs: z.object({ queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
});
export type TOrganizationOperational = z.infer<typeof ZOrganizationOperational>;

/**
 * The live monitor's tick (socket event "monitor:tick", every second) as an organization sees it: its own
 * activity only. Platform-wide figures (everyone's connections, requests per second, the job queue) are for
 * platform operators, a role still to come.
 */
export const ZMonitorTick = z.object({
  at: z.string(),
  /** The organization's members connected now (distinct people with the app open, across every process). */
  onlineMembers: z.number().int(),
});
export type TMonitorTick = z.infer<typeof ZMonitorTick>;

/** POST /api/analytics/team: a department, or a chosen set of members (only those whose results the caller may open). */
export const ZTeamRequest = z.object({
  organizationId: ZOrgId,
  department: z.string().min(1).max(60).optional(),
  userIds: z.array(z.string().min(1).max(100)).max(500).optional(),
  assessmentType: z.string().min(1).max(40).default("all"),
});
export const TEAM_BALANCES = ["withheld", "alike", "spread", "mixed"] as const;
export const ZTeamComposition = z.object({
  members: z.number().int(),
  withResults: z.number().int(),
  suppressed: z.boolean(),
  traits: z.array(
    z.object({
      trait: ZTraitName,
      mean: z.number().nullable(),
      sd: z.number().nullable(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      /** Counts below the 30th, 30th-70th and above the 70th percentile (Johnson's norms). */
      low: z.number().int(),
      average: z.number().int(),
      high: z.number().int(),
      /**
       * Balance, from the share of the largest band: alike (0.8 or more), spread (0.5 or less), mixed between;
       * withheld below the minimum group size. A code (the reader's catalog words it).
       */
      balance: z.enum(TEAM_BALANCES),
    }),
  ),
  /** The people with results the caller may open, by name, at most 200 (`withResults` counts them all). */
  people: z.array(z.object({ userId: z.string(), name: z.string(), department: z.string().nullable(), responseId: z.string() })),
});
export type TTeamComposition = z.infer<typeof ZTeamComposition>;

/** POST /api/analytics/adverse-impact: selection rates for a cut-off on a trait percentile or a pillar score. */
export const ZAdverseImpactRequest = z.object({
  organizationId: ZOrgId,
  measure: z.union([ZTraitName, z.enum(["pillar:sustainable", "pillar:performance", "pillar:potential"])]),
  /** Selected when the score is at least this (trait: percentile 0-100 on the pooled general norm; pillar: POMP 0-100). */
  cutoff: z.number().min(0).max(100),
  /** Selected when the score is at most the cut-off instead (e.g. neuroticism). */
  direction: z.enum(["atLeast", "atMost"]).default("atLeast"),
  assessmentType: z.string().min(1).max(40).default("all"),
  dateRange: ZDateRangeInput.optional(),
});
export const ZImpactGroup = z.object({
  /** The group as a code: women, men, under40, fortyAndOver (the reader's catalog names it). */
  group: z.enum(IMPACT_GROUPS),
  /** People in the group; null when hidden (a hidden group shows no figure). */
  n: z.number().int().nullable(),
  suppressed: z.boolean(),
  selected: z.number().int().nullable(),
  rate: z.number().nullable(),
  /** This group's rate / the highest rate of its comparison. */
  impactRatio: z.number().nullable(),
  belowFourFifths: z.boolean().nullable(),
  /** Two-sided p of the difference from the highest-rate group (Fisher's exact test). */
  p: z.number().nullable(),
});
/**
 * Selection rates by sex and by age. Words are codes the reader's catalog writes: each comparison's note (sex as
 * the respondent gave it; the age groups of the ADEA), the scale the cut-off is read on (percentiles on the
 * pooled general norm, or pillar POMP: one scale for everyone) and the disclaimer (a screening aid, not a legal
 * finding: the four-fifths rule of 29 CFR 1607.4(D) with Fisher's exact test).
 */
export const ZAdverseImpact = z.object({
  comparisons: z.array(z.object({ by: z.enum(["sex", "age"]), groups: z.array(ZImpactGroup), note: z.enum(["sexAsGiven", "ageGroups"]) })),
  /** People counted in the shown comparisons (each once, at their latest completed response); null when both are hidden. */
  n: z.number().int().nullable(),
  /** Which scale the cut-off is read on (one scale for everyone). */
  scale: z.enum(["pooledPercentile", "pomp"]),
  disclaimer: z.literal("screeningAid"),
});
export type TAdverseImpact = z.infer<typeof ZAdverseImpact>;

/** Departments and industry: GET/PUT /api/organization/profile (admins change them). */
export const ZOrganizationProfile = z.object({
  industry: ZIndustry.nullable(),
  departments: z.array(z.string()),
  minGroupSize: z.number().int().min(3).max(10),
  simulated: z.boolean(),
});
export type TOrganizationProfile = z.infer<typeof ZOrganizationProfile>;
/** A department's name (compared without regard to case; the list keeps the admin's spelling). */
export const ZDepartmentName = z.string().trim().min(1).max(60);
/**
 * PUT /api/organization/profile (admins); fields left out stay as they are. `renames` carry members along when a
 * department of the list is renamed; a department that leaves the list while members still hold it is a 409.
 */
export const ZUpdateOrganizationProfile = z.object({
  industry: ZIndustry.nullable().optional(),
  departments: z.array(ZDepartmentName).max(50).optional(),
  renames: z
    .array(z.object({ from: ZDepartmentName, to: ZDepartmentName }))
    .max(50)
    .optional(),
  minGroupSize: z.number().int().min(3).max(10).optional(),
});
export type TUpdateOrganizationProfile = z.infer<typeof ZUpdateOrganizationProfile>;
/** PUT /api/organization/members/:userId/department */
export const ZSetDepartment = z.object({ department: ZDepartmentName.nullable() });
export type TSetDepartment = z.infer<typeof ZSetDepartment>;
/** POST /api/organization/members/departments: bulk by CSV (email,department per line; a header line is allowed). */
export const ZBulkDepartments = z.object({ csv: z.string().min(1).max(500_000) });
export type TBulkDepartments = z.infer<typeof ZBulkDepartments>;
/** How many members changed department, and each line that was not applied with why (valid lines are applied). */
export const ZBulkDepartmentsResult = z.object({
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type TBulkDepartmentsResult = z.infer<typeof ZBulkDepartmentsResult>;
