import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { takeAssessment } from "../../../../tests/support/factories.ts";
import { INTERPRETATION_VERSION } from "../../../domain/psychometrics/result.ts";
import { AssessmentsService } from "./service.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(() => app.cleanup());

/** The assessments service over the test app's own core, as the module builds it. */
const assessmentsService = () =>
  new AssessmentsService({
    db: app.deps.database.db,
    baseURL: app.deps.baseURL,
    settings: app.deps.services.settings,
    analytics: app.deps.analytics,
    bus: app.deps.bus,
  });

it("results stored under older interpretation rules are re-scored from their answers, labels and rows included", async () => {
  const cookie = await signIn(app, "sam@demo.facetwise.test");
  // high Neuroticism: agree with every plus-keyed N item, disagree with the minus-keyed ones
  const { responseId } = await takeAssessment(app, cookie, "ipip-neo-120", { answer: (i) => (i.trait === "neuroticism" ? (i.keyed === "minus" ? 1 : 5) : 3) });
  const fresh = (await app.inject({ method: "GET", url: `/api/responses/${responseId}/results`, headers: { cookie } })).json().score;
  expect(fresh.scoringRules.interpretationVersion).toBe(INTERPRETATION_VERSION);
  expect(fresh.traits.neuroticism.label).toBe("Very High");

  // as an older version stored it: no interpretation version, the spec's literal label and list, a stale row
  const db = app.deps.database.db;
  await db.execute(sql`update assessment_response set score = jsonb_set(jsonb_set(jsonb_set(score #- '{scoringRules,interpretationVersion}',
    '{traits,neuroticism,label}', '"Exceptional"'), '{traits,neuroticism,color}', '"green"'), '{profile,strongest}', '["neuroticism"]') where id = ${responseId}`);
  await db.execute(sql`update assessment_scores set percentile = 1 where response_id = ${responseId} and dimension = 'ocean_neuroticism'`);

  const svc = assessmentsService();
  expect(await svc.rescoreOutdated()).toBe(1);
  expect(await svc.rescoreOutdated()).toBe(0);

  const after = (await app.inject({ method: "GET", url: `/api/responses/${responseId}/results`, headers: { cookie } })).json().score;
  expect(after.traits).toEqual(fresh.traits);
  expect(after.profile).toEqual(fresh.profile);
  expect(after.scoringRules.interpretationVersion).toBe(INTERPRETATION_VERSION);
  const rows = await db.execute(sql`select percentile from assessment_scores where response_id = ${responseId} and dimension = 'ocean_neuroticism'`);
  expect((rows.rows[0] as { percentile: number }).percentile).toBe(fresh.traits.neuroticism.percentile);
});

it("completions made before the analytics rollups existed are recorded into them once", async () => {
  const cookie = await signIn(app, "riley@demo.facetwise.test");
  const { responseId } = await takeAssessment(app, cookie, "ipip-neo-120");
  const db = app.deps.database.db;
  const before = await db.execute<{ v: number[] }>(
    sql`select v from analytics_rollup where organization_id = (select organization_id from assessment_response where id = ${responseId}) order by day desc limit 1`,
  );
  // as a database from before the rollups: no fact, no rollup rows
  await db.execute(sql`delete from analytics_fact`);
  await db.execute(sql`delete from analytics_rollup`);
  const svc = assessmentsService();
  const recorded = await svc.recordMissingAnalytics();
  expect(recorded).toBeGreaterThanOrEqual(1);
  expect(await svc.recordMissingAnalytics()).toBe(0);
  const facts = await db.execute<{ n: string }>(sql`select count(*)::text as n from analytics_fact where response_id = ${responseId}`);
  expect(facts.rows[0].n).toBe("1");
  const after = await db.execute<{ v: number[]; day_count: number }>(
    sql`select v, day_count from analytics_rollup where organization_id = (select organization_id from assessment_response where id = ${responseId}) order by day desc limit 1`,
  );
  // the same sums as the completion recorded live, but the start (counted at the start step) is not replayed
  const live = before.rows[0].v.map(Number);
  const replayed = after.rows[0].v.map(Number);
  expect(replayed.slice(2)).toEqual(live.slice(2));
  expect(replayed[0]).toBe(live[0]);
});
