/**
 * Answer autosave has its own rate-limit bucket (20 a second, burst 100 by default): a person answering as fast as anyone
 * can never meets a 429, while the general limit (spec 3 §9: 100 a minute, burst 200) still holds for
 * every other route. The limiter's clock is stepped, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { validAnswer } from "../../../tests/support/factories.ts";
import { itemsForType } from "../../instruments/catalog.ts";

let app: TestApp;
let now = 1_900_000_000_000;
let cookie: string;
let responseId: string;
const items = itemsForType("ipip-neo-120");

beforeAll(async () => {
  // the spec's general limit (the defaults), on a clock the test steps
  app = await buildTestApp({}, {}, { rateLimitClock: () => now });
  expect(app.deps.config.rateLimit).toEqual({ enabled: true, perMinute: 100, burst: 200, autosave: { perMinute: 1200, burst: 100 } });
  cookie = await signIn(app, "riley@demo.facetwise.test");
  const { id } = (await app.inject({ method: "POST", url: "/api/assessments", headers: { cookie }, payload: { typeId: "ipip-neo-120" } })).json();
  responseId = (await app.inject({ method: "POST", url: `/api/assessments/${id}/start`, headers: { cookie }, payload: { consent: true } })).json().responseId;
});
afterAll(async () => app?.cleanup());

const save = (i: number) => {
  const item = items[i % items.length];
  return app.inject({
    method: "PUT",
    url: `/api/responses/${responseId}/answers/${encodeURIComponent(item.id)}`,
    headers: { cookie },
    payload: { value: validAnswer(item, 1 + (i % 5)), timeMs: 200 },
  });
};
const read = () => app.inject({ method: "GET", url: `/api/responses/${responseId}`, headers: { cookie } });

describe("autosave rate limit", () => {
  it("600 answers saved at one every 0.2 s (two minutes of the fastest answering) never meet a 429", async () => {
    const statuses = new Map<number, number>();
    for (let i = 0; i < 600; i++) {
      now += 200;
      const r = await save(i);
      statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 600 });
  });

  it("the general limit still applies to everything else, and spending it does not touch autosave", async () => {
    now += 5 * 60_000; // both buckets full again
    const codes: number[] = [];
    for (let i = 0; i < 201; i++) codes.push((await read()).statusCode);
    expect(codes.slice(0, 200).every((c) => c === 200)).toBe(true);
    const limited = await read();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", statusCode: 429 });
    // the respondent keeps answering
    expect((await save(1)).statusCode).toBe(200);
  });

  it("still bounds a script: past its burst, autosave at machine speed is refused", async () => {
    now += 5 * 60_000;
    const codes: number[] = [];
    for (let i = 0; i < 120; i++) codes.push((await save(i)).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
  });

  it("anonymous requests to the autosave route spend the general (per-address) limit, not the autosave budget", async () => {
    now += 5 * 60_000;
    const anonymous = () => app.inject({ method: "PUT", url: `/api/responses/${responseId}/answers/${encodeURIComponent(items[0].id)}`, payload: { value: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 201; i++) codes.push((await anonymous()).statusCode);
    expect(codes.slice(0, 200).every((c) => c === 401)).toBe(true);
    expect(codes[200]).toBe(429);
  });
});

describe("rate limit behind a proxy (TRUSTED_PROXIES)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ RATE_LIMIT_BURST: "2", RATE_LIMIT_PER_MINUTE: "1", TRUSTED_PROXIES: "10.0.0.0/8" }, {}, { rateLimitClock: () => now });
  });
  afterAll(async () => proxied?.cleanup());
  const health = (remoteAddress: string, xff?: string) => proxied.inject({ method: "GET", url: "/api/health", remoteAddress, headers: xff ? { "x-forwarded-for": xff } : {} });

  it("gives each client behind a trusted proxy its own bucket: the right-most address not in a trusted range", async () => {
    expect((await health("10.1.1.1", "203.0.113.5")).statusCode).toBe(200);
    expect((await health("10.1.1.2", "203.0.113.5")).statusCode).toBe(200);
    expect((await health("10.1.1.1", "203.0.113.5")).statusCode).toBe(429);
    // another client through the same proxy is not punished for it; a spoofed left-most entry changes nothing
    expect((await health("10.1.1.1", "203.0.113.6")).statusCode).toBe(200);
    expect((await health("10.1.1.1", "198.51.100.9, 203.0.113.5, 10.2.2.2")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    expect((await health("192.0.2.7", "203.0.113.77")).statusCode).toBe(200);
    expect((await health("192.0.2.7", "203.0.113.78")).statusCode).toBe(200);
    expect((await health("192.0.2.7", "203.0.113.79")).statusCode).toBe(429);
  });

  it("refuses a malformed TRUSTED_PROXIES", async () => {
    const { loadConfig } = await import("../config.ts");
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: " 10.0.0.0/8, ::1 " }).trustedProxies).toEqual(["10.0.0.0/8", "::1"]);
  });
});
