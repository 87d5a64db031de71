/**
 * What a builder section shows (spec 2 §2.10): the organization's figures for a data source and time range, read
 * through the analytics service's own calls (the same queries and privacy rules as the analytics dashboards), in
 * the one shape every visualization draws (contracts ZSectionData).
 */
import type { TenantActor } from "../../auth/tenancy.ts";
import type { AnalyticsApi } from "../analytics/api.ts";
import { utcDay } from "../../../domain/calendar.ts";
import { timeRangeDates, type BuilderConfig, type BuilderSectionType } from "../../../domain/reporting/center.ts";
import { TRAIT_LABELS } from "../../../domain/psychometrics/labels.ts";
import type { TSectionData } from "../../../contracts/reports.ts";
import { typeNameInEnglish } from "../../i18n/index.ts";

const one = (x: number) => Math.round(x * 10) / 10;
const pct = (x: number | null) => (x === null ? null : one(x * 100));
type Range = { start: string; end: string };
type Figures = Omit<TSectionData, "kind" | "source" | "range"> & { categorical: boolean };

/** The section's kind: a chart draws a time series or categories; metric and table sections show their own. */
function kindOf(type: Exclude<BuilderSectionType, "text">, categorical: boolean): TSectionData["kind"] {
  if (type === "metric") return "metric";
  if (type === "table") return "table";
  return categorical ? "categories" : "series";
}

export class BuilderData {
  constructor(private readonly analytics: AnalyticsApi) {}

  /** One section's data for the organization, the range ending today (UTC). */
  async section(actor: TenantActor, type: Exclude<BuilderSectionType, "text">, config: BuilderConfig, today = utcDay(new Date())): Promise<TSectionData> {
    const range = timeRangeDates(config.timeRange, today);
    const f = await this.figures(actor, config.dataSource, range);
    const { categorical, ...rest } = f;
    return { kind: kindOf(type, categorical), source: config.dataSource, range, ...rest };
  }

  private figures(actor: TenantActor, source: BuilderConfig["dataSource"], range: Range): Promise<Figures> {
    switch (source) {
      case "assessment_results":
        return this.assessmentResults(actor, range);
      case "user_analytics":
        return this.userAnalytics(actor, range);
      case "performance_metrics":
        return this.performance(actor, range);
      case "ocean_scores":
        return this.ocean(actor, range);
    }
  }

  /** Started and completed assessments per day, and the range's completion rate. */
  private async assessmentResults(actor: TenantActor, range: Range): Promise<Figures> {
    const ex = await this.analytics.executive(actor, range);
    const started = ex.trends.reduce((a, d) => a + d.started, 0);
    const completed = ex.trends.reduce((a, d) => a + d.completed, 0);
    const rate = started > 0 ? Math.min(1, completed / started) : null;
    const rateOf = (d: { started: number; completed: number }) => (d.started > 0 ? pct(Math.min(1, d.completed / d.started)) : null);
    return {
      categorical: false,
      unit: "count",
      series: [
        { key: "started", label: "Started", unit: "count" },
        { key: "completed", label: "Completed", unit: "count" },
      ],
      points: ex.trends.map((d) => ({ label: d.date, values: [d.started, d.completed] })),
      metric: { key: "completion_rate", label: "Completion rate", value: pct(rate), unit: "percent", detail: `${completed} of ${started} started assessments completed` },
      table: {
        columns: [
          { key: "date", label: "Date" },
          { key: "started", label: "Started" },
          { key: "completed", label: "Completed" },
          { key: "completion_rate", label: "Completion rate (%)" },
        ],
        rows: ex.trends.filter((d) => d.started > 0 || d.completed > 0).map((d) => [d.date, d.started, d.completed, rateOf(d)]),
      },
      basis: `Assessments started and completed per day (UTC) from ${range.start} to ${range.end}, from the analytics rollups; the completion rate is completed over started (at most 100%). The table lists the days with any.`,
      withheld: null,
    };
  }

  /** Members active per day and members who joined per day. */
  private async userAnalytics(actor: TenantActor, range: Range): Promise<Figures> {
    const ua = await this.analytics.userActivity(actor, range);
    return {
      categorical: false,
      unit: "people",
      series: [
        { key: "active", label: "Active members", unit: "people" },
        { key: "joined", label: "New members", unit: "people" },
      ],
      points: ua.days.map((d) => ({ label: d.date, values: [d.active, d.joined] })),
      metric: {
        key: "active_people",
        label: "Active members",
        value: ua.activePeople,
        unit: "people",
        detail: `${ua.activePeople} of ${ua.members} members active from ${range.start} to ${range.end}`,
      },
      table: {
        columns: [
          { key: "date", label: "Date" },
          { key: "active", label: "Active members" },
          { key: "joined", label: "New members" },
        ],
        rows: ua.days.filter((d) => d.active > 0 || d.joined > 0).map((d) => [d.date, d.active, d.joined]),
      },
      basis: `Members active on each day (UTC) and current members who joined that day, from ${range.start} to ${range.end}; the headline counts each member once over the range. The table lists the days with any.`,
      withheld: null,
    };
  }

