import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { BucketPolicy } from "../../domain/token-bucket.ts";
import { AppError, msg } from "../http/errors.ts";
import type { Core } from "../core.ts";

/**
 * Answer autosave has its own bucket (config rateLimit.autosave): a person answering as fast as they can
 * (a key press, ~0.2 s per answer at the very fastest, a debounced save while typing) sends far more than
 * the general 100 a minute, and must never be refused. The default, 20 a second sustained with a burst of
 * 100, is beyond any human and still bounds a script. Everything else keeps the general limit.
 */
/**
 * The routes that spend the autosave bucket instead of the general one ("METHOD pattern"): answer autosave,
 * and a report viewer's reading events (sent in the background as people open and read reports, so they
 * never take the requests a reader's own clicks need).
 */
export const AUTOSAVE_ROUTES: ReadonlySet<string> = new Set(["PUT /api/responses/:responseId/answers/:itemId", "POST /api/reports/:reportId/events"]);

/**
 * A token bucket per client on the API (spec 3 §9: 100/min, burst 200), and a separate one per client for
 * answer autosave (above). A signed-in client is its session (many people may share one office
 * address); others their address (req.ip: behind a TRUSTED_PROXIES load balancer, the forwarded client).
 */
export function registerRateLimit(app: FastifyInstance, core: Core): void {
  const { rateLimit } = core.config;
  if (!rateLimit.enabled) return;
  const general: BucketPolicy = { capacity: rateLimit.burst, refillPerMinute: rateLimit.perMinute };
  const autosavePolicy: BucketPolicy = { capacity: rateLimit.autosave.burst, refillPerMinute: rateLimit.autosave.perMinute };
  app.addHook("onRequest", async (req, reply) => {
    if (!req.url.startsWith("/api/") && !req.url.startsWith("/dev/")) return;
    const token = req.sessionToken();
    const client = token ? `s:${createHash("sha256").update(token).digest("base64url").slice(0, 22)}` : `ip:${req.ip}`;
    // only a signed-in client's saves (anonymous ones are refused anyway, at the general rate)
    const autosave = Boolean(token) && AUTOSAVE_ROUTES.has(`${req.method} ${req.routeOptions.url ?? ""}`);
    const policy = autosave ? autosavePolicy : general;
    const d = await core.limiter.take(autosave ? `autosave:${client}` : client, policy);
    reply.header("x-ratelimit-limit", String(autosave ? policy.refillPerMinute : rateLimit.perMinute));
    reply.header("x-ratelimit-remaining", String(d.remaining));
    if (!d.allowed) {
      const seconds = Math.ceil(d.retryAfterMs / 1000);
      throw new AppError(429, "RATE_LIMITED", msg("plugins.tooManyRequestsPleaseSlow"), { retryAfterSeconds: seconds }, { "retry-after": String(seconds) });
    }
  });
}
