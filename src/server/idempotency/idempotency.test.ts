import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { IdempotencyStore } from "./store.ts";
import { idempotencyKey } from "../db/schema/index.ts";
import { takeAssessment } from "../../../tests/support/factories.ts";

/** One click, one thing: create routes replay their first answer for a repeated Idempotency-Key. */
describe("idempotent create requests", () => {
  let app: TestApp;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
    cookie = await signIn(app, "admin@demo.facetwise.test");
  });
  afterAll(() => app.cleanup());

  const create = (key: string | null, payload: Record<string, unknown> = { typeId: "ipip-neo-120" }) =>
    app.inject({ method: "POST", url: "/api/assessments", headers: { cookie, ...(key ? { "idempotency-key": key } : {}) }, payload });
  const count = async () => (JSON.parse((await app.inject({ method: "GET", url: "/api/assessments", headers: { cookie } })).body) as { assessments: unknown[] }).assessments.length;

  it("a double click (two concurrent requests with one key) creates one assessment and both get its answer", async () => {
    const before = await count();
    const key = randomUUID();
    const [a, b] = await Promise.all([create(key), create(key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(JSON.parse(a.body).id).toBe(JSON.parse(b.body).id);
    expect([a.headers["idempotent-replayed"], b.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
    expect(await count()).toBe(before + 1);
  });

  it("a retry after the answer was lost replays it; a new key is a new request", async () => {
    const before = await count();
    const key = randomUUID();
    const first = await create(key, { typeId: "individual" });
    const retry = await create(key, { typeId: "individual" });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(JSON.parse(retry.body)).toEqual(JSON.parse(first.body));
    // (another type: an open assessment of the same type would be returned again, by meaning)
    const other = await create(randomUUID(), { typeId: "executive" });
    expect(JSON.parse(other.body).id).not.toBe(JSON.parse(first.body).id);
    expect(await count()).toBe(before + 2);
  });

  it("the same key with a different request is refused, in the error shape", async () => {
    const key = randomUUID();
    await create(key);
    const r = await create(key, { typeId: "individual" });
    expect(r.statusCode).toBe(422);
    expect(JSON.parse(r.body)).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED", statusCode: 422 });
  });

  it("a failed first request frees its key, so the retry runs", async () => {
    const key = randomUUID();
    const bad = await create(key, { typeId: "individual", assigneeIds: ["no-such-member"] });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    const before = await count();
    const ok = await create(key, { typeId: "individual", assigneeIds: ["no-such-member"] });
    expect(ok.statusCode).toBe(bad.statusCode); // ran again (not replayed), and failed again the same way
    expect(ok.headers["idempotent-replayed"]).toBeUndefined();
    expect(await count()).toBe(before);
  });

  it("keys are per user: another user's same key is their own request", async () => {
    const key = randomUUID();
    const mine = await create(key);
    const other = await signIn(app, "manager@demo.facetwise.test");
    const theirs = await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie: other, "idempotency-key": key }, payload: { typeId: "ipip-neo-120" } });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(JSON.parse(theirs.body).id).not.toBe(JSON.parse(mine.body).id);
  });

  it("a malformed key is a 400", async () => {
    const r = await create("short");
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body).code).toBe("VALIDATION_ERROR");
  });

  it("keys older than a day are pruned", async () => {
    const key = randomUUID();
    await create(key);
    const later = new IdempotencyStore(app.deps.database.db, { now: () => new Date(Date.now() + 25 * 60 * 60 * 1000) });
    expect(await later.prune()).toBeGreaterThan(0);
    const again = await create(key);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("keeps no share link's token in the store: a repeat answers 409 naming the link instead of replaying it", async () => {
    const { responseId: rid } = await takeAssessment(app, cookie, "organizational");
    const key = randomUUID();
    const share = () => app.inject({ method: "POST", url: `/api/responses/${rid}/shares`, headers: { cookie, "idempotency-key": key }, payload: { expiresInDays: 7 } });
    const first = await share();
    expect(first.statusCode).toBe(201);
    const { id, url } = first.json() as { id: string; url: string };
    const token = url.split("/").pop()!;
    expect(token.length).toBeGreaterThan(20);
    const stored = JSON.stringify(await app.deps.database.db.select().from(idempotencyKey));
    expect(stored).not.toContain(token);
    const repeat = await share();
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: "ALREADY_CREATED", details: { id } });
    const list = (await app.inject({ method: "GET", url: `/api/responses/${rid}/shares`, headers: { cookie } })).json().shares as { id: string }[];
    expect(list.filter((s) => s.id === id)).toHaveLength(1);
    expect(list).toHaveLength(1);
  });
});
