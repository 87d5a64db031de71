import type { TRole } from "../../../contracts/roles.ts";
import type { TenantActor } from "../tenancy.ts";

/**
 * Who a policy decides for, reduced to what policies read. Today there is one kind: a member of one organization
 * (the session's TenantActor). Staff of the platform itself (who belong to no organization) will be a second kind,
 * `{ kind: "platform"; userId; platformRole }`, added to `Subject` with its own policy table; tenant rules take a
 * `MemberSubject`, so they never see, and never need changing for, another kind.
 */
export type MemberSubject = { readonly kind: "member"; readonly userId: string; readonly role: TRole };

/** Every kind of actor policies know (the extension point for platform staff). */
export type Subject = MemberSubject;

/** The member subject of a signed-in member of an organization. */
export function memberSubject(actor: Pick<TenantActor, "userId" | "role">): MemberSubject {
  return { kind: "member", userId: actor.userId, role: actor.role };
}
