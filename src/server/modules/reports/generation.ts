/**
 * Report generation (spec 2 §3.1, §3.4): each section's content computed from the organization's data for a
 * period, by the same queries as the analytics dashboards (AnalyticsService.executiveFigures and
 * insightsFigures over the rollups, the members' active days, the member tally), with the minimum group size
 * applied. The rules that turn figures into content are pure (src/domain/reporting/sections); this file loads
 * the figures and states in each section's `basis` what they are.
 */
import type { SettingsApi } from "../settings/api.ts";
import type { TReportSection } from "../../../contracts/reports.ts";
import type { TExecutiveMetrics } from "../../../contracts/analytics.ts";
import type { SectionConfiguration, SectionType } from "../../../domain/reporting/templates.ts";
import type { AnalyticsApi } from "../analytics/api.ts";
import { utcDay } from "../../../domain/calendar.ts";
import type { PeriodFigures } from "../../../domain/reporting/sections/figures.ts";
import { previousPeriod } from "../../../domain/reporting/sections/period.ts";
import { say, type Coded } from "../../../domain/reporting/words.ts";
import { executiveSummary } from "../../../domain/reporting/sections/executive-summary.ts";
import { metricsDashboard } from "../../../domain/reporting/sections/metrics-dashboard.ts";
import { trendAnalysis } from "../../../domain/reporting/sections/trend-analysis.ts";
import { performanceInsights } from "../../../domain/reporting/sections/performance-insights.ts";
import { alertsWarnings } from "../../../domain/reporting/sections/alerts-warnings.ts";
import { assessmentSummary } from "../../../domain/reporting/sections/assessment-summary.ts";
import { recommendations } from "../../../domain/reporting/sections/recommendations.ts";
import { userActivityPlan, userActivityTable } from "../../../domain/reporting/sections/user-activity.ts";

export type SectionSpec = { id: string; type: SectionType | string; title: string; order_index: number; configuration: SectionConfiguration };
export type Period = { start: string; end: string };

/** A section as the route may pass it: the template's spec, possibly with a hand-written section's content. */
type SpecWithContent = SectionSpec & Partial<Pick<TReportSection, "content" | "format" | "headers" | "data">>;

type Loaded = { figures: PeriodFigures; executive: TExecutiveMetrics; minGroupSize: number };

export class ReportGenerator {
  private readonly analytics: AnalyticsApi;

  constructor(private readonly d: { settings: SettingsApi; analytics: AnalyticsApi }) {
    this.analytics = d.analytics;
  }

