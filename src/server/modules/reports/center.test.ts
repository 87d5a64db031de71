/**
 * The Reporting Center through the API (spec 2 §2.10, §3.5, §6, §7): builder reports saved, listed and deleted;
 * each data source equal to an independent computation over the stored responses and members; the PDF export
 * with the underscored name and its recorded run; the stats tiles; the Templates tab's use and favourites; the
 * role rules and another organization's 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { newId } from "../../db/ids.ts";
import { addDemoData } from "../assessments/simulated/demo-data.ts";
import { timeRangeDates, TIME_RANGES } from "../../../domain/reporting/center.ts";
import type { TBuilderReport, TCenterStats, TCenterTemplateList, TSectionData } from "../../../contracts/reports.ts";
import { PSEUDO_LOCALE } from "../../i18n/index.ts";

let app: TestApp;
const cookie: Record<string, string> = {};
let org = "";
/** An organization with simulated respondents over four months and random member activity: the data sources' world. */
let world: Awaited<ReturnType<typeof buildOrganization>>;
let worldCookie = "";
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  for (const who of ["admin", "manager", "riley"]) cookie[who] = await signIn(app, `${who}@demo.facetwise.test`);
  org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: cookie.admin } })).json().organization.id;
  world = await buildOrganization(app, "center-data", ["admin", "manager", "user"]);
  await addDemoData(app.deps, { organizationSlug: "center-data", respondents: 90, months: 4, seed: 4242 });
  // random active days (real member ids, days within the last 40), before anything reads the distinct tables
  const members = (await app.deps.database.db.execute<{ user_id: string }>(sql`select user_id from member where organization_id = ${world.org.id} limit 40`)).rows;
  for (const m of members)
    for (let i = 0; i < 3; i++) {
      const day = new Date(Date.now() - Math.floor(random() * 40) * 86_400_000).toISOString().slice(0, 10);
      await app.deps.database.db.execute(sql`insert into member_activity (organization_id, user_id, day) values (${world.org.id}, ${m.user_id}, ${day}) on conflict do nothing`);
    }
  worldCookie = await signIn(app, world.byRole("admin").email);
}, 180_000);
afterAll(async () => app?.cleanup());

const call = (who: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: cookie[who] }, payload });
const db = () => app.deps.database.db;
const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await db().execute<T>(q)).rows;

const sections = [
  { id: "s1", type: "chart", title: "Completions", config: { dataSource: "assessment_results", visualization: "bar", timeRange: "90d" } },
  { id: "s2", type: "metric", title: "Active", config: { dataSource: "user_analytics", visualization: "line", timeRange: "30d" } },
  { id: "s3", type: "table", title: "By type", config: { dataSource: "performance_metrics", visualization: "line", timeRange: "year" } },
  { id: "s4", type: "chart", title: "Traits", config: { dataSource: "ocean_scores", visualization: "pie", timeRange: "90d" } },
  { id: "s5", type: "text", title: "Notes", config: { dataSource: "assessment_results", visualization: "line", timeRange: "30d" }, text: "First line\nSecond line" },
];

