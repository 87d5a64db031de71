/**
 * Report analytics through the API (spec 2 §2.7, §3.6, §7): every figure against a reference computed here from
 * the rows the test wrote (random, seeded), for each time range; rates null when their denominator is 0; the
 * range's edge; tenancy and roles; insights from the numbers; the CSV, JSON and XLSX files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { readCsv } from "../../../shared/csv.ts";
import { pseudoString } from "../../i18n/pseudo.ts";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { insertDeliveryRow, insertEventRow, insertRatingRow, insertReportRow, insertTemplateRow } from "../../../../tests/support/report-rows.ts";
import { unzipTexts } from "../../../../tests/support/file-readers.ts";
import type { TOverallAnalytics, TReportAnalyticsOverview, TInsight } from "../../../contracts/report-analytics.ts";

const DAY = 86_400_000;
const RANGES = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 } as const;
type Range = keyof typeof RANGES;

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 20261124;
const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
/** An age in ms, at least an hour away from every range's edge (the edge has its own test). */
function age(): number {
  for (;;) {
    const days = random() ** 2 * 420; // more recent rows than old ones, so the short ranges hold some
    if (Object.values(RANGES).every((d) => Math.abs(days - d) > 0.05)) return Math.round(days * DAY);
  }
}

let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let other: Awaited<ReturnType<typeof buildOrganization>>;
const cookie: Record<string, string> = {};
const T0 = Date.now();

// what the test wrote (the reference reads only these)
type Tpl = { id: string; name: string; type: string; active: boolean };
const templates: Tpl[] = [];
const reports: { id: string; templateId: string | null; templateName: string; templateType: string; status: string; at: number }[] = [];
const events: { userId: string | null; kind: string; at: number }[] = [];
const ratings: { rating: number; at: number }[] = [];
const deliveries: { channel: string; status: string; queued: number; delivered: number | null; read: number | null }[] = [];

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "report-analytics", ["admin", "manager", "analyst", "user", "user", "user"]);
  other = await buildOrganization(app, "report-analytics-other", ["admin", "user"]);
  for (const role of ["admin", "manager", "analyst", "user"] as const) cookie[role] = await signIn(app, world.byRole(role).email);
  cookie.otherAdmin = await signIn(app, other.byRole("admin").email);
  const org = world.org.id;

  for (const [name, type, active] of [
    ["Weekly leadership", "weekly", true],
    ["Monthly people review", "monthly", true],
    ["Quarterly board pack", "quarterly", true],
    ["Never used", "custom", true],
    ["Retired", "weekly", false],
  ] as const) {
    templates.push({ id: await insertTemplateRow(app, org, { name, templateType: type, isActive: active }), name, type, active });
  }
  const statuses = ["draft", "review", "approved", "published", "published", "published", "archived"];
  for (let i = 0; i < 70; i++) {
    // "Never used" makes no report; "Retired" only long ago; some reports outlived their deleted template
    const t = pick([templates[0], templates[1], templates[2], null]);
    const at = T0 - age();
    const r = t
      ? { templateId: t.id, templateName: t.name, templateType: t.type, status: pick(statuses), at }
      : { templateId: null, templateName: "Deleted pulse", templateType: "custom", status: pick(statuses), at };
    reports.push({ id: await insertReportRow(app, org, { ...r, createdAt: new Date(at) }), ...r });
  }
  const retired = { templateId: templates[4].id, templateName: "Retired", templateType: "weekly", status: "published", at: T0 - 400 * DAY };
  reports.push({ id: await insertReportRow(app, org, { ...retired, createdAt: new Date(retired.at) }), ...retired });

  const people = world.users.map((u) => u.id);
  for (let i = 0; i < 150; i++) {
    const e = {
      userId: random() < 0.1 ? null : pick(people),
      kind: pick(["viewed", "viewed", "read", "downloaded", "shared", "generated", "edited", "published"]),
      at: T0 - age(),
    };
    await insertEventRow(app, org, { reportId: pick(reports).id, userId: e.userId, kind: e.kind, at: new Date(e.at) });
    events.push(e);
  }
  const rated = new Set<string>();
  for (let i = 0; i < 60; i++) {
    const reportId = pick(reports).id;
    const userId = pick(people);
    if (rated.has(`${reportId}/${userId}`)) continue;
    rated.add(`${reportId}/${userId}`);
    const r = { rating: 1 + Math.floor(random() * 5), at: T0 - age() };
    await insertRatingRow(app, org, { reportId, userId, rating: r.rating, at: new Date(r.at) });
    ratings.push(r);
  }
  for (let i = 0; i < 120; i++) {
    const queued = T0 - age();
    const status = pick(["delivered", "delivered", "delivered", "failed", "pending"]);
    const delivered = status === "delivered" ? queued + (1 + Math.floor(random() * 600)) * 1000 : null;
    const read = delivered !== null && random() < 0.4 ? delivered + 3_600_000 : null;
    const d = { channel: pick(["email", "email", "slack", "webhook"]), status, queued, delivered, read };
    await insertDeliveryRow(app, org, {
      reportId: pick(reports).id,
      channel: d.channel,
      status,
      queuedAt: new Date(queued),
      deliveredAt: delivered === null ? null : new Date(delivered),
      readAt: read === null ? null : new Date(read),
    });
    deliveries.push(d);
  }
  // the other organization's rows never count here
  const theirs = await insertTemplateRow(app, other.org.id, { name: "Theirs" });
  const theirReport = await insertReportRow(app, other.org.id, {
    templateId: theirs,
    templateName: "Theirs",
    templateType: "weekly",
    status: "published",
    createdAt: new Date(T0 - DAY),
  });
  await insertDeliveryRow(app, other.org.id, { reportId: theirReport, channel: "email", status: "failed", queuedAt: new Date(T0 - DAY) });
  await insertEventRow(app, other.org.id, { reportId: theirReport, userId: other.byRole("user").id, kind: "viewed", at: new Date(T0 - DAY) });
});
afterAll(async () => app?.cleanup());

