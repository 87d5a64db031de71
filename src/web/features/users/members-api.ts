import { ZMember, ZMemberList, type TMember } from "../../../contracts/members.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { api } from "../../lib/api.ts";

/** TanStack Query key of the organization's member list. */
export const membersQueryKey = ["organization", "members"] as const;

/** GET /api/organization/members: everyone in the caller's organization, with what the caller may do to each. */
export async function fetchMembers(signal?: AbortSignal): Promise<TMember[]> {
  const body = await api.get("/api/organization/members", { schema: ZMemberList, signal });
  return body.members;
}

/** PATCH /api/organization/members/:userId: the member with their new role (ApiError 403, 409 or 400 when refused). */
export function patchMemberRole(userId: string, role: TRole): Promise<TMember> {
  return api.request(`/api/organization/members/${encodeURIComponent(userId)}`, { method: "PATCH", body: { role }, schema: ZMember });
}
