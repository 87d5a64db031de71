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
