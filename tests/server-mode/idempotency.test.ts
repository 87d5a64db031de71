/**
 * One click, one thing, across processes: the same create request with one Idempotency-Key, sent to two
 * server processes at once, creates one assessment and both answer it (the key lives in PostgreSQL).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { http, queryDb, signInByMagicLink, startPair } from "./support.ts";

let pair: Awaited<ReturnType<typeof startPair>> | undefined;
beforeAll(async () => {
  pair = await startPair("idempotency", ["riley@demo.facetwise.test"]);
});
afterAll(async () => {
  await pair?.stop();
});

it("a request retried on another process replays the first answer instead of creating a second assessment", async () => {
  const { a, b, db } = pair!;
  const session = await signInByMagicLink(a.baseURL, "riley@demo.facetwise.test");
  const key = randomUUID();
  const post = (baseURL: string) =>
    http(baseURL, "/api/assessments", {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ typeId: "ipip-neo-120" }),
    });
  const answers = await Promise.all([post(a.baseURL), post(b.baseURL), post(a.baseURL), post(b.baseURL)]);
  const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ id: string }>));
  expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  expect(new Set(bodies.map((x) => x.id)).size).toBe(1);
  expect(answers.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(3);
  const rows = await queryDb<{ n: number }>(
    db.url,
    `select count(*)::int as n from assessment a join "user" u on u.id = a.user_id where u.email = 'riley@demo.facetwise.test' and a.type_id = 'ipip-neo-120'`,
  );
  expect(rows[0].n).toBe(1);
});
