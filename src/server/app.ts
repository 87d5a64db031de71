import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { EventEmitter } from "node:events";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { createBetterAuth, type BetterAuth } from "./auth/better-auth.ts";
import { SessionResolver, sessionCookieName, signSessionToken, verifySignedToken, type Actor } from "./auth/actor.ts";
import { loadAuthSecret } from "./auth/secret.ts";
import { Mailer } from "./mail/mailer.ts";
import { magicLinkEmail } from "./mail/templates.ts";
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from "./http/rate-limit.ts";
import { AppError, errorBody } from "./http/errors.ts";
import { AuthService } from "./modules/auth/service.ts";
import { firstMembership } from "./modules/auth/repo.ts";
import { MembersService } from "./modules/members/service.ts";
import { AssessmentsService } from "./modules/assessments/service.ts";
import { assessmentRoutes } from "./modules/assessments/routes.ts";
import { reportRoutes } from "./modules/assessments/report-routes.ts";
import { ReportPool } from "./pdf/report-pool.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { memberRoutes } from "./modules/members/routes.ts";
import { devRoutes } from "./modules/dev/routes.ts";
import { docsRoutes } from "./modules/docs/routes.ts";
import { seedDemo } from "./seed.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, from the session cookie or bearer token; resolved once per request. */
    actor(): Promise<Actor | null>;
    /** The raw session token the request carries, if any (cookie signature verified). */
    sessionToken(): string | null;
    /** True when the session came from the cookie (not a bearer header). */
    sessionFromCookie(): boolean;
    _actor: Promise<Actor | null> | null;
    _sessionToken: string | null | undefined;
    /** The session's expiry was extended while resolving it (the cookie must follow). */
    _sessionSlid: boolean;
  }
  interface FastifyInstance {
    /** The app's shared services (for tests, the CLI and benchmarks). */
    deps: AppDeps;
  }
}

/** Everything routes and services share; built once per app. */
export type AppDeps = {
  config: Config;
  database: Database;
  auth: BetterAuth;
  sessions: SessionResolver;
  authService: AuthService;
  membersService: MembersService;
  assessmentsService: AssessmentsService;
  mailer: Mailer;
  limiter: RateLimitStore;
  baseURL: string;
  secret: string;
  /** In-process application events (e.g. "signed-out"), forwarded to sockets by realtime/. */
  events: EventEmitter;
  setSessionCookie(reply: FastifyReply, token: string): void;
  clearSessionCookie(reply: FastifyReply): void;
};

