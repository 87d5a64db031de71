import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies/index.ts";
import { AppError, forbidden, msg } from "../../http/errors.ts";
import { daysInclusive, isRealDay, MAX_ANALYTICS_RANGE_DAYS } from "../../../domain/calendar.ts";
import * as repo from "./repo.ts";
import * as directory from "../../people/api.ts";
import * as assessments from "../assessments/api.ts";
import type { SettingsApi } from "../settings/api.ts";
import { utcDay } from "../../../domain/calendar.ts";
import { compareActivity, type MemberActivityRow, type UserActivitySort } from "../../../domain/reporting/sections/user-activity.ts";
import { blockWindow, dayBefore, lastOnOrBefore, type CellDay } from "../../../domain/analytics/blocks.ts";
import { accumulate, BLOCK_FIELDS, EXACT_FIELDS, mergeExactAndBlocked, subtractVectors, SUMMARY_FIELDS, V, zeroVector } from "../../../domain/analytics/vector.ts";
import { alphas, averageScore, correlations, durations, qualityFigures, traitFigures, weekdayHour, type TraitFigure } from "../../../domain/analytics/aggregate.ts";
import { holm, welchT } from "../../../domain/analytics/stats.ts";
import { completionProjection, monthInProgress, PROJECTION_AHEAD } from "../../../domain/analytics/projection.ts";
import { compareGroups, coveredPeople, pooledPercentile, type ImpactPerson } from "../../../domain/analytics/adverse-impact.ts";
import { normaliseSex } from "../../../domain/psychometrics/norms.ts";
import { writeInsights } from "../../../domain/analytics/insights.ts";
import { alertsFor } from "../../../domain/analytics/alerts.ts";
import { ACTIVE_SCOPE, participantScope } from "../../../domain/analytics/distinct.ts";
import { FACETS, TRAITS, TRAIT_OF_DOMAIN, type Trait } from "../../../domain/psychometrics/facets.ts";
import { isAssessmentTypeId } from "../../../domain/assessments/types.ts";
import { publishedAlpha } from "../../../domain/analytics/published-alphas.ts";
import { loadIpipNeo120 } from "../../../instruments/ipip-neo-120.ts";
import type {
  TAdverseImpact,
  TAnalyticsFilters,
  TComparison,
  TComparisonBasis,
  TDateRange,
  TDepartmentRow,
  TExecutiveMetrics,
  TIndustry,
  TInsights,
  TOceanDistribution,
  TTeamComposition,
  TReliabilityBasis,
  TTraitAggregate,
} from "../../../contracts/analytics.ts";
import type { z } from "zod";
import type { ZAdverseImpactRequest, ZTeamRequest } from "../../../contracts/analytics.ts";

/** Organizations of an industry needed before a platform industry average or rank is shown, and their minimum responses. */
export const INDUSTRY_MIN_ORGANIZATIONS = 5;
/** The team view lists at most this many people (a department of thousands is not read person by person). */
export const TEAM_PEOPLE_SHOWN = 200;
/** The zero vector, shared where one is only read. */
const ZERO: readonly number[] = Object.freeze(zeroVector());
export const INDUSTRY_MIN_RESPONSES = 100;

const DAY = 86_400_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const lastDays = (n: number, today = utcDay(new Date())): TDateRange => ({ start: shiftDay(today, -(n - 1)), end: today });
const monthOf = (day: string) => day.slice(0, 7);
/** The last day of a month YYYY-MM (day 0 of the next month). */
const monthEnd = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = monthOf(end);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key >= last) return out;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
}

/**
 * The range a figure is computed over, checked again where the work happens (the contracts check what requests
 * send; generation passes stored periods and their previous periods): real days, in order, at most
 * MAX_ANALYTICS_RANGE_DAYS long, so a day loop always ends and its length is bounded.
 */
function boundedRange(range: TDateRange): TDateRange {
  if (!isRealDay(range.start) || !isRealDay(range.end) || range.end < range.start || daysInclusive(range.start, range.end) > MAX_ANALYTICS_RANGE_DAYS) {
    throw new AppError(422, "VALIDATION_ERROR", msg("analytics.dateRangeInvalid", { max: MAX_ANALYTICS_RANGE_DAYS, start: range.start, end: range.end }));
  }
  return range;
}

type Selection = { department?: string; typeId?: string };
type Window = { exact: number[]; blocked: number[]; merged: number[]; byCell: { department: string; typeId: string; exact: number[]; blocked: number[] }[] };

/** The organization analytics: every figure from the rollups (privacy blocks for score figures), never from raw answers. */
export class AnalyticsService {
  /** The domain (TRAITS index) and facet (FACETS index) of each IPIP-NEO-120 item, in inventory order. */
  private readonly itemScale = loadIpipNeo120("en").map((i) => ({
    trait: TRAITS.indexOf(TRAIT_OF_DOMAIN[i.domain]),
    facet: FACETS.findIndex((f) => f.domain === i.domain && f.number === i.facet),
  }));
  constructor(private readonly d: { db: Db; settings: SettingsApi }) {}

