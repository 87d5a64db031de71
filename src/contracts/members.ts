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

export const ZMemberList = z.object({ members: z.array(ZMember) });
