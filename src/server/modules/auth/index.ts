import { ZCeoDemoCredentials, ZCeoLoginRequest, ZCeoUser, ZSetPasswordRequest } from "../../../contracts/auth.ts";
import { DEMO_CEO_EMAIL, demoCeoPassword } from "../staff/api.ts";
import { ZLegacyLoginRequest, ZMagicLinkRequest, ZMagicLinkResponse, ZMagicLinkVerifyQuery, ZMe, ZRefreshed, ZSessionProbe, ZTokenResponse } from "../../../contracts/auth.ts";
import { AppError, msg, unauthenticated } from "../../http/errors.ts";
import { fromNodeHeaders, sendFetchResponse } from "../../auth/fetch-bridge.ts";
import { providerRefusal } from "../../auth/provider-errors.ts";
import type { AppModule } from "../module.ts";
import { SIGNED_OUT } from "../../events/signals.ts";

/** Sign-in, sign-up, session and the one better-auth endpoint exposed as-is (magic-link verification). */
export const authModule: AppModule = {
  name: "auth",
  register({ core, route }) {
    const svc = core.authService;
    const tags = ["auth"];

    route(
      {
        method: "POST",
        url: "/api/auth/magic-link",
        summary: "Send a magic sign-in (or sign-up) link",
        access: "public",
        body: ZMagicLinkRequest,
        response: ZMagicLinkResponse,
        tags,
      },
      async ({ body, req }) => {
        await svc.requestMagicLink(body, req.ip, fromNodeHeaders(req.headers));
        return { sent: true as const };
      },
    );

    route(
      { method: "POST", url: "/api/auth/login", summary: "Legacy email and password sign-in", access: "public", body: ZLegacyLoginRequest, response: ZTokenResponse, tags },
      async ({ body, req, reply }) => {
        const out = await svc.passwordLogin(body.email, body.password, fromNodeHeaders(req.headers));
        core.cookies.set(reply, out.token);
        return out;
      },
    );

    // The CEO Dashboard Login (spec 2 §2.15, §7): platform staff only; the normal session cookie
    route(
      {
        method: "POST",
        url: "/api/auth/ceo",
        summary: "CEO Dashboard Login: email and password, platform staff only",
        access: "public",
        body: ZCeoLoginRequest,
        response: ZCeoUser,
        tags,
      },
      async ({ body, req, reply }) => {
        const out = await svc.ceoLogin(body.email, body.password, fromNodeHeaders(req.headers));
        core.cookies.set(reply, out.token);
        const resolved = await core.sessions.resolve(out.token);
        const user = resolved ? svc.ceoUser(resolved.actor) : null;
        if (!user) throw unauthenticated();
        return user;
      },
    );

    route(
      { method: "GET", url: "/api/auth/ceo", summary: "The signed-in staff member with their permissions (401 for anyone else)", access: "session", response: ZCeoUser, tags },
      async ({ actor }) => {
        const user = svc.ceoUser(actor);
        if (!user) throw unauthenticated();
        return user;
      },
    );

    route(
      { method: "DELETE", url: "/api/auth/ceo", summary: "Sign out of the CEO dashboard (ends the session)", access: "public", response: "empty", tags },
      async ({ req, reply }) => {
        const actor = await req.actor();
        if (actor) {
          await svc.logout(actor, req.ip);
          core.events.emit(SIGNED_OUT, { userId: actor.userId, sessionId: actor.sessionId });
        }
        core.cookies.clear(reply);
      },
    );

    // Development only: the demo CEO's credentials for the login form to prefill (derived from this installation's secret)
    if (core.config.env !== "production") {
      route(
        {
          method: "GET",
          url: "/api/auth/ceo/demo-credentials",
          summary: "The demo CEO's credentials (development, this machine only)",
          access: "dev-only",
          response: ZCeoDemoCredentials,
          tags,
        },
        async () => ({ demo: (await svc.hasPassword(DEMO_CEO_EMAIL)) ? { email: DEMO_CEO_EMAIL, password: demoCeoPassword(core.secret) } : null }),
      );
    }

    // `facetwise set-password` while this server holds the embedded database
    route(
      {
        method: "POST",
        url: "/api/local/password",
        summary: "Set a password for the legacy login (the command line, on this machine)",
        access: "local",
        body: ZSetPasswordRequest,
        response: "empty",
        tags,
      },
      async ({ body }) => svc.setPassword(body.email, body.password),
    );

    route(
      { method: "GET", url: "/api/auth/me", summary: "The signed-in user, organization, role, permissions and policies", access: "session", response: ZMe, tags },
      async ({ actor }) => svc.me(actor),
    );

    // The app's probe on load: being signed out is an answer, not an error (no 401 in the console of signed-out pages)
    route(
      { method: "GET", url: "/api/auth/session", summary: "The signed-in user as /api/auth/me answers, or null when signed out", access: "public", response: ZSessionProbe, tags },
      async ({ req }) => {
        const actor = await req.actor();
        return { me: actor ? await svc.me(actor) : null };
      },
    );

    route({ method: "POST", url: "/api/auth/refresh", summary: "Extend the current session", access: "public", response: ZRefreshed, tags }, async ({ req, reply }) => {
      const token = req.sessionToken();
      const actor = token ? await core.sessions.refresh(token) : null;
      if (!actor || !token) throw unauthenticated();
      if (req.sessionFromCookie()) core.cookies.set(reply, token);
      return { token, expiresAt: actor.expiresAt.toISOString(), user: { id: actor.userId, name: actor.name, email: actor.email } };
    });

    route({ method: "POST", url: "/api/auth/logout", summary: "Sign out (ends the session)", access: "public", response: "empty", tags }, async ({ req, reply }) => {
      const actor = await req.actor();
      if (actor) {
        await svc.logout(actor, req.ip);
        core.events.emit(SIGNED_OUT, { userId: actor.userId, sessionId: actor.sessionId });
      }
      core.cookies.clear(reply);
    });

    // The link in the email. better-auth consumes the token (single use, expiring), creates the session
    // cookie and redirects to /auth/callback?redirect=… (with ?error=INVALID_TOKEN when it fails). Any
    // other answer of its own is turned into our error shape.
    route(
      {
        method: "GET",
        url: "/api/auth/magic-link/verify",
        summary: "Open a magic sign-in link (redirects)",
        access: "public-token",
        query: ZMagicLinkVerifyQuery,
        response: "redirect",
        tags,
      },
      async ({ req, reply }) => {
        const url = new URL(req.url, core.baseURL);
        const res = await core.auth.handler(new Request(url, { method: "GET", headers: fromNodeHeaders(req.headers) }));
        if (res.status >= 400) {
          // its refusal by its code, in the caller's language (its own English message is not passed on)
          const body: unknown = await res.json().catch(() => null);
          if (res.status < 500 && body !== null && typeof body === "object" && "code" in body) throw providerRefusal(res.status, body);
          throw new AppError(res.status === 401 ? 401 : 400, res.status === 401 ? "UNAUTHENTICATED" : "VALIDATION_ERROR", msg("auth.signInLinkUnusable"));
        }
        return sendFetchResponse(reply, res);
      },
    );
  },
};