  /** The caller may read the organization's analytics (403 otherwise; the door already refused another organization). */
  private authorize(actor: TenantActor) {
    if (!can(actor, "analytics.read")) throw forbidden(msg("analytics.onlyAdminsManagersAnalystsRead"));
  }

  private selection(f: Pick<TAnalyticsFilters, "department" | "assessmentType">): Selection {
    return {
      department: f.department === "all" ? undefined : f.department === "none" ? "" : f.department,
      typeId: f.assessmentType === "all" ? undefined : f.assessmentType,
    };
  }

  /** Rollup days grouped by cell (department, type), in the order read. */
  private cells(rows: readonly repo.CellDayRow[]) {
    // rows come grouped by cell (cellDays orders them so): a new cell starts where the key changes
    const cells: { department: string; typeId: string; days: CellDay[] }[] = [];
    let c: (typeof cells)[number] | undefined;
    for (const r of rows) {
      if (!c || c.department !== r.department || c.typeId !== r.typeId) cells.push((c = { department: r.department, typeId: r.typeId, days: [] }));
      c.days.push({ day: r.day, count: r.dayCount });
    }
    return cells;
  }

  /**
   * Sums of the selected cells over a range: exact counts over [start, end], score sums over the whole
   * privacy blocks inside it (blocks.ts), per cell and in total.
   */
  private async window(organizationId: string, sel: Selection, range: TDateRange, minGroupSize: number, days?: repo.CellDayRow[], fields?: repo.VectorFields): Promise<Window> {
    const rows = days ?? (await repo.cellDays(this.d.db, organizationId, sel));
    return (await this.windows(organizationId, rows, [range], minGroupSize, fields))[0];
  }

  /** `window` for several ranges over the same cells, with the running totals of all of them read in one query. */
  private async windows(
    organizationId: string,
    rows: readonly repo.CellDayRow[],
    ranges: readonly TDateRange[],
    minGroupSize: number,
    fields?: repo.VectorFields,
  ): Promise<Window[]> {
    const cells = this.cells(rows);
    const plans = ranges.map((range) =>
      cells.map((c) => {
        const w = blockWindow(c.days, minGroupSize, range.start, range.end);
        return { c, eEnd: lastOnOrBefore(c.days, range.end), eStart: lastOnOrBefore(c.days, dayBefore(range.start)), bFrom: w?.from ?? null, bTo: w?.to ?? null };
      }),
    );
    const keysOf = (pick: (p: (typeof plans)[number][number]) => (string | null)[]) =>
      plans.flat().flatMap((p) => pick(p).flatMap((day) => (day === null ? [] : [{ department: p.c.department, typeId: p.c.typeId, day }])));
    // exact figures read the count fields of the range ends, score figures the block fields (and counts) of
    // the block bounds: each read moves only its half of the vectors
    // (a reader of a few fields reads them all in one query)
    const [exactVectors, blockVectors] = fields
      ? await repo
          .vectorsAt(
            this.d.db,
            organizationId,
            keysOf((p) => [p.eEnd, p.eStart, p.bFrom, p.bTo]),
            fields,
          )
          .then((v) => [v, v])
      : await Promise.all([
          repo.vectorsAt(
            this.d.db,
            organizationId,
            keysOf((p) => [p.eEnd, p.eStart]),
            EXACT_FIELDS,
          ),
          repo.vectorsAt(
            this.d.db,
            organizationId,
            keysOf((p) => [p.bFrom, p.bTo]),
            BLOCK_FIELDS,
          ),
        ]);
    const at = (vectors: Map<string, number[]>, p: (typeof plans)[number][number], day: string | null) =>
      day === null ? ZERO : (vectors.get(repo.cellKey(p.c.department, p.c.typeId, day)) ?? ZERO);
    return plans.map((cellPlans) => {
      const exact = zeroVector();
      const blocked = zeroVector();
      const byCell = cellPlans.map((p) => {
        const e = subtractVectors(at(exactVectors, p, p.eEnd), at(exactVectors, p, p.eStart));
        const b = p.bTo === null ? zeroVector() : subtractVectors(at(blockVectors, p, p.bTo), at(blockVectors, p, p.bFrom));
        accumulate(exact, e);
        accumulate(blocked, b);
        return { department: p.c.department, typeId: p.c.typeId, exact: e, blocked: b };
      });
      return { exact, blocked, merged: mergeExactAndBlocked(exact, blocked), byCell };
    });
  }

