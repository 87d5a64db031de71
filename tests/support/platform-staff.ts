/**
 * Platform staff for tests, in the shapes some suites prefer (one implementation: factories.ts insertStaff): a role
 * for a user who exists already (`grantPlatformRole`), or a new staff member with a generated address (`buildStaff`).
 */
import type { FastifyInstance } from "fastify";
import { newId } from "../../src/server/modules/auth/repo.ts";
import type { TPlatformRole } from "../../src/contracts/roles.ts";
import { insertStaff } from "./factories.ts";

/** Gives the user with this address the platform role (creating the account when there is none). */
export async function grantPlatformRole(app: FastifyInstance, email: string, role: TPlatformRole): Promise<void> {
  await insertStaff(app.deps.database.db, email, role);
}

/** Creates a platform staff member with `role`; returns their id and (lower-case) address to sign in with. */
export async function buildStaff(app: FastifyInstance, role: TPlatformRole): Promise<{ id: string; email: string }> {
  return insertStaff(app.deps.database.db, `${role}-${newId().slice(0, 8).toLowerCase()}@vendor.example`, role);
}
