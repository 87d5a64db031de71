import type { Actor } from "./actor.ts";
import { forbidden, msg } from "../http/errors.ts";
import type { TRole } from "../../contracts/roles.ts";

/** An actor acting inside an organization: the only way services learn which tenant they serve. */
export type TenantActor = Actor & { organizationId: string; role: TRole };

/**
 * The tenancy choke point: every organization-scoped use case starts here. The organization comes from
 * the session, never from the request; repos then load by (organizationId, id), so another
 * organization's ids are simply not found (404).
 */
export function tenantOf(actor: Actor): TenantActor {
  if (!actor.organizationId || !actor.role) throw forbidden(msg("auth.youAreNotMemberOrganization"));
  return actor as TenantActor;
}