  /**
   * The months of a range (clipped to it) and the organization's all time, with the summary fields: one read
   * when the selection is the whole organization (the same cells).
   */
  private async summaryWindows(organizationId: string, sel: Selection, days: repo.CellDayRow[], range: TDateRange, monthList: readonly string[], today: string, k: number) {
    const months = monthList.map((m) => ({ start: `${m}-01` < range.start ? range.start : `${m}-01`, end: monthEnd(m) > range.end ? range.end : monthEnd(m) }));
    const allRange = { start: "1970-01-01", end: today };
    if (sel.department === undefined && sel.typeId === undefined) {
      const ws = await this.windows(organizationId, days, [...months, allRange], k, SUMMARY_FIELDS);
      return { months: ws.slice(0, months.length), allTime: ws[ws.length - 1] };
    }
    const [ws, allTime] = await Promise.all([
      this.windows(organizationId, days, months, k, SUMMARY_FIELDS),
      this.window(organizationId, {}, allRange, k, undefined, SUMMARY_FIELDS),
    ]);
    return { months: ws, allTime };
  }

  private privacy(w: Window, minGroupSize: number) {
    const covered = w.blocked[V.exact.completed];
    return { minGroupSize, covered, heldBack: w.exact[V.exact.completed] - covered };
  }

  private aggregates(figs: readonly TraitFigure[]): TTraitAggregate[] {
    return figs.map((f) => ({
      trait: f.trait,
      n: f.n,
      suppressed: f.suppressed,
      meanPercentile: f.meanPercentile,
      sdPercentile: f.sdPercentile,
      meanItem: f.meanItem,
      histogram: f.histogram,
    }));
  }

  /** A platform industry average when enough organizations of the industry have enough responses; else Johnson's norm means. */
  private async comparison(organizationId: string, industry: string | null): Promise<TComparison & { peers: { organizationId: string; v: number[] }[] }> {
    const norms = (basis: TComparison["basis"]): TComparison & { peers: { organizationId: string; v: number[] }[] } => ({
      kind: "norms",
      industry: null,
      values: Object.fromEntries(TRAITS.map((t) => [t, 50])) as TComparison["values"],
      basis,
      organizations: null,
      peers: [],
    });
    if (!industry) return norms({ code: "no_industry" });
    const totals = new Map<string, number[]>();
    for (const r of await repo.industryTotals(this.d.db, industry, organizationId, SUMMARY_FIELDS)) {
      const v = totals.get(r.organizationId) ?? zeroVector();
      accumulate(v, r.v);
      totals.set(r.organizationId, v);
    }
    const peers = [...totals.entries()].filter(([id, v]) => id !== organizationId && v[V.exact.completed] >= INDUSTRY_MIN_RESPONSES).map(([id, v]) => ({ organizationId: id, v }));
    if (peers.length < INDUSTRY_MIN_ORGANIZATIONS)
      return {
        ...norms({
          code: "too_few_peers",
          industry: industry as TIndustry,
          peers: peers.length,
          minOrganizations: INDUSTRY_MIN_ORGANIZATIONS,
          minResponses: INDUSTRY_MIN_RESPONSES,
        }),
        peers,
      };
    const values = Object.fromEntries(
      TRAITS.map((t, i) => {
        const f = V.trait[i];
        const means = peers.filter((p) => p.v[f.n] > 0).map((p) => p.v[f.pctSum] / p.v[f.n]);
        return [t, means.reduce((a, m) => a + m, 0) / Math.max(1, means.length)];
      }),
    ) as TComparison["values"];
    return {
      kind: "industry",
      industry: industry as TComparison["industry"],
      values,
      basis: { code: "industry_mean", industry: industry as TIndustry, peers: peers.length, minResponses: INDUSTRY_MIN_RESPONSES },
      organizations: peers.length,
      peers,
    };
  }

  async oceanDistribution(actor: TenantActor, filters: TAnalyticsFilters): Promise<TOceanDistribution> {
    this.authorize(actor);
    const settings = await this.d.settings.profile(actor.organizationId);
    const range = boundedRange(filters.dateRange ?? lastDays(90));
    // counts and trait sums are all this answer reads of the vectors
    const [w, { peers: _peers, ...comparison }] = await Promise.all([
      this.window(actor.organizationId, this.selection(filters), range, settings.minGroupSize, undefined, SUMMARY_FIELDS),
      this.comparison(actor.organizationId, filters.industry === "all" ? settings.industry : filters.industry),
    ]);
    const figs = traitFigures(w.blocked, settings.minGroupSize);
    return {
      data: [Object.fromEntries(figs.map((f) => [f.trait, f.meanPercentile])) as TOceanDistribution["data"][number]],
      traits: this.aggregates(figs),
      comparison,
      n: w.blocked[V.exact.completed],
      dateRange: range,
      privacy: this.privacy(w, settings.minGroupSize),
      simulated: w.exact[V.exact.simulated],
    };
  }

