/**
 * Partners, the launch checklist and the sales view through their routes: staff doors (404 to an organization
 * admin, 403 to sales staff on business routes), idempotent creates, bounds on texts and list sizes, readiness
 * from the ticks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { buildOrganization } from "../../../../tests/support/factories.ts";
import { staffCookie } from "../../../../tests/support/staff.ts";
import { MAX_NAME_LENGTH, MAX_PARTNERS } from "../../../domain/business/launch.ts";
import { businessPartner } from "../../db/schema/business.ts";
import { newId } from "../../db/ids.ts";

let app: TestApp;
let ceo: string;
let sales: string;
let orgAdmin: string;

beforeAll(async () => {
  app = await buildTestApp();
  ceo = await staffCookie(app, "ceo", "ceo@vendor.example.com");
  sales = await staffCookie(app, "sales", "sales@vendor.example.com");
  const org = await buildOrganization(app, "partners-org", ["admin"]);
  orgAdmin = await signIn(app, org.byRole("admin").email);
});
afterAll(async () => app?.cleanup());

const call = (cookie: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, key?: string) =>
  app.inject({ method, url, headers: { cookie, ...(key ? { "idempotency-key": key } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe("partners", () => {
  it("doors: 404 to an organization admin, 403 to sales staff, for reads and changes", async () => {
    for (const [method, url] of [
      ["GET", "/api/business/partners"],
      ["POST", "/api/business/partners"],
      ["GET", "/api/business/launch-checklist"],
      ["POST", "/api/business/launch-checklist"],
    ] as const) {
      expect((await call(orgAdmin, method, url, method === "POST" ? { name: "x", status: "active", title: "x" } : undefined)).statusCode).toBe(404);
      expect((await call(sales, method, url, method === "POST" ? { name: "x", status: "active", title: "x" } : undefined)).statusCode).toBe(403);
    }
  });

  it("add (idempotent), change, remove; counts and the default 5–10 target", async () => {
    const empty = (await call(ceo, "GET", "/api/business/partners")).json();
    expect(empty).toMatchObject({ active: 0, pipeline: 0, target: { min: 5, max: 10, source: "default" }, status: "error" });

    const first = await call(ceo, "POST", "/api/business/partners", { name: "  Acme  ", status: "active", note: "signed" }, "key-acme-0001");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: "Acme", status: "active", note: "signed", simulated: false });
    const replay = await call(ceo, "POST", "/api/business/partners", { name: "  Acme  ", status: "active", note: "signed" }, "key-acme-0001");
    expect(replay.json().id).toBe(first.json().id);
    await call(ceo, "POST", "/api/business/partners", { name: "Globex", status: "pipeline" }, "key-globex-0001");

    let view = (await call(ceo, "GET", "/api/business/partners")).json();
    expect(view).toMatchObject({ active: 1, pipeline: 1 });
    expect(view.partners.map((p: { name: string }) => p.name)).toEqual(["Acme", "Globex"]);

    const globex = view.partners[1].id;
    const moved = await call(ceo, "PATCH", `/api/business/partners/${globex}`, { status: "active" });
    expect(moved.json()).toMatchObject({ status: "active", name: "Globex" });
    view = (await call(ceo, "GET", "/api/business/partners")).json();
    expect(view).toMatchObject({ active: 2, pipeline: 0, status: "error" });

    expect((await call(ceo, "DELETE", `/api/business/partners/${globex}`)).statusCode).toBe(204);
    expect((await call(ceo, "DELETE", `/api/business/partners/${globex}`)).statusCode).toBe(404);
    expect((await call(ceo, "PATCH", `/api/business/partners/${globex}`, { name: "x" })).statusCode).toBe(404);
  });

  it("bounds: name length, empty changes, the list's size", async () => {
    expect((await call(ceo, "POST", "/api/business/partners", { name: "x".repeat(MAX_NAME_LENGTH + 1), status: "active" })).statusCode).toBe(400);
    expect((await call(ceo, "POST", "/api/business/partners", { name: "   ", status: "active" })).statusCode).toBe(400);
    expect((await call(ceo, "POST", "/api/business/partners", { name: "x", status: "lost" })).statusCode).toBe(400);
    const some = (await call(ceo, "GET", "/api/business/partners")).json().partners[0].id;
    expect((await call(ceo, "PATCH", `/api/business/partners/${some}`, {})).statusCode).toBe(400);

    const have = (await call(ceo, "GET", "/api/business/partners")).json().partners.length as number;
    const db = app.deps.database.db;
    await db.insert(businessPartner).values(Array.from({ length: MAX_PARTNERS - have }, (_, i) => ({ id: newId(), name: `Filler ${i}`, status: "pipeline" })));
    const full = await call(ceo, "POST", "/api/business/partners", { name: "One too many", status: "active" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain(String(MAX_PARTNERS));
  });
});

describe("launch checklist", () => {
  it("readiness is the ticked share; untick, rename, remove; the default launch date", async () => {
    const empty = (await call(ceo, "GET", "/api/business/launch-checklist")).json();
    expect(empty).toMatchObject({ total: 0, readinessPercent: null, targetPercent: 95, targetSource: "default", status: null });
    expect(empty.launchDate).toMatch(/^\d{4}-09-01$/);

    const ids: string[] = [];
    for (const title of ["Pricing page", "Privacy review", "Support inbox"]) {
      const r = await call(ceo, "POST", "/api/business/launch-checklist", { title }, `key-${title.replace(/ /g, "-")}`);
      expect(r.statusCode).toBe(201);
      ids.push(r.json().id);
    }
    expect((await call(ceo, "PATCH", `/api/business/launch-checklist/${ids[0]}`, { done: true })).json()).toMatchObject({ done: true });
    let v = (await call(ceo, "GET", "/api/business/launch-checklist")).json();
    expect(v).toMatchObject({ total: 3, completed: 1, readinessPercent: 33.3, status: "error" });
    expect(v.items.map((i: { title: string }) => i.title)).toEqual(["Pricing page", "Privacy review", "Support inbox"]);

    await call(ceo, "PATCH", `/api/business/launch-checklist/${ids[1]}`, { done: true, title: "Privacy and security review" });
    await call(ceo, "PATCH", `/api/business/launch-checklist/${ids[2]}`, { done: true });
    v = (await call(ceo, "GET", "/api/business/launch-checklist")).json();
    expect(v).toMatchObject({ completed: 3, readinessPercent: 100, status: "success" });
    expect(v.items[1].title).toBe("Privacy and security review");

    await call(ceo, "PATCH", `/api/business/launch-checklist/${ids[2]}`, { done: false });
    expect((await call(ceo, "DELETE", `/api/business/launch-checklist/${ids[0]}`)).statusCode).toBe(204);
    v = (await call(ceo, "GET", "/api/business/launch-checklist")).json();
    expect(v).toMatchObject({ total: 2, completed: 1, readinessPercent: 50 });
    expect((await call(ceo, "PATCH", `/api/business/launch-checklist/${ids[0]}`, { done: true })).statusCode).toBe(404);
    expect((await call(ceo, "POST", "/api/business/launch-checklist", { title: "" })).statusCode).toBe(400);
  });
});

describe("sales view", () => {
  it("sales staff read it; an organization admin gets 404; the period is bounded", async () => {
    const r = await call(sales, "GET", "/api/business/sales?period=30d");
    expect(r.statusCode).toBe(200);
    const v = r.json();
    expect(v.period).toBe("30d");
    expect(v.planMix.map((p: { plan: string }) => p.plan)).toEqual(["starter", "professional", "enterprise"]);
    expect(v.planMix.reduce((s: number, p: { organizations: number }) => s + p.organizations, 0)).toBeGreaterThanOrEqual(v.customers);
    expect((await call(ceo, "GET", "/api/business/sales")).json().period).toBe("90d");
    expect((await call(sales, "GET", "/api/business/sales?period=5y")).statusCode).toBe(400);
    expect((await call(orgAdmin, "GET", "/api/business/sales")).statusCode).toBe(404);
  });
});
