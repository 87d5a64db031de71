import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { SESSION_ENDED, USER_ACCESS_CHANGED, sessionCookieName, verifySignedToken, type Actor, type SessionEnded, type UserAccessChanged } from "../auth/actor.ts";
import { isOwnOrigin } from "../plugins/cross-site.ts";
import { can } from "../auth/policies/index.ts";
import type { TenantActor } from "../auth/tenancy.ts";
import { NOTIFIED, SIGNED_OUT } from "../events/signals.ts";
import { LocalLiveStore, RedisLiveStore, monitorRoom, startMonitorFeed, type LiveStore } from "./monitor-feed.ts";

/**
 * Rooms: one per organization, one per user and one per session; a socket joins its own three (and, when
 * allowed, its organization's monitor room) and nothing else. The session and user rooms are how sockets are
 * ended when access ends or changes, in every process (the Redis adapter carries `disconnectSockets`).
 */
export const orgRoom = (organizationId: string) => `org:${organizationId}`;
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The longest a timer may wait in Node (about 24.8 days); a later expiry is looked at again then. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * Whether a socket handshake comes from one of our own pages, by the rule of the HTTP cross-site check
 * (plugins/cross-site.ts): an Origin must be the PUBLIC_URL origin or name the very host the request was
 * sent to; without an Origin (clients that are not browsers) only `Sec-Fetch-Site: cross-site` is
 * refused. A browser always sends Origin on a WebSocket handshake, and the cookie rides along whatever
 * page opened it, so this is what stops another site from using a visitor's session.
 */
export function isOwnHandshake(headers: IncomingHttpHeaders, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = headers.origin;
  if (!origin) return headers["sec-fetch-site"] !== "cross-site";
  return isOwnOrigin(origin, headers.host, allowedOrigins);
}

/**
 * The realtime socket under /socket.io (websocket, then polling). Handshakes from other origins are
 * refused (403) before anything else runs, and no CORS headers are sent. Connections authenticate with
 * the session cookie (or `auth.token`); with REDIS_URL the Redis adapter carries room broadcasts between
 * processes. In-process signals (deps.events: sign-outs, notifications, ended sessions) act at once; the
 * domain events it forwards (a completion or an import → "analytics:changed" to the organization's room)
 * reach it as after-commit subscribers of the event bus (deps.bus); sockets that send "monitor:subscribe" receive "monitor:tick"
 * every second with their organization's own figures (realtime/monitor-feed.ts). Logout, revocation and a
 * switch of organization end the session's sockets; a role change ends the user's.
 */
