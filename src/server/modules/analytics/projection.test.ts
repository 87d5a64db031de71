import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization, takeAssessment, validAnswer } from "../../../../tests/support/factories.ts";

/** The completions projection reads the organization's own months, not the range's. */
let app: TestApp;
let world: Awaited<ReturnType<typeof buildOrganization>>;
let admin: string;

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  world = await buildOrganization(app, "projection-range", ["admin", "user", "user", "user"]);
  await app.deps.database.db.execute(sql`insert into organization_setting (organization_id, min_group_size) values (${world.org.id}, 3)`);
  for (const u of world.users.slice(1)) {
    const cookie = await signIn(app, u.email);
    await takeAssessment(app, cookie, "individual", { answer: (item) => (item.input.type === "likert" ? 1 + Math.floor(random() * 5) : validAnswer(item)) });
  }
  admin = await signIn(app, world.byRole("admin").email);
}, 120_000);
afterAll(() => app.cleanup());

async function insights(filters: Record<string, unknown>) {
  const res = await app.inject({ method: "POST", url: "/api/analytics/insights", headers: { cookie: admin }, payload: { organizationId: world.org.id, filters } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("completion projection across ranges", () => {
  it("a range starting in 2020 gives the same projection as the default range: months before the first completion are not zeros", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const byDefault = await insights({});
    const from2020 = await insights({ dateRange: { start: "2020-01-01", end: today } });
    expect(from2020.predictive).toEqual(byDefault.predictive);
    expect(from2020.analytics.predictiveAccuracy).toBe(byDefault.analytics.predictiveAccuracy);
    // every completion is in the month under way: no full month yet, so no projection, and the answer says why
    expect(from2020.predictive.available).toBe(0);
    expect(from2020.predictive.months).toBe(0);
    expect(from2020.predictive.minimum).toBe(6);
    expect(from2020.predictive.projection).toEqual([]);
    expect(from2020.predictive.history).toEqual([]);
    expect(from2020.insights.some((i: { kind: string }) => i.kind === "projection" || i.kind === "projectionInProgress")).toBe(false);
    expect(from2020.predictive.method).toEqual({ code: "too_few_months", minimum: 6, available: 0 });
  });
});
