import { mailLangOfAddress } from "./i18n/mail-locale.ts";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { Config } from "./config.ts";
import { openDatabase, type Database, type Db } from "./db/client.ts";
import type { Completion } from "./modules/analytics/completion.ts";
import { createBetterAuth, type BetterAuth } from "./auth/better-auth.ts";
import { SessionResolver, sessionCookieName, signSessionToken } from "./auth/actor.ts";
import { loadAuthSecret } from "./auth/secret.ts";
import { Mailer } from "./mail/mailer.ts";
import { Notifier } from "./notifications/notifier.ts";
import { AnalyticsRecorder } from "./modules/analytics/recorder.ts";
import { InvitationService } from "./invitations/service.ts";
import { magicLinkEmail } from "./mail/templates.ts";
import { setupJobs } from "./jobs/index.ts";
import type { JobQueue } from "./jobs/queue.ts";
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from "./http/rate-limit.ts";
import { MemoryLoginBackoffStore, RedisLoginBackoffStore, type LoginBackoffStore } from "./http/login-backoff.ts";
import { AuthService } from "./modules/auth/service.ts";
import { firstMembership } from "./modules/auth/repo.ts";
import { Monitor } from "./monitoring/monitor.ts";
import { addWorkerProbes } from "./monitoring/probes.ts";
import { ReportPool } from "./pdf/report-pool.ts";
import { EventBus } from "./events/bus.ts";
import { createSignals, type Signals } from "./events/signals.ts";
import type { ObserverFacets } from "../domain/psychometrics/dark-side-types.ts";
import { buildServices, type ModuleServices } from "./modules/services.ts";

/** The session cookie: its name, and how to set or clear it on a reply. */
export type SessionCookies = {
  name: string;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
};

/**
 * What every module is given: the shared infrastructure, and nothing of Fastify (modules register routes
 * through the one door they are handed, never on the server directly). Built once per app.
 */
export type Core = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** The address users reach (PUBLIC_URL, else http://localhost:PORT): emailed links and the origin checks. */
  baseURL: string;
  secret: string;
  auth: BetterAuth;
  sessions: SessionResolver;
  authService: AuthService;
  cookies: SessionCookies;
  mailer: Mailer;
  /** Invitations to join an organization (routes in modules/invitations; new users join through them). */
  invitations: InvitationService;
  /** In-app notifications with their emails and realtime events: only the notifications module (its event subscribers) uses it. */
  notifier: Notifier;
  /** Keeps the analytics facts and rollups in step with completions (called in the completion transaction). */
  analytics: AnalyticsRecorder;
  /** The persisted background queue (mail delivery, maintenance; later reminders, reports, deliveries). */
  jobs: JobQueue;
  limiter: RateLimitStore;
  /** This process's metrics (requests, CPU, memory, workers), reported to process_metric for the operational dashboard. */
  monitor: Monitor;
  /**
   * Answers one module gives another without importing it, filled in by the module that owns the data when it
   * registers (modules are listed in app.ts; a port may be absent).
   */
  ports: CorePorts;
  /**
   * The services more than one module uses, built once here (the composition root): the owner uses all of each,
   * other modules take it typed as the owner's port (`modules/<owner>/api.ts`).
   */
  services: ModuleServices;
  /** PDF rendering in worker threads (results and 360 reports), started on the first report. */
  reports: ReportPool;
  /**
   * The domain event bus: producers publish in their transaction, subscribers (registered by modules) run in it
   * or after commit as jobs (events/bus.ts).
   */
  bus: EventBus;
  /** Typed in-process signals that must act at once (a session ended → its sockets close), heard by realtime/. */
  events: Signals;
  /** Runs when the app closes, after the HTTP server stopped (last registered runs first). */
  onClose(fn: () => Promise<void> | void): void;
};

/** The ports between modules (see Core.ports). */
export type CorePorts = {
  /** Self and others on the IPIP-NEO facets from a person's latest closed 360 (feedback360), or null. */
  observedFacets?: (organizationId: string, userId: string) => Promise<ObserverFacets | null>;
  /** A completed response as the analytics rollups record it (assessments), read in the caller's transaction; null when not completed. */
  completionOf?: (tx: Db, organizationId: string, responseId: string) => Promise<Completion | null>;
};

export type CoreOptions = {
  migrate?: boolean;
  /** Work jobs in this process (default true; one-shot commands such as `facetwise seed` only enqueue). */
  workJobs?: boolean;
  /** The clock of the in-memory rate limiter and login backoff (tests step it instead of waiting). */
  rateLimitClock?: () => number;
  /** Report this process's metrics to process_metric (default: when it works jobs, i.e. a serving process). */
  reportMetrics?: boolean;
};

/**
 * Opens the database (migrating it unless told not to) and builds the shared infrastructure: the auth
 * secret, better-auth, the session resolver, the job queue (worked here unless told not to), mail and
 * the rate-limit store.
 */
