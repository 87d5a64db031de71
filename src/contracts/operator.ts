/**
 * The operator console (issue 25, spec 3 "Organization table", "User table"): the platform admin's tables of every
 * organization and every membership, an organization's suspension, and a member's role. Staff routes only
 * (platform action organizations.operate). Every list is bounded: a search of at most 100 characters, pages of at
 * most 100 rows, at most 10,000 pages.
 */
import { z } from "zod";
import { ZRole } from "./roles.ts";
import { ZPlanId } from "./billing.ts";

/** The columns the organization table sorts on (spec 3: sorting toggles ascending/descending on the same column). */
export const ORGANIZATION_SORTS = ["name", "created", "users", "lastActive", "plan"] as const;
export const ZOrganizationSort = z.enum(ORGANIZATION_SORTS);
export type TOrganizationSort = z.infer<typeof ZOrganizationSort>;

export const ZSortDirection = z.enum(["asc", "desc"]);
export type TSortDirection = z.infer<typeof ZSortDirection>;

/** Largest page either table serves. */
export const OPERATOR_PAGE_SIZE_MAX = 100;
/** The organization table's page size when none is asked for. */
export const ORGANIZATION_PAGE_SIZE_DEFAULT = 20;
/** The user table's page size when none is asked for (spec 3 §9: user table page size 10). */
export const USER_PAGE_SIZE_DEFAULT = 10;

const ZPage = z.coerce.number().int().min(1).max(10_000).default(1);
const ZSearch = z.string().trim().max(100).default("");

/** GET /api/platform/organizations: search matches the organization's name or a member's email (any case). */
export const ZOrganizationTableQuery = z.object({
  search: ZSearch,
  sort: ZOrganizationSort.default("name"),
  direction: ZSortDirection.default("asc"),
  page: ZPage,
  pageSize: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(ORGANIZATION_PAGE_SIZE_DEFAULT),
});
export type TOrganizationTableQuery = z.infer<typeof ZOrganizationTableQuery>;

export const ZSubscriptionStatus = z.enum(["active", "past_due", "cancelled"]);

/** Why and since when an organization is suspended. */
export const ZSuspension = z.object({ reason: z.string(), since: z.string().datetime() });
export type TSuspension = z.infer<typeof ZSuspension>;

/** One row of the organization table. */
export const ZOrganizationRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  createdAt: z.string().datetime(),
  /** The plan held now and its status; null when the organization has no subscription record. */
  plan: ZPlanId.nullable(),
  subscriptionStatus: ZSubscriptionStatus.nullable(),
  /** Members of the organization. */
  users: z.number().int().nonnegative(),
  status: z.enum(["active", "suspended"]),
  suspension: ZSuspension.nullable(),
  /** The latest sign-in or session use of one of its members; null when none is on record. */
  lastActiveAt: z.string().datetime().nullable(),
  /** Part of the demo's simulated customer history (badged "Simulated"). */
  simulated: z.boolean(),
});
export type TOrganizationRow = z.infer<typeof ZOrganizationRow>;

export const ZOrganizationTable = z.object({
  organizations: z.array(ZOrganizationRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOrganizationTable = z.infer<typeof ZOrganizationTable>;

export const ZOrganizationParams = z.object({ organizationId: z.string().min(1).max(100) });

/** POST /api/platform/organizations/:organizationId/suspend: the reason the members are shown. */
export const ZSuspendOrganization = z.object({ reason: z.string().trim().min(3).max(500) });
export type TSuspendOrganization = z.infer<typeof ZSuspendOrganization>;

/** The answer of suspend and activate: the organization's row as the table shows it now. */
export const ZOrganizationStatusChange = z.object({ organization: ZOrganizationRow });

/** GET /api/platform/users: search matches name, email or organization name (any case); role filters. */
export const ZUserTableQuery = z.object({
  search: ZSearch,
  role: ZRole.optional(),
  page: ZPage,
  pageSize: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).default(USER_PAGE_SIZE_DEFAULT),
});
export type TUserTableQuery = z.infer<typeof ZUserTableQuery>;

/** One row of the user table: a person's membership of one organization (someone in two organizations has two rows). */
export const ZUserRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationSuspended: z.boolean(),
  role: ZRole,
  /** The person's latest sign-in on record; null: never. */
  lastSignInAt: z.string().datetime().nullable(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

export const ZUserTable = z.object({
  users: z.array(ZUserRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserTable = z.infer<typeof ZUserTable>;

export const ZUserParams = z.object({ userId: z.string().min(1).max(100) });
export const ZMembershipParams = z.object({ userId: z.string().min(1).max(100), organizationId: z.string().min(1).max(100) });

/** GET /api/platform/users/:userId: the person and each of their memberships. */
export const ZUserDetail = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string().datetime(),
  lastSignInAt: z.string().datetime().nullable(),
  memberships: z.array(
    z.object({
      organizationId: z.string(),
      organizationName: z.string(),
      organizationSuspended: z.boolean(),
      role: ZRole,
      joinedAt: z.string().datetime(),
    }),
  ),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** PATCH /api/platform/users/:userId/organizations/:organizationId/role: the new role (an organization keeps one admin). */
export const ZOperatorRoleChange = z.object({ role: ZRole });
export type TOperatorRoleChange = z.infer<typeof ZOperatorRoleChange>;
