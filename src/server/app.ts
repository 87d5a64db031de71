import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import { randomUUID } from "node:crypto";
import type { Config } from "./config.ts";
import { buildCore, type Core } from "./core.ts";
import { routeOn } from "./http/route.ts";
import { LocalControl } from "./http/local-control.ts";
import { IdempotencyStore } from "./idempotency/store.ts";
import { registerSpa } from "./http/spa.ts";
import { securityHeadersFor, registerSecurityHeaders } from "./plugins/security-headers.ts";
import { requestLocale } from "./i18n/request-locale.ts";
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from "./plugins/errors.ts";
import { registerSession } from "./plugins/session.ts";
import { registerRateLimit } from "./plugins/rate-limit.ts";
import { registerCrossSiteCheck } from "./plugins/cross-site.ts";
import { registerRequestMetrics } from "./plugins/request-metrics.ts";
import type { AppModule } from "./modules/module.ts";
import { billingModule } from "./modules/billing/index.ts";
import { businessModule } from "./modules/business/index.ts";
import { healthModule } from "./modules/health/index.ts";
import { authModule } from "./modules/auth/index.ts";
import { membersModule } from "./modules/members/index.ts";
import { assessmentsModule } from "./modules/assessments/index.ts";
import { invitationsModule } from "./modules/invitations/index.ts";
import { assignmentsModule } from "./modules/assignments/index.ts";
import { notificationsModule } from "./modules/notifications/index.ts";
import { docsModule } from "./modules/docs/index.ts";
import { operationsModule } from "./modules/operations/index.ts";
import { settingsModule } from "./modules/settings/index.ts";
import { profileModule } from "./modules/profile/index.ts";
import { analyticsModule } from "./modules/analytics/index.ts";
import { feedback360Module } from "./modules/feedback360/index.ts";
import { reportsModule } from "./modules/reports/index.ts";
import { devModule } from "./modules/dev/index.ts";
import { staffModule } from "./modules/staff/index.ts";
import { businessSignalsModule } from "./modules/business/signals-index.ts";
import { operatorModule } from "./modules/operator/index.ts";
import { seedDemo } from "./seed.ts";

/** The server's feature areas, listed once: each registers its own services and routes. */
export const MODULES: readonly AppModule[] = [
  healthModule,
  billingModule,
  businessModule,
  authModule,
  membersModule,
  invitationsModule,
  assessmentsModule,
  settingsModule,
  profileModule,
  assignmentsModule,
  notificationsModule,
  operationsModule,
  analyticsModule,
  feedback360Module,
  reportsModule,
  staffModule,
  businessSignalsModule,
  operatorModule,
  docsModule,
  devModule,
];

declare module "fastify" {
  interface FastifyInstance {
    /** The shared core the modules were built from (for tests, the CLI and benchmarks). */
    deps: Core;
  }
}

export type BuildOptions = {
  /** Run migrations on start (default true). */
  migrate?: boolean;
  /** Seed the demo organization on an empty database (default: config.seed). */
  seed?: boolean;
  /** Work background jobs in this process (default true). */
  workJobs?: boolean;
  /** The in-memory rate limiter's clock (default Date.now); tests step it. */
  rateLimitClock?: () => number;
  /** Where log lines go (default standard output); tests read them. */
  logStream?: NodeJS.WritableStream;
};

/** Builds the whole application (no listen): core, plugins, modules, SPA. Tests call it and use inject. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeadersFor(config);
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    genReqId: (req) => (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].length <= 100 ? req.headers["x-request-id"] : randomUUID()),
    bodyLimit: 1_048_576,
    // X-Forwarded-For only from TRUSTED_PROXIES: req.ip is then the right-most address not in those ranges
    // (proxy-addr); from any other peer the header is ignored and req.ip is the peer
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // our own one line per request (below) names the route pattern; Fastify's would carry the URL and its tokens
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: frameworkErrorHandler(headers, config.env !== "production"),
    clientErrorHandler: clientErrorHandler(headers),
  });
  // One log line per request (Fastify's default is two), with the request id for tracing errors. It names
  // the route pattern, never the URL: sign-in links carry their token in the query and share links in the
  // path, and no secret may reach a log.
  app.addHook("onResponse", async (req, reply) => {
    const level = reply.statusCode >= 500 ? "error" : "info";
    const route = req.routeOptions.url ?? "(no route)";
    req.log[level]({ method: req.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
  });

  const core = await buildCore(config, app.log, { migrate: opts.migrate, workJobs: opts.workJobs, rateLimitClock: opts.rateLimitClock });
  app.addHook("onClose", async () => core.close());
  app.decorate("deps", core);
  app.decorate("routeTable", []);
  app.decorate("localControl", new LocalControl());
  if (opts.seed ?? config.seed) await seedDemo(core, app.log);

  // --- Plugins, in request order: headers, cookies, session, rate limit, cross-site check, errors ---
  registerRequestMetrics(app, core.monitor.requests);
  registerSecurityHeaders(app, headers);
  await app.register(cookie);
  registerSession(app, core);
  registerRateLimit(app, core);
  registerCrossSiteCheck(app, core);
  registerErrorHandling(app, headers, requestLocale(core.database.db, config.env !== "production"));

  // --- Modules: every route goes through the one door ---
  const route = routeOn(app, new IdempotencyStore(core.database.db));
  for (const m of MODULES) {
    if (m.devOnly && config.env === "production") continue;
    await m.register({ core, route, routes: app.routeTable });
  }

  await registerSpa(app, config.webDir);
  return app;
}
