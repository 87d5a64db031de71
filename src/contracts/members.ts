import { z } from "zod";
import { ZRole } from "./roles.ts";
import { ZMemberPolicies } from "./policies.ts";

export const ZMemberParams = z.object({ userId: z.string().min(1).max(100) });

/** PATCH /api/organization/members/:userId */
export const ZChangeRole = z.object({ role: ZRole });
export type TChangeRole = z.infer<typeof ZChangeRole>;

export const ZMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  /** One of the organization's departments, or null when none is set. */
  department: z.string().nullable(),
  joinedAt: z.string(),
  /** What the caller may do with this member (server-side policy, read by the UI). */
  policies: ZMemberPolicies,
});
export type TMember = z.infer<typeof ZMember>;

/** Columns the members list can be sorted by. */
export const ZMemberSort = z.enum(["name", "email", "role", "joined"]);
export type TMemberSort = z.infer<typeof ZMemberSort>;
export const ZSortDir = z.enum(["asc", "desc"]);
export type TSortDir = z.infer<typeof ZSortDir>;

/**
 * GET /api/organization/members query. With none of page, pageSize, q, sort or dir the whole list comes back
 * (for pickers that need every member); with any of them, one page of at most pageSize members.
 */
export const ZMemberListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(10).max(100).optional(),
  /** Matches name or email, any case. */
  q: z.string().trim().max(100).optional(),
  sort: ZMemberSort.optional(),
  dir: ZSortDir.optional(),
});
export type TMemberListQuery = z.infer<typeof ZMemberListQuery>;

export const MEMBER_PAGE_SIZE_DEFAULT = 10;

/** The members (one page of them when paging was asked for) and how many match in all. */
export const ZMemberList = z.object({
  members: z.array(ZMember),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TMemberList = z.infer<typeof ZMemberList>;
