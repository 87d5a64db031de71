/**
 * Tenancy: a member of organization A must get 404 for organization B's resources on every route
 * that takes an id. The suite walks the route registry, so a new route with a path parameter fails
 * here until its parameter is given a B-owned id below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization } from "./support/factories.ts";
import { routeRegistry } from "../src/server/http/route.ts";

let app: TestApp;
let a: Awaited<ReturnType<typeof buildOrganization>>;
let b: Awaited<ReturnType<typeof buildOrganization>>;
let cookieA: string;

/** For each path parameter: an id that belongs to organization B. */
const foreignIds: Record<string, () => string> = {
  userId: () => b.byRole("user").id,
};

/** A valid body for routes that need one, so that only tenancy (not validation) can refuse them. */
const validBodies: Record<string, unknown> = {
  "PATCH /api/organization/members/:userId": { role: "user" },
};

beforeAll(async () => {
  app = await buildTestApp();
  a = await buildOrganization(app, "tenant-a");
  b = await buildOrganization(app, "tenant-b");
  cookieA = await signIn(app, a.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

describe("tenancy", () => {
  const withIds = () => routeRegistry.filter((r) => r.url.includes(":"));

  it("has routes with ids to check", () => {
    expect(withIds().length).toBeGreaterThan(0);
  });

  it("answers 404 for another organization's ids on every such route", async () => {
    for (const r of withIds()) {
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const id = foreignIds[name];
        if (!id) throw new Error(`tenancy test: no foreign id for :${name} (route ${r.method} ${r.url}) — add one to foreignIds`);
        return encodeURIComponent(id());
      });
      const key = `${r.method} ${r.url}`;
      const res = await app.inject({ method: r.method as "GET", url, headers: { cookie: cookieA }, payload: validBodies[key] as object | undefined });
      expect(res.statusCode, `${key} with B's id`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("still finds A's own resources (the check is not vacuous)", async () => {
    const res = await app.inject({ method: "GET", url: `/api/organization/members/${a.byRole("user").id}`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(200);
  });
});
