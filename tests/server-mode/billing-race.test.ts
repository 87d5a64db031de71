/**
 * The plan's races on PostgreSQL, where concurrent requests run on different connections at once:
 * - the first reads of an organization that has no subscription row yet make exactly one subscription and one
 *   stretch of history (the first stretch's id is derived from the organization; inserts do nothing on conflict);
 * - two starts at 49 of 50 on Starter let exactly one through (the subscription row is held by the start's
 *   transaction, so the second counts the first's response), with and without the subscription row existing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../support/app.ts";
import { buildOrganization, startedResponses } from "../support/factories.ts";
import { placeOnPlan, subscriptionOf } from "../../src/server/modules/billing/repo.ts";
import { REDIS_URL, clearMagicLinkLimits, createDatabase, queryDb, type TestDatabase } from "./support.ts";

let db: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  db = await createDatabase("billing_race");
  app = await buildTestApp({ DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_ENABLED: "false", DATABASE_POOL_SIZE: "12" });
});

/** Signs in (the magic-link limits, kept in Redis, cleared first: this file signs in more than 30 people). */
async function login(email: string): Promise<string> {
  await clearMagicLinkLimits(email);
  return signIn(app, email);
}
afterAll(async () => {
  await app?.cleanup();
  await db?.drop();
});

/** The organization's subscription rows and stretches, read on a connection of the test's own. */
async function rowsOf(organizationId: string) {
  const subs = await queryDb(db.url, `select organization_id from subscription where organization_id = $1`, [organizationId]);
  const spans = await queryDb<{ plan: string; ends_at: Date | null }>(
    db.url,
    `select plan, ends_at from subscription_span where organization_id = $1 order by starts_at, ends_at nulls last`,
    [organizationId],
  );
  return { subs: subs.length, spans };
}

describe("the first subscription of an organization", () => {
  it("concurrent first reads (repo and API) make one subscription and one Starter stretch", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const w = await buildOrganization(app, `first-read-${trial}`);
      const cookies = await Promise.all(w.users.map((u) => login(u.email)));
      const dbx = app.deps.database.db;
      const results = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) => subscriptionOf(dbx, w.org.id, i % 2 === 0)),
        ...cookies.map((cookie) => app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } })),
        // the lock is taken in a transaction of its own, as a start or a plan change does
        dbx.transaction((tx) => subscriptionOf(tx, w.org.id, true)),
      ]);
      for (const r of results) if (r && typeof r === "object" && "statusCode" in r) expect(r.statusCode, r.body).toBe(200);
      const { subs, spans } = await rowsOf(w.org.id);
      expect(subs).toBe(1);
      expect(spans).toEqual([{ plan: "starter", ends_at: null }]);
    }
  });

  it("placing an organization on a plan while its first reads run leaves one subscription and one open stretch", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const w = await buildOrganization(app, `first-place-${trial}`);
      const cookie = await login(w.byRole("admin").email);
      const dbx = app.deps.database.db;
      await Promise.all([
        dbx.transaction((tx) => placeOnPlan(tx, w.org.id, "professional", 14_900, new Date())),
        subscriptionOf(dbx, w.org.id, false),
        app.inject({ method: "GET", url: "/api/billing/subscription", headers: { cookie } }),
      ]);
      const { subs, spans } = await rowsOf(w.org.id);
      expect(subs).toBe(1);
      expect(spans.filter((s) => s.ends_at === null)).toEqual([{ plan: "professional", ends_at: null }]);
    }
  });
});

describe("two starts at 49 of 50", () => {
  for (const existing of [true, false]) {
    it(`let exactly one through (subscription row ${existing ? "already there" : "not made yet"}; 4 trials)`, async () => {
      for (let trial = 0; trial < 4; trial++) {
        const w = await buildOrganization(app, `race-${existing ? "sub" : "nosub"}-${trial}`, ["admin", "manager", "user", "user"]);
        if (existing) await subscriptionOf(app.deps.database.db, w.org.id, false);
        await startedResponses(app, w.org.id, w.byRole("manager").id, 49);
        const starters = w.users.filter((u) => u.role === "user");
        const opened = await Promise.all(
          starters.map(async (u) => {
            const cookie = await login(u.email);
            const id = (await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId: "individual" } })).json().id as string;
            return { cookie, id };
          }),
        );
        const answers = await Promise.all(
          opened.map(({ cookie, id }) => app.inject({ method: "POST", url: `/api/assessments/${id}/start`, headers: { cookie }, payload: { consent: true } })),
        );
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
        expect(answers.find((a) => a.statusCode === 402)!.json().code).toBe("PLAN_LIMIT");
        const [{ n }] = await queryDb<{ n: number }>(db.url, `select count(*)::int as n from assessment_response where organization_id = $1`, [w.org.id]);
        expect(n).toBe(50);
        expect((await rowsOf(w.org.id)).subs).toBe(1);
      }
    });
  }
});
