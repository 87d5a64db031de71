import type { Actor } from "./actor.ts";
import { AppError, forbidden, msg } from "../http/errors.ts";
import type { TRole } from "../../contracts/roles.ts";

/** An actor acting inside an organization: the only way services learn which tenant they serve. */
export type TenantActor = Actor & { organizationId: string; role: TRole };

/**
 * The tenancy choke point: every organization-scoped use case starts here. The organization comes from
 * the session, never from the request; repos then load by (organizationId, id), so another
 * organization's ids are simply not found (404). An organization the platform operator suspended is refused
 * here, for every member route at once: 403 ORGANIZATION_SUSPENDED naming the reason (nothing is deleted; GET
 * /api/auth/me, a session route, still answers and tells the web app, which shows the notice).
 */
export function tenantOf(actor: Actor): TenantActor {
  if (!actor.organizationId || !actor.role) throw forbidden(msg("auth.youAreNotMemberOrganization"));
  if (actor.organizationSuspendedReason !== null) throw organizationSuspended(actor);
  return actor as TenantActor;
}

/** The refusal a suspended organization's member gets, with the operator's reason. */
export function organizationSuspended(actor: Pick<Actor, "organizationName" | "organizationSuspendedReason">): AppError {
  return new AppError(
    403,
    "ORGANIZATION_SUSPENDED",
    msg("auth.organizationSuspended", { organization: actor.organizationName ?? "", reason: actor.organizationSuspendedReason ?? "" }),
    {
      reason: actor.organizationSuspendedReason,
    },
  );
}
