/**
 * The fuzz suite, generated from the route registry: every route gets malformed path parameters, queries
 * and bodies (NUL, unpaired surrogates, over-long and huge strings, wrong types, deep nesting, wrong
 * content types), signed in and signed out. No answer may be 500 or more, and every 4xx must be the
 * error shape with the security headers. A new route is fuzzed without anyone remembering.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { takeAssessment } from "./support/factories.ts";
import type { RegisteredRoute } from "../src/server/http/route.ts";
import { DEMO_STAFF } from "../src/server/modules/staff/api.ts";

let app: TestApp;
let cookie: string;
/** The demo platform admin's session: staff routes are fuzzed as staff (to anyone else they are 404 before any input is read). */
let staffCookie: string;
let ids: Record<string, string>;
const counts = new Map<number, number>();

/** Path segments no parameter should choke on (already percent-encoded where needed). */
const BAD_SEGMENTS = [
  "%00",
  "a%00b",
  "%ED%A0%80", // an unpaired surrogate, UTF-8 encoded (invalid UTF-8)
  "%F0%9F%98%80",
  "x".repeat(99),
  "x".repeat(101),
  "y".repeat(5000),
  "-1",
  "0",
  "1e309",
  "true",
  "null",
  "%5B%5D",
  "..%2F..%2Fetc%2Fpasswd",
  "%25",
  "%E0%A4%A",
  "%20%20",
  "%C0%AF",
  "'%20OR%201%3D1--",
];

const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);

/** Bodies as raw strings with their content type: malformed JSON, wrong types, hostile strings. */
const BAD_BODIES: { payload: string; type: string }[] = [
  { payload: "", type: "application/json" },
  { payload: "{", type: "application/json" },
  { payload: "null", type: "application/json" },
  { payload: "[]", type: "application/json" },
  { payload: "42", type: "application/json" },
  { payload: '"text"', type: "application/json" },
  { payload: "true", type: "application/json" },
  { payload: deep(5000), type: "application/json" },
  { payload: deepObject(5000), type: "application/json" },
  { payload: JSON.stringify({ value: "x\u0000y" }), type: "application/json" },
  { payload: '{"value":"x\\ud800y","email":"\\udfff@x.io"}', type: "application/json" },
  { payload: JSON.stringify({ value: "z".repeat(900_000) }), type: "application/json" },
  { payload: JSON.stringify({ ["k\u0000"]: 1 }), type: "application/json" },
  { payload: '{"__proto__":{"admin":true}}', type: "application/json" },
  { payload: '{"constructor":{"prototype":{"x":1}}}', type: "application/json" },
  { payload: "value=1", type: "application/x-www-form-urlencoded" },
  { payload: "plain text", type: "text/plain" },
  { payload: "<x/>", type: "application/xml" },
  { payload: "\u0000", type: "application/json" },
];

/** Wrong-typed values to put in each field a body contract names. */
const WRONG_VALUES: unknown[] = [null, 0, -1, 1e308, "", "x\u0000", "\ud800", "s".repeat(100_000), [], {}, [[[[]]]], true, { a: { b: { c: {} } } }];

/**
 * Dates that look right and are not (not on the calendar, year 0 or 9999, the epoch's eve, five-digit years), and
 * ranges of them: every field of every route gets them, so a date check missing at some door shows as a 500.
 */
const DATE_SHAPES = [
  "2026-02-30",
  "0000-01-01",
  "2026-00-00",
  "0001-01-01",
  "9999-12-31",
  "1969-12-31",
  "2025-02-29",
  "+010000-01-01",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
];
const RANGE_SHAPES: unknown[] = [
  { start: "2026-02-30", end: "2026-03-01" },
  { start: "9999-12-31", end: "9999-12-31" },
  { start: "0000-01-01", end: "9999-12-31" },
  { start: "1969-12-31", end: "2026-11-27" },
  { start: "2026-00-00", end: "2026-00-00" },
];
/** Queries naming the caller's organization (so the rest of the query is what decides) with date shapes and huge counts. */
const DATE_QUERIES = (org: string) =>
  [
    ...DATE_SHAPES.map((d) => `since=${encodeURIComponent(d)}`),
    "since=0000-01-01&limit=1000000000",
    "limit=-1",
    "limit=1e9",
    "start=9999-12-31&end=0000-01-01",
    "timeRange=9999d",
  ].map((q) => `?organizationId=${encodeURIComponent(org)}&${q}`);

const QUERIES = ["?a=%00", "?a[b][c]=1", "?a=1&a=2&a=3", `?q=${"q".repeat(3000)}`, "?%ZZ=1", "?limit=-1&status=%ED%A0%80", "?token=%00", "?token="];

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;

