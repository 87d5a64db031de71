/**
 * Reports on the PostgreSQL server (the production database may be 15): full-text search with the prefix on
 * the GIN index, saves under the row lock with versions, the workflow to "published" with its job, files.
 */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../support/app.ts";
import { createDatabase, queryDb, REDIS_URL, type TestDatabase } from "./support.ts";
import type { TReportInstance, TWorkflow } from "../../src/contracts/reports.ts";

let db: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  db = await createDatabase("reports");
  app = await buildTestApp({ DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => {
  await app?.cleanup();
  await db?.drop();
});

it("creates, searches, saves, publishes and exports a report", async () => {
  const cookie = await signIn(app, "admin@demo.facetwise.test");
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });
  const org = (await call("GET", "/api/auth/me")).json().organization.id as string;
  const sections = [
    { id: "s1", name: "Executive Summary", type: "executive_summary", order_index: 0, configuration: {}, is_required: true, is_automated: true },
    { id: "s2", name: "Notes", type: "text", order_index: 1, configuration: {}, is_required: true, is_automated: true },
  ];
  const tpl = (await call("POST", "/api/reports/templates", { organizationId: org, name: "PG template", sections })).json();
  const created = await call("POST", "/api/reports", {
    organizationId: org,
    templateId: tpl.id,
    title: "Leadership pulse",
    reportPeriodStart: "2026-01-05",
    reportPeriodEnd: "2026-01-11",
  });
  expect(created.statusCode, created.body).toBe(201);
  const r = created.json().reportInstance as TReportInstance;

  const saved = await call("PUT", `/api/reports/${r.id}`, {
    organizationId: org,
    baseVersion: 1,
    content: { sections: { s2: { ...r.content.sections.s2, content: "Quarterly onboarding notes" } } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call("PUT", `/api/reports/${r.id}`, { organizationId: org, baseVersion: 1, content: r.content })).statusCode).toBe(409);
  const found = async (q: string) => (await call("GET", `/api/reports?organizationId=${org}&q=${encodeURIComponent(q)}`)).json().total as number;
  expect(await found("leader")).toBe(1);
  expect(await found("onboard")).toBe(1);
  expect(await found("pulse -onboarding")).toBe(0);
  // the search's expression is the index's: with sequential scans off, PostgreSQL 15 plans it on report_search_idx
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query("set enable_seqscan = off");
    const plan = await client.query<{ "QUERY PLAN": string }>(
      `explain select id from report where to_tsvector('english', title || ' ' || search_text) @@ websearch_to_tsquery('english', $1) or to_tsvector('english', title || ' ' || search_text) @@ to_tsquery('english', $2)`,
      ["leader", "leader:*"],
    );
    expect(plan.rows.map((p) => p["QUERY PLAN"]).join("\n")).toContain("report_search_idx");
  } finally {
    await client.end();
  }

  let wf = (await call("GET", `/api/reports/workflow?reportId=${r.id}&organizationId=${org}`)).json() as TWorkflow;
  for (const type of ["draft", "review", "approval", "publish"]) {
    const stepId = wf.workflow_steps.find((s) => s.step_type === type)!.id;
    const res = await call("POST", "/api/reports/workflow", { action: "advance_step", reportId: r.id, organizationId: org, stepId });
    expect(res.statusCode, res.body).toBe(200);
    wf = res.json();
  }
  expect(wf.report_status).toBe("published");
  // publishing is one report.published event, delivered to distribution by one job written in the step's transaction
  const jobs = await queryDb<{ n: number }>(
    db.url,
    `select count(*)::int as n from job where queue = 'events.deliver' and payload->>'subscriber' = 'distribution.on-published' and payload->'event'->>'reportId' = $1`,
    [r.id],
  );
  expect(jobs[0].n).toBe(1);

  const pdf = await call("GET", `/api/reports/${r.id}/export?organizationId=${org}&format=pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  expect((await call("GET", `/api/reports/${r.id}?organizationId=${org}`)).json().reportInstance.analytics.downloads).toBe(1);
});