  private reliability(w: Window, minGroupSize: number, typeId?: string) {
    // alpha needs one item set: the selected type, else the type with the most complete responses
    const byType = new Map<string, number[]>();
    for (const c of w.byCell) {
      const v = byType.get(c.typeId) ?? zeroVector();
      accumulate(v, c.blocked);
      byType.set(c.typeId, v);
    }
    const candidates = [...byType.entries()].filter(([id]) => typeId === undefined || id === typeId).sort((a, b) => b[1][V.block.scaleN] - a[1][V.block.scaleN]);
    const [chosen, v] = candidates[0] ?? [typeId ?? null, zeroVector()];
    const list = alphas(v, this.itemScale);
    const n = v[V.block.scaleN];
    const domains = list.filter((a) => a.kind === "domain" && a.alpha !== null);
    const meanAlpha = domains.length === TRAITS.length ? domains.reduce((a, x) => a + (x.alpha as number), 0) / domains.length : null;
    const available = n >= 30 && n >= minGroupSize;
    return {
      chosen,
      /** The chosen form's summed vector (whole blocks): the correlations read the same responses. */
      vector: v,
      n,
      list,
      meanAlpha: available ? meanAlpha : null,
      basis: (available
        ? { code: "alpha", typeId: chosen, n, mostResponses: typeId === undefined }
        : { code: "too_few", n, minimum: Math.max(30, minGroupSize) }) satisfies TReliabilityBasis,
    };
  }

  async executive(actor: TenantActor, dateRange?: TDateRange): Promise<TExecutiveMetrics> {
    this.authorize(actor);
    return this.executiveFigures(actor.organizationId, dateRange ?? lastDays(30));
  }

  /**
   * The executive dashboard's figures of a range, for callers that already checked access (the dashboard
   * route, report generation). Active Users and the activity alert read the 30 days ending on `today`.
   */
  async executiveFigures(organizationId: string, range: TDateRange, today = utcDay(new Date())): Promise<TExecutiveMetrics> {
    boundedRange(range);
    const [settings, days] = await Promise.all([this.d.settings.profile(organizationId), repo.cellDays(this.d.db, organizationId), repo.ensureDistinct(this.d.db, organizationId)]);
    const last30 = lastDays(30, today);
    const [w, daily, act, members, session, active30, { peers: _p, ...comparison }] = await Promise.all([
      this.window(organizationId, {}, range, settings.minGroupSize, days),
      repo.dailyCounts(this.d.db, organizationId, range.start, range.end),
      repo.distinctPeople(this.d.db, organizationId, ACTIVE_SCOPE, range.start, range.end),
      repo.memberCount(this.d.db, organizationId),
      repo.avgSessionMinutes(this.d.db, organizationId, range.start, range.end),
      // the low-activity alert reads the last 30 days, whatever the range (its words say so)
      repo.distinctPeople(this.d.db, organizationId, ACTIVE_SCOPE, last30.start, last30.end),
      this.comparison(organizationId, settings.industry),
    ]);
    const designedNames = w.byCell.some((c) => !isAssessmentTypeId(c.typeId)) ? await assessments.designedTypeNames(this.d.db, organizationId) : new Map<string, string>();
    const figs = traitFigures(w.blocked, settings.minGroupSize);
    const q = qualityFigures(w.blocked, settings.minGroupSize);
    const rel = this.reliability(w, settings.minGroupSize);
    const byDay = new Map(daily.map((d) => [d.day, d]));
    const trends: TExecutiveMetrics["trends"] = [];
    for (let d = range.start; d <= range.end; d = shiftDay(d, 1)) trends.push({ date: d, started: byDay.get(d)?.started ?? 0, completed: byDay.get(d)?.completed ?? 0 });
    const typeIds = [...new Set(w.byCell.map((c) => c.typeId))].sort();
    const completed = w.exact[V.exact.completed];
    const started = w.exact[V.exact.started];
    const dayCount = Math.round((Date.parse(range.end) - Date.parse(range.start)) / DAY) + 1;
    // the period of the same length just before the range, for the completion-drop alert
    const previousStart = shiftDay(range.start, -dayCount);
    const previousCompleted = days.filter((d) => d.day >= previousStart && d.day < range.start).reduce((a, d) => a + d.dayCount, 0);
    const byDepartment = new Map<string, { department: string; responses: number; covered: number }>();
    for (const c of w.byCell) {
      const d = byDepartment.get(c.department) ?? { department: c.department, responses: 0, covered: 0 };
      d.responses += c.exact[V.exact.completed];
      d.covered += c.blocked[V.exact.completed];
      byDepartment.set(c.department, d);
    }
    const qualityN = w.blocked[V.block.qualityN];
    const alerts = alertsFor({
      days: dayCount,
      started,
      completed,
      previousCompleted,
      // the same withholding as the Data quality figure
      quality: q.unflaggedShare === null ? null : { n: qualityN, flagged: w.blocked[V.block.flagged] },
      activeUsers: active30.people,
      members,
      departments: [...byDepartment.values()],
      minGroupSize: settings.minGroupSize,
    });
    return {
      metrics: {
        // every figure follows the range: completions in it, members active in it (the Analytics figures' rule)
        totalAssessments: completed,
        completionRate: started > 0 ? Math.min(1, completed / started) : null,
        avgScore: averageScore(figs),
        activeUsers: act.people,
        scoringReliability: { meanAlpha: rel.meanAlpha, n: rel.n, basis: rel.basis },
        dataQuality: q.unflaggedShare,
      },
      trends,
      // the types with starts or completions in the range
      assessmentPerformance: typeIds.flatMap((typeId) => {
        const v = zeroVector();
        for (const c of w.byCell.filter((x) => x.typeId === typeId)) accumulate(v, c.exact);
        if (v[V.exact.started] === 0 && v[V.exact.completed] === 0) return [];
        return {
          typeId,
          // a built-in type is named by the reader's catalog; a designed one by its organization
          name: isAssessmentTypeId(typeId) ? null : (designedNames.get(typeId) ?? typeId),
          started: v[V.exact.started],
          completed: v[V.exact.completed],
          completionRate: v[V.exact.started] > 0 ? Math.min(1, v[V.exact.completed] / v[V.exact.started]) : null,
          avgMinutes: durations(v).avgMinutes,
        };
      }),
      benchmarking: { traits: this.aggregates(figs), comparison },
      platformUsage: {
        dailyActiveShare: members > 0 ? act.personDays / (dayCount * members) : null,
        avgSessionMinutes: session,
        consentShare: completed > 0 ? w.exact[V.exact.consent] / completed : null,
        members,
      },
      alerts,
      dateRange: range,
      privacy: this.privacy(w, settings.minGroupSize),
    };
  }

