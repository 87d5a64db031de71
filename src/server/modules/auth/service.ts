import type { Db } from "../../db/client.ts";
import { negotiateLocale } from "../../i18n/negotiate.ts";
import { translator } from "../../i18n/index.ts";
import type { BetterAuth } from "../../auth/better-auth.ts";
import type { Actor, SessionResolver } from "../../auth/actor.ts";
import type { RateLimitStore } from "../../http/rate-limit.ts";
import type { LoginBackoffStore } from "../../http/login-backoff.ts";
import { LOGIN_LOCKED_ACTION } from "../../audit/signals-repo.ts";
import { LOGIN_BACKOFF } from "../../../domain/login-backoff.ts";
import { createHash } from "node:crypto";
import { AppError, msg } from "../../http/errors.ts";
import { personalOrganizationName, slugify } from "../../../domain/organization-slug.ts";
import { permissionsOf } from "../../../contracts/roles.ts";
import { PASSWORD_POLICY, passwordProblems } from "../../../domain/password-policy.ts";
import type { TCeoUser, TMe, TMagicLinkRequest } from "../../../contracts/auth.ts";
import { NO_ORGANIZATION_POLICIES, PLATFORM_ACTIONS, presentPlatformPolicies, presentPolicies, staffMay } from "../../auth/policies/index.ts";
import { platformRoleOfEmail } from "../staff/api.ts";
import { tenantOf } from "../../auth/tenancy.ts";
import * as repo from "./repo.ts";
import { DEFAULT_PREFERENCES, readPreferences, writePreferences } from "../../preferences/repo.ts";
import { supportedLocale, ZTimeZone, type TLocale } from "../../../contracts/profile.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { noAccountEmail } from "../../mail/templates.ts";
import type { InvitationService } from "../../invitations/service.ts";
import { seedDefaultTemplates } from "../reports/api.ts";

/** Limits on magic-link requests: per email address and per client address, 15-minute windows. */
export const MAGIC_LINK_LIMITS = {
  perEmail: { capacity: 5, refillPerMinute: 5 / 15 },
  perIp: { capacity: 30, refillPerMinute: 30 / 15 },
} as const;

export type AuthServiceDeps = {
  db: Db;
  auth: BetterAuth;
  sessions: SessionResolver;
  limiter: RateLimitStore;
  loginBackoff: LoginBackoffStore;
  mailer: Mailer;
  invitations: InvitationService;
  baseURL: string;
};

/**
 * A new account's language and time zone from what its browser reported: the language as a supported one (its
 * primary subtag) or English; the time zone only when this server's Intl knows it, else null (follow the browser).
 */
export function browserDefaults(locale: string | null | undefined, timeZone: string | null | undefined): { locale: TLocale; timeZone: string | null } {
  const zone = ZTimeZone.safeParse(timeZone);
  return { locale: supportedLocale(locale) ?? "en", timeZone: zone.success ? zone.data : null };
}

