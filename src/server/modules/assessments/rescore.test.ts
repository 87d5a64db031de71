import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { takeAssessment } from "../../../../tests/support/factories.ts";
import { INTERPRETATION_VERSION } from "../../../domain/psychometrics/result.ts";
import { SettingsService } from "../settings/service.ts";
import { AssessmentsService } from "./service.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(() => app.cleanup());

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

  const svc = new AssessmentsService({ db, baseURL: app.deps.baseURL, settings: new SettingsService({ db }), notifier: app.deps.notifier, analytics: app.deps.analytics });
  expect(await svc.rescoreOutdated()).toBe(1);
  expect(await svc.rescoreOutdated()).toBe(0);

  const after = (await app.inject({ method: "GET", url: `/api/responses/${responseId}/results`, headers: { cookie } })).json().score;
  expect(after.traits).toEqual(fresh.traits);
  expect(after.profile).toEqual(fresh.profile);
  expect(after.scoringRules.interpretationVersion).toBe(INTERPRETATION_VERSION);
  const rows = await db.execute(sql`select percentile from assessment_scores where response_id = ${responseId} and dimension = 'ocean_neuroticism'`);
  expect((rows.rows[0] as { percentile: number }).percentile).toBe(fresh.traits.neuroticism.percentile);
});
