import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { addDemoData } from "../assessments/simulated/demo-data.ts";
import { buildServices } from "../services.ts";
import { ReportGenerator, type SectionSpec } from "./generation.ts";
import { defaultConfiguration, type SectionConfiguration, type SectionType } from "../../../domain/reporting/templates.ts";
import { TRAITS } from "../../../domain/psychometrics/facets.ts";
import { PSEUDO_LOCALE, translator } from "../../i18n/index.ts";
import { isAssessmentTypeId } from "../../../domain/assessments/types.ts";
import { ZReportSection, type TReportSection } from "../../../contracts/reports.ts";
import { reportWordsFor } from "../../i18n/report-words.ts";
import { codesOf, isCoded, type Coded, type Words } from "../../../domain/reporting/words.ts";

/**
 * Every generated section against a reference computed here, independently: plain SQL over the responses and
 * members (never the rollups, facts or activity tables the generator reads), and the privacy-block rule written
 * out again from its definition. Simulated respondents over a month, in five departments and four types, saved
 * through the app's own import and completion path; a second organization in the same window must not leak in.
 */
let app: TestApp;
let gen: ReportGenerator;
let orgId: string;
const K = 8;
const NOW = new Date("2026-03-31T20:00:00Z");
const WEEK = { start: "2026-03-16", end: "2026-03-22" };
const PREV = { start: "2026-03-09", end: "2026-03-15" };
/** The sign-ins the test made: the reference's activity is these and the responses' start and completion days. */
const signIns: { userId: string; day: string }[] = [];
let seed = 29;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  const world = await buildOrganization(app, "gen-ref", ["admin", "manager"]);
  const other = await buildOrganization(app, "gen-other", ["admin"]);
  orgId = world.org.id;
  await addDemoData(app.deps, { organizationSlug: "gen-ref", respondents: 320, months: 1, seed: 17, now: NOW, batchSize: 80 });
  await addDemoData(app.deps, { organizationSlug: "gen-other", respondents: 60, months: 1, seed: 4, now: NOW, batchSize: 60 });
  await setMinGroupSize(K);
  void other;
  const db = app.deps.database.db;
  // sign-ins on other days than the members' assessments, through the recorder the sign-in path calls
  const ids = (await db.execute<{ user_id: string }>(sql`select user_id from member where organization_id = ${orgId} order by user_id`)).rows.map((r) => r.user_id);
  for (let i = 0; i < 160; i++) {
    const userId = ids[Math.floor(random() * ids.length)];
    const day = new Date(Date.parse("2026-03-02T00:00:00Z") + Math.floor(random() * 28) * 86_400_000 + Math.floor(random() * 86_400_000));
    await app.deps.analytics.markActive(orgId, userId, day);
    signIns.push({ userId, day: day.toISOString().slice(0, 10) });
  }
  gen = new ReportGenerator(buildServices(db));
}, 240_000);
afterAll(() => app.cleanup());

async function setMinGroupSize(k: number) {
  await app.deps.database.db.execute(
    sql`insert into organization_setting (organization_id, min_group_size) values (${orgId}, ${k}) on conflict (organization_id) do update set min_group_size = ${k}`,
  );
}

const spec = (type: SectionType | string, configuration: SectionConfiguration = isKnown(type) ? defaultConfiguration(type) : {}): SectionSpec => ({
  id: `s-${type}`,
  type,
  title: type,
  order_index: 0,
  configuration,
});
const MARCH_WEEK = new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).formatRange(
  new Date("2026-03-16T00:00:00Z"),
  new Date("2026-03-22T00:00:00Z"),
);
const isKnown = (t: string): t is SectionType => t !== "custom_widget";

/** A section's coded words as the English reader reads them (what these tests compare with). */
type English<T> = T extends string | Coded | readonly Coded[] ? string : T extends readonly (infer U)[] ? English<U>[] : T extends object ? { [K in keyof T]: English<T[K]> } : T;
const en = reportWordsFor();
function inEnglish(v: unknown, key = ""): unknown {
  if (["basis", "narrative", "note"].includes(key)) return en(v as Words);
  if (isCoded(v)) return en(v);
  if (Array.isArray(v)) return v.map((x) => inEnglish(x));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, inEnglish(x, k)]));
  return v;
}