export type BuildOptions = {
  /** Run migrations on start (default true). */
  migrate?: boolean;
  /** Seed the demo organization on an empty database (default: config.seed). */
  seed?: boolean;
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Builds the whole application (no listen): database, auth, routes, SPA. Tests call it and use inject. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    genReqId: (req) => (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].length <= 100 ? req.headers["x-request-id"] : randomUUID()),
    bodyLimit: 1_048_576,
    trustProxy: false,
    disableRequestLogging: true,
  });
  // One log line per request (Fastify's default is two), with the request id for tracing errors.
  app.addHook("onResponse", async (req, reply) => {
    const level = reply.statusCode >= 500 ? "error" : "info";
    req.log[level]({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
  });

  const database = await openDatabase(config);
  app.addHook("onClose", async () => database.close());
  if (opts.migrate !== false) await database.migrate();
  if (database.kind === "pglite") {
    await database.maintain();
    const timer = setInterval(() => void database.maintain().catch((e) => app.log.warn({ err: e }, "vacuum failed")), 6 * 3600_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }

  const secret = await loadAuthSecret(database.db, config.authSecret);
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  const secure = config.env === "production";
  const mailer = new Mailer(database.db, app.log, config.smtpUrl, config.mailFrom);
  const limiter: RateLimitStore = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  app.addHook("onClose", async () => limiter.close());
  const sessions = new SessionResolver(database.db, {
    timeoutSeconds: config.sessionTimeoutSeconds,
    slideAfterSeconds: 300,
    cacheMs: database.kind === "pglite" ? 30_000 : 0,
  });

  let authService!: AuthService;
  const auth = createBetterAuth({
    db: database.db,
    secret,
    baseURL,
    trustedOrigins: [new URL(baseURL).origin],
    secureCookies: secure,
    sessionTimeoutSeconds: config.sessionTimeoutSeconds,
    magicLinkTtlSeconds: config.magicLinkTtlSeconds,
    sendMagicLink: (email, url) => mailer.send(magicLinkEmail(email, url, config.magicLinkTtlSeconds)),
    onUserCreated: (userId, email) => authService.provisionNewUser(userId, email),
    initialOrganization: (userId) => firstMembership(database.db, userId),
    onSessionCreated: (s) => authService.recordSignIn(s.userId, s.activeOrganizationId, s.ipAddress, s.method),
  });
  authService = new AuthService({ db: database.db, auth, sessions, limiter });
  const membersService = new MembersService({ db: database.db, sessions });

  const cookieName = sessionCookieName(secure);
  const deps: AppDeps = {
    config,
    database,
    auth,
    sessions,
    authService,
    membersService,
    assessmentsService: new AssessmentsService({ db: database.db, baseURL }),
    mailer,
    limiter,
    baseURL,
    secret,
    events: new EventEmitter(),
    setSessionCookie(reply, token) {
      reply.header(
        "set-cookie",
        `${cookieName}=${encodeURIComponent(signSessionToken(token, secret))}; Max-Age=${config.sessionTimeoutSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
      );
    },
    clearSessionCookie(reply) {
      reply.header("set-cookie", `${cookieName}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
    },
  };

  app.decorate("deps", deps);
  if (opts.seed ?? config.seed) await seedDemo(deps, app.log);

  await app.register(cookie);
  // Security headers (helmet) computed once: @fastify/helmet re-runs helmet's option parsing on every request.
  const securityHeaders = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", async (_req, reply) => {
    reply.headers(securityHeaders);
  });

  // The error handler must be set before routes are added: a route keeps the handler of its time.
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; body?: { message?: string; code?: string } }, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).headers(err.headers).send(errorBody(err.statusCode, err.code, err.message, err.details));
    }
    if (err.name === "APIError" && err.statusCode && err.statusCode < 500) {
      // better-auth refusals (bad email, invalid token…) keep their status and message
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.statusCode === 401 ? "UNAUTHENTICATED" : "VALIDATION_ERROR", err.body?.message ?? err.message));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, unsupported media type, body too large…
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.statusCode === 404 ? "NOT_FOUND" : "VALIDATION_ERROR", err.message));
    }
    req.log.error({ err, requestId: req.id }, "unhandled error");
    return reply.code(500).send(errorBody(500, "INTERNAL_ERROR", "An unexpected error occurred", { requestId: req.id }));
  });


  // --- Per-request session and actor (the only source of who is calling) ---
  app.decorateRequest("_actor", null);
  app.decorateRequest("_sessionSlid", false);
  // A session that slid keeps its cookie alive for the same time (else the browser drops it at the old expiry).
  app.addHook("onSend", async (req, reply) => {
    if (!req._sessionSlid || !req.sessionFromCookie() || reply.hasHeader("set-cookie")) return;
    const token = req.sessionToken();
    if (token) deps.setSessionCookie(reply, token);
  });
  // Read once per request: the rate limiter, the actor and the cookie refresh all ask (an HMAC each time otherwise).
  app.decorateRequest("_sessionToken", undefined);
  app.decorateRequest("sessionToken", function (this: FastifyRequest): string | null {
    if (this._sessionToken === undefined) {
      const h = this.headers.authorization;
      const raw = this.cookies?.[cookieName];
      this._sessionToken = h?.startsWith("Bearer ") ? h.slice(7).trim() || null : raw ? verifySignedToken(raw, secret) : null;
    }
    return this._sessionToken;
  });
  app.decorateRequest("sessionFromCookie", function (this: FastifyRequest): boolean {
    return !this.headers.authorization?.startsWith("Bearer ") && Boolean(this.cookies?.[cookieName]);
  });
  app.decorateRequest("actor", function (this: FastifyRequest): Promise<Actor | null> {
    if (!this._actor) {
      const token = this.sessionToken();
      this._actor = token
        ? sessions.resolve(token).then((r) => {
            if (r?.slid) this._sessionSlid = true;
            return r?.actor ?? null;
          })
        : Promise.resolve(null);
    }
    return this._actor;
  });

  // --- Rate limit: a token bucket per client (session, else address) on the API (spec 3 §9: 100/min, burst 200) ---
  if (config.rateLimit.enabled) {
    const policy = { capacity: config.rateLimit.burst, refillPerMinute: config.rateLimit.perMinute };
    app.addHook("onRequest", async (req, reply) => {
      if (!req.url.startsWith("/api/") && !req.url.startsWith("/dev/")) return;
      // A signed-in client is its session (many people may share one office address); others their address.
      const token = req.sessionToken();
      const key = token ? `s:${createHash("sha256").update(token).digest("base64url").slice(0, 22)}` : `ip:${req.ip}`;
      const d = await limiter.take(key, policy);
      reply.header("x-ratelimit-limit", String(config.rateLimit.perMinute));
      reply.header("x-ratelimit-remaining", String(d.remaining));
      if (!d.allowed) {
        const seconds = Math.ceil(d.retryAfterMs / 1000);
        throw new AppError(429, "RATE_LIMITED", "Too many requests. Please slow down.", { retryAfterSeconds: seconds }, { "retry-after": String(seconds) });
      }
    });
  }

  // --- Cross-site request protection for cookie-authenticated mutations ---
  const allowedOrigins = new Set([new URL(baseURL).origin]);
  app.addHook("onRequest", async (req) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith("/api/")) return;
    if (req.headers.authorization?.startsWith("Bearer ") || !req.headers.cookie) return;
    const origin = req.headers.origin;
    const sameHost = origin && req.headers.host && originHost(origin) === req.headers.host;
    if (origin ? !(sameHost || allowedOrigins.has(origin)) : req.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError(403, "CROSS_SITE_REQUEST", "Cross-site request refused");
    }
  });

  // --- Routes ---
  healthRoutes(app, deps);
  authRoutes(app, deps);
  memberRoutes(app, deps);
  assessmentRoutes(app, deps);
  // PDF reports render in worker threads, started on the first report (~1 s once): kept warm from the
  // start they would hold ~100 MB while most servers render no report for hours (bench/README.md).
  const reportPool = new ReportPool();
  app.addHook("onClose", async () => reportPool.close());
  reportRoutes(app, deps, reportPool);
  docsRoutes(app, deps);
  if (config.env !== "production") devRoutes(app, deps);

  // --- The SPA: hashed assets cached forever, every other GET answers index.html ---
  const indexFile = path.join(config.webDir, "index.html");
  if (existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === "GET" || req.method === "HEAD") && !req.url.startsWith("/api/") && !req.url.startsWith("/api?");
    if (isPage && existsSync(indexFile)) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(readFileSync(indexFile));
    }
    if (isPage) {
      return reply
        .code(503)
        .type("text/html; charset=utf-8")
        .send("<!doctype html><title>Facetwise</title><p>The web app has not been built. Run <code>npm run build</code> (npm start does this for you).</p>");
    }
    return reply.code(404).send(errorBody(404, "NOT_FOUND", `Route ${req.method} ${req.url.split("?")[0]} not found`));
  });

  return app;
}

/** CSP hashes of the inline scripts in the built index.html (the theme script that runs before paint). */
function inlineScriptHashes(webDir: string): string[] {
  const file = path.join(webDir, "index.html");
  if (!existsSync(file)) return [];
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`,
  );
}

/** The headers helmet would set for these options (all static here), collected once. */
function staticHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}

/** The host of an Origin header, or null for "null" and other unparsable values (treated as cross-site). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
