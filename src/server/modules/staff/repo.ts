import { asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { account, platformStaff, user } from "../../db/schema/auth.ts";
import { newId } from "../../db/ids.ts";
import { STAFF_LIST_MAX } from "../../../contracts/staff.ts";

export { writeAudit } from "../../audit/repo.ts";

/** pg_advisory_xact_lock key: grants and revokes take turns, so two revokes cannot both remove "the other" last admin. */
const STAFF_LOCK_KEY = 7_420_931_025;

const granter = alias(user, "granter");

/** One staff row with the person's name and address and who granted the role. */
export type StaffRow = {
  userId: string;
  name: string;
  email: string;
  role: string;
  grantedAt: Date;
  grantedByName: string | null;
  grantedByEmail: string | null;
};

function staffQuery(db: Db) {
  return db
    .select({
      userId: platformStaff.userId,
      name: user.name,
      email: user.email,
      role: platformStaff.role,
      grantedAt: platformStaff.updatedAt,
      grantedByName: granter.name,
      grantedByEmail: granter.email,
    })
    .from(platformStaff)
    .innerJoin(user, eq(user.id, platformStaff.userId))
    .leftJoin(granter, eq(granter.id, platformStaff.grantedBy));
}

/** Every staff member, by role then address (at most STAFF_LIST_MAX). */
export async function listStaff(db: Db): Promise<StaffRow[]> {
  return staffQuery(db).orderBy(asc(platformStaff.role), asc(user.email)).limit(STAFF_LIST_MAX);
}

/** One staff member, or null. */
export async function staffRow(db: Db, userId: string): Promise<StaffRow | null> {
  const rows = await staffQuery(db).where(eq(platformStaff.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Holds the staff lock for the rest of the transaction. */
export async function holdStaffLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK_KEY})`);
}

export async function userByEmail(db: Db, email: string): Promise<{ id: string; name: string; email: string } | null> {
  const rows = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

/**
 * Creates a user row for a new staff member (signing in by magic link verifies the address; no organization is made
 * for them: better-auth's create hook, which gives sign-ups one, is not run here).
 */
export async function insertUser(tx: Db, u: { name: string; email: string; emailVerified?: boolean }): Promise<string> {
  const id = newId();
  await tx.insert(user).values({ id, name: u.name, email: u.email.toLowerCase(), emailVerified: u.emailVerified ?? false });
  return id;
}

/** The role a user holds on the platform staff, or null. */
export async function roleOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ role: platformStaff.role }).from(platformStaff).where(eq(platformStaff.userId, userId)).limit(1);
  return rows[0]?.role ?? null;
}

/** Sets a user's platform role (insert or replace), naming who granted it. */
export async function upsertStaff(tx: Db, userId: string, role: string, grantedBy: string | null): Promise<void> {
  const now = new Date();
  await tx
    .insert(platformStaff)
    .values({ userId, role, grantedBy, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: platformStaff.userId, set: { role, grantedBy, updatedAt: now } });
}

export async function deleteStaff(tx: Db, userId: string): Promise<void> {
  await tx.delete(platformStaff).where(eq(platformStaff.userId, userId));
}

/** How many platform admins there are. */
export async function adminCount(tx: Db): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(platformStaff).where(eq(platformStaff.role, "platform_admin"));
  return Number(n);
}

/** Gives a user a password credential (the seed's demo CEO), already hashed. */
export async function insertPasswordCredential(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx.insert(account).values({ id: newId(), userId, providerId: "credential", accountId: userId, password: passwordHash });
}