/** Sign-in and sign-up use cases; routes stay thin. */
export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  /**
   * Sends a magic link. Sign-up creates the user when the link is opened. Sign-in answers the same for
   * every address: an address without an account is emailed an offer to sign up instead of a link (so the
   * form never tells a stranger whether an account exists). Rate-limited per email and per client address.
   */
  async requestMagicLink(input: TMagicLinkRequest, ip: string, headers: Headers): Promise<void> {
    const email = input.email.toLowerCase();
    await this.limit(`ml:ip:${ip}`, MAGIC_LINK_LIMITS.perIp);
    await this.limit(`ml:email:${email}`, MAGIC_LINK_LIMITS.perEmail);
    if (!input.createUser && !(await repo.findUserByEmail(this.d.db, email))) {
      const signupUrl = new URL(`/signup?email=${encodeURIComponent(email)}`, this.d.baseURL).toString();
      // no account, so no saved language: the request's (the pseudo-locale is for test requests to the API only)
      const lang = { locale: negotiateLocale(headers.get("accept-language") ?? undefined, false) ?? "en", timeZone: null } as const;
      await this.d.mailer.send(noAccountEmail({ to: email, signupUrl, invitedTo: await this.d.invitations.invitedOrganization(email), lang }));
      return;
    }
    const callback = new URLSearchParams({ redirect: input.redirect });
    // sign-up: the browser's language and time zone ride on the link to the account it creates (provisionNewUser)
    if (input.createUser && (input.locale !== undefined || input.timeZone !== undefined)) {
      const browser = browserDefaults(input.locale, input.timeZone);
      callback.set("lng", browser.locale);
      if (browser.timeZone) callback.set("tz", browser.timeZone);
    }
    const callbackURL = `/auth/callback?${callback.toString()}`;
    await this.d.auth.api.signInMagicLink({ body: { email, callbackURL, errorCallbackURL: callbackURL }, headers });
  }

  private async limit(key: string, policy: { capacity: number; refillPerMinute: number }) {
    const d = await this.d.limiter.take(key, policy);
    if (!d.allowed) {
      const seconds = Math.ceil(d.retryAfterMs / 1000);
      throw new AppError(
        429,
        "RATE_LIMITED",
        msg("auth.tooManySignInRequests", { seconds }),
        { retryAfterSeconds: seconds },
        {
          "retry-after": String(seconds),
        },
      );
    }
  }

  /**
   * A new user starts with the language and time zone of the browser they signed up in (checked again: the link
   * could have been edited; a sign-up that reported neither saves none, and the request's language decides), joins the organizations that invited them, or without an invitation gets one of their
   * own, as its admin.
   */
  async provisionNewUser(userId: string, email: string, browser: { locale: string | null; timeZone: string | null } = { locale: null, timeZone: null }): Promise<void> {
    const language = browserDefaults(browser.locale, browser.timeZone).locale;
    if (browser.locale !== null || browser.timeZone !== null) {
      const { locale, timeZone } = browserDefaults(browser.locale, browser.timeZone);
      await writePreferences(this.d.db, userId, { ...DEFAULT_PREFERENCES, locale, timeZone }, new Date());
    }
    if (await repo.firstMembership(this.d.db, userId)) return;
    if (await this.d.invitations.joinInvitedOrganizations(userId, email)) return;
    const name = personalOrganizationName(email);
    const base = slugify(name);
    let slug = base;
    for (let i = 2; await repo.organizationSlugTaken(this.d.db, slug); i++) slug = `${base}-${i}`;
    const org = await repo.createOrganization(this.d.db, name, slug);
    await repo.addMember(this.d.db, org.id, userId, "admin");
    // the organization's own templates, written in its creating admin's language
    await seedDefaultTemplates(this.d.db, org.id, translator(language));
    await repo.writeAudit(this.d.db, { organizationId: org.id, actorUserId: userId, action: "organization.created", targetType: "organization", targetId: org.id });
  }

  /**
   * Legacy email + password sign-in; returns the session token and its expiry. Each address has its own
   * backoff (domain/login-backoff.ts), counted before the password is checked and whether or not an account
   * uses the address (an unknown one is answered the same): ten attempts, then 429 with Retry-After, the
   * right password included, until the wait is over; a success starts the count again.
   */
  async passwordLogin(email: string, password: string, headers: Headers, only?: (address: string) => Promise<boolean>) {
    const address = email.toLowerCase();
    const key = createHash("sha256").update(address).digest("base64url");
    const attempt = await this.d.loginBackoff.begin(key, LOGIN_BACKOFF);
    if (!attempt.allowed) {
      // a security event the executive alerts count (distinct addresses, by this hash; never the address itself)
      await repo.writeAudit(this.d.db, { organizationId: null, actorUserId: null, action: LOGIN_LOCKED_ACTION, targetType: "login", targetId: key });
      const seconds = Math.max(1, Math.ceil(attempt.retryAfterMs / 1000));
      const retryAt = new Date(Date.now() + seconds * 1000).toISOString();
      throw new AppError(429, "ACCOUNT_LOCKED", msg("auth.tooManyFailedSignIn", { seconds, retryAt }), { retryAfterSeconds: seconds, retryAt }, { "retry-after": String(seconds) });
    }
    try {
      // a door for some accounts only (the CEO login: platform staff): anyone else is answered as a wrong password
      if (only && !(await only(address))) throw new AppError(401, "INVALID_CREDENTIALS", msg("auth.invalidEmailOrPassword"));
      const r = await this.d.auth.api.signInEmail({ body: { email: address, password }, headers });
      await this.d.loginBackoff.reset(key);
      const resolved = await this.d.sessions.resolve(r.token);
      if (!resolved) throw new Error("session vanished");
      return { token: r.token, expiresAt: resolved.actor.expiresAt.toISOString(), user: { id: r.user.id, name: r.user.name, email: r.user.email } };
    } catch (e) {
      if (e instanceof AppError) throw e;
      const status = (e as { statusCode?: number; status?: number | string }).statusCode;
      if (status === 401 || (e as { status?: string }).status === "UNAUTHORIZED") {
        throw new AppError(401, "INVALID_CREDENTIALS", msg("auth.invalidEmailOrPassword"));
      }
      throw e;
    }
  }

  /**
   * The CEO Dashboard Login (spec 2 §2.15): password sign-in for platform staff only, with the same per-address backoff
   * as the legacy login; anyone else, an organization's admin included, gets the same answer as a wrong password.
   */
  async ceoLogin(email: string, password: string, headers: Headers) {
    return this.passwordLogin(email, password, headers, async (address) => (await platformRoleOfEmail(this.d.db, address)) !== null);
  }

  /** The CEO login's user (spec 2 §3.13): a staff member with the platform actions their role allows; null for anyone else. */
  ceoUser(actor: Actor): TCeoUser | null {
    if (!actor.platformRole) return null;
    const permissions = PLATFORM_ACTIONS.filter((a) => staffMay(actor, a));
    return { user: { id: actor.userId, name: actor.name, email: actor.email, role: actor.platformRole, permissions } };
  }

  /** Sets (or replaces) a user's password for the legacy login, enforcing the password policy. */
  async setPassword(email: string, password: string): Promise<void> {
    const codes = passwordProblems(password);
    if (codes.length) {
      // one sentence per broken rule, in the caller's language
      const problems = codes.map((c) => msg(`auth.password.${c}`, { min: PASSWORD_POLICY.minLength }));
      throw new AppError(400, "VALIDATION_ERROR", msg("auth.passwordRejected", { problems }), { problems, codes });
    }
    const u = await repo.findUserByEmail(this.d.db, email);
    if (!u) throw new AppError(404, "USER_NOT_FOUND", msg("auth.noAccountUsesEmail", { email }));
    const ctx = await this.d.auth.$context;
    const hash = await ctx.password.hash(password);
    const accounts = await ctx.internalAdapter.findAccounts(u.id);
    if (accounts.some((a) => a.providerId === "credential")) await ctx.internalAdapter.updatePassword(u.id, hash);
    else await ctx.internalAdapter.linkAccount({ userId: u.id, providerId: "credential", accountId: u.id, password: hash });
  }

  /** Whether the account using an address has a password (the demo CEO's, in development). */
  async hasPassword(email: string): Promise<boolean> {
    const u = await repo.findUserByEmail(this.d.db, email);
    if (!u) return false;
    const ctx = await this.d.auth.$context;
    return (await ctx.internalAdapter.findAccounts(u.id)).some((a) => a.providerId === "credential" && Boolean(a.password));
  }

  async logout(actor: Actor, ip: string): Promise<void> {
    await this.d.sessions.revoke(actor.sessionToken);
    await repo.writeAudit(this.d.db, { organizationId: actor.organizationId, actorUserId: actor.userId, action: "auth.sign_out", ipAddress: ip });
  }

  /** Records a sign-in (any new session). */
  async recordSignIn(userId: string, organizationId: string | null, ip: string | null, method: string): Promise<void> {
    await repo.writeAudit(this.d.db, { organizationId, actorUserId: userId, action: "auth.sign_in", metadata: { method }, ipAddress: ip ?? undefined });
  }

  /**
   * The /api/auth/me answer, with the permissions and organization policies the UI relies on. A member of a
   * suspended organization is told why and since when, and holds nothing in it (no permissions, no policies)
   * until it is activated again.
   */
  async me(actor: Actor): Promise<TMe> {
    const { locale, timeZone } = await readPreferences(this.d.db, actor.userId);
    const suspension = actor.organizationId && actor.organizationSuspendedReason !== null ? await repo.suspensionOf(this.d.db, actor.organizationId) : null;
    const usable = actor.organizationId !== null && actor.role !== null && suspension === null;
    return {
      user: { id: actor.userId, name: actor.name, email: actor.email },
      organization: actor.organizationId
        ? {
            id: actor.organizationId,
            name: actor.organizationName ?? "",
            slug: actor.organizationSlug ?? "",
            suspended: suspension ? { reason: suspension.reason, since: suspension.since.toISOString() } : null,
          }
        : null,
      role: actor.role,
      permissions: usable && actor.role ? permissionsOf(actor.role) : [],
      // (a suspension lifted since this session's actor was read: the organization is usable again)
      policies: usable ? presentPolicies(tenantOf({ ...actor, organizationSuspendedReason: null }), { kind: "organization" }) : NO_ORGANIZATION_POLICIES,
      session: { expiresAt: actor.expiresAt.toISOString() },
      preferences: { locale, timeZone },
      platform: actor.platformRole ? presentPlatformPolicies(actor.platformRole, actor.userId) : null,
    };
  }
}
