import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { buildTestApp, signIn, type TestApp } from "../../../tests/support/app.ts";
import { attachRealtime, isOwnHandshake } from "./socket.ts";

const PUBLIC_ORIGIN = "https://facetwise.example";

type Outcome = { ready: true } | { ready: false; error: string };

/** Opens a socket.io connection with the given headers and resolves on `ready` (accepted) or connect_error (refused). */
function handshake(url: string, headers: Record<string, string>, transport: "websocket" | "polling"): Promise<Outcome> {
  const socket: Socket = io(url, { path: "/socket.io", transports: [transport], extraHeaders: headers, reconnection: false, forceNew: true, timeout: 10_000 });
  return new Promise<Outcome>((resolve) => {
    socket.once("ready", () => resolve({ ready: true }));
    socket.once("connect_error", (e) => resolve({ ready: false, error: e.message }));
  }).finally(() => socket.close());
}

describe("realtime socket: origin check", () => {
  let app: TestApp;
  let url = "";
  let cookie = "";

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL: PUBLIC_ORIGIN });
    await attachRealtime(app);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("the app is not listening on a TCP port");
    url = `http://127.0.0.1:${address.port}`;
    cookie = await signIn(app, "riley@demo.facetwise.test");
  });

  afterAll(async () => {
    await app?.cleanup();
  });

  for (const transport of ["websocket", "polling"] as const) {
    it(`refuses a handshake from a foreign origin even with a valid session cookie (${transport})`, async () => {
      const outcome = await handshake(url, { cookie, origin: "https://evil.example" }, transport);
      expect(outcome.ready).toBe(false);
      // and an opaque origin (sandboxed frames, file: pages) is no better
      expect((await handshake(url, { cookie, origin: "null" }, transport)).ready).toBe(false);
    });

    it(`accepts the app's own origins: the request's own host, and PUBLIC_URL (${transport})`, async () => {
      expect(await handshake(url, { cookie, origin: url }, transport)).toEqual({ ready: true });
      expect(await handshake(url, { cookie, origin: PUBLIC_ORIGIN }, transport)).toEqual({ ready: true });
    });
  }

  it("accepts a client that sends no Origin (not a browser), but still requires the session", async () => {
    expect(await handshake(url, { cookie }, "websocket")).toEqual({ ready: true });
    expect(await handshake(url, {}, "websocket")).toEqual({ ready: false, error: "UNAUTHENTICATED" });
  });

  it("isOwnHandshake: the HTTP cross-site rule, and no Origin passes unless the request says cross-site", () => {
    const allowed = new Set([PUBLIC_ORIGIN]);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }, allowed)).toBe(true);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", origin: PUBLIC_ORIGIN }, allowed)).toBe(true);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3001" }, allowed)).toBe(false);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", origin: "https://evil.example" }, allowed)).toBe(false);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", origin: "null" }, allowed)).toBe(false);
    expect(isOwnHandshake({ host: "127.0.0.1:3000" }, allowed)).toBe(true);
    expect(isOwnHandshake({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" }, allowed)).toBe(false);
  });
});
