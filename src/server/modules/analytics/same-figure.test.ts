import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";
import { timeRangeDates } from "../../../domain/reporting/center.ts";

/**
 * One figure, one value: total completed assessments, the completion rate and active users read the same on
 * every endpoint that shows them (Analytics, Executive and Business Intelligence, the Reporting Center's
 * builder) for the same range, including a range that leaves out today's completions.
 */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let admin: string;

let seed = 5;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "same-figure", ["admin", "user", "user", "user"]);
  await app.deps.database.db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, 3)`);
  for (const u of world.users.slice(1)) {
    const cookie = await signIn(app, u.email);
    await takeAssessment(app, cookie, "individual", { answer: (item) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item)) });
  }
  admin = await signIn(app, world.byRole("admin").email);
}, 120_000);
afterAll(() => app.cleanup());

async function post(url: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: "POST", url, headers: { cookie: admin }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const executive = (dateRange: { start: string; end: string }) => post("/api/analytics/executive", { organizationId: world.org.id, dateRange });
const insights = (dateRange: { start: string; end: string }) => post("/api/analytics/insights", { organizationId: world.org.id, filters: { dateRange } });
const builder = (dataSource: string, timeRange: string) =>
  post("/api/analytics/reports/data", { organizationId: world.org.id, type: "metric", config: { dataSource, visualization: "line", timeRange } });

const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("the same figure on every page for the same range", () => {
  it("total completed assessments: Analytics equals Executive (and Business Intelligence, which reads the executive call)", async () => {
    for (const days of [7, 30, 90]) {
      const range = { start: new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10), end: today() };
      const [ex, ins] = await Promise.all([executive(range), insights(range)]);
      expect(ex.metrics.totalAssessments).toBe(3);
      expect(ins.analytics.totalAssessments).toBe(ex.metrics.totalAssessments);
    }
  });

  it("a range that ends yesterday leaves out today's completions on every figure", async () => {
    const end = dayBefore(today());
    const range = { start: dayBefore(dayBefore(end)), end };
    const [ex, ins] = await Promise.all([executive(range), insights(range)]);
    expect(ins.analytics.totalAssessments).toBe(0);
    expect(ex.metrics.totalAssessments).toBe(0);
    expect(ex.metrics.activeUsers).toBe(0);
    expect(ex.metrics.completionRate).toBeNull();
  });

  it("completion rate and active users: Executive equals the Reporting Center's builder for the same range", async () => {
    for (const timeRange of ["7d", "30d", "90d"] as const) {
      const range = timeRangeDates(timeRange, today());
      const [ex, results, users] = await Promise.all([executive(range), builder("assessment_results", timeRange), builder("user_analytics", timeRange)]);
      expect(results.range).toEqual(range);
      // the builder's completion rate is a whole percent; the executive rate is a share
      expect(results.metric.value).toBe(Math.round(ex.metrics.completionRate * 100));
      expect(users.metric.value).toBe(ex.metrics.activeUsers);
      expect(ex.metrics.activeUsers).toBe(3);
    }
  });
});
