import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, createApiClient, errorMessage, toApiError, type FetchLike } from "./api.ts";
import { createEmitter, type ApiEvents } from "./events.ts";

interface Call {
  path: string;
  init: RequestInit;
}

/** A fake fetch answering from a script: each path gets its responses in order (the last one repeats). */
function fakeFetch(script: Record<string, Array<() => Response>>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const counters = new Map<string, number>();
  const fetch: FetchLike = async (path, init) => {
    calls.push({ path, init });
    const answers = script[path];
    if (!answers) throw new TypeError("Failed to fetch");
    const index = counters.get(path) ?? 0;
    counters.set(path, index + 1);
    return answers[Math.min(index, answers.length - 1)]();
  };
  return { fetch, calls };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const unauthenticated = json(401, {
  code: "UNAUTHENTICATED",
  message: "Sign in first",
  statusCode: 401,
  timestamp: "2025-01-01T00:00:00.000Z",
});

function setup(script: Record<string, Array<() => Response>>) {
  const events = createEmitter<ApiEvents>();
  const authErrors: ApiEvents["auth-error"][] = [];
  const rateLimits: ApiEvents["rate-limit"][] = [];
  events.on("auth-error", (e) => authErrors.push(e));
  events.on("rate-limit", (e) => rateLimits.push(e));
  const { fetch, calls } = fakeFetch(script);
  const client = createApiClient({ fetch, events });
  return { client, calls, authErrors, rateLimits };
}

describe("api client", () => {
  it("sends JSON with same-origin credentials and parses the answer", async () => {
    const { client, calls } = setup({ "/api/things": [json(200, { ok: 1 })] });
    const result = await client.post("/api/things", { a: 1 }, { schema: z.object({ ok: z.number() }) });
    expect(result).toEqual({ ok: 1 });
    expect(calls[0].init.method).toBe("POST");
    expect(calls[0].init.credentials).toBe("same-origin");
    expect(calls[0].init.body).toBe('{"a":1}');
    expect((calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("returns undefined for 204", async () => {
    const { client } = setup({ "/api/auth/logout": [() => new Response(null, { status: 204 })] });
    await expect(client.post("/api/auth/logout", undefined, { schema: null })).resolves.toBeUndefined();
  });

  it("on 401 refreshes once and retries the request once", async () => {
    const { client, calls, authErrors } = setup({
      "/api/things": [unauthenticated, json(200, { n: 2 })],
      "/api/auth/refresh": [json(200, { token: "t", expiresAt: "x", user: { id: "1", name: "A", email: "a@b.c" } })],
    });
    await expect(client.get("/api/things", { schema: z.unknown() })).resolves.toEqual({ n: 2 });
    expect(calls.map((c) => c.path)).toEqual(["/api/things", "/api/auth/refresh", "/api/things"]);
    expect(calls[1].init.method).toBe("POST");
    expect(authErrors).toEqual([]);
  });

  it("when the refresh fails it raises auth-error and throws the 401", async () => {
    const { client, calls, authErrors } = setup({
      "/api/things": [unauthenticated],
      "/api/auth/refresh": [unauthenticated],
    });
    const error = await client.get("/api/things", { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(401);
    expect((error as ApiError).code).toBe("UNAUTHENTICATED");
    expect(calls.map((c) => c.path)).toEqual(["/api/things", "/api/auth/refresh"]);
    expect(authErrors).toEqual([{ path: "/api/things", statusCode: 401 }]);
  });

  it("when the retry is still 401 it raises auth-error and does not loop", async () => {
    const { client, calls, authErrors } = setup({
      "/api/things": [unauthenticated],
      "/api/auth/refresh": [json(200, {})],
    });
    await expect(client.get("/api/things", { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.path)).toEqual(["/api/things", "/api/auth/refresh", "/api/things"]);
    expect(authErrors).toHaveLength(1);
  });

  it("a refresh that throws (network) counts as failed", async () => {
    const { client, authErrors } = setup({ "/api/things": [unauthenticated] });
    await expect(client.get("/api/things", { schema: z.unknown() })).rejects.toMatchObject({ statusCode: 401 });
    expect(authErrors).toHaveLength(1);
  });

  it("concurrent 401s share a single refresh", async () => {
    const { client, calls } = setup({
      "/api/a": [unauthenticated, json(200, "a")],
      "/api/b": [unauthenticated, json(200, "b")],
      "/api/auth/refresh": [json(200, {})],
    });
    await expect(Promise.all([client.get("/api/a", { schema: z.unknown() }), client.get("/api/b", { schema: z.unknown() })])).resolves.toEqual(["a", "b"]);
    expect(calls.filter((c) => c.path === "/api/auth/refresh")).toHaveLength(1);
  });

  it("does not refresh for the auth calls themselves", async () => {
    const { client, calls, authErrors } = setup({ "/api/auth/me": [unauthenticated] });
    await expect(client.get("/api/auth/me", { schema: z.unknown() })).rejects.toMatchObject({ statusCode: 401 });
    expect(calls).toHaveLength(1);
    expect(authErrors).toEqual([]);
  });

  it("on 429 counts and raises rate-limit with Retry-After", async () => {
    const limited = json(429, { code: "RATE_LIMITED", message: "Slow down", statusCode: 429, timestamp: "t" }, { "Retry-After": "7" });
    const { client, rateLimits } = setup({ "/api/x": [limited] });
    await expect(client.get("/api/x", { schema: z.unknown() })).rejects.toMatchObject({ code: "RATE_LIMITED", message: "Slow down" });
    await expect(client.get("/api/x", { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(client.rateLimitCount).toBe(2);
    expect(rateLimits).toEqual([
      { path: "/api/x", count: 1, retryAfterSeconds: 7 },
      { path: "/api/x", count: 2, retryAfterSeconds: 7 },
    ]);
  });

  it("a rate-limited refresh is not treated as signed out", async () => {
    const { client, authErrors, rateLimits } = setup({
      "/api/things": [unauthenticated],
      "/api/auth/refresh": [json(429, { code: "RATE_LIMITED", message: "x", statusCode: 429, timestamp: "t" })],
    });
    await expect(client.get("/api/things", { schema: z.unknown() })).rejects.toMatchObject({ statusCode: 401 });
    expect(authErrors).toEqual([]);
    expect(rateLimits).toHaveLength(1);
  });

  it("keeps the server's error fields", async () => {
    const body = { code: "USER_NOT_FOUND", message: "No account", details: { field: "email" }, statusCode: 422, timestamp: "2025-02-02T00:00:00.000Z" };
    const { client } = setup({ "/api/auth/magic-link": [json(422, body)] });
    const error = (await client.post("/api/auth/magic-link", {}, { schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject(body);
    expect(error.name).toBe("ApiError");
  });

  it("rejects a response that does not match the schema", async () => {
    const { client } = setup({ "/api/x": [json(200, { nope: true })] });
    await expect(client.get("/api/x", { schema: z.object({ yes: z.boolean() }) })).rejects.toMatchObject({
      code: "INVALID_RESPONSE",
    });
  });

  it("propagates network exceptions unchanged", async () => {
    const { client } = setup({});
    const error = await client.get("/api/nowhere", { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error)).toBe("An unexpected error occurred");
  });
});

describe("toApiError", () => {
  it("defaults code and message for bodies without them", () => {
    for (const body of [undefined, "Bad Gateway", {}, { code: "", message: "" }, [1, 2]]) {
      const error = toApiError(502, body);
      expect(error.code).toBe("UNKNOWN_ERROR");
      expect(error.message).toBe("Unknown error occurred");
      expect(error.statusCode).toBe(502);
      expect(typeof error.timestamp).toBe("string");
    }
  });

  it("errorMessage gives the server message for ApiError", () => {
    expect(errorMessage(toApiError(400, { message: "Invalid email" }))).toBe("Invalid email");
  });
});
