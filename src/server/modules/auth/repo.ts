import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization, organizationSuspension, user } from "../../db/schema/auth.ts";
import type { TRole } from "../../../contracts/roles.ts";

import { newId } from "../../db/ids.ts";

export { newId };

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

/** The user's first organization (oldest membership), or null. */
export async function firstMembership(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ organizationId: member.organizationId }).from(member).where(eq(member.userId, userId)).orderBy(asc(member.createdAt)).limit(1);
  return rows[0]?.organizationId ?? null;
}

export async function createOrganization(db: Db, name: string, slug: string) {
  const [org] = await db.insert(organization).values({ id: newId(), name, slug }).returning();
  return org;
}

/**
 * Makes organizations with no members in one insert (the seed's simulated customers: nobody can sign in to them),
 * created at the given moments; `metadata` marks them simulated. Returns each slug's id.
 */
export async function insertMemberlessOrganizations(db: Db, rows: readonly { name: string; slug: string; createdAt: Date }[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const made = await db
    .insert(organization)
    .values(rows.map((r) => ({ id: newId(), name: r.name, slug: r.slug, createdAt: r.createdAt, metadata: JSON.stringify({ simulated: true }) })))
    .returning({ id: organization.id, slug: organization.slug });
  return new Map(made.map((m) => [m.slug, m.id]));
}

export async function organizationSlugTaken(db: Db, slug: string): Promise<boolean> {
  const rows = await db.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1);
  return rows.length > 0;
}

export async function addMember(db: Db, organizationId: string, userId: string, role: TRole) {
  await db.insert(member).values({ id: newId(), organizationId, userId, role });
}

export async function memberRole(db: Db, organizationId: string, userId: string): Promise<string | null> {
  const rows = await db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return rows[0]?.role ?? null;
}

export { writeAudit, type AuditEntry } from "../../audit/repo.ts";

/** Creates a user row (the seed and test factories; sign-up goes through better-auth). */
export async function insertUser(db: Db, u: { id: string; name: string; email: string; emailVerified: boolean }): Promise<void> {
  await db.insert(user).values(u);
}

/** How many organizations exist (the seed runs only on an empty database). */
export async function organizationCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(organization);
  return Number(n);
}

/** Holds a transaction-scoped advisory lock: processes starting together on one database take turns. */
export async function holdSeedLock(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Why and since when the platform operator suspended an organization, or null when it is not suspended. */
export async function suspensionOf(db: Db, organizationId: string): Promise<{ reason: string; since: Date } | null> {
  const rows = await db
    .select({ reason: organizationSuspension.reason, since: organizationSuspension.suspendedAt })
    .from(organizationSuspension)
    .where(eq(organizationSuspension.organizationId, organizationId))
    .limit(1);
  return rows[0] ?? null;
}