  /** One section's content for the organization and period, generated now (text and table sections are hand-written: returned as given). */
  async generateSection(organizationId: string, spec: SectionSpec, period: Period, now = new Date()): Promise<TReportSection> {
    const s = spec as SpecWithContent;
    const base = { id: s.id, type: s.type, title: s.title, order_index: s.order_index, configuration: s.configuration as TReportSection["configuration"] };
    const generated = { ...base, generated_at: now.toISOString(), auto_generated: true, period: { start: period.start, end: period.end } };
    // the activity rule of the analytics reads the 30 days to this day: the period's end, or today if sooner
    const asOf = period.end < utcDay(now) ? period.end : utcDay(now);
    switch (s.type) {
      case "text":
        return { ...base, generated_at: null, auto_generated: false, content: s.content ?? "", ...(s.format ? { format: s.format } : {}) };
      case "table":
        return { ...base, generated_at: null, auto_generated: false, headers: s.headers ?? [], data: s.data ?? [] };
      case "executive_summary": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        return {
          ...generated,
          ...executiveSummary(cur.figures, prev.figures, cur.minGroupSize),
          basis: [this.basis(period, cur.minGroupSize), say("basis.executive")],
        };
      }
      case "metrics_dashboard": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        const { unknown, ...content } = metricsDashboard(cur.figures, prev.figures, s.configuration);
        return {
          ...generated,
          ...content,
          basis: [this.basis(period, cur.minGroupSize), say("basis.metrics")],
          ...(unknown.length ? { note: say("notes.unknownMetrics", { keys: unknown }) } : {}),
        };
      }
      case "trend_analysis": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        return {
          ...generated,
          ...trendAnalysis(cur.figures, prev.figures),
          basis: [this.basis(period, cur.minGroupSize), say("basis.trends")],
        };
      }
      case "performance_insights": {
        const range = { start: period.start, end: period.end };
        const [executive, insights, { minGroupSize }] = await Promise.all([
          this.analytics.executiveFigures(organizationId, range, asOf),
          this.analytics.insightsFigures(organizationId, { dateRange: range, industry: "all", assessmentType: "all", department: "all" }),
          this.d.settings.profile(organizationId),
        ]);
        return {
          ...generated,
          // stored as codes and figures, the analytics insights too: worded in the reader's language when read
          insights: performanceInsights(executive.alerts, insights.insights, period, asOf),
          basis: say("basis.insights", { when: period, asOf: { start: asOf, end: asOf }, minGroupSize }),
        };
      }
      case "alerts_warnings": {
        const cur = await this.load(organizationId, period, asOf);
        return {
          ...generated,
          ...alertsWarnings(cur.figures, s.configuration.thresholds),
          basis: [this.basis(period, cur.minGroupSize), say("basis.alerts")],
        };
      }
      case "user_activity": {
        const plan = userActivityPlan(s.configuration);
        const [{ rows, activePeople }, { minGroupSize }] = await Promise.all([
          this.analytics.activeMembers(organizationId, { start: period.start, end: period.end }, plan.sort, plan.limit),
          this.d.settings.profile(organizationId),
        ]);
        const notes = [
          ...(activePeople > rows.length ? [say("notes.shownOf", { shown: rows.length, active: activePeople })] : []),
          ...(plan.unknown.length ? [say("notes.unknownColumns", { keys: plan.unknown })] : []),
        ];
        return {
          ...generated,
          ...userActivityTable(rows, plan.columns),
          key_metrics: { active_members: activePeople },
          basis: say(plan.sort === "user_name" ? "basis.userActivityByName" : "basis.userActivity", {
            when: period,
            sort: say(`sorts.${plan.sort}`),
            limit: plan.limit,
            minGroupSize,
          }),
          ...(notes.length ? { note: notes } : {}),
        };
      }
      case "assessment_summary": {
        const cur = await this.load(organizationId, period, asOf);
        return {
          ...generated,
          ...assessmentSummary(cur.figures.byType, cur.minGroupSize),
          basis: [this.basis(period, cur.minGroupSize), say("basis.assessmentSummary")],
        };
      }
      case "recommendations": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        return {
          ...generated,
          recommendations: recommendations(cur.figures, prev.figures, cur.executive.alerts, cur.minGroupSize),
          basis: [this.basis(period, cur.minGroupSize), say("basis.recommendations")],
        };
      }
      default:
        return { ...base, generated_at: null, auto_generated: false, note: say("notes.noGenerator", { type: s.type }) };
    }
  }

  /** What every generated section's figures are (its `basis`). */
  private basis(period: Period, minGroupSize: number): Coded {
    const prev = previousPeriod(period);
    return say("basis.figures", { when: period, previous: prev, minGroupSize });
  }

  /** The period's and the previous period's figures. */
  private both(organizationId: string, period: Period, asOf: string): Promise<[Loaded, Loaded]> {
    const prev = previousPeriod(period);
    return Promise.all([this.load(organizationId, period, asOf), this.load(organizationId, prev, prev.end < asOf ? prev.end : asOf)]);
  }

  /** One period's figures, from the executive dashboard's figures, the active days and the member tally. */
  private async load(organizationId: string, period: Period, asOf: string): Promise<Loaded> {
    const range = { start: period.start, end: period.end };
    const [executive, { active, joins, members }] = await Promise.all([
      this.analytics.executiveFigures(organizationId, range, asOf),
      this.analytics.membershipFigures(organizationId, range),
    ]);
    const figures: PeriodFigures = {
      period,
      members: members - joins.after,
      newMembers: joins.joined,
      activeUsers: active.people,
      activeDays: active.personDays,
      started: executive.trends.reduce((a, d) => a + d.started, 0),
      completed: executive.trends.reduce((a, d) => a + d.completed, 0),
      averageScore: executive.metrics.avgScore,
      daily: executive.trends,
      byType: executive.assessmentPerformance.map((t) => ({
        typeId: t.typeId,
        name: t.name,
        started: t.started,
        completed: t.completed,
        avgMinutes: t.avgMinutes,
      })),
    };
    return { figures, executive, minGroupSize: executive.privacy.minGroupSize };
  }
}
