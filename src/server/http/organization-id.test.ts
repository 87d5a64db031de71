/**
 * The spec names the organization in the query or the body of many routes (`organizationId`). The door checks
 * it for every such route, from the route's declared contracts, so no service has to: walked from the route
 * table, so a new route is covered without anyone remembering.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { buildOrganization } from "../../../tests/support/factories.ts";
import type { RegisteredRoute } from "./route.ts";

let app: TestApp;
let own: string;
let other: string;
let cookie: string;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await buildOrganization(app, "orgid-a", ["admin"]);
  const b = await buildOrganization(app, "orgid-b", ["admin"]);
  own = a.org.id;
  other = b.org.id;
  cookie = await signIn(app, a.byRole("admin").email);
});
afterAll(() => app.cleanup());

const naming = () => app.routeTable.filter((r) => r.organizationIdIn.length > 0);
/** Any id will do for path parameters: the organization is refused before anything is looked up. */
const pathOf = (r: RegisteredRoute) => r.url.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");

function send(r: RegisteredRoute, organizationId: unknown) {
  const where = r.organizationIdIn[0];
  const query = where === "query" ? `?organizationId=${encodeURIComponent(String(organizationId))}` : "";
  return app.inject({
    method: r.method as "GET",
    url: pathOf(r) + query,
    headers: { cookie },
    ...(where === "body" ? { payload: { organizationId } } : {}),
  });
}

describe("organizationId at the door", () => {
  it("the spec's routes that name their organization are found in the route table, all member routes", () => {
    const routes = naming();
    // reports, templates, schedules, distribution, the reporting center, report analytics, operational analytics…
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toBe("member");
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain("POST /api/analytics/operational");
  });

  it("another organization's id is 404 on every such route, before its input is validated", async () => {
    for (const r of naming()) {
      const res = await send(r, other);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().message, `${r.method} ${r.url}`).toBe("Organization not found");
    }
  });

  it("a made-up id or a value of the wrong type is refused the same way", async () => {
    const r = naming().find((x) => x.method === "POST" && x.url === "/api/analytics/operational")!;
    for (const value of ["not-an-organization", 42, null, ""]) expect((await send(r, value)).statusCode, String(value)).toBe(404);
  });

  it("the caller's own id passes the door (the route then validates and answers as usual)", async () => {
    for (const r of naming()) {
      const res = await send(r, own);
      const refused = res.statusCode === 404 && (res.json() as { message?: string }).message === "Organization not found";
      expect(refused, `${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(false);
    }
  });

  it("operational analytics answers the caller's own organization", async () => {
    const res = await app.inject({ method: "POST", url: "/api/analytics/operational", headers: { cookie }, payload: { organizationId: own } });
    expect(res.statusCode).toBe(200);
  });
});
