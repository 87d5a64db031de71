import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AppError } from "../http/errors.ts";
import type { Core } from "../core.ts";

/**
 * A token bucket per client on the API (spec 3 §9: 100/min, burst 200). A signed-in client is its session
 * (many people may share one office address); others their address.
 */
export function registerRateLimit(app: FastifyInstance, core: Core): void {
  const { rateLimit } = core.config;
  if (!rateLimit.enabled) return;
  const policy = { capacity: rateLimit.burst, refillPerMinute: rateLimit.perMinute };
  app.addHook("onRequest", async (req, reply) => {
    if (!req.url.startsWith("/api/") && !req.url.startsWith("/dev/")) return;
    const token = req.sessionToken();
    const key = token ? `s:${createHash("sha256").update(token).digest("base64url").slice(0, 22)}` : `ip:${req.ip}`;
    const d = await core.limiter.take(key, policy);
    reply.header("x-ratelimit-limit", String(rateLimit.perMinute));
    reply.header("x-ratelimit-remaining", String(d.remaining));
    if (!d.allowed) {
      const seconds = Math.ceil(d.retryAfterMs / 1000);
      throw new AppError(429, "RATE_LIMITED", "Too many requests. Please slow down.", { retryAfterSeconds: seconds }, { "retry-after": String(seconds) });
    }
  });
}
