/**
 * Platform staff for tests: grants a platform role to an existing user (by address), as `facetwise staff grant`
 * does, by writing the platform_staff row directly (the staff commands live in another area).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TPlatformRole } from "../../src/contracts/roles.ts";

/** Gives the user with this address the platform role (the account must exist: sign in with createUser first). */
export async function grantPlatformRole(app: FastifyInstance, email: string, role: TPlatformRole): Promise<void> {
  await app.deps.database.db.execute(
    sql`insert into platform_staff (user_id, role) select id, ${role} from "user" where email = ${email.toLowerCase()} on conflict (user_id) do update set role = excluded.role`,
  );
}
