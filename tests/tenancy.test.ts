/**
 * Tenancy, generated from the route registry: a member of organization A gets 404 for organization B's
 * resources on every member route that takes an id. A new route is covered without anyone remembering:
 * a path parameter with no B-owned id below, or a body route with no valid body, fails this suite.
 */
import { newTypeDefaults } from "../src/domain/design/type-definition.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization, takeAssessment } from "./support/factories.ts";
import { ACCESS_KINDS, type RegisteredRoute } from "../src/server/http/route.ts";
import { itemsForType } from "../src/instruments/catalog.ts";
import { drain } from "../src/server/jobs/testing.ts";
import { EVENT_QUEUE } from "../src/server/events/bus.ts";

/** The §9 defaults, their module named as the English catalog names it. */
const NEW_TYPE_DEFAULTS = newTypeDefaults(() => "OCEAN Core");

let app: TestApp;
let a: Awaited<ReturnType<typeof buildOrganization>>;
let b: Awaited<ReturnType<typeof buildOrganization>>;
let cookieA: string;

/** B's resources, made through the API by B's own people. */
let bIds: Record<string, string>;

/** A valid body for member routes that take one, so that only tenancy (not validation) can refuse them. */
const VALID_BODIES: Record<string, unknown> = {
  "PATCH /api/organization/members/:userId": { role: "user" },
  "PUT /api/organization/members/:userId/department": { department: "Sales" },
  "POST /api/assessments/:assessmentId/start": { consent: true },
  "POST /api/assessments/:assessmentId/dark-side-analysis/actions": {
    action: "stress",
    priority: "high",
    timeframe: "twoWeeks",
  },
  "PUT /api/responses/:responseId/answers/:itemId": { value: 3 },
  "PUT /api/assessment-types/:typeId": { ...NEW_TYPE_DEFAULTS, name: "Edited", code: "EDITED" },
  "DELETE /api/assessment-types/:typeId": {},
  "POST /api/responses/:responseId/shares": { expiresInDays: 7 },
  "POST /api/organization/invitations/:invitationId/resend": {},
  "POST /api/assignments/:assessmentId/reminders": {},
  "POST /api/notifications/:notificationId/read": {},
  "POST /api/feedback360/projects/:projectId/raters": { raters: [{ name: "Rater", email: "rater@tenant-a.example.com", relationship: "peer" }] },
  "PUT /api/reports/templates/:templateId": { organizationId: "set-below", name: "Edited", sections: [] },
  "DELETE /api/reports/distribution/:distributionListId": { organizationId: "set-below" },
  "POST /api/analytics/reports/templates/:templateId/favourite": { organizationId: "set-below", favourite: true },
  "POST /api/feedback360/projects/:projectId/extend": { deadline: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  // reports: A names its own organization (set below) with B's report id, so only tenancy can refuse them
  "PUT /api/reports/:reportId": { organizationId: "set-below", content: { sections: {} } },
  "POST /api/reports/:reportId/duplicate": { organizationId: "set-below" },
  "POST /api/reports/:reportId/share-links": { organizationId: "set-below" },
  "POST /api/reports/:reportId/share-email": { organizationId: "set-below", emails: ["reader@tenant-a.example.com"] },
  "POST /api/reports/:reportId/events": { organizationId: "set-below", kind: "viewed" },
  "POST /api/reports/:reportId/rating": { organizationId: "set-below", rating: 3 },
};

/** A valid query for member routes whose query has required fields (the caller's own organization, set below). */
const VALID_QUERIES: Record<string, Record<string, string>> = {
  "GET /api/reports/:reportId": {},
  "DELETE /api/reports/:reportId": {},
  "GET /api/reports/:reportId/export": { format: "json" },
  "GET /api/reports/:reportId/share-links": {},
  "DELETE /api/reports/:reportId/share-links/:shareId": {},
};

const key = (r: RegisteredRoute) => `${r.method} ${r.url}`;
/** Whether the route's query contract asks for an organizationId. */
const namesOrganization = (r: RegisteredRoute) => "organizationId" in ((r.schemas.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  a = await buildOrganization(app, "tenant-a");
  b = await buildOrganization(app, "tenant-b");
  cookieA = await signIn(app, a.byRole("admin").email);
  const cookieB = await signIn(app, b.byRole("user").email);
  const done = await takeAssessment(app, cookieB, "individual");
  const open = await takeAssessment(app, cookieB, "individual", { submit: false });
  const share = await app.inject({ method: "POST", url: `/api/responses/${done.responseId}/shares`, headers: { cookie: cookieB }, payload: { expiresInDays: 7 } });
  const cookieBAdmin = await signIn(app, b.byRole("admin").email);
  const invited = await app.inject({
    method: "POST",
    url: "/api/organization/invitations",
    headers: { cookie: cookieBAdmin },
    payload: { emails: ["someone@tenant-b.example.com"] },
  });
  await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: cookieBAdmin }, payload: { typeId: "executive", assigneeIds: [b.byRole("user").id] } });
  await drain(app.deps.jobs, { queues: [EVENT_QUEUE] }); // the assignee's notice is written by an event subscriber
  const bell = await app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: cookieB } });
  const project = await app.inject({
    method: "POST",
    url: "/api/feedback360/projects",
    headers: { cookie: cookieBAdmin },
    payload: { subjectId: b.byRole("user").id, title: "B's 360" },
  });
  const withRater = await app.inject({
    method: "POST",
    url: `/api/feedback360/projects/${project.json().id}/raters`,
    headers: { cookie: cookieBAdmin },
    payload: { raters: [{ name: "B rater", email: "rater@tenant-b.example.com", relationship: "peer" }] },
  });
  const designed = await app.inject({
    method: "POST",
    url: "/api/assessment-types",
    headers: { cookie: cookieBAdmin },
    payload: { ...NEW_TYPE_DEFAULTS, name: "B's type", code: "B-TYPE" },
  });
  const template = await app.inject({
    method: "POST",
    url: "/api/reports/templates",
    headers: { cookie: cookieBAdmin },
    payload: { organizationId: b.org.id, name: "B's template", sections: [] },
  });
  const list = await app.inject({
    method: "POST",
    url: "/api/reports/distribution",
    headers: { cookie: cookieBAdmin },
    payload: { action: "create_distribution_list", organizationId: b.org.id, name: "B's list", subscribers: ["reader@tenant-b.example.com"] },
  });
  // A names its own organization with B's template id: only tenancy can refuse it
  VALID_BODIES["PUT /api/reports/templates/:templateId"] = { organizationId: a.org.id, name: "Edited", sections: [] };
  VALID_BODIES["DELETE /api/reports/distribution/:distributionListId"] = { organizationId: a.org.id };
  const bTemplate = await app.inject({
    method: "POST",
    url: "/api/reports/templates",
    headers: { cookie: cookieBAdmin },
    payload: {
      organizationId: b.org.id,
      name: "B's report template",
      sections: [{ id: "t1", name: "Notes", type: "text", order_index: 0, configuration: {}, is_required: true, is_automated: true }],
    },
  });
  const bReport = await app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { cookie: cookieBAdmin },
    payload: {
      organizationId: b.org.id,
      templateId: bTemplate.json().id,
      title: "B's report",
      reportPeriodStart: "2026-01-05",
      reportPeriodEnd: "2026-01-11",
      autoGenerate: false,
    },
  });
  const builderReport = await app.inject({
    method: "POST",
    url: "/api/analytics/reports/save",
    headers: { cookie: cookieBAdmin },
    payload: { organizationId: b.org.id, name: "B's builder report", sections: [] },
  });
  VALID_BODIES["POST /api/analytics/reports/templates/:templateId/favourite"] = { organizationId: a.org.id, favourite: true };
  const schedule = await app.inject({
    method: "POST",
    url: "/api/reports/schedules",
    headers: { cookie: cookieBAdmin },
    payload: { organizationId: b.org.id, name: "B's schedule", templateId: bTemplate.json().id, frequency: "weekly", timeZone: "UTC", recipients: ["reader@tenant-b.example.com"] },
  });
  const run = await app.inject({
    method: "POST",
    url: `/api/reports/schedules/${schedule.json().schedule.id}/run`,
    headers: { cookie: cookieBAdmin },
    payload: { organizationId: b.org.id },
  });
  VALID_BODIES["PUT /api/reports/schedules/:scheduleId"] = { organizationId: a.org.id, enabled: false };
  VALID_BODIES["POST /api/reports/schedules/:scheduleId/run"] = { organizationId: a.org.id };
  VALID_BODIES["POST /api/reports/runs/:runId/retry"] = { organizationId: a.org.id };
  VALID_BODIES["POST /api/reports/runs/:runId/resend"] = { organizationId: a.org.id };
  for (const [k, v] of Object.entries(VALID_BODIES))
    if ((v as { organizationId?: string }).organizationId === "set-below") VALID_BODIES[k] = { ...(v as object), organizationId: a.org.id };
  for (const q of Object.values(VALID_QUERIES)) q.organizationId = a.org.id;
  bIds = {
    invitationId: invited.json().results[0].invitation.id,
    notificationId: bell.json().notifications[0].id,
    userId: b.byRole("user").id,
    assessmentId: open.assessmentId,
    responseId: done.responseId,
    projectId: project.json().id,
    templateId: template.json().id,
    distributionListId: list.json().distribution_list.id,
    reportId: bReport.json().reportInstance.id,
    // B's response share; the report share-link route with B's report refuses it the same way
    shareId: share.json().id,
    builderReportId: builderReport.json().id,
    scheduleId: schedule.json().schedule.id,
    runId: run.json().run.id,
    raterId: withRater.json().raters[0].id,
    typeId: designed.json().type.id,
    // items are platform data, not a tenant's: the response around them is B's
    itemId: itemsForType("individual").find((i) => i.input.type === "likert")!.id,
  };
});
afterAll(async () => app?.cleanup());

