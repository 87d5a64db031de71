import { z } from "zod";
import { ZPlatformRole } from "./roles.ts";

/** A member of the platform staff as the Staff page lists them. */
export const ZStaffMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZPlatformRole,
  /** When the current role was granted (ISO). */
  grantedAt: z.string(),
  /** Who granted it (null: the command line, the seed, or an account since deleted). */
  grantedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** GET /api/platform/staff — every member of the platform staff (a handful: bounded by STAFF_LIST_MAX). */
export const ZStaffList = z.object({ staff: z.array(ZStaffMember) });
export type TStaffList = z.infer<typeof ZStaffList>;

/** The most staff rows one answer lists (the vendor's own people: far more would be a mistake to look at). */
export const STAFF_LIST_MAX = 500;

/** POST /api/platform/staff (and the command line's grant): give an address a platform role, creating the account when there is none. */
export const ZGrantStaff = z.object({
  email: z.email().max(254),
  role: ZPlatformRole,
});
export type TGrantStaff = z.infer<typeof ZGrantStaff>;

/** What a grant did: the staff member, and whether it created their account or changed an earlier role. */
export const ZGrantOutcome = z.object({
  member: ZStaffMember,
  accountCreated: z.boolean(),
  previousRole: ZPlatformRole.nullable(),
});
export type TGrantOutcome = z.infer<typeof ZGrantOutcome>;

/** DELETE /api/platform/staff/:userId */
export const ZStaffUserParams = z.object({ userId: z.string().min(1).max(100) });

/** The command line's revoke (DELETE /api/local/staff): by address. */
export const ZRevokeStaffByEmail = z.object({ email: z.email().max(254) });

/** What a revoke did: the address and the role it no longer has. */
export const ZRevokeOutcome = z.object({ userId: z.string(), email: z.string(), revokedRole: ZPlatformRole });
export type TRevokeOutcome = z.infer<typeof ZRevokeOutcome>;