const r1 = (x: number) => Math.round(x * 10) / 10;
const rate = (a: number, b: number) => (b === 0 ? null : r1((100 * a) / b));

/** The reference: every figure of the range, computed from the rows written above. */
function reference(range: Range): TOverallAnalytics {
  const start = Date.now() - RANGES[range] * DAY;
  const inRange = (t: number) => t >= start;
  const rs = reports.filter((r) => inRange(r.at));
  const breakdown: Record<string, number> = {};
  for (const r of rs) breakdown[r.status] = (breakdown[r.status] ?? 0) + 1;
  const published = rs.filter((r) => r.status === "published").length;
  const perTemplate: TOverallAnalytics["template_performance"] = {};
  for (const r of rs) {
    const key = r.templateId ?? `deleted:${r.templateType}:${r.templateName}`;
    const p = (perTemplate[key] ??= { template_name: r.templateName, template_type: r.templateType, total_reports: 0, published_reports: 0, completion_rate: null });
    p.total_reports++;
    if (r.status === "published") p.published_reports++;
  }
  for (const p of Object.values(perTemplate)) p.completion_rate = rate(p.published_reports, p.total_reports);
  for (const t of templates)
    if (t.active && !perTemplate[t.id]) perTemplate[t.id] = { template_name: t.name, template_type: t.type, total_reports: 0, published_reports: 0, completion_rate: null };

  const ds = deliveries.filter((d) => inRange(d.queued));
  const ok = ds.filter((d) => d.status === "delivered");
  const failed = ds.filter((d) => d.status === "failed").length;
  const read = ok.filter((d) => d.read !== null).length;
  const secs = ok.map((d) => (d.delivered! - d.queued) / 1000);

  const es = events.filter((e) => inRange(e.at) && ["viewed", "read", "downloaded", "shared"].includes(e.kind));
  const byKind = (k: string) => es.filter((e) => e.kind === k).length;
  const rt = ratings.filter((r) => inRange(r.at));
  return {
    generation: {
      total_reports: rs.length,
      published_reports: published,
      completion_rate: rate(published, rs.length),
      templates_used: Object.values(perTemplate).filter((p) => p.total_reports > 0).length,
      status_breakdown: breakdown,
    },
    delivery: {
      total_deliveries: ds.length,
      delivered_deliveries: ok.length,
      failed_deliveries: failed,
      pending_deliveries: ds.length - ok.length - failed,
      read_deliveries: read,
      delivery_success_rate: rate(ok.length, ok.length + failed),
      read_rate: rate(read, ok.length),
      average_delivery_time: secs.length ? r1(secs.reduce((s, x) => s + x, 0) / secs.length) : null,
      channels_used: [...new Set(ds.map((d) => d.channel))].sort(),
    },
    engagement: {
      total_interactions: es.length,
      unique_users: new Set(es.map((e) => e.userId).filter((u) => u !== null)).size,
      interactions_by_kind: { viewed: byKind("viewed"), read: byKind("read"), downloaded: byKind("downloaded"), shared: byKind("shared") },
    },
    feedback: { average_rating: rt.length ? Math.round((100 * rt.reduce((s, r) => s + r.rating, 0)) / rt.length) / 100 : null, total_feedback: rt.length },
    template_performance: perTemplate,
  };
}

