import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client.ts";
import { deleteSession, extendLiveSession, prepareSessionLookup, setSessionExpiry, setSessionOrganization } from "./repo.ts";
import { ZPlatformRole, ZRole, type TPlatformRole, type TRole } from "../../contracts/roles.ts";
import { SESSION_ENDED, USER_ACCESS_CHANGED, type SessionEnded, type Signals, type UserAccessChanged } from "../events/signals.ts";

/** Who is calling: always derived from the session, never from the request body. */
export type Actor = {
  userId: string;
  name: string;
  email: string;
  sessionId: string;
  sessionToken: string;
  expiresAt: Date;
  organizationId: string | null;
  organizationName: string | null;
  organizationSlug: string | null;
  role: TRole | null;
  /** Platform staff only: their platform role (they act on the platform's screens, not in an organization). */
  platformRole: TPlatformRole | null;
  /** Why the session's organization is suspended by the platform operator; null when it is not. */
  organizationSuspendedReason: string | null;
};

/** The session cookie's name (better-auth's, with our prefix; `__Secure-` when cookies are secure). */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}facetwise.session_token`;
}

/** Signs a session token as better-auth does: `${token}.${base64 HMAC-SHA256}`. */
export function signSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

/** Verifies a signed cookie value and returns the session token, or null when the signature is wrong. */
export function verifySignedToken(value: string, secret: string): string | null {
  const cut = value.lastIndexOf(".");
  if (cut <= 0) return null;
  const token = value.slice(0, cut);
  const given = Buffer.from(value.slice(cut + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Signals (core.events) telling the realtime layer to end sockets whose access is gone or changed. */
export { SESSION_ENDED, USER_ACCESS_CHANGED, type SessionEnded, type UserAccessChanged } from "../events/signals.ts";

type CacheEntry = { actor: Actor; cachedAtMs: number };

/**
 * Resolves session tokens to actors with one query, slides the session's expiry as it is used, and
 * (embedded mode) caches the answer in process memory. The embedded database is locked to one process,
 * so invalidating on logout and role change keeps the cache exact; with several processes (server
 * mode) the cache is off and every request reads the database.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CacheEntry>();
  /** The prepared session lookup (see repo.ts). */
  private readonly lookup;
  constructor(
    private readonly db: Db,
    private readonly opts: {
      timeoutSeconds: number;
      slideAfterSeconds: number;
      cacheMs: number;
      now?: () => number;
      /** Where SESSION_ENDED and USER_ACCESS_CHANGED go (core.events; realtime/ ends the sockets). */
      events?: Pick<Signals, "emit">;
    },
  ) {
    this.lookup = prepareSessionLookup(db);
  }

  private now(): number {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /**
   * The actor for a raw session token, or null when it is unknown or expired. `slide: false` only looks (an
   * open socket checking that its session still holds must not keep it alive).
   */
  async resolve(token: string, opts: { slide?: boolean } = {}): Promise<{ actor: Actor; slid: boolean } | null> {
    const slide = opts.slide !== false;
    const now = this.now();
    const hit = this.cache.get(token);
    if (hit && now - hit.cachedAtMs < this.opts.cacheMs && hit.actor.expiresAt.getTime() > now) {
      return { actor: hit.actor, slid: slide && (await this.maybeSlide(hit.actor, now)) };
    }
    this.cache.delete(token);
    const rows = await this.lookup.execute({ token, now: new Date(now) });
    const r = rows[0];
    if (!r) return null;
    const role = ZRole.safeParse(r.role);
    const actor: Actor = {
      userId: r.userId,
      name: r.name,
      email: r.email,
      sessionId: r.sessionId,
      sessionToken: token,
      expiresAt: r.expiresAt,
      organizationId: r.organizationId,
      organizationName: r.organizationName,
      organizationSlug: r.organizationSlug,
      role: role.success ? role.data : null,
      platformRole: ZPlatformRole.safeParse(r.platformRole).data ?? null,
      organizationSuspendedReason: r.suspendedReason ?? null,
    };
    if (this.opts.cacheMs > 0) {
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(token, { actor, cachedAtMs: now });
    }
    return { actor, slid: slide && (await this.maybeSlide(actor, now)) };
  }

  /** Extends a session to now + timeout once it is older than the slide threshold (an idle timeout). */
  private async maybeSlide(actor: Actor, now: number): Promise<boolean> {
    const { timeoutSeconds, slideAfterSeconds } = this.opts;
    if (actor.expiresAt.getTime() - now > (timeoutSeconds - slideAfterSeconds) * 1000) return false;
    const expiresAt = new Date(now + timeoutSeconds * 1000);
    await setSessionExpiry(this.db, actor.sessionId, expiresAt, new Date(now));
    actor.expiresAt = expiresAt;
    return true;
  }

  /** Forgets a token (logout). */
  forgetToken(token: string): void {
    this.cache.delete(token);
  }

  /**
   * A user's access changed (role change, membership added or removed): forgets their cached sessions and
   * has their open sockets ended (each reconnects, if it may, with what the session allows now).
   */
  forgetUser(userId: string): void {
    this.forgetCached(userId);
    this.opts.events?.emit(USER_ACCESS_CHANGED, { userId } satisfies UserAccessChanged);
  }

  /** A user's own details changed (their name): the next request of each of their sessions reads them again. */
  forgetCached(userId: string): void {
    for (const [k, v] of this.cache) if (v.actor.userId === userId) this.cache.delete(k);
  }

  /** Switches a session to another organization the user is a member of (the next lookup sees it); its sockets end. */
  async switchOrganization(token: string, sessionId: string, organizationId: string): Promise<void> {
    await setSessionOrganization(this.db, sessionId, organizationId);
    this.forgetToken(token);
    this.opts.events?.emit(SESSION_ENDED, { sessionId } satisfies SessionEnded);
  }

  /** Deletes a session row (logout, revocation) and ends its sockets; answers whether one existed. */
  async revoke(token: string): Promise<boolean> {
    this.forgetToken(token);
    const sessionId = await deleteSession(this.db, token);
    if (sessionId) this.opts.events?.emit(SESSION_ENDED, { sessionId } satisfies SessionEnded);
    return sessionId !== null;
  }

  /** Extends a valid session now (the refresh call); null when it is already gone. */
  async refresh(token: string): Promise<Actor | null> {
    const now = this.now();
    const expiresAt = new Date(now + this.opts.timeoutSeconds * 1000);
    const live = await extendLiveSession(this.db, token, expiresAt, new Date(now));
    this.forgetToken(token);
    if (!live) return null;
    return (await this.resolve(token))?.actor ?? null;
  }
}
