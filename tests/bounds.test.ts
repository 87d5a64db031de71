/**
 * Bounds, generated from the route registry: every route whose body or query contract names a date, a range,
 * a period or a count gets the extreme values (years 0 and 9999, days that do not exist, a 57-year period,
 * huge and negative counts) in each of those fields of an otherwise valid request. Each must answer 4xx or 2xx
 * — never 5xx — costing at most a second of the server's processor time (the work a request causes is bounded
 * before it starts), and the server must still answer its health check afterwards. Processor time, not the clock:
 * the test app and its embedded database run in this process, so what a request costs is measured the same on a
 * quiet machine and on a busy one. A new route with such a field fails "covers" until it has a valid
 * request below, so it is tried too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { makeStaff, takeAssessment } from "./support/factories.ts";
import type { RegisteredRoute } from "../src/server/http/route.ts";
import { DATA_SOURCES, TIME_RANGES } from "../src/domain/reporting/center.ts";
import { MAX_ANALYTICS_RANGE_DAYS, MAX_REPORT_PERIOD_DAYS, shiftDay } from "../src/domain/calendar.ts";

/** Each request may cost at most this much of the server's processor time (the issue: "within a second"). */
const ANSWER_WITHIN_MS = 1000;

const TODAY = new Date().toISOString().slice(0, 10);
/** Days that look right and are not: out of the supported years, not on the calendar, or not four-digit. */
const DAYS = [
  "9999-12-31",
  "0000-01-01",
  "2026-02-30",
  "2026-00-00",
  "0001-01-01",
  "1969-12-31",
  "2025-02-29",
  "2026-13-01",
  "99999-01-01",
  "+010000-01-01",
  "2026-11-27T10:00:00Z",
];
/** Periods: extreme, reversed, and the longest accepted (which must still answer within the bound). */
const PAIRS: [string, string][] = [
  ["9999-12-31", "9999-12-31"],
  ["0000-01-01", "9999-12-31"],
  ["0001-01-01", "2026-11-27"],
  ["1969-12-31", "2026-11-27"],
  ["2026-02-30", "2026-03-01"],
  ["2026-00-00", "2026-00-00"],
  ["2000-01-01", "2099-12-31"],
  ["2026-11-27", "2026-01-01"],
  [shiftDay(TODAY, -(MAX_REPORT_PERIOD_DAYS - 1)), TODAY],
  [shiftDay(TODAY, -MAX_REPORT_PERIOD_DAYS), TODAY],
  [shiftDay(TODAY, -(MAX_ANALYTICS_RANGE_DAYS - 1)), TODAY],
  [shiftDay(TODAY, -MAX_ANALYTICS_RANGE_DAYS), TODAY],
  ["2025-11-27T00:00:00Z", "2026-11-27T23:59:59+05:00"],
];
const COUNTS: unknown[] = [1e9, -1, 0, 2 ** 53, 1e308, 0.5, "1e309", -(2 ** 31)];

/** Field names that hold a day, an instant, a period or a range; and those that hold a count or a size. */
const DATE_KEY = /^(date|start|end|since|until|deadline|dueAt|dueDate|dateRange|range|period|timeRange|reportPeriodStart|reportPeriodEnd)$/;
const COUNT_KEY = /^(limit|seconds|hour|minute|months|days|count|expiresInDays|questionCount|offset|page)$/;

