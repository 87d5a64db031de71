import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { loadConfig } from "../config.ts";
import { securityHeadersFor } from "./security-headers.ts";

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await buildTestApp({ RATE_LIMIT_ENABLED: "false" });
  cookie = await signIn(app, "riley@demo.facetwise.test");
});
afterAll(async () => app?.cleanup());

describe("caching of API answers", () => {
  it("marks signed-in JSON answers Cache-Control: no-store (a shared or back-button cache keeps no personal data)", async () => {
    for (const url of ["/api/auth/me", "/api/notifications", "/api/assessments/consent-terms"]) {
      const r = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["cache-control"], url).toBe("no-store");
    }
    // errors too, and answers to bearer clients
    expect((await app.inject({ method: "GET", url: "/api/auth/me" })).headers["cache-control"]).toBe("no-store");
  });
});

describe("content security policy", () => {
  const connectSrc = (env: Record<string, string>) => {
    const csp = securityHeadersFor(loadConfig({ NODE_ENV: "test", ...env }))["content-security-policy"] ?? "";
    return csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("connect-src"));
  };

  it("allows sockets to this server's own origin only, not to any ws/wss host", () => {
    expect(connectSrc({ PUBLIC_URL: "https://facetwise.example" })).toBe("connect-src 'self' wss://facetwise.example");
    expect(connectSrc({ PUBLIC_URL: "http://intranet.local:8080" })).toBe("connect-src 'self' ws://intranet.local:8080");
    expect(connectSrc({ PORT: "4000" })).toBe("connect-src 'self' ws://localhost:4000");
  });
});
