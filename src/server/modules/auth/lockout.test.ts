/**
 * Per-account backoff on the password login: ten failures, then the account waits (30 s, doubling with every
 * further failure), the right password included; success resets it; an unknown address is answered exactly
 * like a known one. The clock is stepped, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../tests/support/app.ts";

let app: TestApp;
let now = 1_900_000_000_000;
const EMAIL = "manager@demo.facetwise.test";
const RIGHT = "Correct-horse-9";

beforeAll(async () => {
  app = await buildTestApp({}, {}, { rateLimitClock: () => now });
  await app.deps.authService.setPassword(EMAIL, RIGHT);
});
afterAll(async () => app?.cleanup());

const login = (email: string, password: string, ip = "127.0.0.1") => app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: ip, payload: { email, password } });

describe("password login lockout", () => {
  it("locks an account after ten failures, refuses the right password while locked, and says when to retry", async () => {
    for (let i = 0; i < 10; i++) expect((await login(EMAIL, `Wrong-horse-${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    const locked = await login(EMAIL, "Wrong-horse-x", "10.0.1.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBe("30");
    expect(locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED", statusCode: 429, details: { retryAfterSeconds: 30 } });
    expect(locked.json().message).toMatch(/30 seconds/);
    // the right password, from another address, is refused too
    const right = await login(EMAIL, RIGHT, "10.0.2.2");
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBeDefined();
  });

  it("doubles the wait with each further failure, and resets on success", async () => {
    now += 31_000;
    expect((await login(EMAIL, "Wrong-horse-11")).statusCode).toBe(401);
    const second = await login(EMAIL, RIGHT);
    expect(second.statusCode).toBe(429);
    expect(second.headers["retry-after"]).toBe("60");
    now += 61_000;
    expect((await login(EMAIL, RIGHT)).statusCode).toBe(200);
    // a fresh start: nine failures and the right password still works
    for (let i = 0; i < 9; i++) expect((await login(EMAIL, `Wrong-horse-${i}`)).statusCode).toBe(401);
    expect((await login(EMAIL, RIGHT)).statusCode).toBe(200);
  });

  it("answers an unknown address exactly as a known one (no account enumeration)", async () => {
    const ghost = "nobody-here@demo.facetwise.test";
    for (let i = 0; i < 10; i++) {
      const r = await login(ghost, `Wrong-horse-${i}`);
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe("INVALID_CREDENTIALS");
    }
    const locked = await login(ghost, "Wrong-horse-x");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED", details: { retryAfterSeconds: 30 } });
  });

  it("exposes none of better-auth's own password endpoints to the network", async () => {
    for (const url of [
      "/api/auth/sign-in/email",
      "/api/auth/change-password",
      "/api/auth/reset-password",
      "/api/auth/set-password",
      "/api/auth/request-password-reset",
      "/api/auth/sign-up/email",
    ]) {
      const r = await app.inject({ method: "POST", url, payload: { email: EMAIL, password: RIGHT, newPassword: RIGHT, currentPassword: RIGHT } });
      expect(r.statusCode, url).toBe(404);
    }
  });
});
