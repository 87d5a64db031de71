/**
 * What a builder section shows (spec 2 §2.10): the organization's figures for a data source and time range, read
 * through the analytics service's own calls (the same queries and privacy rules as the analytics dashboards), in
 * the one shape every visualization draws (contracts ZSectionData). Its words are codes and facts (the report
 * words' `builder` group, built-in types and traits by their codes): the service words them for the reader
 * (center-words.ts).
 */
import type { TenantActor } from "../../auth/tenancy.ts";
import type { AnalyticsApi } from "../analytics/api.ts";
import { utcDay } from "../../../domain/calendar.ts";
import { timeRangeDates, type BuilderConfig, type BuilderSectionType } from "../../../domain/reporting/center.ts";
import { typeWord } from "../../../domain/reporting/sections/figures.ts";
import { say, type Coded } from "../../../domain/reporting/words.ts";
import type { TSectionData } from "../../../contracts/reports.ts";
import type { CodedSectionData } from "./center-words.ts";

const one = (x: number) => Math.round(x * 10) / 10;
const pct = (x: number | null) => (x === null ? null : one(x * 100));
type Range = { start: string; end: string };
type Figures = Omit<CodedSectionData, "kind" | "source" | "range"> & { categorical: boolean };
const b = (code: string, params?: Parameters<typeof say>[1]): Coded => say(`builder.${code}`, params);
const series = (key: string, unit: TSectionData["unit"]) => ({ key, label: b(`series.${key}`), unit });
const columns = (...keys: string[]) => keys.map((key) => ({ key, label: b(`columns.${key}`) }));
const trait = (t: string): Coded => say(`trait.${t}`);

/** The section's kind: a chart draws a time series or categories; metric and table sections show their own. */
function kindOf(type: Exclude<BuilderSectionType, "text">, categorical: boolean): TSectionData["kind"] {
  if (type === "metric") return "metric";
  if (type === "table") return "table";
  return categorical ? "categories" : "series";
}

export class BuilderData {
  constructor(private readonly analytics: AnalyticsApi) {}

  /** One section's data for the organization, the range ending today (UTC), its words as codes. */
  async section(actor: TenantActor, type: Exclude<BuilderSectionType, "text">, config: BuilderConfig, today = utcDay(new Date())): Promise<CodedSectionData> {
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
      series: [series("started", "count"), series("completed", "count")],
      points: ex.trends.map((d) => ({ label: d.date, values: [d.started, d.completed] })),
      metric: { key: "completion_rate", label: b("metrics.completion_rate"), value: pct(rate), unit: "percent", detail: b("details.completed", { completed, started }) },
      table: {
        columns: columns("date", "started", "completed", "completion_rate"),
        rows: ex.trends.filter((d) => d.started > 0 || d.completed > 0).map((d) => [d.date, d.started, d.completed, rateOf(d)]),
      },
      basis: b("basis.assessment_results", { when: range }),
      withheld: null,
    };
  }

  /** Members active per day and members who joined per day. */
  private async userAnalytics(actor: TenantActor, range: Range): Promise<Figures> {
    const ua = await this.analytics.userActivity(actor, range);
    return {
      categorical: false,
      unit: "people",
      series: [series("active", "people"), series("joined", "people")],
      points: ua.days.map((d) => ({ label: d.date, values: [d.active, d.joined] })),
      metric: {
        key: "active_people",
        label: b("metrics.active_people"),
        value: ua.activePeople,
        unit: "people",
        detail: b("details.active", { active: ua.activePeople, members: ua.members, when: range }),
      },
      table: {
        columns: columns("date", "active", "joined"),
        rows: ua.days.filter((d) => d.active > 0 || d.joined > 0).map((d) => [d.date, d.active, d.joined]),
      },
      basis: b("basis.user_analytics", { when: range }),
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
      series: [series("completion_rate", "percent"), series("avg_minutes", "minutes")],
      points: types.map((x) => ({ label: typeWord(x), values: [pct(x.completionRate), x.avgMinutes === null ? null : one(x.avgMinutes)] })),
      metric: {
        key: "completion_rate",
        label: b("metrics.completion_rate"),
        value: started > 0 ? pct(Math.min(1, completed / started)) : null,
        unit: "percent",
        detail: b("details.types", { count: types.length }),
      },
      table: {
        columns: columns("type", "started", "completed", "completion_rate", "avg_minutes"),
        rows: types.map((x) => [typeWord(x), x.started, x.completed, pct(x.completionRate), x.avgMinutes === null ? null : one(x.avgMinutes)]),
      },
      basis: b("basis.performance_metrics", { when: range }),
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
      series: [series("mean_percentile", "percentile")],
      points: od.traits.map((t) => ({ label: trait(t.trait), values: [t.meanPercentile === null ? null : one(t.meanPercentile)] })),
      metric: {
        key: "top_trait",
        label: top ? b("metrics.top_trait", { trait: trait(top.trait) }) : b("metrics.top_trait_none"),
        value: top ? one(top.meanPercentile as number) : null,
        unit: "percentile",
        detail: b("details.responses", { count: od.n }),
      },
      table: {
        columns: columns("trait", "n", "mean_percentile", "sd_percentile"),
        rows: od.traits.map((t) => [trait(t.trait), t.n, t.meanPercentile === null ? null : one(t.meanPercentile), t.sdPercentile === null ? null : one(t.sdPercentile)]),
      },
      basis: b("basis.ocean_scores", { when: range, minGroupSize: k, heldBack: od.privacy.heldBack }),
      withheld: suppressed ? b("withheld.ocean", { minGroupSize: k, count: od.n }) : null,
    };
  }
}
