import type { FastifyInstance, FastifyRequest } from "fastify";
import { verifySignedToken, type Actor } from "../auth/actor.ts";
import type { Core } from "../core.ts";

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
}

/**
 * Per-request session and actor: the only source of who is calling. The token is read once per request
 * (the rate limiter, the actor and the cookie refresh all ask; an HMAC each time otherwise).
 */
export function registerSession(app: FastifyInstance, core: Core): void {
  const { sessions, secret, cookies } = core;
  app.decorateRequest("_actor", null);
  app.decorateRequest("_sessionSlid", false);
  app.decorateRequest("_sessionToken", undefined);
  app.decorateRequest("sessionToken", function (this: FastifyRequest): string | null {
    if (this._sessionToken === undefined) {
      const h = this.headers.authorization;
      const raw = this.cookies?.[cookies.name];
      this._sessionToken = h?.startsWith("Bearer ") ? h.slice(7).trim() || null : raw ? verifySignedToken(raw, secret) : null;
    }
    return this._sessionToken;
  });
  app.decorateRequest("sessionFromCookie", function (this: FastifyRequest): boolean {
    return !this.headers.authorization?.startsWith("Bearer ") && Boolean(this.cookies?.[cookies.name]);
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
  // A session that slid keeps its cookie alive for the same time (else the browser drops it at the old expiry).
  app.addHook("onSend", async (req, reply) => {
    if (!req._sessionSlid || !req.sessionFromCookie() || reply.hasHeader("set-cookie")) return;
    const token = req.sessionToken();
    if (token) cookies.set(reply, token);
  });
}
