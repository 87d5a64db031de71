/**
 * Defects found by probing the running product, each with the test that failed before its fix: the
 * submit race, NUL and unpaired surrogates, framework errors outside the error shape, the magic-link
 * verify route's own shapes, and answers decoded by today's item order instead of their stored version.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../tests/support/app.ts";
import { validAnswer } from "../../tests/support/factories.ts";
import { assessmentResponse } from "./db/schema/index.ts";
import { itemBankVersion, itemsForType, scoreStoredResponse } from "../instruments/catalog.ts";
import type { AssessmentItem } from "../domain/assessments/item-types.ts";
import * as repo from "./modules/assessments/repo.ts";

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "riley@demo.facetwise.test");
});
afterAll(async () => app?.cleanup());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });

/** A started response of a type; answers every item but `skip` with a seeded pseudo-random Likert pattern. */
async function openResponse(typeId: string, skip = 0, seed = 1) {
  const { id } = (await call("POST", "/api/assessments", { typeId })).json();
  const { responseId } = (await call("POST", `/api/assessments/${id}/start`, { respondent: { sex: "female", age: 30 }, consent: true })).json();
  const items = itemsForType(typeId);
  let x = seed;
  for (const item of items.slice(0, items.length - skip)) {
    x = (x * 48271) % 2147483647;
    const value = item.input.type === "likert" ? 1 + (x % 5) : validAnswer(item);
    const r = await call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value, timeMs: 3000 });
    expect(r.statusCode).toBe(200);
  }
  return { responseId, items };
}

/** The stored row of a response. */
async function stored(responseId: string) {
  const rows = await app.deps.database.db.select().from(assessmentResponse).where(eq(assessmentResponse.id, responseId));
  return rows[0];
}

function expectErrorShape(res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String), timestamp: expect.any(String) });
  expect(res.headers["content-security-policy"]).toBeDefined();
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
}

describe("a save racing the submit", () => {
  it("is always scored or refused with 409 (12 trials)", async () => {
    const items = itemsForType("individual");
    for (let trial = 0; trial < 12; trial++) {
      const { responseId } = await openResponse("individual", 0, trial + 7);
      // the racing save changes the answer of a scored Likert item to its opposite end
      const target = items.find((i) => i.input.type === "likert" && i.trait)!;
      const [save, submit] = await Promise.all([
        call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(target.id)}`, { value: trial % 2 ? 1 : 5 }),
        call("POST", `/api/responses/${responseId}/submit`),
      ]);
      expect(submit.statusCode).toBe(200);
      expect([200, 409]).toContain(save.statusCode);
      const row = await stored(responseId);
      const session = (await call("GET", `/api/responses/${responseId}`)).json();
      if (save.statusCode === 200) expect(session.answers[target.id]).toBe(trial % 2 ? 1 : 5);
      // the stored score is the score of exactly the stored answers
      const rescored = scoreStoredResponse("individual", { answers: session.answers, respondent: { sex: "female", age: 30 } });
      expect((row.score as { raw: unknown }).raw).toEqual(rescored.raw);
    }
  });

  it("a save after the submit gets 409 and changes nothing", async () => {
    const { responseId, items } = await openResponse("individual");
    expect((await call("POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(200);
    const before = await stored(responseId);
    const late = await call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(items[0].id)}`, { value: 1 });
    expect(late.statusCode).toBe(409);
    expect((await stored(responseId)).answerValues).toEqual(before.answerValues);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("answers 400 for a NUL or an unpaired surrogate in a path id or a text answer", async () => {
    expectErrorShape(await call("GET", "/api/responses/%00"), 400);
    expectErrorShape(await call("GET", "/api/organization/members/a%00b"), 400);
    const { responseId, items } = await openResponse("individual", 75);
    const text = items.find((i: AssessmentItem) => i.input.type === "text");
    expect(text).toBeDefined();
    for (const value of ["x\u0000y", "x\ud800y", "\udc00"]) {
      const r = await call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(text!.id)}`, { value });
      expectErrorShape(r, 400);
    }
    // a proper pair (an emoji) is fine
    expect((await call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(text!.id)}`, { value: "ok 😀" })).statusCode).toBe(200);
  });
});