  /**
   * Members active and members who joined, per day of a range (every day listed), with the distinct members
   * active over the whole range and the organization's members now: the Reporting Center's User Analytics.
   */
  async userActivity(actor: TenantActor, range: TDateRange) {
    this.authorize(actor);
    boundedRange(range);
    await repo.ensureDistinct(this.d.db, actor.organizationId);
    const [active, joined, people, members] = await Promise.all([
      repo.activeByDay(this.d.db, actor.organizationId, range.start, range.end),
      directory.joinedByDay(this.d.db, actor.organizationId, range.start, range.end),
      repo.distinctPeople(this.d.db, actor.organizationId, ACTIVE_SCOPE, range.start, range.end),
      repo.memberCount(this.d.db, actor.organizationId),
    ]);
    const activeOn = new Map(active.map((d) => [d.day, d.people]));
    const joinedOn = new Map(joined.map((d) => [d.day, d.people]));
    const days: { date: string; active: number; joined: number }[] = [];
    for (let d = range.start; d <= range.end; d = shiftDay(d, 1)) days.push({ date: d, active: activeOn.get(d) ?? 0, joined: joinedOn.get(d) ?? 0 });
    return { days, activePeople: people.people, members, dateRange: range };
  }

  /**
   * An organization's members over a period, as the reports generator's figures read them (no actor: the
   * generator runs for the organization): members now (the member tally), those who joined in the period and
   * after it, and the distinct members active in it with their person-days.
   */
  async membershipFigures(organizationId: string, range: TDateRange) {
    const { db } = this.d;
    // the distinct-people tables are built on an organization's first read (the executive figures do it too)
    await repo.ensureDistinct(db, organizationId);
    const [active, joins, members] = await Promise.all([
      repo.distinctPeople(db, organizationId, ACTIVE_SCOPE, range.start, range.end),
      directory.memberJoins(db, organizationId, range.start, range.end),
      repo.memberCount(db, organizationId),
    ]);
    return { active, joins, members };
  }

  /**
   * The members active in a period (the reports' User Activity section): at most `limit` in `sort` order, each
   * with their last active day, active days and completions in it, and how many members were active in all.
   */
  async activeMembers(organizationId: string, range: TDateRange, sort: UserActivitySort, limit: number): Promise<{ rows: MemberActivityRow[]; activePeople: number }> {
    const { db } = this.d;
    await repo.ensureDistinct(db, organizationId);
    const [rows, active] = await Promise.all([
      sort === "last_activity" ? this.latestActive(organizationId, range, limit) : repo.activeMembers(db, organizationId, range.start, range.end, sort, limit),
      repo.distinctPeople(db, organizationId, ACTIVE_SCOPE, range.start, range.end),
    ]);
    return { rows, activePeople: active.people };
  }

