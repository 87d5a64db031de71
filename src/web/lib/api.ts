import type { ErrorCode } from "../../contracts/errors.ts";
import { apiEvents, type ApiEvents, type Emitter } from "./events.ts";
import "./i18n-common.ts";
import { forcedLanguage, tNs } from "./i18n.ts";

/** Fields of the spec's error shape (spec 1 §8), all but the status optional on the way in. */
export interface ApiErrorInit {
  code?: string;
  message?: string;
  details?: unknown;
  statusCode: number;
  timestamp?: string;
}

/** A failed API call: code defaults to UNKNOWN_ERROR and message to 'Unknown error occurred' (spec 1 §8). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ErrorCode | (string & {});
  readonly details: unknown;
  readonly statusCode: number;
  readonly timestamp: string;

  constructor(init: ApiErrorInit) {
    super(init.message && init.message.trim() !== "" ? init.message : "Unknown error occurred");
    this.code = init.code && init.code.trim() !== "" ? init.code : "UNKNOWN_ERROR";
    this.details = init.details;
    this.statusCode = init.statusCode;
    this.timestamp = init.timestamp ?? new Date().toISOString();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from a response status and whatever body came with it (JSON object, text or nothing). */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError({ statusCode: status });
  return new ApiError({
    code: typeof body.code === "string" ? body.code : undefined,
    message: typeof body.message === "string" ? body.message : undefined,
    details: body.details,
    statusCode: typeof body.statusCode === "number" ? body.statusCode : status,
    timestamp: typeof body.timestamp === "string" ? body.timestamp : undefined,
  });
}

/** The user-facing text for any thrown value: the server's message, or a generic one for exceptions (spec 1 §8). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : tNs("common")("errors.unexpected");
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A response schema: zod's classic API (src/contracts) or zod/mini (lib/first-visit-schemas.ts), which parse alike. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * The route's response contract (the schema the server answers with, from src/contracts; for what /login and
   * /dashboard read on a first visit, its zod/mini twin in lib/first-visit-schemas.ts): the body is parsed with it
   * and a mismatch raises ApiError INVALID_RESPONSE. `null` declares an answer without a body (204). Required, so
   * no call reads an unchecked answer.
   */
  schema: ResponseSchema<T> | null;
  signal?: AbortSignal;
  /**
   * Skip the 401 → refresh → retry dance. Defaults to true for the auth calls (/api/auth/*),
   * whose 401 simply means "not signed in".
   */
  skipAuthRefresh?: boolean;
  /**
   * For create actions: one key per user intent (see lib/idempotency.ts), kept across retries, so a double
   * click or a retried request creates one thing (the server replays its first answer).
   */
  idempotencyKey?: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  events?: Emitter<ApiEvents>;
  /** Prefix for every path (empty: same origin). */
  baseUrl?: string;
  refreshPath?: string;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  post<T>(path: string, body: unknown, options: Omit<RequestOptions<T>, "method" | "body">): Promise<T>;
  /** How many 429 answers this client has seen (spec 1 §4: "a rate-limit counter rises"). */
  readonly rateLimitCount: number;
}

type RefreshOutcome = "refreshed" | "failed" | "rate-limited";

function retryAfterSeconds(response: Response): number | null {
  const raw = response.headers.get("retry-after");
  if (raw === null) return null;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A JSON client for our API. Cookies carry the session (credentials 'same-origin'); the client keeps no token.
 * On 401 it refreshes the session once (shared by concurrent callers) and retries the request once; if that
 * fails it emits 'auth-error'. On 429 it counts and emits 'rate-limit'. Failures throw ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const events = options.events ?? apiEvents;
  const baseUrl = options.baseUrl ?? "";
  const refreshPath = options.refreshPath ?? "/api/auth/refresh";
  let rateLimitCount = 0;
  let refreshInFlight: Promise<RefreshOutcome> | null = null;

  function send(path: string, method: HttpMethod, body: unknown, signal: AbortSignal | undefined, idempotencyKey?: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    // the dev/test pseudo-locale: the server writes its messages in it too (it honours en-XA outside production)
    const forced = forcedLanguage();
    if (forced) headers["Accept-Language"] = forced;
    const init: RequestInit = { method, headers, credentials: "same-origin", signal };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    return options.fetch(baseUrl + path, init);
  }

  function noteRateLimit(path: string, response: Response): void {
    rateLimitCount += 1;
    events.emit("rate-limit", { path, count: rateLimitCount, retryAfterSeconds: retryAfterSeconds(response) });
  }

  function refreshSession(): Promise<RefreshOutcome> {
    if (!refreshInFlight) {
      refreshInFlight = (async (): Promise<RefreshOutcome> => {
        try {
          const response = await send(refreshPath, "POST", undefined, undefined);
          await response.body?.cancel();
          if (response.status === 429) {
            noteRateLimit(refreshPath, response);
            return "rate-limited";
          }
          return response.ok ? "refreshed" : "failed";
        } catch {
          return "failed";
        }
      })().finally(() => {
        refreshInFlight = null;
      });
    }
    return refreshInFlight;
  }

  async function request<T>(path: string, opts: RequestOptions<T>): Promise<T> {
    const method = opts.method ?? "GET";
    const skipRefresh = opts.skipAuthRefresh ?? path.startsWith("/api/auth/");
    let response = await send(path, method, opts.body, opts.signal, opts.idempotencyKey);

    if (response.status === 401 && !skipRefresh) {
      const outcome = await refreshSession();
      if (outcome === "refreshed") {
        await response.body?.cancel();
        response = await send(path, method, opts.body, opts.signal, opts.idempotencyKey);
      }
      if (outcome === "failed" || (outcome === "refreshed" && response.status === 401)) {
        events.emit("auth-error", { path, statusCode: 401 });
      }
    }

    if (response.status === 429) noteRateLimit(path, response);

    if (!response.ok) {
      const error = toApiError(response.status, await readBody(response));
      // the platform operator suspended the organization meanwhile: the session's answer now says why
      if (error.code === "ORGANIZATION_SUSPENDED") events.emit("organization-suspended", { path });
      throw error;
    }
    if (response.status === 204 || response.status === 205) return undefined as T;

    const data = await readBody(response);
    if (opts.schema === null) return undefined as T;
    const parsed = opts.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        code: "INVALID_RESPONSE",
        message: "The server sent an unexpected response",
        details: parsed.error.issues,
        statusCode: response.status,
      });
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: "GET" }),
    post: (path, body, opts) => request(path, { ...opts, method: "POST", body }),
    get rateLimitCount() {
      return rateLimitCount;
    },
  };
}

/** The app's client, bound lazily to the global fetch (so it is never captured before polyfills or test fakes). */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
});