/** The field names a body contract declares (top level), for wrong-type mutations. */
function bodyFields(r: RegisteredRoute): string[] {
  const shape = (r.schemas.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

async function send(r: RegisteredRoute, url: string, opts: { payload?: string; type?: string; auth: boolean }) {
  const headers: Record<string, string> = {};
  if (opts.auth) headers.cookie = r.access === "staff" ? staffCookie : cookie;
  if (opts.type) headers["content-type"] = opts.type;
  const res = await app.inject({ method: r.method as "GET", url, headers, payload: opts.payload });
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  const where = `${key(r)} ${url.slice(0, 120)} ${opts.type ?? ""} ${(opts.payload ?? "").slice(0, 60)}`;
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json();
    expect(Object.keys(body).sort(), where).toEqual(expect.arrayContaining(["code", "message", "statusCode", "timestamp"]));
    expect(body.statusCode, where).toBe(res.statusCode);
    expect(res.headers["x-content-type-options"], where).toBe("nosniff");
    expect(res.headers["content-security-policy"], where).toBeDefined();
  }
  return res;
}

/**
 * The route's URL with every parameter set to a real id (or a plain word). Staff routes get no real organization id:
 * a random body must not suspend the demo organization the rest of the suite signs in to.
 */
const withIds = (r: RegisteredRoute) =>
  r.url.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => encodeURIComponent((r.access === "staff" && n === "organizationId" ? undefined : ids[n]) ?? "word"));

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "admin@demo.facetwise.test");
  staffCookie = await signIn(app, DEMO_STAFF.find((s) => s.role === "platform_admin")!.email);
  const done = await takeAssessment(app, cookie, "individual");
  const open = await takeAssessment(app, cookie, "individual", { submit: false });
  // a real report, so its routes are fuzzed past the lookup
  const sections = [{ id: "s1", name: "Notes", type: "text", order_index: 0, configuration: {}, is_required: true, is_automated: true }];
  const org = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json().organization.id;
  const template = await app.inject({ method: "POST", url: "/api/reports/templates", headers: { cookie }, payload: { organizationId: org, name: "Fuzz", sections } });
  const report = await app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { cookie },
    payload: { organizationId: org, templateId: template.json().id, title: "Fuzz", reportPeriodStart: "2026-01-05", reportPeriodEnd: "2026-01-11", autoGenerate: false },
  });
  const reportId = report.json().reportInstance.id as string;
  // a built-in type id, so the testing sandbox's routes are fuzzed past the lookup
  ids = {
    organizationId: org,
    responseId: done.responseId,
    assessmentId: open.assessmentId,
    userId: "x",
    itemId: "x",
    shareId: "x",
    token: "t".repeat(30),
    reportId,
    typeId: "individual",
  };
});
afterAll(async () => app?.cleanup());

/** Whether a route ends the caller's session (the sign-outs: /api/auth/logout and the CEO login's DELETE). */
const signsOut = (r: { method: string; url: string }) => r.url.endsWith("/logout") || (r.method === "DELETE" && r.url === "/api/auth/ceo");
/** Routes in an order that keeps the session alive: signing out goes last. */
const routes = () => [...app.routeTable].sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));

/**
 * Each loop below sends hundreds to thousands of requests one after another: on a busy two-core machine one takes
 * longer than the 30 s default (a timeout, not a finding), so every loop gets the same longer timeout.
 */
const LOOP_TIMEOUT = 180_000;

describe("fuzz: every route from the registry", () => {
  it("covers every registered route", () => {
    expect(app.routeTable.length).toBeGreaterThan(15);
  });

  it(
    "malformed path parameters never give 500 and keep the error shape",
    async () => {
      for (const r of routes().filter((x) => x.url.includes(":"))) {
        const names = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
        for (const name of names) {
          for (const seg of BAD_SEGMENTS) {
            const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) => (n === name ? seg : encodeURIComponent(ids[n] ?? "word")));
            for (const auth of [true, false]) await send(r, url, { auth, payload: r.schemas.body ? "{}" : undefined, type: r.schemas.body ? "application/json" : undefined });
          }
        }
      }
    },
    LOOP_TIMEOUT,
  );

  it(
    "malformed queries never give 500",
    async () => {
      for (const r of routes()) for (const q of QUERIES) await send(r, withIds(r) + q, { auth: true });
    },
    LOOP_TIMEOUT,
  );

  it(
    "malformed and hostile bodies never give 500",
    async () => {
      for (const r of routes().filter((x) => x.method !== "GET")) {
        for (const b of BAD_BODIES) for (const auth of [true, false]) await send(r, withIds(r), { auth, payload: b.payload, type: b.type });
        for (const field of bodyFields(r)) {
          for (const v of WRONG_VALUES) await send(r, withIds(r), { auth: true, payload: JSON.stringify({ [field]: v }), type: "application/json" });
        }
      }
    },
    LOOP_TIMEOUT,
  );

  it(
    "dates that are not real days, and extreme ranges, in every field never give 500",
    async () => {
      for (const r of routes()) {
        for (const q of DATE_QUERIES(ids.organizationId)) await send(r, withIds(r) + q, { auth: true });
        if (r.method === "GET") continue;
        const base = { organizationId: ids.organizationId };
        for (const field of bodyFields(r)) {
          for (const v of [...DATE_SHAPES, ...RANGE_SHAPES]) await send(r, withIds(r), { auth: true, payload: JSON.stringify({ ...base, [field]: v }), type: "application/json" });
          for (const v of RANGE_SHAPES) await send(r, withIds(r), { auth: true, payload: JSON.stringify({ ...base, [field]: { dateRange: v } }), type: "application/json" });
        }
        // the paired fields a report period is named by, each shape at both ends
        for (const d of DATE_SHAPES) {
          const payload = JSON.stringify({ ...base, templateId: "x", title: "Fuzz", reportPeriodStart: d, reportPeriodEnd: d, dateRange: { start: d, end: d } });
          await send(r, withIds(r), { auth: true, payload, type: "application/json" });
        }
      }
    },
    LOOP_TIMEOUT,
  );

  it(
    "random JSON bodies never give 500",
    async () => {
      for (const r of routes().filter((x) => x.method !== "GET")) {
        const fields = bodyFields(r);
        const samples = fc.sample(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(fields.length ? fc.constantFrom(...fields) : fc.string(), fc.jsonValue({ maxDepth: 3 }))), {
          numRuns: 25,
          seed: 20261123,
        });
        for (const s of samples) await send(r, withIds(r), { auth: true, payload: JSON.stringify(s), type: "application/json" });
      }
    },
    LOOP_TIMEOUT,
  );

  afterAll(() => {
    // the counts by status, for the record (the closing note quotes them)
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const line = [...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(`fuzz: ${total} requests over ${app.routeTable.length} routes — ${line.join(", ")}`);
  });
});
