import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { TMemberSort, TSortDir } from "../../../contracts/members.ts";
import type { Db } from "../../db/client.ts";
import { member, user } from "../../db/schema/auth.ts";

/** Every member of one organization with their user record. */
export async function listMembers(db: Db, organizationId: string) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, role: member.role, department: member.department, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.email));
}

const SORT_COLUMNS = { name: user.name, email: user.email, role: member.role, joined: member.createdAt } as const;

/** Escapes LIKE wildcards so a search is taken literally. */
const likeLiteral = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of one organization's members, matching `q` (name or email, any case) and sorted by one column (ties
 * by name, email, then id, so pages never overlap), with how many match in all.
 */
export async function pageMembers(db: Db, organizationId: string, o: { q: string; sort: TMemberSort; dir: TSortDir; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(member.organizationId, organizationId)];
  if (o.q !== "") conditions.push(or(ilike(user.name, likeLiteral(o.q)), ilike(user.email, likeLiteral(o.q)))!);
  const where = and(...conditions);
  const order = o.dir === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: user.id, name: user.name, email: user.email, role: member.role, department: member.department, joinedAt: member.createdAt })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[o.sort]), order(user.name), order(user.email), order(user.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(member).innerJoin(user, eq(user.id, member.userId)).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** One member of one organization, or null (another organization's user is simply not found). */
export async function findMember(db: Db, organizationId: string, userId: string) {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, role: member.role, department: member.department, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function countAdmins(db: Db, organizationId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "admin")));
  return Number(r.n);
}

export async function setRole(db: Db, organizationId: string, userId: string, role: string): Promise<void> {
  await db
    .update(member)
    .set({ role })
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
}

/** Sets one member's department (null clears it). */
export async function setDepartment(db: Db, organizationId: string, userId: string, department: string | null): Promise<void> {
  await db
    .update(member)
    .set({ department })
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
}

/** Sets the department of several of the organization's members at once (one statement per department). */
export async function setDepartments(db: Db, organizationId: string, changes: ReadonlyArray<{ userId: string; department: string | null }>): Promise<void> {
  const byDepartment = new Map<string | null, string[]>();
  for (const c of changes) byDepartment.set(c.department, [...(byDepartment.get(c.department) ?? []), c.userId]);
  for (const [department, userIds] of byDepartment) {
    await db
      .update(member)
      .set({ department })
      .where(and(eq(member.organizationId, organizationId), inArray(member.userId, userIds)));
  }
}