async function generate(type: SectionType | string, period = WEEK, configuration?: SectionConfiguration): Promise<English<TReportSection>> {
  const s = await gen.generateSection(orgId, spec(type, configuration), period, NOW);
  // every section answers the contract the routes send
  expect(ZReportSection.parse(s)).toEqual(s);
  return inEnglish(s) as English<TReportSection>;
}

// ---------------------------------------------------------------- the reference

type Row = {
  user_id: string;
  name: string;
  type_id: string;
  department: string | null;
  started: string;
  completed: string | null;
  minutes: number | null;
  traits: Record<string, number> | null;
};
let rowsCache: Row[] | null = null;
async function responses(): Promise<Row[]> {
  if (rowsCache) return rowsCache;
  const r = await app.deps.database.db.execute<{
    user_id: string;
    name: string;
    type_id: string;
    department: string | null;
    started: string;
    completed: string | null;
    elapsed_ms: number;
    score: { traits?: Record<string, { percentile: number } | null> } | null;
  }>(sql`
    select r.user_id, u.name, r.type_id, m.department, to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD') as started,
      case when r.status = 'completed' then to_char(r.completed_at at time zone 'UTC', 'YYYY-MM-DD') end as completed, r.elapsed_ms, r.score
    from assessment_response r join "user" u on u.id = r.user_id join member m on m.organization_id = r.organization_id and m.user_id = r.user_id
    where r.organization_id = ${orgId}`);
  rowsCache = r.rows.map((x) => ({
    user_id: x.user_id,
    name: x.name,
    type_id: x.type_id,
    department: x.department,
    started: x.started,
    completed: x.completed,
    minutes: x.elapsed_ms > 0 ? x.elapsed_ms / 60_000 : null,
    traits: x.score?.traits ? Object.fromEntries(Object.entries(x.score.traits).flatMap(([t, v]) => (v ? [[t, v.percentile]] : []))) : null,
  }));
  return rowsCache;
}

async function members(): Promise<{ user_id: string; name: string; department: string | null; joined: string }[]> {
  const r = await app.deps.database.db.execute<{ user_id: string; name: string; department: string | null; joined: string }>(
    sql`select m.user_id, u.name, m.department, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as joined from member m join "user" u on u.id = m.user_id where m.organization_id = ${orgId}`,
  );
  return r.rows;
}

const within = (d: string | null, p: { start: string; end: string }) => d !== null && d >= p.start && d <= p.end;
const pct1 = (x: number) => Math.round(x * 1000) / 10;
const change = (c: number | null, p: number | null) => (c === null || p === null || p === 0 ? null : Math.round(((c - p) / p) * 100 * 10) / 10 || 0);

/** The privacy-block rule from its definition: per department × type, completions in day order close a block at ≥ k; a block counts when it lies inside the period. */
function coveredResponses(rows: Row[], p: { start: string; end: string }, k: number): Row[] {
  const cells = new Map<string, Row[]>();
  for (const r of rows.filter((x) => x.completed)) {
    const key = `${r.department ?? ""}|${r.type_id}`;
    cells.set(key, [...(cells.get(key) ?? []), r]);
  }
  const out: Row[] = [];
  for (const list of cells.values()) {
    const days = [...new Set(list.map((r) => r.completed!))].sort();
    let block: Row[] = [];
    for (const d of days) {
      block.push(...list.filter((r) => r.completed === d));
      if (block.length < k) continue;
      if (block.every((r) => within(r.completed, p))) out.push(...block);
      block = [];
    }
  }
  return out;
}

