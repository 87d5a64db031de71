/**
 * GET /api/business/alerts from real signals: planted failures (a job that failed for good, a mail whose delivery
 * failed, a sign-in lockout, a refused webhook target) move the figures by the documented formulas; the door
 * answers 404 to an organization admin and 403 to sales staff.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { newId } from "../../db/ids.ts";
import { staffCookie } from "../../../../tests/support/staff.ts";
import { job } from "../../db/schema/jobs.ts";
import { outbox } from "../../db/schema/platform.ts";
import { reportDelivery } from "../../db/schema/reports.ts";
import type { TExecutiveAlerts } from "../../../contracts/business-signals.ts";

let app: TestApp;
let ceo: string;
let sales: string;
let orgAdmin: string;
let orgId: string;

beforeAll(async () => {
  // no job workers: the counts move by what the test plants only, not by set-up jobs finishing meanwhile
  app = await buildTestApp({}, {}, { workJobs: false });
  ceo = await staffCookie(app, "ceo", "ceo@vendor.example.com");
  sales = await staffCookie(app, "sales", "sales@vendor.example.com");
  const org = await buildOrganization(app, "alerts-org", ["admin"]);
  orgId = org.org.id;
  orgAdmin = await signIn(app, org.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

const alerts = async (cookie = ceo): Promise<TExecutiveAlerts> => {
  const r = await app.inject({ method: "GET", url: "/api/business/alerts", headers: { cookie } });
  expect(r.statusCode).toBe(200);
  return r.json();
};

describe("executive alerts", () => {
  it("is not there for an organization admin (404) and forbidden to sales staff (403)", async () => {
    expect((await app.inject({ method: "GET", url: "/api/business/alerts", headers: { cookie: orgAdmin } })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/business/alerts", headers: { cookie: sales } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/business/alerts" })).statusCode).toBe(401);
  });

  it("planted failures move the numbers by the formulas", async () => {
    const before = await alerts();
    expect(before.securityScore.adminsWithoutMfa).toBe("not-measured");
    const db = app.deps.database.db;

    // a job that failed for good, and one that completed
    const now = new Date();
    await db.insert(job).values([
      { queue: "test.planted", state: "failed", attempts: 4, finishedAt: now, lastError: "planted" },
      { queue: "test.planted", state: "completed", attempts: 1, finishedAt: now },
    ]);
    // a mail whose delivery failed
    await db.insert(outbox).values({ toAddress: "x@example.com", subject: "s", textBody: "t", transport: "smtp", error: "connection refused" });
    // a webhook target the address guard refused
    await db.insert(reportDelivery).values({
      id: newId(),
      organizationId: orgId,
      reportTitle: "R",
      channel: "webhook",
      recipient: "http://10.0.0.1/hook",
      status: "failed",
      lastError: "refused (private or internal address)",
    });
    // a lockout: ten failed passwords, then the eleventh attempt is refused
    const login = (i: number) =>
      app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: `10.9.0.${i}`, payload: { email: "target@vendor.example.com", password: `Wrong-horse-${i}` } });
    for (let i = 0; i < 10; i++) expect((await login(i)).statusCode).toBe(401);
    expect((await login(10)).statusCode).toBe(429);
    expect((await login(11)).statusCode).toBe(429); // the same address again: still one lockout

    const after = await alerts();
    expect(after.counts.jobsFailed).toBe(before.counts.jobsFailed + 1);
    expect(after.counts.jobsCompleted).toBe(before.counts.jobsCompleted + 1);
    expect(after.counts.mailsFailed).toBe(before.counts.mailsFailed + 1);
    expect(after.counts.reportDeliveriesFailed).toBe(before.counts.reportDeliveriesFailed + 1);
    expect(after.securityScore.lockouts).toBe(before.securityScore.lockouts + 1);
    expect(after.securityScore.refusedTargets).toBe(before.securityScore.refusedTargets + 1);
    expect(after.criticalIssues.failedJobs).toBe(before.criticalIssues.failedJobs + 1);
    expect(after.criticalIssues.count).toBeGreaterThanOrEqual(1);

    // the formulas, recomputed from the counts the answer gives
    const c = after.counts;
    const rate = (ok: number, bad: number) => (ok + bad === 0 ? 100 : (100 * ok) / (ok + bad));
    expect(after.systemHealth.parts.jobs).toBeCloseTo(rate(c.jobsCompleted, c.jobsFailed), 2);
    expect(after.systemHealth.parts.deliveries).toBeCloseTo(rate(c.mailsSucceeded + c.reportDeliveriesDelivered, c.mailsFailed + c.reportDeliveriesFailed), 2);
    expect(after.systemHealth.percent).toBe(Math.min(...Object.values(after.systemHealth.parts)));
    expect(after.securityScore.percent).toBe(100 - (after.securityScore.lockouts + after.securityScore.refusedTargets));
    expect(after.alerts).toContainEqual({ level: "critical", code: "critical-issues", value: after.criticalIssues.count });
    expect(after.alerts.some((a) => a.level === "success")).toBe(false);
    expect(after.summary.critical).toBe(1);
    expect(after.summary.total_alerts).toBe(after.alerts.filter((a) => a.level !== "success").length);
  });

  it("charts: benchmark bars against 1000 ms, error-rate points of the monitor's window", async () => {
    const a = await alerts();
    expect(a.benchmark.targetMs).toBe(1000);
    expect(a.benchmark.bars.map((b) => b.id)).toEqual(["p50", "p95", "mean"]);
    // the requests above were measured: the p50 bar has a value within the target
    expect(a.benchmark.bars[0]).toMatchObject({ status: "within" });
    expect(a.errorRate.points).toHaveLength(60);
    expect(a.errorRate.points.reduce((s, p) => s + p.requests, 0)).toBeGreaterThan(0);
  });
});
