/** Starting an assessment for yourself is idempotent by meaning: an open one of the type is returned, not duplicated. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "riley@demo.facetwise.test");
});
afterAll(async () => app?.cleanup());

const start = (typeId: string) => app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId } });
const openOfType = async (typeId: string) => {
  const list = (await app.inject({ method: "GET", url: "/api/assessments", headers: { cookie } })).json().assessments as { id: string; typeId: string; status: string }[];
  return list.filter((a) => a.typeId === typeId && a.status !== "completed");
};

describe("self-assignment", () => {
  it("returns the open assessment of the type instead of creating another", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await start("individual");
      expect(r.statusCode).toBeLessThan(300);
      ids.add(r.json().id);
    }
    expect(ids.size).toBe(1);
    expect(await openOfType("individual")).toHaveLength(1);
  });

  it("creates one under concurrent requests too", async () => {
    const rs = await Promise.all(Array.from({ length: 5 }, () => start("executive")));
    expect(rs.every((r) => r.statusCode < 300)).toBe(true);
    expect(new Set(rs.map((r) => r.json().id)).size).toBe(1);
    expect(await openOfType("executive")).toHaveLength(1);
  });
});

describe("beginning a type for yourself", () => {
  const all = async () =>
    (await app.inject({ method: "GET", url: "/api/assessments", headers: { cookie } })).json().assessments as {
      id: string;
      typeId: string;
      responseId: string | null;
      status: string;
    }[];
  const begin = (typeId: string, key?: string) =>
    app.inject({
      method: "POST",
      url: "/api/assessments/begin",
      headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
      payload: { typeId, consent: true },
    });

  it("creates nothing while the start page is looked at, and exactly one assessment with its response on begin", async () => {
    const before = (await all()).length;
    // what the start page reads
    for (const url of ["/api/assessment-types", "/api/assessments", "/api/assessments/consent-terms"]) {
      expect((await app.inject({ method: "GET", url, headers: { cookie } })).statusCode).toBe(200);
    }
    expect(await all()).toHaveLength(before);

    const r = await begin("ipip-neo-120", "begin-ipip-1");
    expect(r.statusCode).toBe(200);
    const again = await begin("ipip-neo-120", "begin-ipip-1");
    expect(again.statusCode).toBeLessThan(300);
    expect(again.json().responseId).toBe(r.json().responseId);
    const later = await begin("ipip-neo-120");
    expect(later.json().responseId).toBe(r.json().responseId);

    const mine = (await all()).filter((a) => a.typeId === "ipip-neo-120" && a.status !== "completed");
    expect(mine).toHaveLength(1);
    expect(mine[0].responseId).toBe(r.json().responseId);
  });

  it("makes nothing without consent", async () => {
    const before = (await all()).length;
    const r = await app.inject({ method: "POST", url: "/api/assessments/begin", headers: { cookie }, payload: { typeId: "organizational" } });
    expect(r.statusCode).toBe(400);
    expect(await all()).toHaveLength(before);
  });
});