async function reference(p: { start: string; end: string }, k = K) {
  const rows = await responses();
  const ms = await members();
  const started = rows.filter((r) => within(r.started, p)).length;
  const completed = rows.filter((r) => within(r.completed, p)).length;
  const activity = new Map<string, Set<string>>();
  const note = (userId: string, d: string | null) => {
    if (within(d, p)) activity.set(userId, new Set([...(activity.get(userId) ?? []), d!]));
  };
  for (const r of rows) for (const d of [r.started, r.completed]) note(r.user_id, d);
  for (const x of signIns) note(x.userId, x.day);
  const covered = coveredResponses(rows, p, k);
  const traitMeans = TRAITS.map((t) => {
    const xs = covered.flatMap((r) => (r.traits && r.traits[t] !== undefined ? [r.traits[t]] : []));
    return xs.length >= k ? xs.reduce((a, x) => a + x, 0) / xs.length : null;
  });
  const averageScore = traitMeans.some((m) => m === null) ? null : traitMeans.reduce<number>((a, m, i) => a + (TRAITS[i] === "neuroticism" ? 100 - m! : m!), 0) / TRAITS.length;
  const types = [...new Set(rows.filter((r) => within(r.started, p) || within(r.completed, p)).map((r) => r.type_id))].map((typeId) => {
    const s = rows.filter((r) => r.type_id === typeId && within(r.started, p)).length;
    const done = rows.filter((r) => r.type_id === typeId && within(r.completed, p));
    const timed = done.filter((r) => r.minutes !== null);
    return {
      typeId,
      // a built-in type's name from the types catalog in English (the demo data's types are all built in)
      name: isAssessmentTypeId(typeId) ? translator("en").typeName(typeId) : typeId,
      started: s,
      completed: done.length,
      avgMinutes: timed.length ? timed.reduce((a, r) => a + r.minutes!, 0) / timed.length : null,
    };
  });
  const departments = [...new Set(rows.filter((r) => within(r.completed, p)).map((r) => r.department ?? ""))].map((department) => ({
    department,
    responses: rows.filter((r) => within(r.completed, p) && (r.department ?? "") === department).length,
    covered: covered.filter((r) => (r.department ?? "") === department).length,
  }));
  return {
    started,
    completed,
    rate: started > 0 ? pct1(Math.min(1, completed / started)) : null,
    members: ms.filter((m) => m.joined <= p.end).length,
    newMembers: ms.filter((m) => within(m.joined, p)).length,
    activeUsers: activity.size,
    activeDays: [...activity.values()].reduce((a, s) => a + s.size, 0),
    averageScore,
    activity,
    types,
    departments,
    daily: (() => {
      const out: { date: string; started: number; completed: number }[] = [];
      for (let d = p.start; d <= p.end; d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10))
        out.push({ date: d, started: rows.filter((r) => r.started === d).length, completed: rows.filter((r) => r.completed === d).length });
      return out;
    })(),
  };
}

// ---------------------------------------------------------------- the sections