describe("framework errors keep the error shape and the security headers", () => {
  it("an over-long path parameter (414; a GET falls through to the SPA's catch-all, which answers API paths 404)", async () => {
    expectErrorShape(await call("PUT", `/api/responses/${"x".repeat(300)}/answers/x`, { value: 1 }), 414);
    expectErrorShape(await call("GET", `/api/responses/${"x".repeat(300)}`), 404);
  });

  it("malformed URL encoding (400)", async () => {
    expectErrorShape(await call("GET", "/api/responses/%E0%A4%A"), 400);
  });

  it("oversized headers (431), written by the HTTP parser before Fastify", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const s = connect(port, "127.0.0.1", () => s.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`));
      let data = "";
      s.on("data", (d) => (data += d.toString()));
      s.on("close", () => resolve(data));
      s.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(raw.toLowerCase()).toContain("content-security-policy:");
    const body = JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4));
    expect(body).toMatchObject({ statusCode: 431, code: "HEADERS_TOO_LARGE", timestamp: expect.any(String) });
  });

  it("the magic-link verify route: a missing token is a 400 in the shape; a bad one redirects with the error", async () => {
    expectErrorShape(await app.inject({ method: "GET", url: "/api/auth/magic-link/verify" }), 400);
    const bad = await app.inject({ method: "GET", url: "/api/auth/magic-link/verify?token=nope&callbackURL=%2Fauth%2Fcallback" });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toContain("error=");
  });
});

describe("answers are decoded by the item-bank version stored with the response", () => {
  it("keeps an open response's answers in place when the bank changes after it opened", async () => {
    const typeId = "individual";
    // another person: an earlier test left Riley an open assessment of this type, which starting one again returns
    const riley = cookie;
    cookie = await signIn(app, "manager@demo.facetwise.test");
    onTestFinished(() => void (cookie = riley));
    const { responseId, items } = await openResponse(typeId, 75);
    // The response opened with an earlier bank whose items came in another order (here: today's, reversed);
    // the bank has changed since, so today's version differs from the one the response stores.
    const earlier = [...items].reverse();
    const oldVersion = `${itemBankVersion(typeId)}-earlier`;
    await repo.saveItemBank(app.deps.database.db, { version: oldVersion, typeId, items: earlier });
    await app.deps.database.db.update(assessmentResponse).set({ itemBankVersion: oldVersion }).where(eq(assessmentResponse.id, responseId));

    // answers land at the stored version's positions, not today's
    for (const [i, item] of items.entries()) {
      const value = item.input.type === "likert" ? 1 + ((i * 7) % 5) : validAnswer(item);
      const r = await call("PUT", `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`, { value });
      expect(r.statusCode).toBe(200);
      if (item.input.type === "likert") expect((await stored(responseId)).answerValues[earlier.indexOf(item)]).toBe(value);
    }
    // the session shows the stored version's items in its order, with every answer under its own item
    const session = (await call("GET", `/api/responses/${responseId}`)).json();
    expect(session.itemBankVersion).toBe(oldVersion);
    expect(session.items.map((i: { id: string }) => i.id)).toEqual(earlier.map((i) => i.id));
    items.forEach((item, i) => {
      if (item.input.type === "likert") expect(session.answers[item.id]).toBe(1 + ((i * 7) % 5));
    });
    // decoded by today's order instead, the answers would be shuffled: the check above is not vacuous
    const row = await stored(responseId);
    const byTodaysOrder = Object.fromEntries(items.map((it, i) => [it.id, row.answerValues[i]]));
    expect(byTodaysOrder).not.toEqual(Object.fromEntries(items.map((it) => [it.id, session.answers[it.id]])));

    expect((await call("POST", `/api/responses/${responseId}/submit`)).statusCode).toBe(200);
    const score = (await call("GET", `/api/responses/${responseId}/results`)).json().score;
    const rescored = scoreStoredResponse(typeId, { answers: session.answers, respondent: { sex: "female", age: 30 } });
    expect(score.raw).toEqual(rescored.raw);
    expect(score.scoringRules.itemBankVersion).toBe(oldVersion);
  });
});
