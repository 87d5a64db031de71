import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { auditLog, outbox } from "../db/schema/index.ts";

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "60", RATE_LIMIT_BURST: "1000" });
  app.get("/api/test/boom", async () => {
    throw new Error("secret internal detail");
  });
});
afterAll(async () => app?.cleanup());

describe("security baseline", () => {
  it("sends security headers with a CSP", async () => {
    const r = await app.inject({ method: "GET", url: "/api/health" });
    expect(r.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers unexpected errors with 500, a request id and no internals", async () => {
    const r = await app.inject({ method: "GET", url: "/api/test/boom", headers: { "x-request-id": "req-123" } });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ code: "INTERNAL_ERROR", message: "An unexpected error occurred", details: { requestId: "req-123" } });
    expect(r.body).not.toContain("secret internal detail");
    expect(r.body).not.toContain("at ");
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const r = await app.inject({ method: "POST", url: "/api/auth/magic-link", headers: { "content-type": "application/json" }, payload: "{not json" });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
  });

  it("refuses a cross-site, cookie-authenticated mutation and writes nothing", async () => {
    const cookie = await signIn(app, "admin@demo.facetwise.test");
    const audits = async () => Number((await app.deps.database.db.select({ n: count() }).from(auditLog))[0].n);
    const before = await audits();
    const r = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, origin: "https://evil.example" } });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("CROSS_SITE_REQUEST");
    expect(await audits()).toBe(before);
    expect((await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(200);
    // an opaque origin ("null", e.g. a sandboxed frame) is cross-site too, not a server error
    const opaque = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, origin: "null" } });
    expect(opaque.statusCode).toBe(403);
    // same origin is fine
    const ok = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, origin: "http://localhost:3999", host: "localhost:3999" } });
    expect(ok.statusCode).toBe(204);
  });

  it("limits magic-link requests per email address", async () => {
    const mails = async () => Number((await app.deps.database.db.select({ n: count() }).from(outbox))[0].n);
    const send = () => app.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "jordan@demo.facetwise.test" }, remoteAddress: "10.0.0.7" });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const before = await mails();
    const r = await send();
    expect(r.statusCode).toBe(429);
    expect(r.json().code).toBe("RATE_LIMITED");
    expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    expect(await mails()).toBe(before);
  });
});

describe("global rate limit", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ RATE_LIMIT_PER_MINUTE: "100", RATE_LIMIT_BURST: "3" });
  });
  afterAll(async () => small?.cleanup());

  it("allows the burst, then answers 429 with retry-after, per client address", async () => {
    const hit = (ip: string) => small.inject({ method: "GET", url: "/api/health", remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await hit("10.1.1.1")).statusCode).toBe(200);
    const r = await hit("10.1.1.1");
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: "RATE_LIMITED", statusCode: 429 });
    expect(r.headers["retry-after"]).toBe("1");
    expect((await hit("10.1.1.2")).statusCode).toBe(200);
  });
});

describe("development mailbox", () => {
  it("exists outside production", async () => {
    const r = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain("Development mailbox");
  });

  it("is absent in production", async () => {
    const prod = await buildTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://facetwise.example", FACETWISE_CREDENTIALS_KEY: "security-test-credentials-key-0123456789" });
    try {
      const r = await prod.inject({ method: "GET", url: "/api/dev/mailbox" });
      expect(r.statusCode).toBe(404);
      const secureCookieApp = await prod.inject({ method: "POST", url: "/api/auth/magic-link", payload: { email: "admin@demo.facetwise.test" } });
      expect(secureCookieApp.statusCode).toBe(200);
    } finally {
      await prod.cleanup();
    }
  });
});