let app: TestApp;
let cookie: string;
let staffCookie: string;
let org: string;
let ids: Record<string, string>;
/** A valid request of every route with a date, range or count field (ids filled in once the world is made). */
let VALID: Record<string, { body?: unknown; query?: Record<string, string> }>;
/** Routes with such a field that need no valid request here, and why. */
const NOT_HERE: Record<string, string> = {
  "POST /api/assessment-types": "questionCount and the scale's max are bounded by its contract (1–500, −100–100); designed types are another suite's",
  "PUT /api/assessment-types/:typeId": "as POST /api/assessment-types",
  "GET /api/platform/invoices": "a staff route (the demo admin here gets 404): page and pageSize extremes in tests/platform-billing.test.ts",
  "GET /api/business/spend": "a staff route (the demo admin here gets 404): months extremes in tests/platform-billing.test.ts",
  "GET /api/business/metrics": "platform staff only; its period is one of 7d|30d|90d (anything else is 400: tests/business-metrics.test.ts)",
  "GET /api/business/revenue": "platform staff only; its range is one of week|month|year (anything else is 400: tests/business-dashboard.test.ts)",
  "GET /api/business/sales": "its period is one of 30d, 90d, 365d (a year at most, by its contract); a staff route, tried in src/server/modules/business/partners.test.ts",
};

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** Whether a JSON Schema (of a body or query contract) has a field of the kinds above, anywhere in it. */
function boundedFields(js: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(js)) js.forEach((x) => boundedFields(x, out));
  else if (js && typeof js === "object") {
    const o = js as Record<string, unknown>;
    if (o.properties && typeof o.properties === "object") {
      for (const [k, v] of Object.entries(o.properties as Record<string, Record<string, unknown>>)) {
        const dayish = typeof v?.pattern === "string" && v.pattern.includes("\\d{4}");
        const format = v?.format === "date" || v?.format === "date-time";
        if (DATE_KEY.test(k) || dayish || format || (COUNT_KEY.test(k) && (v?.type === "integer" || v?.type === "number"))) out.add(k);
      }
    }
    for (const v of Object.values(o)) boundedFields(v, out);
  }
  return out;
}
const fieldsOf = (r: RegisteredRoute) =>
  new Set(
    (["body", "query"] as const).flatMap((part) => {
      const s = r.schemas[part] as ZodType | undefined;
      return s ? [...boundedFields(z.toJSONSchema(s, { io: "input", unrepresentable: "any" }))] : [];
    }),
  );

type Json = unknown;
/** Every variant of `v` with one bounded field (or one start/end pair) set to an extreme value. */
function variants(v: Json): Json[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => variants(x).map((y) => v.map((z2, j) => (j === i ? y : z2))));
  if (!v || typeof v !== "object") return [];
  const o = v as Record<string, Json>;
  const out: Json[] = [];
  const keys = Object.keys(o);
  // a pair of fields ending Start and End (reportPeriodStart/End) or an object {start, end}: the pairs
  const starts = keys.filter((k) => /(^s|S)tart$/.test(k));
  for (const s of starts) {
    const e = s.replace(/tart$/, "").replace(/S$/, "E").replace(/^s$/, "e") + "nd";
    if (keys.includes(e)) for (const [a, b] of PAIRS) out.push({ ...o, [s]: a, [e]: b });
  }
  for (const k of keys) {
    const x = o[k];
    if (DATE_KEY.test(k) && typeof x === "string") {
      const instant = x.includes("T");
      for (const d of DAYS) out.push({ ...o, [k]: instant && !d.includes("T") ? `${d}T00:00:00Z` : d });
    }
    if (COUNT_KEY.test(k) && typeof x === "number") for (const c of COUNTS) out.push({ ...o, [k]: c });
    if (DATE_KEY.test(k) && x && typeof x === "object") for (const d of DAYS) out.push({ ...o, [k]: d });
    for (const y of variants(x)) out.push({ ...o, [k]: y });
  }
  return out;
}

const withIds = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => encodeURIComponent(ids[n] ?? "word"));

