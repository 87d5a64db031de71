import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { route } from "../../http/route.ts";
import { unauthenticated } from "../../http/errors.ts";
import { ZLegacyLoginRequest, ZMagicLinkRequest } from "../../../contracts/auth.ts";
import { fromNodeHeaders, sendFetchResponse } from "../../auth/fetch-bridge.ts";

/** Sign-in, sign-up, session and the one better-auth endpoint exposed as-is (magic-link verification). */
export function authRoutes(app: FastifyInstance, d: AppDeps): void {
  const { authService: svc } = d;

  route(app, { method: "POST", url: "/api/auth/magic-link", summary: "Send a magic sign-in (or sign-up) link", auth: false, body: ZMagicLinkRequest, tags: ["auth"] }, async ({ body, req }) => {
    await svc.requestMagicLink(body, req.ip, fromNodeHeaders(req.headers));
    return { sent: true };
  });

  route(app, { method: "POST", url: "/api/auth/login", summary: "Legacy email and password sign-in", auth: false, body: ZLegacyLoginRequest, tags: ["auth"] }, async ({ body, req, reply }) => {
    const out = await svc.passwordLogin(body.email, body.password, fromNodeHeaders(req.headers));
    d.setSessionCookie(reply, out.token);
    return out;
  });

  route(app, { method: "GET", url: "/api/auth/me", summary: "The signed-in user, organization, role and permissions", auth: true, tags: ["auth"] }, async ({ actor }) =>
    svc.me(actor),
  );

  route(app, { method: "POST", url: "/api/auth/refresh", summary: "Extend the current session", auth: false, tags: ["auth"] }, async ({ req, reply }) => {
    const token = req.sessionToken();
    const actor = token ? await d.sessions.refresh(token) : null;
    if (!actor || !token) throw unauthenticated();
    if (req.sessionFromCookie()) d.setSessionCookie(reply, token);
    return { token, expiresAt: actor.expiresAt.toISOString(), user: { id: actor.userId, name: actor.name, email: actor.email } };
  });

  route(app, { method: "POST", url: "/api/auth/logout", summary: "Sign out (ends the session)", auth: false, tags: ["auth"] }, async ({ req, reply }) => {
    const actor = await req.actor();
    if (actor) {
      await svc.logout(actor, req.ip);
      d.events.emit("signed-out", { userId: actor.userId, sessionId: actor.sessionId });
    }
    d.clearSessionCookie(reply);
    reply.code(204);
    return null;
  });

  // The link in the email. better-auth consumes the token (single use, expiring), creates the session
  // cookie and redirects to /auth/callback?redirect=… (with ?error=INVALID_TOKEN when it fails).
  app.get("/api/auth/magic-link/verify", async (req, reply) => {
    const url = new URL(req.url, d.baseURL);
    const res = await d.auth.handler(new Request(url, { method: "GET", headers: fromNodeHeaders(req.headers) }));
    return sendFetchResponse(reply, res);
  });
}
