import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, latestLinkFor, signIn, type TestApp } from "../../../../tests/support/app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.cleanup());

describe("magic-link sign-in", () => {
  it("signs the demo admin in and answers /api/auth/me with role and permissions", async () => {
    const cookie = await signIn(app, "admin@demo.facetwise.test");
    const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe("admin@demo.facetwise.test");
    expect(body.organization.slug).toBe("demo");
    expect(body.role).toBe("admin");
    expect(body.permissions).toEqual(["read", "write", "manage_users", "read_analytics", "create_reports"]);
  });

  it("redirects the verified link to /auth/callback with the redirect target", async () => {
    await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "riley@demo.facetwise.test", redirect: "/dashboard/reports" } });
    const link = new URL(await latestLinkFor(app, "riley@demo.facetwise.test"));
    const v = await app.inject({ method: "GET", url: link.pathname + link.search });
    expect(v.statusCode).toBe(302);
    expect(v.headers.location).toMatch(/\/auth\/callback\?redirect=%2Fdashboard%2Freports$/);
    // single use: the same link again fails with INVALID_TOKEN
    const again = await app.inject({ method: "GET", url: link.pathname + link.search });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toContain("error=INVALID_TOKEN");
  });

  it("answers sign-in for an unknown email like a known one, emails a sign-up offer (no link) and creates nothing", async () => {
    const known = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "admin@demo.facetwise.test" } });
    const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "Nobody@Example.com" } });
    expect(r.statusCode).toBe(known.statusCode);
    expect(r.json()).toEqual(known.json());
    const mail = (await app.deps.mailer.recent()).find((m) => m.to === "nobody@example.com");
    expect(mail?.subject).toBe("Signing in to Facetwise");
    expect(mail?.links.some((l) => l.includes("/api/auth/magic-link/verify"))).toBe(false);
    expect(mail?.links).toContain("http://localhost:3999/signup?email=nobody%40example.com");
    const users = await app.deps.database.db.execute(sql`select count(*)::int as n from "user" where email = 'nobody@example.com'`);
    expect((users.rows[0] as { n: number }).n).toBe(0);
  });

  it("signs a new user up with an organization of their own", async () => {
    const cookie = await signIn(app, "new.person@example.com", true);
    const me = (await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json();
    expect(me.user.email).toBe("new.person@example.com");
    expect(me.role).toBe("admin");
    expect(me.organization.name).toBe("New Person's organization");
  });

  it("rejects bad input with the spec's error shape", async () => {
    const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "not-an-email" } });
    expect(r.statusCode).toBe(400);
    const b = r.json();
    expect(Object.keys(b).sort()).toEqual(["code", "details", "message", "statusCode", "timestamp"]);
    expect(b.code).toBe("VALIDATION_ERROR");
    const abs = await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "a@b.co", redirect: "https://evil.example" } });
    expect(abs.statusCode).toBe(400);
  });

  it("answers 401 without a session and 404 JSON for unknown API routes", async () => {
    expect((await app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const nf = await app.inject({ method: "GET", url: "/api/nope" });
    expect(nf.statusCode).toBe(404);
    expect(nf.json().code).toBe("NOT_FOUND");
  });

  it("logs out: the session stops working", async () => {
    const cookie = await signIn(app, "sam@demo.facetwise.test");
    expect((await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
  });
});
