import type { FastifyInstance } from "fastify";
import { user } from "../../src/server/db/schema/index.ts";
import { addMember, createOrganization, newId } from "../../src/server/modules/auth/repo.ts";
import type { TRole } from "../../src/contracts/roles.ts";

/** Creates an organization with one user per given role, through the same repo functions the app uses. */
export async function buildOrganization(app: FastifyInstance, slug: string, roles: TRole[] = ["admin", "manager", "user"]) {
  const db = app.deps.database.db;
  const org = await createOrganization(db, `Org ${slug}`, slug);
  const users: { id: string; email: string; role: TRole }[] = [];
  for (const [i, role] of roles.entries()) {
    const id = newId();
    const email = `${role}${i}@${slug}.example.com`;
    await db.insert(user).values({ id, email, name: `${role} ${i} of ${slug}`, emailVerified: true });
    await addMember(db, org.id, id, role);
    users.push({ id, email, role });
  }
  return { org, users, byRole: (r: TRole) => users.find((u) => u.role === r)! };
}
