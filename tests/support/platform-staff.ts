/**
 * Platform staff for tests: a user with a platform role (the row a staff grant writes), for the vendor's screens.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { insertUser, newId } from "../../src/server/modules/auth/repo.ts";
import type { TPlatformRole } from "../../src/contracts/roles.ts";

/** Creates a platform staff member with `role`; returns their id and (lower-case) address to sign in with. */
export async function buildStaff(app: FastifyInstance, role: TPlatformRole): Promise<{ id: string; email: string }> {
  const db = app.deps.database.db;
  const id = newId();
  const email = `${role}-${id.slice(0, 8).toLowerCase()}@vendor.example`;
  await insertUser(db, { id, email, name: `${role} of the vendor`, emailVerified: true });
  await db.execute(sql`insert into platform_staff (user_id, role) values (${id}, ${role})`);
  return { id, email };
}
