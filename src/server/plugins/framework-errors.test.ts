/**
 * The framework's and the sign-in library's own refusals answer like ours: a stable code and a message from the
 * errors catalog in the caller's locale (the pseudo-locale here, so a message that bypassed the catalog reads as
 * plain English), never the framework's or better-auth's English.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { APIError } from "better-auth/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../tests/support/app.ts";
import { en } from "../locales/en/index.ts";
import { pseudoString } from "../i18n/pseudo.ts";
import { registerErrorHandling } from "./errors.ts";
import { providerRefusal } from "../auth/provider-errors.ts";
import { PSEUDO_LOCALE, translator } from "../i18n/index.ts";

const XA = { "accept-language": "en-XA" };
const { http, auth } = en.errors;

/** Runs of two or more plain ASCII words outside the given values: English that bypassed the catalog. */
const plainEnglish = (message: string, values: readonly string[] = []) => {
  let rest = message;
  for (const v of values) rest = rest.split(v).join(" ");
  return rest.match(/(?<![\p{L}\p{M}])[A-Za-z]+(?:[\s,.:;()'"-]+[A-Za-z]+)+(?![\p{L}\p{M}])/gu) ?? [];
};

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
});
afterAll(async () => app?.cleanup());

describe("Fastify's own refusals, through the app", () => {
  const post = (headers: Record<string, string>, payload: string) => app.inject({ method: "POST", url: "/api/auth/login", headers: { ...XA, ...headers }, payload });

  it.each([
    ["a body that is not JSON", { "content-type": "application/json" }, '{"email": nope', 400, "VALIDATION_ERROR", http.body.invalidJson],
    ["an empty JSON body", { "content-type": "application/json" }, "", 400, "VALIDATION_ERROR", http.body.emptyJson],
    ["a content type no route reads", { "content-type": "application/xml" }, "<login/>", 415, "UNSUPPORTED_MEDIA_TYPE", http.body.unsupportedType],
    [
      "a body over the limit",
      { "content-type": "application/json" },
      JSON.stringify({ email: "a@b.example", password: "x".repeat(1_100_000) }),
      413,
      "PAYLOAD_TOO_LARGE",
      http.body.tooLarge,
    ],
  ])("%s: its code, and the catalog's message in the caller's locale", async (_, headers, payload, status, code, english) => {
    const r = await post(headers, payload);
    expect(r.statusCode).toBe(status);
    expect(r.json()).toMatchObject({ code, statusCode: status, message: pseudoString(english) });
    // without the header, the same sentence in English (the framework's own words are gone)
    const plain = await app.inject({ method: "POST", url: "/api/auth/login", headers, payload });
    expect(plain.json()).toMatchObject({ code, message: english });
  });

  it("an unknown route: 404 in the pseudo-locale, naming only the method and path asked for", async () => {
    const r = await app.inject({ method: "GET", url: "/api/no-such-route?secret=1", headers: XA });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe("NOT_FOUND");
    expect(r.json().message).toMatch(/^⟦.*⟧$/);
    expect(r.json().message).not.toContain("secret");
    expect(plainEnglish(r.json().message, ["/api/no-such-route", "GET"])).toEqual([]);
  });
});

describe("better-auth's refusals, through the app", () => {
  it("a wrong password at the CEO login: INVALID_CREDENTIALS in the pseudo-locale", async () => {
    const r = await app.inject({ method: "POST", url: "/api/auth/ceo", headers: XA, payload: { email: "ceo@demo.facetwise.test", password: "Wrong-password-1" } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: pseudoString(auth.invalidEmailOrPassword) });
  });

  it("a password longer than better-auth takes (its PASSWORD_TOO_LONG): our code and the catalog's words", async () => {
    const payload = { email: "admin@demo.facetwise.test", password: "x".repeat(150) };
    const r = await app.inject({ method: "POST", url: "/api/auth/login", headers: XA, payload });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "VALIDATION_ERROR", message: pseudoString(auth.provider.passwordTooLong) });
    expect((await app.inject({ method: "POST", url: "/api/auth/login", payload })).json().message).toBe(auth.provider.passwordTooLong);
  });

  it("a sign-in link's own refusal (its answer's body, as the verification route reads it): by its code, not its English", () => {
    const e = providerRefusal(403, { code: "INVALID_CALLBACK_URL", message: "Invalid callbackURL" });
    expect([e.statusCode, e.code, e.messageIn(translator(PSEUDO_LOCALE))]).toEqual([403, "CROSS_SITE_REQUEST", pseudoString(auth.provider.untrustedAddress)]);
    const unknown = providerRefusal(401, { message: "Something new" });
    expect([unknown.statusCode, unknown.code, unknown.messageIn(translator("en"))]).toEqual([401, "UNAUTHENTICATED", en.errors.common.unauthenticated]);
  });

  it("an unusable sign-in link redirects back to the app with better-auth's code only (the web words it by code)", async () => {
    const r = await app.inject({ method: "GET", url: `/api/auth/magic-link/verify?token=${"t".repeat(32)}&callbackURL=${encodeURIComponent("/auth/callback")}`, headers: XA });
    expect(r.statusCode).toBe(302);
    expect(new URL(r.headers.location!, "http://x").searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});

describe("the error handler, for refusals the app does not provoke on demand", () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = Fastify();
    registerErrorHandling(bare, { "x-test": "1" }, async () => "en-XA");
    const failing = (status: number, code?: string) => Object.assign(new Error("Some framework English"), { statusCode: status, ...(code ? { code } : {}) });
    bare.get("/406", async () => {
      throw failing(406);
    });
    bare.get("/429", async () => {
      throw failing(429);
    });
    bare.get("/503", async () => {
      throw failing(503, "FST_ERR_HANDLER_TIMEOUT");
    });
    bare.get("/418", async () => {
      throw failing(418);
    });
    bare.get("/better-auth/:code", async (req) => {
      throw APIError.from("BAD_REQUEST", { code: (req.params as { code: string }).code, message: "Some library English" });
    });
    await bare.ready();
  });
  afterAll(async () => bare?.close());

  it.each([
    ["/406", 406, "NOT_ACCEPTABLE", http.status["406"]],
    ["/429", 429, "RATE_LIMITED", http.status["429"]],
    ["/503", 503, "SERVICE_UNAVAILABLE", http.status["503"]],
    ["/418", 418, "VALIDATION_ERROR", http.status.other],
    ["/better-auth/INVALID_TOKEN", 401, "UNAUTHENTICATED", auth.provider.invalidLink],
    ["/better-auth/SESSION_EXPIRED", 401, "UNAUTHENTICATED", auth.provider.sessionExpired],
    ["/better-auth/TOO_MANY_REQUESTS", 429, "RATE_LIMITED", auth.provider.tooManyRequests],
    ["/better-auth/INVALID_EMAIL", 400, "VALIDATION_ERROR", auth.provider.invalidEmail],
    ["/better-auth/SOMETHING_NEW", 400, "VALIDATION_ERROR", auth.provider.refused],
  ])("%s answers %i %s with the catalog's message, not the thrower's", async (url, status, code, english) => {
    const r = await bare.inject({ method: "GET", url });
    expect(r.statusCode).toBe(status);
    expect(r.headers["x-test"]).toBe("1");
    expect(r.json()).toMatchObject({ code, statusCode: status, message: pseudoString(english) });
    expect(r.body).not.toMatch(/English|FST_/);
  });
});
