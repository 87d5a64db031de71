import type { TPlatformRole, TRole } from "../../../contracts/roles.ts";
import type { TenantActor } from "../tenancy.ts";

/**
 * Who a policy decides for, reduced to what policies read. Two kinds: a member of one organization (the session's
 * TenantActor) and a member of the platform staff (who belongs to no organization; ./platform.ts). Tenant rules take
 * a `MemberSubject` and platform rules a `StaffSubject`, so neither sees, or needs changing for, the other kind.
 */
export type MemberSubject = { readonly kind: "member"; readonly userId: string; readonly role: TRole };

/** A member of the platform staff, with their platform role. */
export type StaffSubject = { readonly kind: "staff"; readonly userId: string; readonly platformRole: TPlatformRole };

/** Every kind of actor policies know. */
export type Subject = MemberSubject | StaffSubject;

/** The member subject of a signed-in member of an organization. */
export function memberSubject(actor: Pick<TenantActor, "userId" | "role">): MemberSubject {
  return { kind: "member", userId: actor.userId, role: actor.role };
}
