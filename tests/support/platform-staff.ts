/**
 * Platform staff for tests: the row a staff grant writes (platform_staff), for the vendor's screens — on a user who
 * exists already (`grantPlatformRole`) or on a new one (`buildStaff`).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { insertUser, newId } from "../../src/server/modules/auth/repo.ts";
import type { TPlatformRole } from "../../src/contracts/roles.ts";

/** Gives the user with this address the platform role (the account must exist: sign in with createUser first). */
export async function grantPlatformRole(app: FastifyInstance, email: string, role: TPlatformRole): Promise<void> {
  await app.deps.database.db.execute(
    sql`insert into platform_staff (user_id, role) select id, ${role} from "user" where email = ${email.toLowerCase()} on conflict (user_id) do update set role = excluded.role`,
  );
}

/** Creates a platform staff member with `role`; returns their id and (lower-case) address to sign in with. */
export async function buildStaff(app: FastifyInstance, role: TPlatformRole): Promise<{ id: string; email: string }> {
  const db = app.deps.database.db;
  const id = newId();
  const email = `${role}-${id.slice(0, 8).toLowerCase()}@vendor.example`;
  await insertUser(db, { id, email, name: `${role} of the vendor`, emailVerified: true });
  await db.execute(sql`insert into platform_staff (user_id, role) values (${id}, ${role})`);
  return { id, email };
}