  /**
   * The `limit` members active most recently in the period, reading only the newest days: the days are walked
   * back (one row a day from the distinct table) until their active days could hold `limit` people, the
   * members active from that day on are read (all of them, so ties on the boundary day are complete), and the
   * window is widened when repeat visitors or departed members leave fewer than `limit`.
   */
  private async latestActive(organizationId: string, period: TDateRange, limit: number): Promise<MemberActivityRow[]> {
    const { db } = this.d;
    const days = await repo.activeDayCounts(db, organizationId, period.start, period.end);
    for (let want = limit; ; want *= 2) {
      let from = period.start;
      let pairs = 0;
      for (const d of days) {
        pairs += d.n;
        if (pairs >= want) {
          from = d.day;
          break;
        }
      }
      const last = await repo.lastActiveDays(db, organizationId, from, period.end);
      const people = await directory.membersOf(db, organizationId, [...last.keys()]);
      if (people.length < limit && from > period.start) continue;
      const top = people
        .map((p) => ({ ...p, lastActivity: last.get(p.userId) ?? null, activeDays: 0, assessmentsCompleted: 0 }))
        .sort((a, b) => compareActivity("last_activity", a, b))
        .slice(0, limit);
      const figures = await repo.personFigures(
        db,
        organizationId,
        top.map((p) => p.userId),
        period.start,
        period.end,
      );
      return top.map((p) => ({ ...p, activeDays: figures.get(p.userId)?.activeDays ?? 0, assessmentsCompleted: figures.get(p.userId)?.completed ?? 0 }));
    }
  }

  async insights(actor: TenantActor, filters: TAnalyticsFilters): Promise<TInsights> {
    this.authorize(actor);
    return this.insightsFigures(actor.organizationId, filters);
  }