async function timed(method: string, url: string, body?: unknown) {
  const started = process.cpuUsage();
  // the vendor's screens are tried as the platform admin (to anyone else they do not exist)
  const as = url.startsWith("/api/platform/") ? staffCookie : cookie;
  const res = await app.inject({ method: method as "GET", url, headers: { cookie: as }, ...(body === undefined ? {} : { payload: body as object }) });
  const used = process.cpuUsage(started);
  return { res, ms: (used.user + used.system) / 1000 };
}

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "admin@demo.facetwise.test");
  await makeStaff(app, "operator@platform.example.com", "platform_admin");
  staffCookie = await signIn(app, "operator@platform.example.com");
  const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
  org = me.organization.id;
  const done = await takeAssessment(app, cookie, "individual");
  const members = (await app.inject({ method: "GET", url: "/api/organization/members", headers: { cookie } })).json();
  const list = (Array.isArray(members) ? members : (members.members ?? [])) as { id?: string; userId?: string; email?: string }[];
  const other = list.map((m) => m.id ?? m.userId).find((id) => id && id !== me.user.id) ?? me.user.id;
  const sections = [{ id: "s1", name: "People", type: "user_activity", order_index: 0, configuration: { limit: 10 }, is_required: false, is_automated: true }];
  const all = ["executive_summary", "metrics_dashboard", "trend_analysis", "performance_insights", "alerts_warnings", "user_activity", "assessment_summary", "recommendations"].map(
    (type, i) => ({ id: `s${i}`, name: type, type, order_index: i, configuration: {}, is_required: false, is_automated: true }),
  );
  const template = (
    await app.inject({ method: "POST", url: "/api/reports/templates", headers: { cookie }, payload: { organizationId: org, name: "Bounds", sections: all } })
  ).json();
  const report = await app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { cookie },
    payload: { organizationId: org, templateId: template.id, title: "Bounds", reportPeriodStart: "2026-01-05", reportPeriodEnd: "2026-01-11", autoGenerate: false },
  });
  const reportId = report.json().reportInstance.id as string;
  const wf = (await app.inject({ method: "GET", url: `/api/reports/workflow?reportId=${reportId}&organizationId=${org}`, headers: { cookie } })).json();
  const project = await app.inject({ method: "POST", url: "/api/feedback360/projects", headers: { cookie }, payload: { subjectId: other, title: "Bounds 360" } });
  expect(project.statusCode, project.body).toBe(201);
  ids = { responseId: done.responseId, reportId, templateId: template.id, projectId: project.json().id };
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const range = { start: shiftDay(TODAY, -29), end: TODAY };
  const builder = { dataSource: "assessment_results", visualization: "line", timeRange: "year" };
  VALID = {
    "POST /api/assessments": { body: { typeId: "individual", assigneeIds: [other], dueAt: later } },
    "POST /api/responses/:responseId/shares": { body: { expiresInDays: 7 } },
    "POST /api/reports/:reportId/share-links": { body: { organizationId: org, expiresInDays: 30, includePeople: false } },
    "GET /api/operations/jobs": { query: { limit: "50" } },
    "GET /api/platform/organizations": { query: { search: "demo", sort: "lastActive", direction: "desc", page: "1", pageSize: "20" } },
    "GET /api/platform/users": { query: { search: "demo", role: "admin", page: "2", pageSize: "10" } },
    "GET /api/organization/members": { query: { page: "2", pageSize: "10", q: "a", sort: "name", dir: "asc" } },
    "POST /api/analytics/ocean-distribution": { body: { organizationId: org, filters: { dateRange: range } } },
    "POST /api/analytics/executive": { body: { organizationId: org, dateRange: range } },
    "POST /api/analytics/insights": { body: { organizationId: org, filters: { dateRange: range } } },
    "POST /api/analytics/adverse-impact": { body: { organizationId: org, measure: "openness", cutoff: 50, dateRange: range } },
    "POST /api/feedback360/projects": { body: { subjectId: other, title: "Bounds", deadline: later } },
    "POST /api/feedback360/projects/:projectId/extend": { body: { deadline: later } },
    "POST /api/reports/templates": { body: { organizationId: org, name: "Bounds 2", sections } },
    "PUT /api/reports/templates/:templateId": { body: { organizationId: org, name: "Bounds", sections: all.map((s) => ({ ...s, configuration: { limit: 10 } })) } },
    "GET /api/reports": { query: { organizationId: org, since: "2026-01-01", limit: "50" } },
    "POST /api/reports": {
      body: { organizationId: org, templateId: template.id, title: "Bounds", reportPeriodStart: "2026-01-05", reportPeriodEnd: "2026-01-11", autoGenerate: true },
    },
    "POST /api/reports/workflow": {
      body: { action: "assign_step", reportId, organizationId: org, stepId: wf.workflow_steps[1].id, assigneeId: null, dueDate: "2026-12-01" },
    },
    "PUT /api/reports/:reportId": {
      body: {
        organizationId: org,
        content: {
          sections: {
            s0: { id: "s0", type: "text", title: "Notes", order_index: 0, generated_at: null, auto_generated: false, period: range, configuration: { limit: 10 }, content: "x" },
          },
        },
      },
    },
    "POST /api/reports/:reportId/events": { body: { organizationId: org, kind: "read", seconds: 30 } },
    "POST /api/reports/schedules": {
      body: {
        organizationId: org,
        name: "Bounds",
        templateId: template.id,
        frequency: "daily",
        timing: { hour: 7, minute: 0 },
        timeZone: "UTC",
        recipients: ["reader@example.com"],
      },
    },
    "GET /api/reports/runs": { query: { organizationId: org, limit: "50" } },
    "GET /api/reports/analytics": { query: { organizationId: org, timeRange: "1y" } },
    "POST /api/reports/analytics": { body: { action: "generate_insights", organizationId: org, timeRange: "1y" } },
    "POST /api/analytics/reports/save": { body: { organizationId: org, name: "Bounds", sections: [{ id: "a", type: "chart", title: "A", config: builder }] } },
    "POST /api/analytics/reports/data": { body: { organizationId: org, type: "chart", config: builder } },
    "POST /api/analytics/reports/generate": { body: { organizationId: org, name: "Bounds", sections: [{ id: "a", type: "chart", title: "A", config: builder }] } },
    "POST /api/analytics/reports/email": {
      body: { organizationId: org, name: "Bounds", sections: [{ id: "a", type: "chart", title: "A", config: builder }], emails: ["reader@example.com"] },
    },
  };
});
afterAll(async () => app?.cleanup());