  /** Per assessment type: completion rate and average minutes. */
  private async performance(actor: TenantActor, range: Range): Promise<Figures> {
    const ex = await this.analytics.executive(actor, range);
    const types = ex.assessmentPerformance;
    const started = types.reduce((a, x) => a + x.started, 0);
    const completed = types.reduce((a, x) => a + x.completed, 0);
    return {
      categorical: true,
      unit: "percent",
      series: [
        { key: "completion_rate", label: "Completion rate (%)", unit: "percent" },
        { key: "avg_minutes", label: "Average minutes", unit: "minutes" },
      ],
      points: types.map((x) => ({ label: x.name ?? typeNameInEnglish(x.typeId), values: [pct(x.completionRate), x.avgMinutes === null ? null : one(x.avgMinutes)] })),
      metric: {
        key: "completion_rate",
        label: "Completion rate",
        value: started > 0 ? pct(Math.min(1, completed / started)) : null,
        unit: "percent",
        detail: `${types.length} assessment type${types.length === 1 ? "" : "s"} with starts or completions`,
      },
      table: {
        columns: [
          { key: "type", label: "Assessment type" },
          { key: "started", label: "Started" },
          { key: "completed", label: "Completed" },
          { key: "completion_rate", label: "Completion rate (%)" },
          { key: "avg_minutes", label: "Average minutes" },
        ],
        rows: types.map((x) => [x.name ?? typeNameInEnglish(x.typeId), x.started, x.completed, pct(x.completionRate), x.avgMinutes === null ? null : one(x.avgMinutes)]),
      },
      basis: `Each assessment type with starts or completions from ${range.start} to ${range.end}: completed over started (at most 100%) and the mean completion time in minutes, from the analytics rollups.`,
      withheld: null,
    };
  }

  /** The organization's mean percentile per Big Five trait (withheld below the minimum group size). */
  private async ocean(actor: TenantActor, range: Range): Promise<Figures> {
    const od = await this.analytics.oceanDistribution(actor, { dateRange: range, industry: "all", assessmentType: "all", department: "all" });
    const k = od.privacy.minGroupSize;
    const suppressed = od.traits.some((t) => t.suppressed || t.meanPercentile === null);
    const shown = od.traits.filter((t) => t.meanPercentile !== null);
    const top = shown.reduce<(typeof shown)[number] | null>((b, t) => (b === null || (t.meanPercentile as number) > (b.meanPercentile as number) ? t : b), null);
    return {
      categorical: true,
      unit: "percentile",
      series: [{ key: "mean_percentile", label: "Mean percentile", unit: "percentile" }],
      points: od.traits.map((t) => ({ label: TRAIT_LABELS[t.trait], values: [t.meanPercentile === null ? null : one(t.meanPercentile)] })),
      metric: {
        key: "top_trait",
        label: top ? `Highest trait mean: ${TRAIT_LABELS[top.trait]}` : "Highest trait mean",
        value: top ? one(top.meanPercentile as number) : null,
        unit: "percentile",
        detail: `${od.n} completed responses in whole privacy blocks`,
      },
      table: {
        columns: [
          { key: "trait", label: "Trait" },
          { key: "n", label: "Responses" },
          { key: "mean_percentile", label: "Mean percentile" },
          { key: "sd_percentile", label: "SD" },
        ],
        rows: od.traits.map((t) => [TRAIT_LABELS[t.trait], t.n, t.meanPercentile === null ? null : one(t.meanPercentile), t.sdPercentile === null ? null : one(t.sdPercentile)]),
      },
      basis: `Mean percentile per trait (Johnson's IPIP-NEO norms) of the completed responses from ${range.start} to ${range.end} that lie in whole privacy blocks of at least ${k} responses (${od.privacy.heldBack} held back).`,
      withheld: suppressed
        ? `Trait means are shown only over at least ${k} responses (the organization's minimum group size); ${od.n} ${od.n === 1 ? "response lies" : "responses lie"} in whole privacy blocks inside this range.`
        : null,
    };
  }
}