  /** The insights dashboard's figures, for callers that already checked access (the dashboard route, report generation). */
  async insightsFigures(organizationId: string, filters: TAnalyticsFilters): Promise<TInsights> {
    const range = boundedRange(filters.dateRange ?? lastDays(90));
    const sel = this.selection(filters);
    const [settings, days] = await Promise.all([
      this.d.settings.profile(organizationId),
      repo.cellDays(this.d.db, organizationId, sel),
      repo.ensureDistinct(this.d.db, organizationId),
    ]);
    const k = settings.minGroupSize;
    const today = utcDay(new Date());
    const monthList = monthsBetween(range.start, range.end);
    // everything below reads independently: on PostgreSQL the reads run side by side
    const [w, comparison, participants, members, summaries] = await Promise.all([
      this.window(organizationId, sel, range, k, days),
      this.comparison(organizationId, filters.industry === "all" ? settings.industry : filters.industry),
      repo.distinctPeople(this.d.db, organizationId, participantScope(sel), range.start, range.end),
      repo.memberCount(this.d.db, organizationId, sel.department),
      // months (exact counts, block-covered quality and average score) and the organization's all time (the
      // quality benchmark and the industry rank)
      this.summaryWindows(organizationId, sel, days, range, monthList, today, k),
    ]);
    const monthWindows = summaries.months;
    const allTime = summaries.allTime;
    const figs = traitFigures(w.blocked, k);
    const { peers, ...comparisonOut } = comparison;
    // completions are exact counts from the day list; people are distinct over the range
    const people = { total: days.filter((d) => d.day >= range.start && d.day <= range.end).reduce((a, d) => a + d.dayCount, 0), users: participants.people };

    // departments: each department's whole blocks against the rest of the organization's
    const deptVectors = new Map<string, number[]>();
    for (const c of w.byCell) {
      const v = deptVectors.get(c.department) ?? zeroVector();
      accumulate(v, c.blocked);
      deptVectors.set(c.department, v);
    }
    const raw: { department: string; n: number; cells: { trait: (typeof TRAITS)[number]; mean: number | null; diff: number | null; d: number | null; p: number | null }[] }[] = [];
    for (const [department, v] of [...deptVectors.entries()].sort()) {
      const n = v[V.exact.completed];
      const dFigs = traitFigures(v, k);
      const rest = subtractVectors(w.blocked, v);
      const restFigs = traitFigures(rest, 2);
      raw.push({
        department,
        n,
        cells: TRAITS.map((t, i) => {
          const a = dFigs[i];
          const o = figs[i];
          const r = restFigs[i];
          if (a.suppressed || o.meanPercentile === null) return { trait: t, mean: null, diff: null, d: null, p: null };
          const test =
            r.meanItem !== null && r.sdItem !== null && a.sdItem !== null
              ? welchT({ n: a.n, mean: a.meanItem!, variance: a.sdItem ** 2 }, { n: r.n, mean: r.meanItem, variance: r.sdItem ** 2 })
              : null;
          return {
            trait: t,
            mean: a.meanPercentile,
            diff: (a.meanPercentile as number) - o.meanPercentile,
            d: o.sdItem ? ((a.meanItem as number) - (o.meanItem as number)) / o.sdItem : null,
            p: test?.p ?? null,
          };
        }),
      });
    }
    const tested = raw.flatMap((r) => r.cells).filter((c) => c.p !== null);
    const adjusted = holm(tested.map((c) => c.p as number));
    const adjustedOf = new Map(tested.map((c, i) => [c, adjusted[i]]));
    // "" in the rollups is the members with no department: null here, named by the reader's catalog
    const departments: TDepartmentRow[] = raw.map((r) => ({
      department: r.department || null,
      n: r.n,
      suppressed: r.n < k,
      cells: r.cells.map((c) => ({
        trait: c.trait,
        meanPercentile: c.mean,
        difference: c.diff,
        d: c.d,
        p: adjustedOf.get(c) ?? null,
        significant: (adjustedOf.get(c) ?? 1) < 0.05,
      })),
    }));

    const months = monthList.map((m, i) => {
      const mw = monthWindows[i];
      const q = qualityFigures(mw.blocked, k);
      return { month: m, started: mw.exact[V.exact.started], completed: mw.exact[V.exact.completed], quality: q.quality, avgScore: averageScore(traitFigures(mw.blocked, k)) };
    });
    // the projection reads the organization's own full months from its first completion, whatever the range
    // (completions are exact counts: each month's sum of the day counts, no vectors needed)
    const byMonth = new Map<string, number>();
    let firstDay: string | null = null;
    for (const d of days) {
      if (d.dayCount <= 0) continue;
      byMonth.set(monthOf(d.day), (byMonth.get(monthOf(d.day)) ?? 0) + d.dayCount);
      if (firstDay === null || d.day < firstDay) firstDay = d.day;
    }
    const fullMonths = firstDay === null ? [] : monthsBetween(firstDay, today).filter((m) => monthEnd(m) < today);
    const trend = completionProjection(fullMonths.map((m) => ({ month: m, completed: byMonth.get(m) ?? 0 })));
    // the first projected month is the one after the last full month: the month under way, shown as its
    // completions so far and the projection to its end (never below what has already happened)
    const firstProjected = trend.history.length ? monthOf(shiftDay(`${trend.history[trend.history.length - 1].month}-28`, 5)) : monthOf(today);
    const projection = monthInProgress(trend.points, firstProjected, { month: monthOf(today), completed: byMonth.get(monthOf(today)) ?? 0 });
    const predictiveAccuracy = trend.accuracy;

    // industry rank by completions per member over the organizations' all-time totals
    let industryRank: number | null = null;
    let industryRankBasis: TComparisonBasis = comparison.basis;
    if (comparison.kind === "industry") {
      const counts = await repo.memberCounts(this.d.db, [organizationId, ...peers.map((p) => p.organizationId)]);
      const rate = (completedAll: number, id: string) => completedAll / Math.max(1, counts.get(id) ?? 1);
      const mine = rate(allTime.exact[V.exact.completed], organizationId);
      industryRank = 1 + peers.filter((p) => rate(p.v[V.exact.completed], p.organizationId) > mine).length;
      industryRankBasis = { code: "rank_among", industry: comparison.industry as TIndustry, organizations: peers.length + 1 };
    }
    const stats = this.reliability(w, k, sel.typeId);
    const reliabilityOk = stats.n >= 30 && stats.n >= k;
    const platformQuality = qualityFigures(allTime.blocked, k).quality;
    const dur = durations(w.exact);
    // intercorrelations on the reliability table's form only: trait means of a 60-item and the 120-item form are
    // different scores, not one sample
    const corr = correlations(stats.vector, k);
    const correlationN = corr ? stats.vector[V.block.all5] : 0;
    const alphaRows = stats.list.map((a) => ({ ...a, ...publishedAlpha(a.kind, a.scale) }));
    const insights = writeInsights({
      departments: raw.map((r) => ({ department: r.department || null, n: r.n, cells: r.cells.map((c) => ({ trait: c.trait, d: c.d, p: adjustedOf.get(c) ?? null })) })),
      alphas: reliabilityOk ? alphaRows.filter((a) => a.kind === "domain" && a.alpha !== null).map((a) => ({ scale: a.trait, alpha: a.alpha as number, n: a.n })) : [],
      quality: qualityFigures(w.blocked, k),
      covered: w.blocked[V.exact.completed],
      projection: projection[0] ? { ...projection[0], months: trend.months, asOf: today } : null,
      minGroupSize: k,
    });
    return {
      analytics: {
        oceanScores: Object.fromEntries(figs.map((f) => [f.trait, f.meanPercentile])) as TInsights["analytics"]["oceanScores"],
        totalAssessments: w.exact[V.exact.completed],
        uniqueParticipants: people.users,
        avgCompletionTime: dur.avgMinutes,
        engagementRate: members > 0 ? people.users / members : null,
        repeatRate: people.users > 0 ? (people.total - people.users) / people.total : null,
        industryRank,
        industryRankBasis,
        predictiveAccuracy,
      },
      distribution: {
        data: [Object.fromEntries(figs.map((f) => [f.trait, f.meanPercentile])) as TOceanDistribution["data"][number]],
        traits: this.aggregates(figs),
        comparison: comparisonOut,
        n: w.blocked[V.exact.completed],
        privacy: this.privacy(w, k),
        simulated: w.exact[V.exact.simulated],
      },
      patterns: { byWeekdayHour: weekdayHour(w.exact), durationBuckets: dur.buckets },
      months,
      qualityBenchmark: { value: platformQuality },
      statistics: {
        available: reliabilityOk,
        basis: stats.basis,
        n: stats.n,
        alphas: reliabilityOk ? alphaRows : [],
        correlations: corr,
        correlationN,
        correlationForm: corr ? stats.chosen : null,
      },
      predictive: {
        history: trend.history,
        projection,
        months: trend.months,
        available: trend.available,
        minimum: trend.minimum,
        forecasts: trend.forecasts,
        method:
          trend.months > 0
            ? { code: "least_squares", months: trend.months, ahead: PROJECTION_AHEAD }
            : { code: "too_few_months", minimum: trend.minimum, available: trend.available },
      },
      departments,
      insights,
      dateRange: range,
      privacy: this.privacy(w, k),
    };
  }

