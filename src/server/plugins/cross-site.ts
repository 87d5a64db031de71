import type { FastifyInstance } from "fastify";
import { AppError, msg } from "../http/errors.ts";
import type { Core } from "../core.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The host of an Origin header, or null for "null" and other unparsable values (treated as cross-site). */
export function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True when a browser request's Origin is the app's own: the PUBLIC_URL origin or the host the request
 * was addressed to. Shared by the HTTP check below and the socket handshake.
 */
export function isOwnOrigin(origin: string, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  return allowed.has(origin) || (host !== undefined && originHost(origin) === host);
}

/** Cross-site request protection for cookie-authenticated mutations (bearer calls carry no ambient credential). */
export function registerCrossSiteCheck(app: FastifyInstance, core: Core): void {
  const allowed = new Set([new URL(core.baseURL).origin]);
  app.addHook("onRequest", async (req) => {
    if (!UNSAFE_METHODS.has(req.method) || !req.url.startsWith("/api/")) return;
    if (req.headers.authorization?.startsWith("Bearer ") || !req.headers.cookie) return;
    const origin = req.headers.origin;
    if (origin ? !isOwnOrigin(origin, req.headers.host, allowed) : req.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError(403, "CROSS_SITE_REQUEST", msg("plugins.crossSiteRequestRefused"));
    }
  });
}