const get = (who: string, query: string) => app.inject({ method: "GET", url: `/api/reports/analytics?${query}`, headers: { cookie: cookie[who] } });
const post = (who: string, payload: object) => app.inject({ method: "POST", url: "/api/reports/analytics", headers: { cookie: cookie[who] }, payload });

describe("GET /api/reports/analytics", () => {
  it.each(Object.keys(RANGES) as Range[])("every figure of %s equals the reference computed from the rows", async (range) => {
    const r = await get("admin", `organizationId=${world.org.id}&timeRange=${range}`);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as TReportAnalyticsOverview;
    expect(body.time_range).toBe(range);
    expect(body.has_data).toBe(true);
    expect(body.overall_analytics).toEqual(reference(range));
    expect(Date.parse(body.period.end) - Date.parse(body.period.start)).toBe(RANGES[range] * DAY);
  });

  it("the data set is not trivial: each range differs and each rate has a denominator", () => {
    const figures = (Object.keys(RANGES) as Range[]).map(reference);
    expect(new Set(figures.map((f) => f.generation.total_reports)).size).toBe(4);
    const year = figures[3];
    expect(year.generation.completion_rate).not.toBeNull();
    expect(year.delivery.failed_deliveries).toBeGreaterThan(0);
    expect(year.delivery.pending_deliveries).toBeGreaterThan(0);
    expect(year.template_performance[templates[3].id].total_reports).toBe(0);
    expect(year.template_performance[templates[4].id]).toBeUndefined();
  });

  it("defaults to 30d", async () => {
    const body = (await get("analyst", `organizationId=${world.org.id}`)).json() as TReportAnalyticsOverview;
    expect(body.time_range).toBe("30d");
    expect(body.overall_analytics).toEqual(reference("30d"));
  });

  it("admins, managers and analysts read it; a user gets 403; another organization's id answers 404; a bad range 400", async () => {
    for (const who of ["admin", "manager", "analyst"]) expect((await get(who, `organizationId=${world.org.id}`)).statusCode, who).toBe(200);
    expect((await get("user", `organizationId=${world.org.id}`)).statusCode).toBe(403);
    const foreign = await get("admin", `organizationId=${other.org.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    expect((await post("admin", { action: "generate_insights", organizationId: other.org.id })).statusCode).toBe(404);
    expect((await post("admin", { action: "export_analytics", organizationId: other.org.id, format: "csv" })).statusCode).toBe(404);
    expect((await post("user", { action: "export_analytics", organizationId: world.org.id, format: "csv" })).statusCode).toBe(403);
    expect((await get("admin", `organizationId=${world.org.id}&timeRange=2w`)).statusCode).toBe(400);
  });

  it("the other organization sees only its own rows", async () => {
    const body = (await get("otherAdmin", `organizationId=${other.org.id}&timeRange=7d`)).json() as TReportAnalyticsOverview;
    expect(body.overall_analytics.generation).toMatchObject({ total_reports: 1, published_reports: 1, completion_rate: 100 });
    expect(body.overall_analytics.delivery).toMatchObject({ total_deliveries: 1, failed_deliveries: 1, delivery_success_rate: 0, read_rate: null, average_delivery_time: null });
    expect(body.overall_analytics.engagement).toMatchObject({ total_interactions: 1, unique_users: 1 });
  });
});

describe("empty figures and the range's edge", () => {
  it("no data: has_data false, every rate null (not 0), active templates listed unused, no insights", async () => {
    const empty = await buildOrganization(app, "report-analytics-empty", ["admin"]);
    const c = await signIn(app, empty.byRole("admin").email);
    const tpl = await insertTemplateRow(app, empty.org.id, { name: "Ready" });
    const body = (await app.inject({ method: "GET", url: `/api/reports/analytics?organizationId=${empty.org.id}`, headers: { cookie: c } })).json() as TReportAnalyticsOverview;
    expect(body.has_data).toBe(false);
    expect(body.overall_analytics).toEqual({
      generation: { total_reports: 0, published_reports: 0, completion_rate: null, templates_used: 0, status_breakdown: {} },
      delivery: {
        total_deliveries: 0,
        delivered_deliveries: 0,
        failed_deliveries: 0,
        pending_deliveries: 0,
        read_deliveries: 0,
        delivery_success_rate: null,
        read_rate: null,
        average_delivery_time: null,
        channels_used: [],
      },
      engagement: { total_interactions: 0, unique_users: 0, interactions_by_kind: { viewed: 0, read: 0, downloaded: 0, shared: 0 } },
      feedback: { average_rating: null, total_feedback: 0 },
      template_performance: { [tpl]: { template_name: "Ready", template_type: "weekly", total_reports: 0, published_reports: 0, completion_rate: null } },
    });
    const insights = await app.inject({
      method: "POST",
      url: "/api/reports/analytics",
      headers: { cookie: c },
      payload: { action: "generate_insights", organizationId: empty.org.id },
    });
    expect(insights.json().insights).toEqual([]);
  });

  it("only pending deliveries: counted, but no success rate, read rate or delivery time", async () => {
    const o = await buildOrganization(app, "report-analytics-pending", ["admin"]);
    const c = await signIn(app, o.byRole("admin").email);
    await insertDeliveryRow(app, o.org.id, { reportId: null, channel: "webhook", status: "pending", queuedAt: new Date(Date.now() - DAY) });
    const body = (await app.inject({ method: "GET", url: `/api/reports/analytics?organizationId=${o.org.id}`, headers: { cookie: c } })).json() as TReportAnalyticsOverview;
    expect(body.has_data).toBe(true);
    expect(body.overall_analytics.delivery).toMatchObject({
      total_deliveries: 1,
      pending_deliveries: 1,
      delivery_success_rate: null,
      read_rate: null,
      average_delivery_time: null,
      channels_used: ["webhook"],
    });
  });

  it("a row a minute inside the range counts; a minute outside does not", async () => {
    const o = await buildOrganization(app, "report-analytics-edge", ["admin"]);
    const c = await signIn(app, o.byRole("admin").email);
    const now = Date.now();
    for (const range of Object.keys(RANGES) as Range[]) {
      const edge = now - RANGES[range] * DAY;
      for (const [at, status] of [
        [edge + 60_000, "published"],
        [edge - 60_000, "draft"],
      ] as const) {
        await insertReportRow(app, o.org.id, { templateId: null, templateName: `Edge ${range}`, templateType: "custom", status, createdAt: new Date(at) });
      }
    }
    const counts: Record<string, number> = {};
    for (const range of Object.keys(RANGES) as Range[]) {
      const body = (
        await app.inject({ method: "GET", url: `/api/reports/analytics?organizationId=${o.org.id}&timeRange=${range}`, headers: { cookie: c } })
      ).json() as TReportAnalyticsOverview;
      counts[range] = body.overall_analytics.generation.total_reports;
      // the reports just inside each shorter range's edge, plus the ones just outside a shorter range
      const inside = (Object.keys(RANGES) as Range[]).filter((x) => RANGES[x] <= RANGES[range]).length;
      const outsideShorter = (Object.keys(RANGES) as Range[]).filter((x) => RANGES[x] < RANGES[range]).length;
      expect(body.overall_analytics.generation.status_breakdown, range).toEqual({ published: inside, ...(outsideShorter ? { draft: outsideShorter } : {}) });
    }
    expect(counts).toEqual({ "7d": 1, "30d": 3, "90d": 5, "1y": 7 });
  });
});

describe("POST /api/reports/analytics generate_insights", () => {
  it("writes the insights the reference figures support, with their numbers, highest priority first", async () => {
    for (const range of Object.keys(RANGES) as Range[]) {
      const r = await post("analyst", { action: "generate_insights", organizationId: world.org.id, timeRange: range, focusArea: "all" });
      expect(r.statusCode, r.body).toBe(200);
      const insights = r.json().insights as TInsight[];
      const f = reference(range);
      const coded = (code: TInsight["code"]) => insights.find((i) => i.code === code);
      const g = f.generation;
      if (g.completion_rate !== null && g.completion_rate < 85) {
        const i = coded("completion_below_target")!;
        expect(i.params).toMatchObject({ published: g.published_reports, total: g.total_reports, rate: g.completion_rate, target: 85 });
        expect(i.priority).toBe(Math.min(10, 5 + Math.ceil((85 - g.completion_rate) / 10)));
      } else expect(coded("completion_below_target")).toBeUndefined();
      const d = f.delivery;
      if (d.delivery_success_rate !== null && d.delivery_success_rate < 98) {
        const i = coded("delivery_below_target")!;
        expect(i.type).toBe("delivery");
        expect(i.params).toMatchObject({ delivered: d.delivered_deliveries, finished: d.delivered_deliveries + d.failed_deliveries, failed: d.failed_deliveries });
        expect(i.priority).toBe(Math.min(10, 5 + Math.ceil((98 - d.delivery_success_rate) / 5)));
      }
      // "Never used" made no report in any range
      expect(coded("unused_templates")?.params.names).toContain("Never used");
      expect(insights.map((i) => i.priority)).toEqual([...insights.map((i) => i.priority)].sort((a, b) => b - a));
    }
  });

  it("a focus area keeps its own insights", async () => {
    const r = await post("manager", { action: "generate_insights", organizationId: world.org.id, timeRange: "1y", focusArea: "delivery" });
    const insights = r.json().insights as TInsight[];
    expect(insights.length).toBeGreaterThan(0);
    for (const i of insights) expect(i.type).toBe("delivery");
  });
});

/** The file read back with papaparse (strict RFC 4180: CRLF records, no parse errors, a final CRLF). */
function parseCsv(text: string): string[][] {
  expect(text.endsWith("\r\n"), "the file ends with CRLF").toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(0, -2), { delimiter: ",", newline: "\r\n" });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The summary as [section, metric, value] from the JSON answer, independently of the server's row builder. */
function summaryOf(f: TOverallAnalytics): [string, string, number | string | null][] {
  const rows: [string, string, number | string | null][] = [];
  for (const [section, figures] of Object.entries(f)) {
    if (section === "template_performance") continue;
    for (const [metric, value] of Object.entries(figures as Record<string, unknown>)) {
      if (metric === "status_breakdown" || metric === "interactions_by_kind") {
        const prefix = metric === "status_breakdown" ? "status_breakdown" : "interactions";
        for (const [k, n] of Object.entries(value as Record<string, number>)) rows.push([section, `${prefix}.${k}`, n]);
      } else rows.push([section, metric, Array.isArray(value) ? value.join("; ") : (value as number | null)]);
    }
  }
  return rows;
}
const bySectionMetric = (a: readonly unknown[], b: readonly unknown[]) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`);

describe("POST /api/reports/analytics export_analytics", () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it("CSV: an attachment named for the range and day, one row per figure, and per template with details", async () => {
    const r = await post("analyst", { action: "export_analytics", organizationId: world.org.id, format: "csv", timeRange: "90d", includeDetails: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(r.headers["content-disposition"]).toContain(`attachment; filename="report-analytics-90d-${today()}.csv"`);
    const rows = parseCsv(r.body);
    expect(rows[0]).toEqual(["section", "metric", "value", "template"]);
    const f = reference("90d");
    const summary = rows.slice(1).filter((x) => x[0] !== "template_performance");
    const expected = summaryOf(f).map(([s, m, v]) => [s, m, v === null ? "" : String(v), ""]);
    expect([...summary].sort(bySectionMetric)).toEqual(expected.sort(bySectionMetric));
    const details = rows.filter((x) => x[0] === "template_performance");
    for (const t of Object.values(f.template_performance)) {
      const mine = Object.fromEntries(details.filter((x) => x[3] === t.template_name).map((x) => [x[1], x[2]]));
      expect(mine).toMatchObject({
        template_type: t.template_type,
        total_reports: String(t.total_reports),
        published_reports: String(t.published_reports),
        completion_rate: t.completion_rate === null ? "" : String(t.completion_rate),
      });
    }
    const without = await post("analyst", { action: "export_analytics", organizationId: world.org.id, format: "csv", timeRange: "90d", includeDetails: false });
    expect(parseCsv(without.body).filter((x) => x[0] === "template_performance")).toEqual([]);
  });

  it("headers and sheet names are in the reader's language (the pseudo-locale here); the rows stay codes and the CSV still reads", async () => {
    const body = { action: "export_analytics", organizationId: world.org.id, timeRange: "90d", includeDetails: true };
    const inPseudo = (format: string) =>
      app.inject({ method: "POST", url: "/api/reports/analytics", headers: { cookie: cookie.analyst, "accept-language": "en-XA" }, payload: { ...body, format } });
    const english = readCsv((await post("analyst", { ...body, format: "csv" })).body);
    const pseudo = readCsv((await inPseudo("csv")).body);
    expect(pseudo.problems).toEqual([]);
    expect(pseudo.records[0].fields).toEqual(["section", "metric", "value", "template"].map(pseudoString));
    expect(pseudo.records.slice(1)).toEqual(english.records.slice(1));
    const files = unzipTexts((await inPseudo("xlsx")).rawPayload, "xlsx");
    const workbook = files.get("xl/workbook.xml")!;
    expect([...workbook.matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])).toEqual(["Summary", "Templates"].map(pseudoString));
    const firstRow = /<row r="1">(.*?)<\/row>/.exec(files.get("xl/worksheets/sheet1.xml")!)![1];
    expect([...firstRow.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1])).toEqual(["Section", "Metric", "Value"].map(pseudoString));
  });

  it("JSON: the same figures as the GET and the same insights as generate_insights", async () => {
    const r = await post("admin", { action: "export_analytics", organizationId: world.org.id, format: "json", timeRange: "1y", includeDetails: true });
    expect(r.headers["content-disposition"]).toContain(`filename="report-analytics-1y-${today()}.json"`);
    const file = JSON.parse(r.body);
    expect(file.time_range).toBe("1y");
    expect(file.overall_analytics).toEqual(reference("1y"));
    const insights = (await post("admin", { action: "generate_insights", organizationId: world.org.id, timeRange: "1y" })).json().insights as TInsight[];
    // each insight as generate_insights codes it, with its words in the reader's language
    expect(file.insights.map(({ words, ...coded }: Record<string, unknown>) => coded)).toEqual(insights);
    const unused = file.insights.find((i: TInsight) => i.code === "unused_templates").words;
    expect(unused.title).toBe("Unused templates");
    expect(unused.description).toMatch(/^\d+ of \d+ templates made no report in the last 365 days: .*"Never used"/);
    expect(unused.recommendation).toBe("Schedule them, or mark them inactive so the template list stays short.");
  });

  it("JSON: the insights' words in the pseudo-locale have no English left (only template names, which are data)", async () => {
    const r = await app.inject({
      method: "POST",
      url: "/api/reports/analytics",
      headers: { cookie: cookie.admin, "accept-language": "en-XA" },
      payload: { action: "export_analytics", organizationId: world.org.id, format: "json", timeRange: "1y", includeDetails: true },
    });
    const insights = JSON.parse(r.body).insights as (TInsight & { words: { title: string; description: string; recommendation?: string } })[];
    expect(insights.length).toBeGreaterThan(0);
    const names = Object.values(reference("1y").template_performance).map((t) => t.template_name);
    for (const i of insights) {
      for (const words of [i.words.title, i.words.description, i.words.recommendation ?? pseudoString("")]) {
        expect(words.startsWith("⟦"), words).toBe(true);
        expect(names.reduce((s, n) => s.split(n).join(""), words).match(/[A-Za-z]+/g), words).toBeNull();
      }
    }
    expect(insights.find((i) => i.code === "unused_templates")?.words.title).toBe(pseudoString("Unused templates"));
  });

  it("XLSX: a valid ZIP of the workbook parts whose cells hold the figures, numbers as numbers", async () => {
    const r = await post("manager", { action: "export_analytics", organizationId: world.org.id, format: "xlsx", timeRange: "30d", includeDetails: true });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(r.headers["content-disposition"]).toContain(`filename="report-analytics-30d-${today()}.xlsx"`);
    const files = unzipTexts(r.rawPayload, "xlsx");
    for (const part of [
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
      "xl/worksheets/sheet2.xml",
    ]) {
      expect(files.has(part), part).toBe(true);
    }
    const workbook = files.get("xl/workbook.xml")!;
    expect([...workbook.matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])).toEqual(["Summary", "Templates"]);
    const types = files.get("[Content_Types].xml")!;
    expect(types).toContain('PartName="/xl/worksheets/sheet2.xml"');

    /** A sheet's rows as values: numbers from <v>, text from inline strings, empty cells as null (by column letter). */
    const sheet = (name: string) =>
      [...files.get(name)!.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((row) => {
        const cells: (string | number | null)[] = [];
        for (const c of row[2].matchAll(/<c r="([A-Z]+)\d+"[^>]*?(?: t="(\w+)")?>(.*?)<\/c>/g)) {
          const col = c[1].charCodeAt(0) - 65;
          while (cells.length < col) cells.push(null);
          cells[col] =
            c[2] === "inlineStr"
              ? c[3]
                  .replace(/^<is><t[^>]*>|<\/t><\/is>$/g, "")
                  .replace(/&quot;/g, '"')
                  .replace(/&amp;/g, "&")
              : Number(/<v>(.*)<\/v>/.exec(c[3])![1]);
        }
        return cells;
      });
    const f = reference("30d");
    const summary = sheet("xl/worksheets/sheet1.xml");
    expect(summary[0]).toEqual(["Section", "Metric", "Value"]);
    const pad = (x: (string | number | null)[]) => [x[0], x[1], x.length > 2 ? x[2] : null];
    expect(summary.slice(1).map(pad).sort(bySectionMetric)).toEqual(summaryOf(f).sort(bySectionMetric));
    const tpl = sheet("xl/worksheets/sheet2.xml");
    expect(tpl[0]).toEqual(["template_key", "template_name", "template_type", "total_reports", "published_reports", "completion_rate"]);
    const expectedTemplates = Object.entries(f.template_performance).map(([k, t]) => [
      k,
      t.template_name,
      t.template_type,
      t.total_reports,
      t.published_reports,
      t.completion_rate,
    ]);
    expect(
      tpl
        .slice(1)
        .map((x) => [...x, ...Array(6 - x.length).fill(null)])
        .sort(bySectionMetric),
    ).toEqual(expectedTemplates.sort(bySectionMetric));
    // numeric cells are numbers (no t attribute), text cells inline strings
    expect(files.get("xl/worksheets/sheet1.xml")!).toMatch(/<c r="C\d+"><v>\d+(\.\d+)?<\/v><\/c>/);
  });

  it("an export body without a format, or an unknown action, is refused (400)", async () => {
    expect((await post("admin", { action: "export_analytics", organizationId: world.org.id })).statusCode).toBe(400);
    expect((await post("admin", { action: "shout", organizationId: world.org.id })).statusCode).toBe(400);
  });
});

describe("API document", () => {
  it("lists the POST's JSON answer and its three file types, and the GET's contract", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs" })).json();
    const post = doc.paths["/api/reports/analytics"].post;
    expect(Object.keys(post.responses["200"].content)).toEqual([
      "application/json",
      "text/csv; charset=utf-8",
      "application/json; charset=utf-8",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    expect(post.responses["200"].content["application/json"].schema.properties.insights).toBeDefined();
    expect(JSON.stringify(post.requestBody)).toContain("export_analytics");
    expect(doc.paths["/api/reports/analytics"].get.parameters.map((p: { name: string }) => p.name)).toEqual(["organizationId", "timeRange"]);
  });
});
