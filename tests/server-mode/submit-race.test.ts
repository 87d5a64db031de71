/**
 * The submit race on PostgreSQL, where the save and the submit run on different connections at the same
 * time: every acknowledged answer is in the score, or the save is refused with 409.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../support/app.ts";
import { validAnswer } from "../support/factories.ts";
import { itemsForType, scoreStoredResponse } from "../../src/instruments/catalog.ts";
import { createDatabase, type TestDatabase } from "./support.ts";

let db: TestDatabase;
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  db = await createDatabase("submit_race");
  app = await buildTestApp({ DATABASE_URL: db.url, RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "sam@demo.facetwise.test");
});
afterAll(async () => {
  await app?.cleanup();
  await db?.drop();
});

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });

it("scores every acknowledged answer or refuses the save (12 trials)", async () => {
  const items = itemsForType("ipip-neo-120");
  let refused = 0;
  for (let trial = 0; trial < 12; trial++) {
    const { id } = (await call("POST", "/api/assessments", { typeId: "ipip-neo-120" })).json();
    const { responseId } = (await call("POST", `/api/assessments/${id}/start`, { consent: true })).json();
    await Promise.all(
      items.map((item, i) => call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value: validAnswer(item, 1 + ((i * (trial + 3)) % 5)) })),
    );
    const target = items[trial * 7];
    const value = trial % 2 ? 1 : 5;
    const [save, submit] = await Promise.all([
      call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(target.id)}`, { value }),
      call("POST", `/api/responses/${responseId}/submit`),
    ]);
    expect(submit.statusCode).toBe(200);
    expect([200, 409]).toContain(save.statusCode);
    if (save.statusCode === 409) refused++;
    const session = (await call("GET", `/api/responses/${responseId}`)).json();
    if (save.statusCode === 200) expect(session.answers[target.id]).toBe(value);
    const results = (await call("GET", `/api/responses/${responseId}/results`)).json();
    expect(results.score.raw).toEqual(scoreStoredResponse("ipip-neo-120", { answers: session.answers }).raw);
  }
  console.log(`submit race on PostgreSQL: ${12 - refused} saves scored, ${refused} refused with 409`);
});
