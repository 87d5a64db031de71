import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";

let app: TestApp;
let a: Awaited<ReturnType<typeof buildOrganization>>;
let b: Awaited<ReturnType<typeof buildOrganization>>;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  a = await buildOrganization(app, "ops-a");
  b = await buildOrganization(app, "ops-b");
  // jobs nobody works (no worker for these queues), far in the future so they stay queued
  for (const org of [a, a, b]) await app.deps.jobs.send("test.report", { n: 1 }, { organizationId: org.org.id, startAfter: 86_400 });
});
afterAll(async () => app?.cleanup());

describe("GET /api/operations/jobs", () => {
  it("shows an admin only their organization's queues and jobs (platform-wide counts are for platform operators)", async () => {
    const cookie = await signIn(app, a.byRole("admin").email);
    const r = await app.inject({ method: "GET", url: "/api/operations/jobs", headers: { cookie } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.queues.find((q: { queue: string }) => q.queue === "test.report")).toMatchObject({ queued: 2, active: 0 });
    // the platform's own jobs (maintenance, no organization) and B's are not counted
    expect(body.totals.queued).toBe(2);
    const mine = body.jobs.filter((j: { queue: string }) => j.queue === "test.report");
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain(b.org.id);
    expect(body.jobs[0]).not.toHaveProperty("payload");
    const failed = await app.inject({ method: "GET", url: "/api/operations/jobs?state=failed", headers: { cookie } });
    expect(failed.json().jobs).toEqual([]);
  });

  it("refuses managers and users (403): operations are for admins", async () => {
    for (const role of ["manager", "user"] as const) {
      const cookie = await signIn(app, a.byRole(role).email);
      const r = await app.inject({ method: "GET", url: "/api/operations/jobs", headers: { cookie } });
      expect(r.statusCode, role).toBe(403);
    }
  });
});