describe("route registry", () => {
  it("marks every create route (a POST answering 201) idempotent: one click, one thing", () => {
    const creates = app.routeTable.filter((r) => r.method === "POST" && r.status === 201);
    expect(creates.length).toBeGreaterThan(0);
    for (const r of creates) expect(r.idempotent, `${key(r)} creates something: mark it idempotent`).toBe(true);
  });

  it("gives every route an access kind, and every member route with an id a B-owned id", () => {
    expect(app.routeTable.length).toBeGreaterThan(15);
    for (const r of app.routeTable) {
      expect(ACCESS_KINDS, key(r)).toContain(r.access);
      if (r.access === "member") for (const p of paramsOf(r.url)) expect(bIds[p], `no foreign id for :${p} (${key(r)}) — add one to bIds`).toBeDefined();
    }
  });

  it("names path parameters by resource (no bare :id)", () => {
    for (const r of app.routeTable) expect(paramsOf(r.url), key(r)).not.toContain("id");
  });
});

describe("tenancy", () => {
  const withIds = () => app.routeTable.filter((r) => r.access === "member" && paramsOf(r.url).length > 0);

  it("answers 404 for another organization's ids on every member route that takes one", async () => {
    expect(withIds().length).toBeGreaterThan(5);
    for (const r of withIds()) {
      const hasBody = r.schemas.body !== undefined;
      if (hasBody) expect(VALID_BODIES, `no valid body for ${key(r)} — add one to VALID_BODIES`).toHaveProperty([key(r)]);
      // a route that also names the organization in its query names A's own (only the id is B's)
      const params = { ...(namesOrganization(r) ? { organizationId: a.org.id } : {}), ...VALID_QUERIES[key(r)] };
      const needsQuery = r.schemas.query !== undefined && !r.schemas.query.safeParse(params).success;
      if (needsQuery) expect(VALID_QUERIES, `no valid query for ${key(r)} — add one to VALID_QUERIES`).toHaveProperty([key(r)]);
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(bIds[name]));
      const query = Object.keys(params).length ? `?${new URLSearchParams(params)}` : "";
      const res = await app.inject({ method: r.method as "GET", url: url + query, headers: { cookie: cookieA }, payload: hasBody ? (VALID_BODIES[key(r)] as object) : undefined });
      expect(res.statusCode, `${key(r)} with B's ids: ${res.body}`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("the admin of A cannot read B's results even as an admin", async () => {
    const res = await app.inject({ method: "GET", url: `/api/responses/${bIds.responseId}/results`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(404);
  });

  it("still finds A's own resources (the check is not vacuous)", async () => {
    const res = await app.inject({ method: "GET", url: `/api/organization/members/${a.byRole("user").id}`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(200);
  });
});

describe("access kinds", () => {
  it("member and session routes refuse a caller without a session (401)", async () => {
    for (const r of app.routeTable.filter((x) => x.access === "member" || x.access === "session")) {
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(bIds[name] ?? "x"));
      const res = await app.inject({ method: r.method as "GET", url, payload: r.schemas.body ? ((VALID_BODIES[key(r)] ?? {}) as object) : undefined });
      expect(res.statusCode, key(r)).toBe(401);
    }
  });

  it("staff routes do not exist for an organization's admin (404), need a session (401), and refuse staff whose role lacks the action (403)", async () => {
    const staff = app.routeTable.filter((r) => r.access === "staff");
    expect(staff.length).toBeGreaterThan(0);
    // a marketer: platform staff whose role allows none of the platform actions these routes name
    const operator = await signIn(app, "operator@demo.facetwise.test");
    const email = `marketer-${Date.now().toString(36)}@platform.example.com`;
    const granted = await app.inject({ method: "POST", url: "/api/platform/staff", headers: { cookie: operator }, payload: { email, role: "marketer" } });
    expect(granted.statusCode, granted.body).toBe(201);
    const marketer = await signIn(app, email);
    for (const r of staff) {
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(bIds[name] ?? "x"));
      const payload = r.schemas.body ? {} : undefined;
      const admin = await app.inject({ method: r.method as "GET", url, headers: { cookie: cookieA }, payload });
      expect(admin.statusCode, `${key(r)} as an organization admin: ${admin.body}`).toBe(404);
      expect(admin.json().code).toBe("NOT_FOUND");
      const nobody = await app.inject({ method: r.method as "GET", url, payload });
      expect(nobody.statusCode, `${key(r)} without a session`).toBe(401);
      const refused = await app.inject({ method: r.method as "GET", url, headers: { cookie: marketer }, payload });
      expect(refused.statusCode, `${key(r)} as a marketer: ${refused.body}`).toBe(403);
      expect(refused.json().code).toBe("FORBIDDEN");
    }
  });

  it("local routes (commands on this machine) do not exist without the server's token or from another machine", async () => {
    const local = app.routeTable.filter((r) => r.access === "local");
    expect(local.length).toBeGreaterThan(0);
    for (const r of local) {
      for (const [remoteAddress, headers] of [
        ["127.0.0.1", {}],
        ["192.0.2.7", { "x-facetwise-control": app.localControl.token }],
      ] as const) {
        const res = await app.inject({ method: r.method as "POST", url: r.url, remoteAddress, headers, payload: {} });
        expect(res.statusCode, `${key(r)} from ${remoteAddress}`).toBe(404);
        expect(res.json().code).toBe("NOT_FOUND");
      }
    }
  });

  it("dev-only routes exist only for clients on this machine", async () => {
    const dev = app.routeTable.filter((r) => r.access === "dev-only");
    expect(dev.length).toBeGreaterThan(0);
    for (const r of dev) {
      const local = await app.inject({ method: r.method as "GET", url: r.url, remoteAddress: "127.0.0.1" });
      expect(local.statusCode, key(r)).toBe(200);
      for (const remoteAddress of ["192.0.2.7", "::ffff:198.51.100.4", "2001:db8::1"]) {
        const remote = await app.inject({ method: r.method as "GET", url: r.url, remoteAddress });
        expect(remote.statusCode, `${key(r)} from ${remoteAddress}`).toBe(404);
        expect(remote.body).not.toContain("magic-link");
      }
    }
  });
});
