/**
 * 360 raters on the PostgreSQL server (the production database may be 15): answers saved into the rater's
 * array by position, comments merged, submit, the reminder and close jobs' bookkeeping, and the comparison.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../support/app.ts";
import { createDatabase, queryDb, REDIS_URL, type TestDatabase } from "./support.ts";
import type { TComparison, TProject } from "../../src/contracts/feedback360.ts";

let db: TestDatabase;
let app: TestApp;
beforeAll(async () => {
  db = await createDatabase("feedback360");
  app = await buildTestApp({ DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => {
  await app?.cleanup();
  await db?.drop();
});

it("raters answer by personal link, the project closes and the comparison shows the groups that reach the minimum", async () => {
  const cookie = await signIn(app, "admin@demo.facetwise.test");
  const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: await signIn(app, "sam@demo.facetwise.test") } })).json().user.id;
  const created = await app.inject({ method: "POST", url: "/api/feedback360/projects", headers: { cookie }, payload: { subjectId: me, title: "PG 360" } });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json() as TProject;
  const raters = ["a", "b", "c"]
    .map((x) => ({ name: `Peer ${x}`, email: `peer-${x}@pg.example.com`, relationship: "peer" }))
    .concat([{ name: "Boss", email: "boss@pg.example.com", relationship: "manager" }]);
  expect((await app.inject({ method: "POST", url: `/api/feedback360/projects/${project.id}/raters`, headers: { cookie }, payload: { raters } })).statusCode).toBe(201);
  const mail = await app.deps.mailer.recent(50);
  for (const [k, r] of raters.entries()) {
    const token = mail
      .find((m) => m.to === r.email)!
      .links.find((l) => l.includes("/rate/"))!
      .split("/rate/")[1];
    const form = (await app.inject({ method: "GET", url: `/api/rater/${token}` })).json() as { items: { id: string }[] };
    for (const [i, item] of form.items.entries()) {
      const saved = await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(item.id)}`, payload: { value: ((i + k) % 5) + 1 } });
      expect(saved.json().answered).toBe(i + 1);
    }
    // answering again replaces the answer in place (same count)
    expect((await app.inject({ method: "PUT", url: `/api/rater/${token}/answers/${encodeURIComponent(form.items[0].id)}`, payload: { value: 3 } })).json().answered).toBe(120);
    await app.inject({ method: "PUT", url: `/api/rater/${token}/comments`, payload: { strengths: `${r.name} says well done` } });
    await app.inject({ method: "PUT", url: `/api/rater/${token}/comments`, payload: { improvements: "more focus" } });
    expect((await app.inject({ method: "POST", url: `/api/rater/${token}/submit` })).statusCode).toBe(200);
  }
  const rows = await queryDb<{ n: number; first: number; strengths: string }>(
    db.url,
    `select cardinality(answer_values) as n, answer_values[1] as first, comments->>'strengths' as strengths from feedback_rater where project_id = $1 order by created_at`,
    [project.id],
  );
  expect(rows.map((r) => [r.n, r.first, r.strengths])).toEqual(raters.map((r) => [120, 3, `${r.name} says well done`]));
  expect((await app.inject({ method: "POST", url: `/api/feedback360/projects/${project.id}/close`, headers: { cookie } })).statusCode).toBe(200);
  const c = (await app.inject({ method: "GET", url: `/api/feedback360/projects/${project.id}/comparison`, headers: { cookie } })).json() as TComparison;
  expect(c.groups.filter((g) => g.shown).map((g) => g.key)).toEqual(["manager", "peer", "all"]);
  expect(c.feedback!.anonymous.improvements).toEqual(["more focus", "more focus", "more focus"]);
});