const slowest: { where: string; ms: number }[] = []; // the costliest requests (processor ms), printed at the end

/**
 * Sends a request and checks it answers below 500 within the bound of processor time. A request over the bound is
 * sent once more and the cheaper of the two counts: a background job of this process that ran at the same time
 * does not fail the suite, while work that grows with the span asked (the defect this guards) is costly both times.
 */
async function expectBounded(where: string, method: string, url: string, body?: unknown) {
  let { res, ms } = await timed(method, url, body);
  if (ms >= ANSWER_WITHIN_MS) {
    const again = await timed(method, url, body);
    if (again.ms < ms) ({ res, ms } = again);
  }
  slowest.push({ where, ms });
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(ms, `${where} cost ${Math.round(ms)} ms of processor time`).toBeLessThan(ANSWER_WITHIN_MS);
  return res;
}

describe("bounds: every route that takes a date, a range or a count", () => {
  it("covers every such route of the registry", () => {
    const found = app.routeTable.filter((r) => fieldsOf(r).size > 0).map(key);
    expect(found.length).toBeGreaterThan(15);
    const missing = found.filter((k) => !VALID[k] && !NOT_HERE[k]);
    expect(missing, "routes with a date, range or count field and no valid request in tests/bounds.test.ts").toEqual([]);
    // and every listed route still exists
    expect(Object.keys(VALID).filter((k) => !app.routeTable.some((r) => key(r) === k))).toEqual([]);
  });

  it("each valid request itself answers below 500", async () => {
    for (const [k, v] of Object.entries(VALID)) {
      if (k.endsWith("/generate") || k.endsWith("/email")) continue; // the PDF routes: the first render starts the worker pool
      const [method, url] = k.split(" ");
      const q = v.query ? `?${new URLSearchParams(v.query)}` : "";
      const res = await expectBounded(`${k} (valid)`, method, withIds(url) + q, v.body);
      expect(res.statusCode, `${k}: ${res.body.slice(0, 300)}`).toBeLessThan(400);
    }
  });

  it("extreme dates, periods and counts answer 4xx or 2xx within a second of processor time, never 5xx", async () => {
    let sent = 0;
    for (const [k, v] of Object.entries(VALID)) {
      const [method, url] = k.split(" ");
      if (v.body !== undefined) {
        for (const body of variants(v.body)) {
          await expectBounded(`${k} ${JSON.stringify(body).slice(0, 200)}`, method, withIds(url), body);
          sent++;
        }
      }
      if (v.query) {
        for (const q of variants(v.query) as Record<string, unknown>[]) {
          const qs = new URLSearchParams(Object.entries(q).map(([a, b]) => [a, String(b)]));
          await expectBounded(`${k} ?${qs}`, method, `${withIds(url)}?${qs}`);
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
  });

  it("the report builder's every source over every time range costs under a second of processor time", async () => {
    for (const dataSource of DATA_SOURCES) {
      for (const timeRange of TIME_RANGES) {
        for (const type of ["chart", "table", "metric"]) {
          const res = await expectBounded(`data ${dataSource} ${timeRange} ${type}`, "POST", "/api/analytics/reports/data", {
            organizationId: org,
            type,
            config: { dataSource, visualization: "line", timeRange },
          });
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        }
      }
    }
  });

  it("the server is healthy afterwards", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
  });

  afterAll(() => {
    const top = [...slowest].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(`bounds: ${slowest.length} requests; costliest (processor time) ${top.map((t) => `${Math.round(t.ms)} ms (${t.where.slice(0, 80)})`).join("; ")}`);
  });
});
