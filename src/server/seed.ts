import type { FastifyBaseLogger } from "fastify";
import type { Core } from "./core.ts";
import { addMember, createOrganization, holdSeedLock, insertUser, newId, organizationCount, writeAudit } from "./modules/auth/repo.ts";
import type { TRole } from "../contracts/roles.ts";

const SEED_LOCK_KEY = 7_420_931_002; // arbitrary, fixed: pg_advisory_xact_lock key for seeding

/** The demo organization's people (reserved .test domain: no mail can ever reach a real person). */
export const DEMO_USERS: readonly { name: string; email: string; role: TRole }[] = [
  { name: "Avery Admin", email: "admin@demo.facetwise.test", role: "admin" },
  { name: "Morgan Manager", email: "manager@demo.facetwise.test", role: "manager" },
  { name: "Riley Chen", email: "riley@demo.facetwise.test", role: "user" },
  { name: "Sam Okafor", email: "sam@demo.facetwise.test", role: "user" },
  { name: "Jordan Lindqvist", email: "jordan@demo.facetwise.test", role: "user" },
];

/**
 * On an empty database (no organization at all), creates the demo organization with an admin, a
 * manager and three users. Returns true when it seeded. Safe to call on every start.
 */
export async function seedDemo(d: Pick<Core, "database">, log: FastifyBaseLogger): Promise<boolean> {
  const db = d.database.db;
  return db.transaction(async (tx) => {
    // Processes starting together on one empty database (scale-out) must not both seed.
    await holdSeedLock(tx, SEED_LOCK_KEY);
    if ((await organizationCount(tx)) > 0) return false;
    const org = await createOrganization(tx, "Demo Organization", "demo");
    for (const u of DEMO_USERS) {
      const id = newId();
      await insertUser(tx, { id, name: u.name, email: u.email, emailVerified: true });
      await addMember(tx, org.id, id, u.role);
    }
    await writeAudit(tx, { organizationId: org.id, actorUserId: null, action: "organization.seeded", targetType: "organization", targetId: org.id });
    log.info({ organization: org.slug, admin: DEMO_USERS[0].email }, "seeded the demo organization");
    return true;
  });
}
