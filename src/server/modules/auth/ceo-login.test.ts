/**
 * The CEO Dashboard Login (spec 2 §2.15, §7): platform staff sign in with a password and get the normal session;
 * anyone else (an organization's admin with the right password included) gets the answer of a wrong password; the
 * per-address backoff of the password login holds here too. The clock is stepped, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { demoCeoPassword } from "../staff/api.ts";

let app: TestApp;
const now = 1_900_000_000_000;
const CEO = "ceo@demo.facetwise.test";
const ADMIN = "admin@demo.facetwise.test";
const ADMIN_PASSWORD = "Admin-horse-4";

beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" }, {}, { rateLimitClock: () => now });
  await app.deps.authService.setPassword(ADMIN, ADMIN_PASSWORD);
});
afterAll(async () => app?.cleanup());

const login = (email: string, password: string) => app.inject({ method: "POST", url: "/api/auth/ceo", payload: { email, password } });
const sessionCookie = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).map((c) => c.split(";")[0]).find((c) => c.startsWith("facetwise.session_token=") && !c.endsWith("="));

describe("CEO login", () => {
  it("signs the demo CEO in with the development password, with the platform permissions, and signs out", async () => {
    const r = await login(CEO, demoCeoPassword(app.deps.secret));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().user).toMatchObject({ email: CEO, role: "ceo" });
    expect(r.json().user.permissions).toEqual(expect.arrayContaining(["business.read", "sales.read"]));
    expect(r.json().user.permissions).not.toContain("staff.manage");
    const cookie = sessionCookie(r.headers["set-cookie"]);
    expect(cookie).toBeDefined();
    const who = await app.inject({ method: "GET", url: "/api/auth/ceo", headers: { cookie: cookie! } });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual(r.json());
    const out = await app.inject({ method: "DELETE", url: "/api/auth/ceo", headers: { cookie: cookie! } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo", headers: { cookie: cookie! } })).statusCode).toBe(401);
  });

  it("answers a wrong password, an unknown address and a non-staff account with the right password alike", async () => {
    const answers = [await login(CEO, "Wrong-horse-1"), await login("nobody@demo.facetwise.test", "Wrong-horse-1"), await login(ADMIN, ADMIN_PASSWORD)];
    for (const a of answers) {
      expect(a.statusCode).toBe(401);
      expect(a.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid email or password" });
      expect(sessionCookie(a.headers["set-cookie"])).toBeUndefined();
    }
    // the organization admin's password still works on the ordinary login: only this door is closed to them
    expect((await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: ADMIN, password: ADMIN_PASSWORD } })).statusCode).toBe(200);
  });

  it("GET answers 401 to an organization's admin and to nobody", async () => {
    const r = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: ADMIN, password: ADMIN_PASSWORD } });
    const cookie = sessionCookie(r.headers["set-cookie"])!;
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo", headers: { cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo" })).statusCode).toBe(401);
  });

  it("locks the address after ten failures, the right password included (429 with Retry-After)", async () => {
    const ops = "operator@demo.facetwise.test";
    await app.deps.authService.setPassword(ops, "Operator-horse-2");
    for (let i = 0; i < 10; i++) expect((await login(ops, `Wrong-horse-${i}`)).statusCode).toBe(401);
    const locked = await login(ops, "Operator-horse-2");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("ACCOUNT_LOCKED");
    expect(locked.headers["retry-after"]).toBe("30");
  });

  it("offers the demo credentials in development to this machine only", async () => {
    const local = await app.inject({ method: "GET", url: "/api/auth/ceo/demo-credentials", remoteAddress: "127.0.0.1" });
    expect(local.json()).toEqual({ demo: { email: CEO, password: demoCeoPassword(app.deps.secret) } });
    expect((await app.inject({ method: "GET", url: "/api/auth/ceo/demo-credentials", remoteAddress: "192.0.2.9" })).statusCode).toBe(404);
  });
});

describe("CEO login in production", () => {
  it("has no demo credentials route and gives the demo CEO no password", async () => {
    // without the vendor's simulated customer history (production seeds it by default): nothing here reads it, and
    // seeding it took this test past its 30 s limit on a busy two-core machine
    const prod = await buildTestApp({ NODE_ENV: "production", RATE_LIMIT_ENABLED: "false", FACETWISE_CREDENTIALS_KEY: "x".repeat(40), FACETWISE_SEED_CUSTOMERS: "false" });
    try {
      expect(prod.routeTable.some((r) => r.url === "/api/auth/ceo/demo-credentials")).toBe(false);
      expect(await prod.deps.authService.hasPassword(CEO)).toBe(false);
      const r = await prod.inject({ method: "POST", url: "/api/auth/ceo", payload: { email: CEO, password: demoCeoPassword(prod.deps.secret) } });
      expect(r.statusCode).toBe(401);
    } finally {
      await prod.cleanup();
    }
  });
});