export async function attachRealtime(app: FastifyInstance): Promise<Server> {
  const { config, sessions, secret, events, bus, baseURL, monitor } = app.deps;
  const allowedOrigins = new Set([new URL(baseURL).origin]);
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    transports: ["websocket", "polling"],
    // cors stays unset: socket.io then sends no Access-Control-* headers, so no other site may poll either.
    allowRequest: (req, callback) => {
      const own = isOwnHandshake(req.headers, allowedOrigins);
      callback(own ? null : "FORBIDDEN_ORIGIN", own);
    },
  });
  let store: LiveStore = new LocalLiveStore();
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl);
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    store = new RedisLiveStore(pub);
    app.addHook("onClose", async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }
  const cookieName = sessionCookieName(config.env === "production");

  io.use(async (socket, next) => {
    const fromAuth = typeof socket.handshake.auth?.token === "string" ? (socket.handshake.auth.token as string) : null;
    const raw = app.parseCookie(socket.request.headers.cookie ?? "")[cookieName];
    const token = fromAuth ?? (raw ? verifySignedToken(raw, secret) : null);
    // opening a socket does not keep a session alive (the app's requests do), so it only looks
    const resolved = token ? await sessions.resolve(token, { slide: false }).catch(() => null) : null;
    if (!resolved) return next(new Error("UNAUTHENTICATED"));
    socket.data.actor = resolved.actor;
    socket.data.token = token;
    next();
  });

  io.on("connection", (socket) => {
    const actor = socket.data.actor as Actor;
    // a suspended organization's members hear nothing of it (their sockets end when it is suspended; see operator/)
    const inOrganization = actor.organizationId !== null && actor.organizationSuspendedReason === null;
    void socket.join([userRoom(actor.userId), sessionRoom(actor.sessionId), ...(inOrganization ? [orgRoom(actor.organizationId!)] : [])]);
    socket.emit("ready", { userId: actor.userId, organizationId: actor.organizationId });
    // a session that simply runs out ends its sockets too: at its expiry the socket looks again (without sliding
    // it) and stays only while the session still holds, e.g. because the app's requests slid it meanwhile
    let expiry: NodeJS.Timeout | undefined;
    const watchExpiry = (at: Date) => {
      const ms = Math.min(Math.max(0, at.getTime() - Date.now()) + 1000, MAX_TIMER_MS);
      expiry = setTimeout(() => {
        void sessions
          .resolve(socket.data.token as string, { slide: false })
          .catch(() => null)
          .then((still) => {
            if (!socket.connected) return;
            if (still) return watchExpiry(still.actor.expiresAt);
            socket.emit("auth:signed-out", { sessionId: actor.sessionId });
            socket.disconnect(true);
          });
      }, ms);
      expiry.unref();
    };
    watchExpiry(actor.expiresAt);
    socket.on("disconnect", () => clearTimeout(expiry));
    // the live monitor (dashboards): the organization's own figures, for those who may read its analytics
    socket.on("monitor:subscribe", (ack?: unknown) => {
      const allowed = Boolean(inOrganization && actor.role && can(actor as TenantActor, "analytics.read"));
      if (allowed) void socket.join(monitorRoom(actor.organizationId!));
      if (typeof ack === "function") (ack as (r: { ok: boolean }) => void)({ ok: allowed });
    });
    socket.on("monitor:unsubscribe", () => {
      if (actor.organizationId) void socket.leave(monitorRoom(actor.organizationId));
    });
  });

  const stopFeed = startMonitorFeed(io, { monitor, store, organizationRoom: orgRoom, onError: (e) => app.log.warn({ error: e.message }, "live monitor tick failed") });

  // access ended or changed: end the sockets (in every process); a client whose session still holds reconnects
  // the session's sockets hear that it ended, then are closed: one publisher, so every process sees the two in this order
  const onSessionEnded = (e: SessionEnded) => {
    io.to(sessionRoom(e.sessionId)).emit("auth:signed-out", { sessionId: e.sessionId });
    io.in(sessionRoom(e.sessionId)).disconnectSockets(true);
  };
  events.on(SESSION_ENDED, onSessionEnded);
  const onAccessChanged = (e: UserAccessChanged) => io.in(userRoom(e.userId)).disconnectSockets(true);
  events.on(USER_ACCESS_CHANGED, onAccessChanged);
  const onSignedOut = (e: { userId: string; sessionId: string }) => io.to(userRoom(e.userId)).emit("auth:signed-out", { sessionId: e.sessionId });
  events.on(SIGNED_OUT, onSignedOut);
  const onNotification = (e: { userId: string; kind: string }) => io.to(userRoom(e.userId)).emit("notification:new", { kind: e.kind });
  events.on(NOTIFIED, onNotification);
  // a completion or an import committed: open dashboards refetch. A delivery job runs in one process; the
  // adapter carries the room broadcast to the others. A repeated delivery only makes a dashboard refetch twice.
  const unsubscribe = [
    bus.subscribe({
      event: "assessment.completed",
      name: "realtime.analytics-changed.completion",
      mode: "after-commit",
      handle: async (e) => void io.to(orgRoom(e.organizationId)).emit("analytics:changed", { typeId: e.typeId }),
    }),
    bus.subscribe({
      event: "assessments.imported",
      name: "realtime.analytics-changed.import",
      mode: "after-commit",
      handle: async (e) => {
        for (const typeId of e.typeIds) io.to(orgRoom(e.organizationId)).emit("analytics:changed", { typeId });
      },
    }),
  ];
  app.addHook("onClose", async () => {
    stopFeed();
    for (const off of unsubscribe) off();
    events.off(SIGNED_OUT, onSignedOut);
    events.off(SESSION_ENDED, onSessionEnded);
    events.off(USER_ACCESS_CHANGED, onAccessChanged);
    events.off(NOTIFIED, onNotification);
    await new Promise<void>((r) => io.close(() => r()));
  });
  return io;
}