describe("builder reports", () => {
  it("a manager saves (201), saves over it (200) and lists; delete removes; a plain member may not build", async () => {
    const created = await call("manager", "POST", "/api/analytics/reports/save", { organizationId: org, name: "Board pack", sections });
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json() as TBuilderReport;
    expect(r).toMatchObject({ name: "Board pack", created_by_user: { full_name: "Morgan Manager" } });
    expect(r.sections.map((s) => s.id)).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    expect(r.sections[4].text).toBe("First line\nSecond line");

    const saved = await call("admin", "POST", "/api/analytics/reports/save", { organizationId: org, name: "Board pack v2", sections: sections.slice(0, 2), builderReportId: r.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: r.id, name: "Board pack v2" });
    const list = (await call("admin", "GET", `/api/analytics/reports/builder?organizationId=${org}`)).json().reports as TBuilderReport[];
    expect(list.filter((x) => x.id === r.id)).toHaveLength(1);
    expect(list.find((x) => x.id === r.id)!.sections).toHaveLength(2);

    // defaults: a section without config takes the default configuration
    const bare = await call("admin", "POST", "/api/analytics/reports/save", { organizationId: org, name: "Bare", sections: [{ id: "x", type: "chart", title: "New Chart" }] });
    expect(bare.json().sections[0].config).toEqual({ dataSource: "assessment_results", visualization: "line", timeRange: "30d" });
    expect((await call("admin", "POST", "/api/analytics/reports/save", { organizationId: org, name: " ", sections: [] })).statusCode).toBe(400);

    for (const [m, u, p] of [
      ["POST", "/api/analytics/reports/save", { organizationId: org, name: "Mine", sections: [] }],
      ["GET", `/api/analytics/reports/builder?organizationId=${org}`, undefined],
      ["POST", "/api/analytics/reports/data", { organizationId: org, type: "chart", config: {} }],
      ["POST", "/api/analytics/reports/generate", { organizationId: org, name: "Mine", sections: [] }],
      ["DELETE", `/api/analytics/reports/builder/${r.id}?organizationId=${org}`, undefined],
    ] as const)
      expect((await call("riley", m, u, p)).statusCode, `${m} ${u}`).toBe(403);

    expect((await call("manager", "DELETE", `/api/analytics/reports/builder/${r.id}?organizationId=${org}`)).statusCode).toBe(204);
    expect((await call("manager", "DELETE", `/api/analytics/reports/builder/${r.id}?organizationId=${org}`)).statusCode).toBe(404);
    expect((await call("admin", "POST", "/api/analytics/reports/save", { organizationId: org, name: "Gone", sections: [], builderReportId: r.id })).statusCode).toBe(404);
  });

  it("another organization's admin gets 404 for this organization and its builder reports", async () => {
    const r = (await call("admin", "POST", "/api/analytics/reports/save", { organizationId: org, name: "Ours", sections })).json() as TBuilderReport;
    const other = await buildOrganization(app, "center-other", ["admin"]);
    const c = await signIn(app, other.byRole("admin").email);
    const as = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => app.inject({ method, url, headers: { cookie: c }, payload });
    expect((await as("GET", `/api/analytics/reports/builder?organizationId=${org}`)).statusCode).toBe(404);
    expect((await as("POST", "/api/analytics/reports/stats", { organizationId: org })).statusCode).toBe(404);
    expect((await as("POST", "/api/analytics/reports/data", { organizationId: org, type: "chart", config: {} })).statusCode).toBe(404);
    expect((await as("POST", "/api/analytics/reports/generate", { organizationId: org, name: "x", sections: [] })).statusCode).toBe(404);
    expect((await as("GET", `/api/analytics/reports/templates?organizationId=${org}`)).statusCode).toBe(404);
    expect((await as("DELETE", `/api/analytics/reports/builder/${r.id}?organizationId=${other.org.id}`)).statusCode).toBe(404);
    expect((await as("POST", "/api/analytics/reports/save", { organizationId: other.org.id, name: "x", sections: [], builderReportId: r.id })).statusCode).toBe(404);
    expect((await as("GET", `/api/analytics/reports/builder?organizationId=${other.org.id}`)).json().reports).toEqual([]);
  });
});

