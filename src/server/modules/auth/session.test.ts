import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../../tests/support/app.ts";
import { session, auditLog } from "../../db/schema/index.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.cleanup());

const me = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/auth/me", headers });

describe("legacy password login and bearer tokens", () => {
  it("refuses passwords that break the policy", async () => {
    await expect(app.deps.authService.setPassword("manager@demo.facetwise.test", "short1A")).rejects.toThrow(/at least 8/);
    await expect(app.deps.authService.setPassword("manager@demo.facetwise.test", "alllowercase1")).rejects.toThrow(/upper-case/);
  });

  it("returns a token that works as a bearer on /api/auth/me", async () => {
    await app.deps.authService.setPassword("manager@demo.facetwise.test", "Correct-horse-9");
    const r = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "manager@demo.facetwise.test", password: "Correct-horse-9" } });
    expect(r.statusCode).toBe(200);
    const { token, user, expiresAt } = r.json();
    expect(user.email).toBe("manager@demo.facetwise.test");
    // access token lifetime: one hour (spec 1 §9)
    const ms = new Date(expiresAt).getTime() - Date.now();
    expect(ms).toBeGreaterThan(3500_000);
    expect(ms).toBeLessThanOrEqual(3600_000);
    const m = await me({ authorization: `Bearer ${token}` });
    expect(m.statusCode).toBe(200);
    expect(m.json().role).toBe("manager");
    expect(m.json().permissions).toEqual(["read", "write", "manage_users", "read_analytics", "create_reports"]);
  });

  it("answers a wrong password with 401 INVALID_CREDENTIALS", async () => {
    const r = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "manager@demo.facetwise.test", password: "Wrong-horse-9" } });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("records sign-ins in the audit log", async () => {
    const rows = await app.deps.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in"));
    expect(rows.some((r) => (r.metadata as { method?: string }).method === "password")).toBe(true);
  });
});

describe("session cookie", () => {
  it("rejects a cookie whose signature was tampered with", async () => {
    const cookie = await signIn(app, "riley@demo.facetwise.test");
    expect((await me({ cookie })).statusCode).toBe(200);
    const [name, value] = cookie.split("=");
    const token = decodeURIComponent(value).split(".")[0];
    expect((await me({ cookie: `${name}=${encodeURIComponent(`${token}.AAAA`)}` })).statusCode).toBe(401);
  });

  it("stops accepting an expired session, and refresh cannot revive it", async () => {
    const cookie = await signIn(app, "jordan@demo.facetwise.test");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    app.deps.sessions.forgetToken(token);
    await app.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await app.inject({ method: "POST", url: "/api/auth/refresh", headers: { cookie } })).statusCode).toBe(401);
  });

  it("refresh extends a live session and re-issues the cookie", async () => {
    const cookie = await signIn(app, "sam@demo.facetwise.test");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    await app.deps.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(session.token, token));
    app.deps.sessions.forgetToken(token);
    const r = await app.inject({ method: "POST", url: "/api/auth/refresh", headers: { cookie } });
    expect(r.statusCode).toBe(200);
    expect(new Date(r.json().expiresAt).getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(String(r.headers["set-cookie"])).toMatch(/facetwise\.session_token=.*HttpOnly; SameSite=Lax/);
  });

  it("slides the expiry of a session in use once it is older than five minutes", async () => {
    const cookie = await signIn(app, "admin@demo.facetwise.test");
    const token = decodeURIComponent(cookie.split("=")[1]).split(".")[0];
    const soon = new Date(Date.now() + 20 * 60_000);
    await app.deps.database.db.update(session).set({ expiresAt: soon }).where(eq(session.token, token));
    app.deps.sessions.forgetToken(token);
    const r = await me({ cookie });
    expect(new Date(r.json().session.expiresAt).getTime()).toBeGreaterThan(soon.getTime() + 30 * 60_000);
    // the cookie is re-issued for the full timeout, so the browser keeps it as long as the session lives
    expect(String(r.headers["set-cookie"])).toMatch(/facetwise\.session_token=.*Max-Age=3600/);
    const again = await me({ cookie });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("sets the session cookie HttpOnly and SameSite=Lax on magic-link sign-in", async () => {
    await app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "riley@demo.facetwise.test" } });
    const link = new URL((await app.deps.mailer.recent(1))[0].links[0]);
    const v = await app.inject({ method: "GET", url: link.pathname + link.search });
    const c = [v.headers["set-cookie"]].flat().find((x) => String(x).startsWith("facetwise.session_token="));
    expect(c).toMatch(/HttpOnly/i);
    expect(c).toMatch(/SameSite=Lax/i);
  });
});

describe("the session probe (GET /api/auth/session)", () => {
  it("answers a signed-out visitor 200 with no user: being signed out is not an error", async () => {
    const r = await app.inject({ method: "GET", url: "/api/auth/session" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ me: null });
    const stale = await app.inject({ method: "GET", url: "/api/auth/session", headers: { authorization: "Bearer not-a-session" } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ me: null });
    // /api/auth/me keeps its contract: a session route, 401 without one
    expect((await me({})).statusCode).toBe(401);
  });

  it("answers a signed-in user exactly what /api/auth/me answers", async () => {
    const cookie = await signIn(app, "riley@demo.facetwise.test");
    const probe = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(probe.statusCode).toBe(200);
    expect(probe.json().me).toEqual((await me({ cookie })).json());
    expect(probe.json().me.user.email).toBe("riley@demo.facetwise.test");
  });
});