export async function buildCore(config: Config, log: FastifyBaseLogger, opts: CoreOptions = {}): Promise<Core & { close(): Promise<void> }> {
  const closers: (() => Promise<void> | void)[] = [];
  const onClose = (fn: () => Promise<void> | void) => void closers.push(fn);
  const database = await openDatabase(config);
  onClose(() => database.close());
  if (opts.migrate !== false) await database.migrate();
  // PGlite runs no autovacuum and forgets table statistics on every open (later runs are scheduled jobs)
  if (database.kind === "pglite") await database.maintain();

  const secret = await loadAuthSecret(database.db, config.authSecret);
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  const secure = config.env === "production";
  const jobs = await setupJobs({ config, database, log, lockTimeoutMs: config.jobLeaseSeconds * 1000 });
  const mailer = new Mailer(database.db, log, config.smtpUrl, { queue: jobs.queue, env: config.env });
  const limiter: RateLimitStore = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore(opts.rateLimitClock);
  onClose(() => limiter.close());
  // per-account password attempts: beside the rate limits (Redis when processes share them)
  const loginBackoff: LoginBackoffStore = config.redisUrl ? new RedisLoginBackoffStore(config.redisUrl) : new MemoryLoginBackoffStore(opts.rateLimitClock);
  onClose(() => loginBackoff.close());
  const events = createSignals();
  const bus = new EventBus({ db: database.db, jobs: jobs.queue, log });
  const sessions = new SessionResolver(database.db, {
    events,
    timeoutSeconds: config.sessionTimeoutSeconds,
    slideAfterSeconds: 300,
    // exact only while one process owns the database: the embedded database is locked to one
    cacheMs: database.kind === "pglite" ? 30_000 : 0,
  });

  // better-auth calls back into the auth service, which needs better-auth: the callbacks read it once built
  const built: { authService?: AuthService } = {};
  const auth = createBetterAuth({
    db: database.db,
    secret,
    baseURL,
    trustedOrigins: [new URL(baseURL).origin],
    secureCookies: secure,
    sessionTimeoutSeconds: config.sessionTimeoutSeconds,
    magicLinkTtlSeconds: config.magicLinkTtlSeconds,
    sendMagicLink: async (email, url) => mailer.send(magicLinkEmail(email, url, config.magicLinkTtlSeconds, await mailLangOfAddress(database.db, email))),
    onUserCreated: (userId, email, browser) => built.authService!.provisionNewUser(userId, email, browser),
    initialOrganization: (userId) => firstMembership(database.db, userId),
    onSessionCreated: (s) => built.authService!.recordSignIn(s.userId, s.activeOrganizationId, s.ipAddress, s.method),
  });
  const invitations = new InvitationService({ db: database.db, mailer, sessions, limiter, bus, baseURL });
  const authService = (built.authService = new AuthService({ db: database.db, auth, sessions, limiter, loginBackoff, mailer, invitations, baseURL }));

  const name = sessionCookieName(secure);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  const cookies: SessionCookies = {
    name,
    set: (reply, token) =>
      void reply.header("set-cookie", `${name}=${encodeURIComponent(signSessionToken(token, secret))}; Max-Age=${config.sessionTimeoutSeconds}; ${attributes}`),
    clear: (reply) => void reply.header("set-cookie", `${name}=; Max-Age=0; ${attributes}`),
  };

  const monitor = new Monitor(jobs.queue.processId, { db: database.db, log });
  addWorkerProbes(monitor, jobs.queue);
  if (opts.reportMetrics ?? opts.workJobs !== false) {
    monitor.start();
    onClose(() => monitor.stop());
  }

  if (opts.workJobs !== false) {
    jobs.start();
    // closers run last-registered first: the queue stops before the database closes
    onClose(() => jobs.stop());
  }

  // PDF reports render in worker threads, started on the first report (~1 s once): kept warm from the
  // start they would hold ~100 MB while most servers render no report for hours (bench/README.md).
  const reports = new ReportPool();
  onClose(() => reports.close());
  monitor.addProbe(() => {
    const st = reports.stats();
    return {
      kind: "pdf",
      name: "PDF report pool",
      status: st.busy > 0 ? "running" : "idle",
      busyPercent: Math.round(reports.utilization() * 1000) / 10,
      detail: `${st.workers}/${reports.size} workers started · ${st.busy} busy · ${st.queued} waiting`,
    };
  });

  return {
    config,
    database,
    log,
    baseURL,
    secret,
    auth,
    sessions,
    authService,
    invitations,
    cookies,
    mailer,
    notifier: new Notifier({ db: database.db, mailer, events }),
    analytics: new AnalyticsRecorder({ db: database.db }),
    jobs: jobs.queue,
    limiter,
    monitor,
    ports: {},
    services: buildServices(database.db),
    reports,
    bus,
    events,
    onClose,
    close: async () => {
      for (const fn of closers.reverse()) await fn();
    },
  };
}