  async team(actor: TenantActor, input: z.infer<typeof ZTeamRequest>): Promise<TTeamComposition> {
    this.authorize(actor);
    const { minGroupSize } = await this.d.settings.profile(input.organizationId);
    const rows = await repo.facts(this.d.db, input.organizationId, {
      department: input.department,
      userIds: input.userIds,
      typeId: input.assessmentType === "all" ? undefined : input.assessmentType,
    });
    // each person's latest result; only results the caller may open
    const latest = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (r.percentiles && can(actor, "result.read", { kind: "result", ownerId: r.user_id })) latest.set(r.user_id, r);
    const people = [...latest.values()];
    const suppressed = people.length < minGroupSize;
    return {
      members: input.userIds?.length ?? new Set(rows.map((r) => r.user_id)).size,
      withResults: people.length,
      suppressed,
      traits: TRAITS.map((trait, i) => {
        const xs = people.map((p) => p.percentiles![i]).filter((x): x is number => x !== null);
        if (suppressed || xs.length < minGroupSize) return { trait, mean: null, sd: null, min: null, max: null, low: 0, average: 0, high: 0, balance: "withheld" as const };
        const mean = xs.reduce((a, x) => a + x, 0) / xs.length;
        const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length - 1));
        const low = xs.filter((x) => x < 30).length;
        const high = xs.filter((x) => x > 70).length;
        const average = xs.length - low - high;
        const top = Math.max(low, average, high) / xs.length;
        const balance = top >= 0.8 ? ("alike" as const) : top <= 0.5 ? ("spread" as const) : ("mixed" as const);
        return { trait, mean, sd, min: Math.min(...xs), max: Math.max(...xs), low, average, high, balance };
      }),
      // at most TEAM_PEOPLE_SHOWN, by name (withResults gives the whole count)
      people: suppressed
        ? []
        : people
            .map((p) => ({ userId: p.user_id, name: p.name ?? "", department: p.department || null, responseId: p.response_id }))
            .sort((a, b) => a.name.localeCompare(b.name))
            .slice(0, TEAM_PEOPLE_SHOWN),
    };
  }

  async adverseImpact(actor: TenantActor, input: z.infer<typeof ZAdverseImpactRequest>): Promise<TAdverseImpact> {
    this.authorize(actor);
    const { minGroupSize } = await this.d.settings.profile(input.organizationId);
    const range = input.dateRange ?? { start: "1970-01-01", end: utcDay(new Date()) };
    // one scale for everyone, people not responses, whole blocks per sex × age cell (domain/analytics/adverse-impact.ts)
    const pillar = input.measure.startsWith("pillar:");
    const measure = pillar
      ? { kind: "pillar" as const, index: ["pillar:sustainable", "pillar:performance", "pillar:potential"].indexOf(input.measure) }
      : { kind: "trait" as const, trait: input.measure };
    const rows = await repo.impactPeople(this.d.db, input.organizationId, input.assessmentType === "all" ? undefined : input.assessmentType, measure);
    const people: ImpactPerson[] = rows.map((r) => ({
      userId: r.userId,
      day: r.day,
      sex: normaliseSex(r.sex),
      age: r.age,
      score: pillar ? r.score : pooledPercentile(input.measure as Trait, r.score),
    }));
    const covered = coveredPeople(people, minGroupSize, range.start, range.end);
    const isSelected = (x: number) => (input.direction === "atLeast" ? x >= input.cutoff : x <= input.cutoff);
    const sex = compareGroups(covered, "sex", minGroupSize, isSelected);
    const age = compareGroups(covered, "age", minGroupSize, isSelected);
    return {
      comparisons: [
        { by: "sex", groups: sex.groups, note: "sexAsGiven" },
        { by: "age", groups: age.groups, note: "ageGroups" },
      ],
      // people of the shown comparisons only: a total over a hidden comparison would give its groups away
      n: sex.hidden && age.hidden ? null : covered.filter((p) => (!sex.hidden && p.sex !== null) || (!age.hidden && p.age !== null)).length,
      scale: pillar ? "pomp" : "pooledPercentile",
      disclaimer: "screeningAid",
    };
  }
}
