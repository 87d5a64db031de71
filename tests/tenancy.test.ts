/**
 * Tenancy: a member of organization A must get 404 for organization B's resources on every route
 * that takes an id. The suite walks the route registry, so a new route with a path parameter fails
 * here until its parameter is given a B-owned id below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "./support/app.ts";
import { buildOrganization } from "./support/factories.ts";
import { routeRegistry } from "../src/server/http/route.ts";
import { takeAssessment } from "./support/assessments.ts";
import { itemsForType } from "../src/instruments/catalog.ts";

let app: TestApp;
let a: Awaited<ReturnType<typeof buildOrganization>>;
let b: Awaited<ReturnType<typeof buildOrganization>>;
let cookieA: string;

/** B's resources, made through the API by B's own people. */
let bIds: { assessmentId: string; responseId: string; openResponseId: string; shareId: string };

/** For each path parameter: an id that belongs to organization B (`:id` means different things per route). */
const foreignId = (url: string, name: string): string | undefined =>
  ({
    userId: b.byRole("user").id,
    id: url.startsWith("/api/assessments/") ? bIds.assessmentId : url.includes("/answers/") ? bIds.openResponseId : bIds.responseId,
    itemId: itemsForType("individual").find((i) => i.input.type === "likert")!.id,
    shareId: bIds.shareId,
  })[name];

/** Routes that take no session (their keys are unguessable tokens, not tenant ids). */
const PUBLIC = new Set(["GET /api/shared/:token"]);

/** A valid body for routes that need one, so that only tenancy (not validation) can refuse them. */
const validBodies: Record<string, unknown> = {
  "PATCH /api/organization/members/:userId": { role: "user" },
  "POST /api/assessments/:id/start": {},
  "PUT /api/responses/:id/answers/:itemId": { value: 3 },
  "POST /api/responses/:id/shares": { expiresInDays: 7 },
};

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  a = await buildOrganization(app, "tenant-a");
  b = await buildOrganization(app, "tenant-b");
  cookieA = await signIn(app, a.byRole("admin").email);
  const cookieB = await signIn(app, b.byRole("user").email);
  const done = await takeAssessment(app, cookieB, "individual");
  const open = await takeAssessment(app, cookieB, "individual", { submit: false });
  const share = await app.inject({ method: "POST", url: `/api/responses/${done.responseId}/shares`, headers: { cookie: cookieB }, payload: { expiresInDays: 7 } });
  bIds = { assessmentId: open.assessmentId, responseId: done.responseId, openResponseId: open.responseId, shareId: share.json().id };
});
afterAll(async () => app?.cleanup());

describe("tenancy", () => {
  const withIds = () => routeRegistry.filter((r) => r.url.includes(":") && !PUBLIC.has(`${r.method} ${r.url}`));

  it("has routes with ids to check", () => {
    expect(withIds().length).toBeGreaterThan(0);
  });

  it("answers 404 for another organization's ids on every such route", async () => {
    for (const r of withIds()) {
      const url = r.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const id = foreignId(r.url, name);
        if (!id) throw new Error(`tenancy test: no foreign id for :${name} (route ${r.method} ${r.url}) — add one to foreignId`);
        return encodeURIComponent(id);
      });
      const key = `${r.method} ${r.url}`;
      const res = await app.inject({ method: r.method as "GET", url, headers: { cookie: cookieA }, payload: validBodies[key] as object | undefined });
      expect(res.statusCode, `${key} with B's id`).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("the admin of A cannot read B's results even as an admin", async () => {
    const res = await app.inject({ method: "GET", url: `/api/responses/${bIds.responseId}/results`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(404);
  });

  it("still finds A's own resources (the check is not vacuous)", async () => {
    const res = await app.inject({ method: "GET", url: `/api/organization/members/${a.byRole("user").id}`, headers: { cookie: cookieA } });
    expect(res.statusCode).toBe(200);
  });
});