describe("report generation from the organization's data", () => {
  it("the data set has what the rules need: types under and over the minimum group size in the week, both weeks busy", async () => {
    const cur = await reference(WEEK);
    const prev = await reference(PREV);
    expect(cur.completed).toBeGreaterThan(30);
    expect(prev.completed).toBeGreaterThan(30);
    expect(cur.types.some((t) => t.completed < K && t.completed > 0)).toBe(true);
    expect(cur.types.some((t) => t.completed >= K)).toBe(true);
  });

  it("executive_summary: key metrics, trends against the previous week, highlights and a narrative agreeing with them", async () => {
    const s = await generate("executive_summary");
    const cur = await reference(WEEK);
    const prev = await reference(PREV);
    expect(s.key_metrics).toEqual({
      total_users: cur.members,
      active_users: cur.activeUsers,
      assessments_started: cur.started,
      assessments_completed: cur.completed,
      completion_rate: cur.rate,
      average_score: cur.averageScore === null ? null : expect.closeTo(cur.averageScore, 9),
    });
    expect(s.trends).toEqual({
      total_users: change(cur.members, prev.members),
      active_users: change(cur.activeUsers, prev.activeUsers),
      assessments_started: change(cur.started, prev.started),
      assessments_completed: change(cur.completed, prev.completed),
      // a rate moves in points (the unit its highlight speaks of), counts in percent of the previous value
      completion_rate: cur.rate === null || prev.rate === null ? null : Math.round((cur.rate - prev.rate) * 10) / 10 || 0,
      average_score: cur.averageScore === null || prev.averageScore === null ? null : expect.closeTo(((cur.averageScore - prev.averageScore) / prev.averageScore) * 100, 1),
    });
    expect(s.period).toEqual(WEEK);
    expect(s.auto_generated).toBe(true);
    expect(s.generated_at).toBe(NOW.toISOString());
    expect(s.basis).toMatch(/written by rules/);
    expect(s.basis).toContain(`at least ${K} responses`);
    // the narrative quotes the numbers with words of the right sign
    const n = s.narrative!;
    expect(n).toContain(MARCH_WEEK);
    expect(n).toContain(`${cur.completed} assessments were completed`);
    const word = cur.completed > prev.completed ? "more" : cur.completed < prev.completed ? "fewer" : "as many";
    expect(n).toContain(word === "as many" ? "as many as in the 7 days before" : `${word} than in the 7 days before (${prev.completed})`);
    expect(n).toContain(`the completion rate was ${cur.rate}%`);
    expect(n).toMatch(/Written by rules/);
    // highlights: more completions read positive, fewer negative
    const h = s.highlights!.find((x) => x.title.startsWith("Assessments Completed"))!;
    expect(h.type).toBe(cur.completed > prev.completed ? "positive" : cur.completed < prev.completed ? "negative" : "other");
    expect(h.description).toContain(`${cur.completed} in ${MARCH_WEEK} against ${prev.completed}`);
  });

  it("the average score follows the minimum group size: exact over every response with k = 1, withheld with a k above the week's responses", async () => {
    try {
      await setMinGroupSize(1);
      const exact = await generate("executive_summary");
      const ref = await reference(WEEK, 1);
      const rows = (await responses()).filter((r) => within(r.completed, WEEK) && r.traits);
      // with k = 1 every day is a block: every completion of the week counts
      expect(coveredResponses(await responses(), WEEK, 1).length).toBe(ref.completed);
      expect(rows.length).toBeGreaterThan(0);
      expect(exact.key_metrics!.average_score).toBeCloseTo(ref.averageScore!, 9);
      await setMinGroupSize(100_000);
      const withheld = await generate("executive_summary");
      expect(withheld.key_metrics!.average_score).toBeNull();
      expect(withheld.trends!.average_score).toBeNull();
      expect(withheld.narrative).toContain("No average score is shown");
      expect(withheld.narrative).toContain("fewer than 100,000 responses");
    } finally {
      await setMinGroupSize(K);
    }
  });

  it("the average score over whole privacy blocks of the minimum group size equals the reference, and its trend", async () => {
    const fortnight = { start: "2026-03-17", end: "2026-03-30" };
    const cur = await reference(fortnight);
    const prev = await reference({ start: "2026-03-03", end: "2026-03-16" });
    // some completions of the fortnight are held back (their block reaches outside it), and enough are covered
    expect(coveredResponses(await responses(), fortnight, K).length).toBeLessThan(cur.completed);
    expect(cur.averageScore).not.toBeNull();
    expect(prev.averageScore).not.toBeNull();
    const s = await generate("executive_summary", fortnight);
    expect(s.key_metrics!.average_score).toBeCloseTo(cur.averageScore!, 9);
    expect(s.trends!.average_score).toBeCloseTo(((cur.averageScore! - prev.averageScore!) / prev.averageScore!) * 100, 1);
    expect(s.narrative).toContain(`The average score was ${(Math.round(cur.averageScore! * 10) / 10).toString()}`);
  });

  it("metrics_dashboard: the configured metrics with their change, and the daily chart", async () => {
    const s = await generate("metrics_dashboard");
    const cur = await reference(WEEK);
    const prev = await reference(PREV);
    const metric = (key: string, value: number | null, before: number | null, format = "number") => ({
      key,
      label: expect.any(String),
      value,
      change: change(value, before),
      trend: value === null || before === null || value === before ? "flat" : value > before ? "up" : "down",
      format,
    });
    expect(s.primary_metrics).toEqual([
      metric("total_users", cur.members, prev.members),
      metric("active_assessments", cur.started, prev.started),
      metric("completion_rate", cur.rate, prev.rate, "percentage"),
    ]);
    expect(s.secondary_metrics).toEqual([metric("total_responses", cur.completed, prev.completed), metric("new_users", cur.newMembers, prev.newMembers)]);
    expect(s.chart_data).toEqual({ type: "line", series: ["started", "completed"], points: cur.daily });
    const bar = await generate("metrics_dashboard", WEEK, { primary_metrics: ["active_users", "nonsense"], chart_type: "bar" });
    expect(bar.primary_metrics!.map((m) => [m.key, m.value])).toEqual([["active_users", cur.activeUsers]]);
    expect(bar.chart_data!.type).toBe("bar");
    expect(bar.note).toContain("nonsense");
  });

  it("trend_analysis: every event against the previous week, insights whose verbs follow the sign", async () => {
    const s = await generate("trend_analysis");
    const cur = await reference(WEEK);
    const prev = await reference(PREV);
    const pairs: Record<string, [number, number]> = {
      assessments_started: [cur.started, prev.started],
      assessments_completed: [cur.completed, prev.completed],
      active_users: [cur.activeUsers, prev.activeUsers],
      active_days: [cur.activeDays, prev.activeDays],
      new_members: [cur.newMembers, prev.newMembers],
    };
    expect(s.event_trends!.map((e) => e.event)).toEqual(Object.keys(pairs));
    for (const e of s.event_trends!) {
      const [c, p] = pairs[e.event];
      expect([e.total_events, e.previous_events, e.change, e.trend_direction]).toEqual([c, p, change(c, p), c > p ? "up" : c < p ? "down" : "flat"]);
      const insight = s.insights!.find((i) => i.description.startsWith(e.label));
      if (c === 0 && p === 0) expect(insight).toBeUndefined();
      else if (p > 0 && c !== p) expect(insight!.description).toContain(`${c > p ? "rose" : "fell"}`);
    }
  });

  it("alerts_warnings: the thresholds over the week's completion rate and active members, equality raising nothing", async () => {
    const cur = await reference(WEEK);
    const none = await generate("alerts_warnings");
    // the simulated organization completes about 90% and has many active members: all clear under §3.4's defaults
    expect(cur.rate!).toBeGreaterThanOrEqual(70);
    expect(none.alerts).toEqual([]);
    expect(none.summary).toEqual({ critical: 0, warning: 0, info: 0, total_alerts: 0 });
    const both = await generate("alerts_warnings", WEEK, {
      thresholds: [
        { metric: "completion_rate", min: cur.rate! + 0.1, severity: "critical" },
        { metric: "user_activity", min: cur.activeUsers + 1, severity: "info" },
      ],
    });
    expect(both.alerts!.map((a) => [a.severity, a.metric_value, a.threshold_value])).toEqual([
      ["critical", cur.rate, cur.rate! + 0.1],
      ["info", cur.activeUsers, cur.activeUsers + 1],
    ]);
    expect(both.summary).toEqual({ critical: 1, warning: 0, info: 1, total_alerts: 2 });
    const equal = await generate("alerts_warnings", WEEK, {
      thresholds: [
        { metric: "completion_rate", min: cur.rate!, severity: "warning" },
        { metric: "user_activity", min: cur.activeUsers, severity: "info" },
      ],
    });
    expect(equal.alerts).toEqual([]);
  });

  it("user_activity: the members active in the week, by last activity, 20 rows, with their completions", async () => {
    const s = await generate("user_activity");
    const cur = await reference(WEEK);
    const rows = await responses();
    const people = new Map((await members()).map((m) => [m.user_id, m]));
    const byName = (a: { name: string; id: string }, b: { name: string; id: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1);
    const expected = [...cur.activity.entries()]
      .map(([id, days]) => ({
        id,
        name: people.get(id)!.name,
        last: [...days].sort().at(-1)!,
        days: days.size,
        done: rows.filter((r) => r.user_id === id && within(r.completed, WEEK)).length,
      }))
      .sort((a, b) => (a.last !== b.last ? (a.last > b.last ? -1 : 1) : byName(a, b)));
    // the sign-ins make some members active on several days
    expect(expected.some((e) => e.days > 1)).toBe(true);
    expect(expected.some((e) => e.done === 0)).toBe(true);
    expect(s.headers).toEqual(["User", "Last Activity", "Assessments Completed"]);
    expect(s.data).toEqual(expected.slice(0, 20).map((e) => [e.name, e.last, e.done]));
    expect(s.key_metrics).toEqual({ active_members: cur.activeUsers });
    expect(s.note).toBe(`20 of ${cur.activeUsers} active members shown.`);
    expect(s.basis).toMatch(/signing in/);
    // the newest-days path at every size of list, ties on the boundary day included
    for (const limit of [1, 7, 33, cur.activeUsers - 1, cur.activeUsers, cur.activeUsers + 5]) {
      const l = await generate("user_activity", WEEK, { table_columns: ["user_name", "last_activity", "active_days", "assessments_completed"], sort_by: "last_activity", limit });
      expect(l.data).toEqual(expected.slice(0, limit).map((e) => [e.name, e.last, e.days, e.done]));
    }
    const byDone = await generate("user_activity", WEEK, { table_columns: ["user_name", "department", "assessments_completed"], sort_by: "assessments_completed", limit: 5 });
    const top = [...expected].sort((a, b) => b.done - a.done || byName(a, b)).slice(0, 5);
    expect(byDone.data).toEqual(top.map((e) => [e.name, people.get(e.id)!.department ?? "No department", e.done]));
    // by completions at every size of list: the completers alone when they fill it, every active member when not
    const completers = expected.filter((e) => e.done > 0).length;
    for (const limit of [1, completers - 1, completers, completers + 3, cur.activeUsers + 5]) {
      const l = await generate("user_activity", WEEK, {
        table_columns: ["user_name", "last_activity", "active_days", "assessments_completed"],
        sort_by: "assessments_completed",
        limit,
      });
      const want = [...expected].sort((a, b) => b.done - a.done || byName(a, b)).slice(0, limit);
      expect(l.data, `limit ${limit}`).toEqual(want.map((e) => [e.name, e.last, e.days, e.done]));
    }
    const byDays = await generate("user_activity", WEEK, { table_columns: ["email", "active_days", "last_activity", "role"], sort_by: "active_days", limit: 200 });
    expect(byDays.headers).toEqual(["Email", "Active Days", "Last Activity", "Role"]);
    expect(byDays.data!.map((r) => [r[1], r[2]])).toEqual([...expected].sort((a, b) => b.days - a.days || byName(a, b)).map((e) => [e.days, e.last]));
    expect(byDays.note).toBeUndefined();
  });

  it("assessment_summary: per type as the reference, averages withheld under the minimum group size with a note", async () => {
    const s = await generate("assessment_summary");
    const cur = await reference(WEEK);
    const expected = [...cur.types]
      .sort((a, b) => b.completed - a.completed || a.typeId.localeCompare(b.typeId))
      .map((t) => [
        t.name,
        t.started,
        t.completed,
        t.started > 0 ? pct1(Math.min(1, t.completed / t.started)) : null,
        t.completed < K || t.avgMinutes === null ? null : Math.round(t.avgMinutes * 10) / 10,
      ]);
    expect(s.data).toEqual(expected);
    expect(s.key_metrics).toEqual({ assessment_types: cur.types.length, assessments_started: cur.started, assessments_completed: cur.completed, completion_rate: cur.rate });
    const small = cur.types.filter((t) => t.completed < K && t.avgMinutes !== null);
    expect(small.length).toBeGreaterThan(0);
    for (const t of small) expect(s.note).toContain(t.name);
    expect(s.note).toContain(`fewer than ${K} completions`);
  });

  it("performance_insights and recommendations: from the rules over the week's reference figures", async () => {
    const cur = await reference(WEEK);
    const prev = await reference(PREV);
    const p = await generate("performance_insights");
    const withheld = cur.departments.filter((d) => d.department !== "" && d.responses > 0 && d.covered < K);
    const titles = p.insights!.map((i) => i.title);
    expect(titles.includes("Departments below the minimum group size")).toBe(withheld.length > 0);
    expect(titles.includes("Low completion rate")).toBe(cur.started >= 10 && cur.rate! < 70);
    expect(titles.includes("Completions fell")).toBe(prev.completed >= 10 && pct1((cur.completed - prev.completed) / prev.completed) <= -25);
    for (const d of withheld) expect(p.insights!.find((i) => i.title === "Departments below the minimum group size")!.description).toContain(d.department);
    const severities = p.insights!.map((i) => ({ high: 0, medium: 1, low: 2 })[i.severity!]);
    expect(severities).toEqual([...severities].sort());

    const r = await generate("recommendations");
    const rt = r.recommendations!.map((x) => x.title);
    expect(rt.includes("Follow up on unfinished assessments")).toBe(cur.rate !== null && cur.rate < 70);
    expect(rt.includes("Collect more responses before comparing assessment types")).toBe(cur.types.some((t) => t.completed > 0 && t.completed < K));
    expect(rt.includes("Collect more responses in small departments")).toBe(withheld.length > 0);
    expect(rt.includes("Bring members back")).toBe(cur.members >= 10 && cur.activeUsers < 10);
  });

  it("stores the analytics insights and the types as codes and figures: a reader in the pseudo-locale sees no English", async () => {
    const xa = reportWordsFor({ locale: PSEUDO_LOCALE });
    const departments = [...new Set((await responses()).map((r) => r.department).filter((d): d is string => d !== null))];
    const english = (text: string) => {
      // the days Intl writes (the pseudo-locale formats as English) are not catalog words
      let outside = text.replace(/⟦[^⟧]*⟧/g, " ").replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, " ");
      for (const d of departments) outside = outside.split(d).join(" ");
      return outside.match(/[A-Za-z]{3,}/g) ?? [];
    };
    // over the month with a minimum group size of 3 the simulated data holds a department difference
    await setMinGroupSize(3);
    const insights = await gen.generateSection(orgId, spec("performance_insights"), { start: "2026-03-01", end: "2026-03-31" }, NOW).finally(() => setMinGroupSize(K));
    const [summary, recs] = await Promise.all(["assessment_summary", "recommendations"].map((t) => gen.generateSection(orgId, spec(t), WEEK, NOW)));
    const sections = [insights, summary, recs];
    // the analytics' own insights are in the week's section, each as its code
    const analytics = insights.insights!.filter((i) => isCoded(i.title) && i.title.code.startsWith("insight."));
    expect(analytics.length).toBeGreaterThan(0);
    for (const i of insights.insights!) expect(isCoded(i.title) && isCoded(i.description)).toBe(true);
    // the built-in types by their codes, worded in the reader's language
    expect(summary.data!.map((r) => r[0])).toEqual(summary.data!.map((r) => ({ code: `type.${(r[0] as Coded).code.slice(5)}` })));
    expect(codesOf(summary.data).every((c) => isAssessmentTypeId(c.slice(5)))).toBe(true);
    for (const s of sections) {
      const words: Words[] = [
        ...(s.insights ?? []).flatMap((i) => [i.title!, i.description, ...(i.recommendations ?? [])]),
        ...(s.recommendations ?? []).flatMap((r) => [r.title, r.description]),
        ...(s.headers ?? []),
        ...(s.data ?? []).flatMap((r) => r.filter((c): c is Coded => isCoded(c))),
        ...(s.note ? [s.note] : []),
        ...(s.basis ? [s.basis] : []),
      ];
      for (const w of words) expect(english(xa(w)), xa(w)).toEqual([]);
    }
    expect(recs.recommendations!.length).toBeGreaterThan(0);
  });

  it("a week with nothing before it: changes are null (never Infinity) and the words say none", async () => {
    const first = { start: "2026-02-26", end: "2026-03-04" };
    const before = await reference({ start: "2026-02-19", end: "2026-02-25" });
    expect(before.completed + before.started + before.newMembers).toBe(0);
    const s = await generate("executive_summary", first);
    const cur = await reference(first);
    expect(s.trends).toEqual({ total_users: null, active_users: null, assessments_started: null, assessments_completed: null, completion_rate: null, average_score: null });
    expect(s.narrative).toContain(`${cur.completed} assessments were completed, against none in the 7 days before`);
    const t = await generate("trend_analysis", first);
    expect(t.event_trends!.every((e) => e.change === null && e.previous_events === 0)).toBe(true);
  });

  it("an empty future period: zeros, no completion rate, the activity alert and recommendation", async () => {
    const empty = { start: "2026-06-01", end: "2026-06-07" };
    const cur = await reference(empty);
    const s = await generate("executive_summary", empty);
    expect(s.key_metrics!.assessments_completed).toBe(0);
    expect(s.key_metrics!.completion_rate).toBeNull();
    expect(s.narrative).toContain("no assessments were completed, as in the 7 days before");
    expect(s.narrative).toContain("no completion rate");
    const a = await generate("alerts_warnings", empty);
    expect(a.alerts!.map((x) => [x.severity, x.metric_value])).toEqual([["info", 0]]);
    const r = await generate("recommendations", empty);
    expect(r.recommendations!.map((x) => x.title)).toEqual(["Bring members back"]);
    expect(r.recommendations![0].description).toContain(`Only 0 of ${cur.members} members`);
    const u = await generate("user_activity", empty);
    expect(u.data).toEqual([]);
  });

  it("text and table sections are hand-written: returned as given, not generated", async () => {
    const text = await gen.generateSection(orgId, { ...spec("text"), content: "Our notes." } as SectionSpec, WEEK, NOW);
    expect(text).toMatchObject({ type: "text", content: "Our notes.", generated_at: null, auto_generated: false });
    const blank = await generate("text");
    expect(blank).toMatchObject({ content: "", generated_at: null, auto_generated: false });
    const table = await generate("table");
    expect(table).toMatchObject({ headers: [], data: [], generated_at: null, auto_generated: false });
    const unknown = await generate("custom_widget");
    expect(unknown.auto_generated).toBe(false);
    expect(unknown.note).toContain("custom_widget");
  });
});
