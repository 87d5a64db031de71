/**
 * The schemas the two pages people open first use — /dashboard's shell (the session from GET /api/auth/me, the
 * notification bell's GET /api/notifications) and /login (the email rule and POST /api/auth/magic-link's answer),
 * with the sign-in redirect rule and the server's health — written with zod/mini instead of zod's classic API.
 *
 * Why: any schema from src/contracts (classic zod) brings classic's whole method set and its JSON Schema generators
 * with it, ~10 KB of gzipped script on top of zod's core; zod/mini adds almost nothing to the core. That keeps
 * /login and /dashboard in their first-visit budget (tests/bundle-budget.test.ts; vite.config.ts puts classic zod
 * in a chunk of its own). Other pages keep using the contracts themselves.
 *
 * Every schema mirroring a contract is held equal to it by first-visit-schemas.test.ts (the same JSON Schema, the
 * same parse results and messages, the same types), so these pages still check what the route sends by its
 * contract. The role and permission lists are typed as the contracts' own tuples; they are spelled out because
 * importing them from src/contracts/roles.ts would bring its classic schemas along.
 */
import type { PERMISSIONS as CONTRACT_PERMISSIONS, PLATFORM_ROLES as CONTRACT_PLATFORM_ROLES, ROLES as CONTRACT_ROLES } from "../../contracts/roles.ts";
import type { LOCALES as CONTRACT_LOCALES } from "../../contracts/profile.ts";
import * as z from "zod/mini";

const ROLES: typeof CONTRACT_ROLES = ["admin", "manager", "analyst", "user"];
const PERMISSIONS: typeof CONTRACT_PERMISSIONS = ["read", "write", "manage_users", "read_analytics", "create_reports"];

const PLATFORM_ROLES: typeof CONTRACT_PLATFORM_ROLES = ["platform_admin", "ceo", "marketer", "sales"];

const LOCALES: typeof CONTRACT_LOCALES = ["en", "es", "fr", "de", "zh", "ja"];

const ZRole = z.enum(ROLES);

/** contracts/auth.ts ZRedirectPath: a same-site path (one leading '/', not '//', no backslash or whitespace). */
export const ZRedirectPath = z.string().check(z.maxLength(2000), z.regex(/^\/(?!\/)[^\s\\]*$/, "redirect must be a path on this site, starting with a single /"));

/** contracts/auth.ts ZMagicLinkRequest.shape.email: an address the server accepts. */
export const ZEmail = z.email().check(z.maxLength(254));

/** contracts/auth.ts ZMagicLinkResponse: POST /api/auth/magic-link. */
export const ZMagicLinkResponse = z.object({ sent: z.literal(true) });

/** contracts/policies.ts ZOrganizationPolicies. */
const ZOrganizationPolicies = z.object({
  readOrganization: z.boolean(),
  assignAssessments: z.boolean(),
  manageMembers: z.boolean(),
  inviteMembers: z.boolean(),
  invitableRoles: z.array(ZRole),
  viewOperations: z.boolean(),
  manageSettings: z.boolean(),
  readAnalytics: z.boolean(),
});

/** contracts/policies.ts ZPlatformAccess. */
const ZPlatformAccess = z.object({
  role: z.enum(PLATFORM_ROLES),
  policies: z.object({
    readBusiness: z.boolean(),
    manageBusiness: z.boolean(),
    readSales: z.boolean(),
    operateBilling: z.boolean(),
    operateOrganizations: z.boolean(),
    manageStaff: z.boolean(),
  }),
});

/** contracts/auth.ts ZMe: GET /api/auth/me. */
export const ZMe = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  organization: z.nullable(z.object({ id: z.string(), name: z.string(), slug: z.string(), suspended: z.nullable(z.object({ reason: z.string(), since: z.string() })) })),
  role: z.nullable(ZRole),
  permissions: z.array(z.enum(PERMISSIONS)),
  policies: ZOrganizationPolicies,
  session: z.object({ expiresAt: z.string() }),
  preferences: z.object({ locale: z.enum(LOCALES), timeZone: z.nullable(z.string()) }),
  platform: z.nullable(ZPlatformAccess),
});

/** contracts/auth.ts ZSessionProbe: GET /api/auth/session (null when signed out). */
export const ZSessionProbe = z.object({ me: z.nullable(ZMe) });

/** contracts/notifications.ts ZNotificationList: GET /api/notifications. */
export const ZNotificationList = z.object({
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["assessment.assigned", "assessment.reminder", "assessment.completed", "feedback360.closed", "report.step_assigned", "report.rejected", "billing.usage"]),
      data: z.object({
        assessmentTitle: z.optional(z.string()),
        actorName: z.optional(z.string()),
        dueAt: z.optional(z.nullable(z.string())),
        reportTitle: z.optional(z.string()),
        stepName: z.optional(z.string()),
        threshold: z.optional(z.number().check(z.int())),
        used: z.optional(z.number().check(z.int())),
        limit: z.optional(z.number().check(z.int())),
        resetsAt: z.optional(z.string()),
        timeZone: z.optional(z.string()),
      }),
      link: z.nullable(z.string()),
      readAt: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  unread: z.number().check(z.int()),
});

/** The parts of GET /api/health the UI reads (lib/health.ts; no contract); lenient so a newer server with more fields still parses. */
export const ZHealthView = z.object({
  status: z.string(),
  version: z.optional(z.string()),
  environment: z.optional(z.string()),
});
