import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, magicLink, organization as organizationPlugin } from "better-auth/plugins";
import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { supersedeMagicLinks } from "./repo.ts";
import * as schema from "../db/schema/auth.ts";

export type AuthDeps = {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  sessionTimeoutSeconds: number;
  magicLinkTtlSeconds: number;
  sendMagicLink: (email: string, url: string) => Promise<void>;
  /**
   * Called after better-auth creates a user (magic-link sign-up): gives them an organization, and the language and
   * time zone their sign-up request carried (the `lng` and `tz` of the link's callback URL, unchecked here).
   */
  onUserCreated: (userId: string, email: string, browser: { locale: string | null; timeZone: string | null }) => Promise<void>;
  /** The organization a new session starts in: the user's first membership. */
  initialOrganization: (userId: string) => Promise<string | null>;
  /** Called after every new session (a sign-in), for the audit log. */
  onSessionCreated: (s: { userId: string; activeOrganizationId: string | null; ipAddress: string | null; method: string }) => Promise<void>;
};

/** The `lng` and `tz` the sign-up request put on the magic link's callback URL (the verification request's query). */
function signUpDefaults(ctx: unknown, baseURL: string): { locale: string | null; timeZone: string | null } {
  const callbackURL = (ctx as { query?: { callbackURL?: unknown } } | null)?.query?.callbackURL;
  if (typeof callbackURL !== "string") return { locale: null, timeZone: null };
  try {
    const params = new URL(callbackURL, baseURL).searchParams;
    return { locale: params.get("lng"), timeZone: params.get("tz") };
  } catch {
    return { locale: null, timeZone: null };
  }
}

/**
 * better-auth: users, sessions in the database, magic links (single-use, expiring, stored hashed, the newest
 * for an address superseding older ones), password sign-in
 * for the legacy login, and the organization plugin's tables. Only the magic-link verification
 * endpoint is exposed to the network as-is; everything else goes through our own routes.
 */
export function createBetterAuth(d: AuthDeps) {
  return betterAuth({
    appName: "Facetwise",
    secret: d.secret,
    baseURL: d.baseURL,
    basePath: "/api/auth",
    trustedOrigins: d.trustedOrigins,
    database: drizzleAdapter(d.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8 },
    session: { expiresIn: d.sessionTimeoutSeconds, updateAge: 300 },
    rateLimit: { enabled: false }, // our own limiter covers every route, shared across processes
    advanced: {
      cookiePrefix: "facetwise",
      useSecureCookies: d.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: d.secureCookies },
    },
    telemetry: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (u, ctx) => {
            await d.onUserCreated(u.id, u.email, signUpDefaults(ctx, d.baseURL));
          },
        },
      },
      session: {
        create: {
          before: async (s) => {
            const activeOrganizationId = (s as { activeOrganizationId?: string | null }).activeOrganizationId ?? (await d.initialOrganization(s.userId));
            return { data: { ...s, activeOrganizationId } };
          },
          after: async (s, ctx) => {
            const x = s as { userId: string; activeOrganizationId?: string | null; ipAddress?: string | null };
            const path = (ctx as { path?: string } | null)?.path ?? "";
            const method = path.includes("magic-link") ? "magic-link" : path.includes("sign-in/email") ? "password" : "other";
            await d.onSessionCreated({ userId: x.userId, activeOrganizationId: x.activeOrganizationId ?? null, ipAddress: x.ipAddress ?? null, method });
          },
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: d.magicLinkTtlSeconds,
        // the verification table keeps the token's SHA-256 (base64url), never the link's secret itself
        storeToken: "hashed",
        // the newest link is the only one that works: older unused links for the address are deleted first
        sendMagicLink: async ({ email, url, token }) => {
          await supersedeMagicLinks(d.db, email, `magic-link:${createHash("sha256").update(token).digest("base64url")}`);
          await d.sendMagicLink(email, url);
        },
      }),
      organizationPlugin({ creatorRole: "admin", allowUserToCreateOrganization: false }),
      bearer(),
    ],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
