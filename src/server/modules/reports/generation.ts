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
import { typeNameInEnglish } from "../../i18n/index.ts";
import type { SectionConfiguration, SectionType } from "../../../domain/reporting/templates.ts";
import { insightInWords, type AnalyticsApi } from "../analytics/api.ts";
import { translator } from "../../i18n/index.ts";
import { utcDay } from "../../../domain/calendar.ts";
import type { PeriodFigures } from "../../../domain/reporting/sections/figures.ts";
import { formatPeriod, previousPeriod } from "../../../domain/reporting/sections/period.ts";
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
          basis: `${this.basis(period, cur.minGroupSize)} Trends are percent changes against the previous period (null when its value is 0 or withheld). The narrative and highlights are written by rules from these figures.`,
        };
      }
      case "metrics_dashboard": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        const { unknown, ...content } = metricsDashboard(cur.figures, prev.figures, s.configuration);
        return {
          ...generated,
          ...content,
          basis: `${this.basis(period, cur.minGroupSize)} Active Assessments are the assessments started in the period; Total Responses the responses completed in it. The chart is the executive dashboard's daily starts and completions.`,
          ...(unknown.length ? { note: `Not a metric this section knows, left out: ${unknown.join(", ")}.` } : {}),
        };
      }
      case "trend_analysis": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        return {
          ...generated,
          ...trendAnalysis(cur.figures, prev.figures),
          basis: `${this.basis(period, cur.minGroupSize)} Insights are written by rules from the changes: 25% or more is high significance, 10% medium, less low; under 10 events in both periods is low.`,
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
          // the report's sections are written in English (the analytics insights answer codes: worded here)
          insights: performanceInsights(
            executive.alerts,
            insights.insights.map((i) => insightInWords(i, translator("en"))),
            period,
            asOf,
          ),
          basis: `The analytics alert and insight rules (the executive and insights dashboards) over ${formatPeriod(period)}; the activity rule reads the 30 days to ${formatPeriod({ start: asOf, end: asOf })}. Score figures cover whole privacy blocks of at least ${minGroupSize} responses (the organization's minimum group size). The completions projection is left out: it looks forward from today.`,
        };
      }
      case "alerts_warnings": {
        const cur = await this.load(organizationId, period, asOf);
        return {
          ...generated,
          ...alertsWarnings(cur.figures, s.configuration.thresholds),
          basis: `${this.basis(period, cur.minGroupSize)} Thresholds from the section's configuration: completion_rate is assessments completed over started in percent (none with no starts), user_activity the members active in the period.`,
        };
      }
      case "user_activity": {
        const plan = userActivityPlan(s.configuration);
        const [{ rows, activePeople }, { minGroupSize }] = await Promise.all([
          this.analytics.activeMembers(organizationId, { start: period.start, end: period.end }, plan.sort, plan.limit),
          this.d.settings.profile(organizationId),
        ]);
        const notes = [
          ...(activePeople > rows.length ? [`${rows.length} of ${activePeople} active members shown.`] : []),
          ...(plan.unknown.length ? [`Not a column this section knows, left out: ${plan.unknown.join(", ")}.`] : []),
        ];
        return {
          ...generated,
          ...userActivityTable(rows, plan.columns),
          key_metrics: { active_members: activePeople },
          basis: `Members active in ${formatPeriod(period)} (UTC days), sorted by ${plan.sort.replace(/_/g, " ")}${plan.sort === "user_name" ? "" : " (most first)"}, at most ${plan.limit}. Activity is a member's active days as the analytics records them: signing in, saving an answer, starting or completing an assessment; Last Activity is the last such day in the period and Assessments Completed the completions in it. A list of the organization's own members, not an aggregate, so the minimum group size (${minGroupSize}) does not apply.`,
          ...(notes.length ? { note: notes.join(" ") } : {}),
        };
      }
      case "assessment_summary": {
        const cur = await this.load(organizationId, period, asOf);
        return {
          ...generated,
          ...assessmentSummary(cur.figures.byType, cur.minGroupSize),
          basis: `${this.basis(period, cur.minGroupSize)} Per assessment type, as the executive dashboard's assessment performance; mean minutes from the assessment timer, withheld for types with fewer completions than the minimum group size.`,
        };
      }
      case "recommendations": {
        const [cur, prev] = await this.both(organizationId, period, asOf);
        return {
          ...generated,
          recommendations: recommendations(cur.figures, prev.figures, cur.executive.alerts, cur.minGroupSize),
          basis: `${this.basis(period, cur.minGroupSize)} Written by rules from the figures and the analytics alerts: completion rate under 70% (high), completions down 25% or more (high), fewer than 10 active members (medium), flagged responses (medium), groups under the minimum size (low).`,
        };
      }
      default:
        return { ...base, generated_at: null, auto_generated: false, note: `No generator for sections of type "${s.type}".` };
    }
  }

  /** What every generated section's figures are (its `basis`). */
  private basis(period: Period, minGroupSize: number): string {
    const prev = previousPeriod(period);
    return `Figures for ${formatPeriod(period)} (UTC days), compared with ${formatPeriod(prev)}: assessments started and completed from the analytics rollups the executive dashboard reads; members from the member tally less those who joined after the period; active members from their active days. Score figures cover whole privacy blocks of at least ${minGroupSize} responses (the organization's minimum group size).`;
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
        name: t.name ?? typeNameInEnglish(t.typeId),
        started: t.started,
        completed: t.completed,
        avgMinutes: t.avgMinutes,
      })),
    };
    return { figures, executive, minGroupSize: executive.privacy.minGroupSize };
  }
}