const data = async (type: "chart" | "table" | "metric", config: object) => {
  const res = await app.inject({ method: "POST", url: "/api/analytics/reports/data", headers: { cookie: worldCookie }, payload: { organizationId: world.org.id, type, config } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSectionData;
};

describe("builder section data equals an independent computation", () => {
  it("Assessment Results: started and completed per day and the completion rate, for every time range", async () => {
    for (const timeRange of TIME_RANGES) {
      const range = timeRangeDates(timeRange, today());
      const ref = await rows<{ day: string; started: string; completed: string }>(sql`
        select d::date::text as day,
          (select count(*) from assessment_response r where r.organization_id = ${world.org.id} and (r.started_at at time zone 'UTC')::date = d::date)::text as started,
          (select count(*) from assessment_response r where r.organization_id = ${world.org.id} and r.status = 'completed' and (r.completed_at at time zone 'UTC')::date = d::date)::text as completed
        from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') d order by 1`);
      const chart = await data("chart", { dataSource: "assessment_results", timeRange });
      expect(chart.kind).toBe("series");
      expect(chart.range).toEqual(range);
      expect(chart.points.map((p) => [p.label, ...p.values])).toEqual(ref.map((r) => [r.day, Number(r.started), Number(r.completed)]));
      const started = ref.reduce((a, r) => a + Number(r.started), 0);
      const completed = ref.reduce((a, r) => a + Number(r.completed), 0);
      if (timeRange === "90d") expect(completed).toBeGreaterThan(20);
      const metric = await data("metric", { dataSource: "assessment_results", timeRange });
      expect(metric.kind).toBe("metric");
      expect(metric.metric.value).toBe(started > 0 ? Math.round(Math.min(1, completed / started) * 1000) / 10 : null);
      const table = await data("table", { dataSource: "assessment_results", timeRange });
      expect(table.table.rows.map((r) => r[0])).toEqual(ref.filter((r) => Number(r.started) + Number(r.completed) > 0).map((r) => r.day));
    }
  });

  it("User Analytics: members active per day, members who joined, and the distinct active members", async () => {
    const range = timeRangeDates("30d", today());
    const active = await rows<{ day: string; n: string }>(
      sql`select day::text as day, count(distinct user_id)::text as n from member_activity where organization_id = ${world.org.id} and day between ${range.start} and ${range.end} group by 1`,
    );
    const joined = await rows<{ day: string; n: string }>(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::text as n from member where organization_id = ${world.org.id} group by 1`,
    );
    const people = await rows<{ n: string }>(
      sql`select count(distinct user_id)::text as n from member_activity where organization_id = ${world.org.id} and day between ${range.start} and ${range.end}`,
    );
    const chart = await data("chart", { dataSource: "user_analytics", timeRange: "30d" });
    expect(chart.series.map((s) => s.key)).toEqual(["active", "joined"]);
    expect(chart.points).toHaveLength(30);
    for (const p of chart.points) {
      expect(p.values[0], p.label).toBe(Number(active.find((a) => a.day === p.label)?.n ?? 0));
      expect(p.values[1], p.label).toBe(Number(joined.find((a) => a.day === p.label)?.n ?? 0));
    }
    expect(chart.points.some((p) => (p.values[0] ?? 0) > 0)).toBe(true);
    expect((await data("metric", { dataSource: "user_analytics", timeRange: "30d" })).metric.value).toBe(Number(people[0].n));
  });

  it("Performance Metrics: per assessment type, completed over started and the mean minutes", async () => {
    const range = timeRangeDates("90d", today());
    const ref = await rows<{ type_id: string; started: string; completed: string; minutes: string | null }>(sql`
      select type_id,
        count(*) filter (where (started_at at time zone 'UTC')::date between ${range.start} and ${range.end})::text as started,
        count(*) filter (where status = 'completed' and (completed_at at time zone 'UTC')::date between ${range.start} and ${range.end})::text as completed,
        (avg(elapsed_ms / 60000.0) filter (where status = 'completed' and elapsed_ms > 0 and (completed_at at time zone 'UTC')::date between ${range.start} and ${range.end}))::text as minutes
      from assessment_response where organization_id = ${world.org.id} group by type_id`);
    const table = await data("table", { dataSource: "performance_metrics", timeRange: "90d" });
    expect(table.kind).toBe("table");
    const shown = ref.filter((r) => Number(r.started) + Number(r.completed) > 0);
    expect(table.table.rows).toHaveLength(shown.length);
    expect(shown.length).toBeGreaterThan(0);
    const chart = await data("chart", { dataSource: "performance_metrics", timeRange: "90d", visualization: "bar" });
    expect(chart.kind).toBe("categories");
    for (const r of shown) {
      const row = table.table.rows.find((x) => x[1] === Number(r.started) && x[2] === Number(r.completed));
      expect(row, r.type_id).toBeDefined();
      expect(row![3]).toBe(Number(r.started) > 0 ? Math.round(Math.min(1, Number(r.completed) / Number(r.started)) * 1000) / 10 : null);
      expect(row![4]).toBe(r.minutes === null ? null : Math.round(Number(r.minutes) * 10) / 10);
      const point = chart.points.find((p) => p.label === row![0]);
      expect(point?.values).toEqual([row![3], row![4]]);
    }
  });

  it("OCEAN Scores: the dashboard's trait means for the range; withheld with the reason below the minimum group size", async () => {
    const range = timeRangeDates("90d", today());
    const od = (
      await app.inject({
        method: "POST",
        url: "/api/analytics/ocean-distribution",
        headers: { cookie: worldCookie },
        payload: { organizationId: world.org.id, filters: { dateRange: range } },
      })
    ).json();
    const chart = await data("chart", { dataSource: "ocean_scores", timeRange: "90d", visualization: "pie" });
    expect(chart.kind).toBe("categories");
    expect(chart.points.map((p) => p.values[0])).toEqual(
      od.traits.map((t: { meanPercentile: number | null }) => (t.meanPercentile === null ? null : Math.round(t.meanPercentile * 10) / 10)),
    );
    expect(chart.withheld).toBeNull();
    expect(chart.points.every((p) => p.values[0] !== null)).toBe(true);

    // a new organization with no responses: withheld, with the minimum named
    const small = await buildOrganization(app, "center-small", ["admin"]);
    const c = await signIn(app, small.byRole("admin").email);
    const res = await app.inject({
      method: "POST",
      url: "/api/analytics/reports/data",
      headers: { cookie: c },
      payload: { organizationId: small.org.id, type: "metric", config: { dataSource: "ocean_scores" } },
    });
    const body = res.json() as TSectionData;
    expect(body.withheld).toMatch(/at least 5 responses/);
    expect(body.metric.value).toBeNull();
    expect(body.points.every((p) => p.values[0] === null)).toBe(true);
  });

  it("changing a select changes the data: the visualization keeps the figures, the range and source change them", async () => {
    const a = await data("chart", { dataSource: "assessment_results", timeRange: "7d", visualization: "line" });
    const b = await data("chart", { dataSource: "assessment_results", timeRange: "7d", visualization: "bar" });
    expect(b.points).toEqual(a.points);
    expect((await data("chart", { dataSource: "assessment_results", timeRange: "30d" })).points).toHaveLength(30);
    expect((await data("chart", { dataSource: "ocean_scores", timeRange: "7d" })).series[0].key).toBe("mean_percentile");
  });
});

describe("builder section data in the caller's words", () => {
  const sources = ["assessment_results", "user_analytics", "performance_metrics", "ocean_scores"] as const;
  const read = async (dataSource: (typeof sources)[number], lang: string, organizationId = world.org.id, cookie = worldCookie) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/analytics/reports/data",
      headers: { cookie, "accept-language": lang },
      payload: { organizationId, type: "chart", config: { dataSource, timeRange: "30d" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TSectionData;
  };
  /** Every word the section shows: labels, the headline, the category names and table cells, basis and withheld. */
  const words = (d: TSectionData) => [
    ...d.series.map((s) => s.label),
    ...d.points.map((p) => p.label),
    d.metric.label,
    d.metric.detail ?? "",
    ...d.table.columns.map((c) => c.label),
    ...d.table.rows.flatMap((r) => r.filter((c): c is string => typeof c === "string")),
    d.basis,
    d.withheld ?? "",
  ];
  /** Plain English left once the catalog's (bracketed) words, the days and the days Intl writes are out. */
  const english = (text: string) =>
    text
      .replace(/⟦[^⟧]*⟧/g, " ")
      .replace(/\d{4}-\d{2}-\d{2}/g, " ")
      .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, " ")
      .match(/[A-Za-z]{3,}/g) ?? [];

  it("in the pseudo-locale every label, detail, basis, withheld and type or trait name comes from a catalog", async () => {
    for (const source of sources) {
      const d = await read(source, PSEUDO_LOCALE);
      expect(d.points.length, source).toBeGreaterThan(0);
      for (const w of words(d)) expect(english(w), `${source}: ${w}`).toEqual([]);
    }
    // a new organization with no responses: the withheld sentence too
    const small = await buildOrganization(app, "center-words-small", ["admin"]);
    const d = await read("ocean_scores", PSEUDO_LOCALE, small.org.id, await signIn(app, small.byRole("admin").email));
    expect(d.withheld).toContain("⟦");
    for (const w of words(d)) expect(english(w), w).toEqual([]);
  });

  it("in English the same data reads as words, the built-in types by their catalog names", async () => {
    const perf = await read("performance_metrics", "en");
    expect(perf.table.columns.map((c) => c.label)).toEqual(["Assessment type", "Started", "Completed", "Completion rate (%)", "Average minutes"]);
    expect(perf.points.map((p) => p.label).every((l) => ["Individual", "Executive", "Organizational", "IPIP-NEO-120 (full 30-facet form)"].includes(l))).toBe(true);
    expect(perf.metric.detail).toMatch(/^\d+ assessment types? with starts or completions$/);
    const ocean = await read("ocean_scores", "en");
    expect(ocean.points.map((p) => p.label)).toEqual(["Openness", "Conscientiousness", "Extraversion", "Agreeableness", "Neuroticism"]);
    expect(ocean.basis).toMatch(/^Mean percentile per trait/);
    expect(english((await read("assessment_results", "en")).basis).length).toBeGreaterThan(5);
  });
});

describe("PDF export", () => {
  it("answers a PDF named after the report with underscores and records a completed run", async () => {
    const res = await call("manager", "POST", "/api/analytics/reports/generate", { organizationId: org, name: "Quarterly board pack", sections });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('attachment; filename="Quarterly_board_pack.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const [run] = await rows<{ kind: string; status: string; size_bytes: number; processing_ms: number; generated_by: string; name: string }>(
      sql`select kind, status, size_bytes, processing_ms, generated_by, name from report_run where organization_id = ${org} order by started_at desc limit 1`,
    );
    const manager = await rows<{ id: string }>(sql`select id from "user" where email = 'manager@demo.facetwise.test'`);
    expect(run).toMatchObject({ kind: "builder", status: "completed", size_bytes: res.rawPayload.length, generated_by: manager[0].id, name: "Quarterly board pack" });
    expect(run.processing_ms).toBeGreaterThanOrEqual(0);
  });
});

describe("Email Report", () => {
  it("mails the PDF as an attachment to each address once and records the run with its recipients", async () => {
    const res = await call("admin", "POST", "/api/analytics/reports/email", {
      organizationId: org,
      name: "Weekly pack",
      sections: sections.slice(0, 2),
      emails: ["Ann@Example.org", "bo@example.org", "ann@example.org"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recipients: ["ann@example.org", "bo@example.org"], fileName: "Weekly_pack.pdf" });
    const mails = (await app.deps.mailer.recent(20)).filter((m) => m.subject.includes('"Weekly pack"'));
    expect(mails.map((m) => m.to).sort()).toEqual(["ann@example.org", "bo@example.org"]);
    for (const m of mails) {
      expect(m.attachments).toHaveLength(1);
      expect(m.attachments[0]).toMatchObject({ filename: "Weekly_pack.pdf", contentType: "application/pdf" });
      expect(m.attachments[0].size).toBeGreaterThan(1000);
    }
    const [stored] = await rows<{ attachments: { contentBase64: string }[] }>(sql`select attachments from outbox where to_address = 'bo@example.org' order by id desc limit 1`);
    expect(Buffer.from(stored.attachments[0].contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const [run] = await rows<{ recipients: string[]; status: string }>(sql`select recipients, status from report_run where id = ${res.json().runId}`);
    expect(run).toEqual({ recipients: ["ann@example.org", "bo@example.org"], status: "completed" });
    // a repeated click (the same Idempotency-Key) sends nothing twice
    const once = { organizationId: org, name: "Once only", sections: [], emails: ["cy@example.org"] };
    for (let i = 0; i < 2; i++)
      expect(
        (await app.inject({ method: "POST", url: "/api/analytics/reports/email", headers: { cookie: cookie.admin, "idempotency-key": "k-once-only-0001" }, payload: once }))
          .statusCode,
      ).toBe(200);
    expect((await app.deps.mailer.recent(50)).filter((m) => m.subject.includes('"Once only"'))).toHaveLength(1);
    const bad = await call("admin", "POST", "/api/analytics/reports/email", { organizationId: org, name: "x", sections: [], emails: ["not-an-address"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Invalid email format");
    expect((await call("riley", "POST", "/api/analytics/reports/email", { organizationId: org, name: "x", sections: [], emails: ["a@b.co"] })).statusCode).toBe(403);
  });
});

describe("stats and templates", () => {
  it("the stats tiles count this organization's reports, enabled schedules, latest generation and mean time", async () => {
    const w = await buildOrganization(app, "center-stats", ["admin", "user"]);
    const c = await signIn(app, w.byRole("admin").email);
    const stats = async (who = c) =>
      (await app.inject({ method: "POST", url: "/api/analytics/reports/stats", headers: { cookie: who }, payload: { organizationId: w.org.id } })).json() as TCenterStats;
    const empty = await stats();
    expect(empty).toMatchObject({ totalReports: 0, scheduledReports: 0, lastGenerated: null, avgGenerationTime: null, recentRuns: [] });
    expect(empty.policies).toMatchObject({ builder: true, scheduled: true });

    const reports = 2 + Math.floor(random() * 4);
    const generated: number[] = [];
    for (let i = 0; i < reports; i++) {
      const at = Date.now() - Math.floor(random() * 30) * 86_400_000;
      if (i % 2 === 0) generated.push(at);
      await db().execute(sql`insert into report (id, organization_id, template_name, template_type, title, period_start, period_end, content, generated_at)
        values (${newId()}, ${w.org.id}, 'T', 'weekly', ${`R${i}`}, '2026-01-01', '2026-01-07', '{"sections":{}}'::jsonb, ${i % 2 === 0 ? new Date(at).toISOString() : null})`);
    }
    const enabled = Math.floor(random() * 3);
    for (let i = 0; i < enabled + 2; i++)
      await db().execute(
        sql`insert into report_schedule (id, organization_id, name, frequency, cron, recipients, enabled) values (${newId()}, ${w.org.id}, 'S', 'weekly', '0 9 * * 1', '{}', ${i < enabled})`,
      );
    const runMs = [1200, 800 + Math.floor(random() * 2000)];
    for (const ms of runMs)
      await db().execute(
        sql`insert into report_run (id, organization_id, name, kind, status, processing_ms, finished_at) values (${newId()}, ${w.org.id}, 'Run', 'manual', 'completed', ${ms}, now() - interval '40 days')`,
      );
    await db().execute(sql`insert into report_run (id, organization_id, name, kind, status, processing_ms) values (${newId()}, ${w.org.id}, 'Failed', 'builder', 'failed', 99999)`);
    const eventMs = [300 + Math.floor(random() * 500)];
    for (const ms of eventMs) await db().execute(sql`insert into report_event (id, organization_id, kind, amount) values (${newId()}, ${w.org.id}, 'generated', ${ms})`);
    await db().execute(sql`insert into report_event (id, organization_id, kind, amount) values (${newId()}, ${w.org.id}, 'read', 5000)`);

    const s = await stats();
    expect(s.totalReports).toBe(reports);
    expect(s.scheduledReports).toBe(enabled);
    expect(s.lastGenerated).toBe(new Date(Math.max(...generated)).toISOString());
    const all = [...runMs, ...eventMs];
    expect(s.avgGenerationTime).toBe(Math.round(all.reduce((a, x) => a + x, 0) / all.length / 100) / 10);
    expect(s.recentRuns).toHaveLength(3);
    expect(s).toMatchObject({ templateReports: reports, builderReports: 0 });
    // a report saved in the builder is a report too: counted in the total, and named apart
    const saved = await app.inject({
      method: "POST",
      url: "/api/analytics/reports/save",
      headers: { cookie: c },
      payload: { organizationId: w.org.id, name: "Built", sections: [] },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await stats()).toMatchObject({ totalReports: reports + 1, templateReports: reports, builderReports: 1 });
    // every member reads the stats; a plain user sees no builder or schedules
    const user = await signIn(app, w.byRole("user").email);
    expect((await stats(user)).policies).toEqual({ newReport: false, builder: false, useTemplates: false, scheduled: false, templates: true, history: true });
  });

  it("templates carry their category, uses and last use from real reports, and the caller's favourite", async () => {
    const make = async (name: string, types: string[]) =>
      (
        await call("admin", "POST", "/api/reports/templates", {
          organizationId: org,
          name,
          sections: types.map((type, i) => ({ id: `x${i}`, name: type, type, order_index: i, configuration: {}, is_required: true, is_automated: true })),
        })
      ).json().id as string;
    const exec = await make("Exec", ["executive_summary", "recommendations", "metrics_dashboard"]);
    const comp = await make("Comp", ["alerts_warnings"]);
    const uses = 1 + Math.floor(random() * 4);
    let last = 0;
    for (let i = 0; i < uses; i++) {
      const at = Date.now() - Math.floor(random() * 1000) * 60_000;
      last = Math.max(last, at);
      await db().execute(sql`insert into report (id, organization_id, template_id, template_name, template_type, title, period_start, period_end, content, created_at)
        values (${newId()}, ${org}, ${exec}, 'Exec', 'weekly', 'R', '2026-01-01', '2026-01-07', '{"sections":{}}'::jsonb, ${new Date(at).toISOString()})`);
    }
    const list = async (who: string, category?: string) =>
      (await call(who, "GET", `/api/analytics/reports/templates?organizationId=${org}${category ? `&category=${category}` : ""}`)).json() as TCenterTemplateList;
    const all = await list("manager");
    expect(all.templates.find((t) => t.id === exec)).toMatchObject({ category: "Executive", uses, last_used: new Date(last).toISOString(), favourite: false, section_count: 3 });
    expect(all.templates.find((t) => t.id === comp)).toMatchObject({ category: "Compliance", uses: 0, last_used: null });
    expect((await list("manager", "Compliance")).templates.map((t) => t.id)).toContain(comp);
    expect((await list("manager", "Compliance")).templates.map((t) => t.id)).not.toContain(exec);

    const fav = await call("manager", "POST", `/api/analytics/reports/templates/${exec}/favourite`, { organizationId: org, favourite: true });
    expect(fav.json()).toEqual({ templateId: exec, favourite: true });
    expect((await list("manager")).templates.find((t) => t.id === exec)!.favourite).toBe(true);
    // favourites are the caller's own
    expect((await list("riley")).templates.find((t) => t.id === exec)!.favourite).toBe(false);
    await call("manager", "POST", `/api/analytics/reports/templates/${exec}/favourite`, { organizationId: org, favourite: false });
    expect((await list("manager")).templates.find((t) => t.id === exec)!.favourite).toBe(false);
    expect((await call("manager", "POST", `/api/analytics/reports/templates/nope/favourite`, { organizationId: org, favourite: true })).statusCode).toBe(404);
    expect((await list("riley")).policies.useTemplates).toBe(false);
    expect((await list("manager")).policies.useTemplates).toBe(true);
  });
});
