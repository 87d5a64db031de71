import { z } from "zod";
import { ZPlatformRole, ZRole, PERMISSIONS } from "./roles.ts";
import { ZOrganizationPolicies, ZPlatformAccess } from "./policies.ts";
import { ZDisplayPreferences } from "./profile.ts";

/** A same-site path to return to after sign-in; anything else (absolute URLs, protocol-relative) is refused. */
export const ZRedirectPath = z
  .string()
  .max(2000)
  .regex(/^\/(?!\/)[^\s\\]*$/, "redirect must be a path on this site, starting with a single /");

/** POST /api/auth/magic-link — spec 1 §7: sign-in (createUser false) and sign-up (createUser true) share one call. */
export const ZMagicLinkRequest = z.object({
  email: z.email().max(254),
  redirect: ZRedirectPath.default("/dashboard"),
  createUser: z.boolean().default(false),
  /**
   * Sign-up only: the browser's language tag (navigator.language) and time zone (Intl's resolved zone). The new
   * account starts with them: the language as a supported one (its primary subtag) or English, the zone only when
   * it is one this server knows, else none (the browser's own). Values that fit neither are ignored, never refused.
   */
  locale: z.string().max(35).optional(),
  timeZone: z.string().max(64).optional(),
});
export type TMagicLinkRequest = z.infer<typeof ZMagicLinkRequest>;

export const ZMagicLinkResponse = z.object({ sent: z.literal(true) });

/** POST /api/auth/login (legacy) — email and password. */
export const ZLegacyLoginRequest = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZOrganization = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * The session's organization as /api/auth/me tells it, with its suspension by the platform operator (why and since
 * when; null when it is not suspended): a suspended organization's members see a notice instead of the dashboard.
 */
export const ZMeOrganization = ZOrganization.extend({ suspended: z.object({ reason: z.string(), since: z.string() }).nullable() });

/** GET /api/auth/me — the signed-in user, their organization, role, and what they may do (policies for the UI). */
export const ZMe = z.object({
  user: ZUser,
  organization: ZMeOrganization.nullable(),
  role: ZRole.nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** What the caller may do in their organization (the web app shows actions from these only). */
  policies: ZOrganizationPolicies,
  session: z.object({ expiresAt: z.string() }),
  /** The language and time zone the person's dates and numbers are shown in (their profile). */
  preferences: ZDisplayPreferences,
  /** Platform staff only: their platform role and what it allows (the Platform section); null for everyone else. */
  platform: ZPlatformAccess.nullable(),
});
export type TMe = z.infer<typeof ZMe>;

/** GET /api/auth/session — the session probe: 200 with the /api/auth/me answer, or with null when signed out (not an error). */
export const ZSessionProbe = z.object({ me: ZMe.nullable() });

/** Legacy login and refresh answer: an access token (bearer) with its expiry. */
export const ZTokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: ZUser,
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZHealth = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
  environment: z.enum(["development", "production", "test"]),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;

/** POST /api/auth/refresh — the extended session. */
export const ZRefreshed = ZTokenResponse;

/** GET /api/auth/magic-link/verify — the link in the email (better-auth's parameters). */
export const ZMagicLinkVerifyQuery = z.object({
  token: z.string().min(1).max(500),
  callbackURL: z.string().max(2000).optional(),
  errorCallbackURL: z.string().max(2000).optional(),
  newUserCallbackURL: z.string().max(2000).optional(),
});

/** POST /api/auth/ceo (spec 2 §7) — the CEO Dashboard Login: platform staff only, email and password. */
export const ZCeoLoginRequest = ZLegacyLoginRequest;

/** GET/POST /api/auth/ceo (spec 2 §3.13): the signed-in staff member with their platform role and the platform actions it allows. */
export const ZCeoUser = z.object({
  user: ZUser.extend({
    role: ZPlatformRole,
    /** The platform actions the role allows (e.g. "business.read"), from the server's policy module. */
    permissions: z.array(z.string().max(60)),
  }),
});
export type TCeoUser = z.infer<typeof ZCeoUser>;

/**
 * GET /api/auth/ceo/demo-credentials — development only (never registered in production, loopback clients only): the
 * demo CEO's address and password for the login form to prefill; null when the demo CEO has none.
 */
export const ZCeoDemoCredentials = z.object({ demo: z.object({ email: z.string(), password: z.string() }).nullable() });

/** POST /api/local/password — `facetwise set-password` through the running server (the password is checked by the policy there). */
export const ZSetPasswordRequest = z.object({ email: z.email().max(254), password: z.string().max(200) });
