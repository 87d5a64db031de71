/**
 * The people directory's queries: users, organizations and memberships (better-auth's `user`, `organization` and
 * `member` tables, schema/auth.ts, owned by core auth). Other areas read people only through `api.ts`, which
 * re-exports these; their repos never import schema/auth.ts (the lint's `schema-owned-by-area`).
 *
 * Two kinds of export:
 * - lookups, taking the caller's executor first (so they run inside its transaction) and the organization next:
 *   who among these people is a member, their names and addresses, role holders, departments;
 * - SQL fragments for a listing that must order or page by a person's name in the database (a join would be the
 *   same query): scalar subqueries on the user's primary key, which every row finds (user ids are foreign keys).
 */
import { and, asc, eq, inArray, like, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../jobs/repo.ts";
import { member, organization, user } from "../db/schema/auth.ts";
import { newId } from "../db/ids.ts";

/* ── SQL fragments (scalar subqueries by user or organization id) ── */

/*
 * Typed for an id column that is never null; where it may be (a creator, an assigner), the value is null too:
 * retype the fragment there (sql<string | null>`${emailOf(column)}`).
 */

/** A person's name as the app shows it (their name, else their address). */
export const displayNameOf = (userId: AnyColumn | SQL): SQL<string> => sql<string>`(select coalesce(nullif(u.name, ''), u.email) from "user" u where u.id = ${userId})`;

/** A person's name as stored (possibly empty). */
export const nameOf = (userId: AnyColumn | SQL): SQL<string> => sql<string>`(select u.name from "user" u where u.id = ${userId})`;

/** A person's address as stored. */
export const emailOf = (userId: AnyColumn | SQL): SQL<string> => sql<string>`(select u.email from "user" u where u.id = ${userId})`;

/** An organization's name. */
export const organizationNameOf = (organizationId: AnyColumn | SQL): SQL<string> => sql<string>`(select o.name from "organization" o where o.id = ${organizationId})`;

/* ── lookups ── */

export type Contact = { userId: string; name: string; email: string };

/** Name and address of those of `userIds` who are members of the organization (others are left out). */
export async function contacts(db: DbExecutor, organizationId: string, userIds: readonly string[]): Promise<Contact[]> {
  if (!userIds.length) return [];
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, [...userIds])));
}

/** One member's name and address, or null when the person is not a member of the organization. */
export async function contact(db: DbExecutor, organizationId: string, userId: string): Promise<Contact | null> {
  return (await contacts(db, organizationId, [userId]))[0] ?? null;
}

/** The organization's members (at most `limit`), by name then address, each named as the app shows it. */
export async function listMembers(db: DbExecutor, organizationId: string, limit: number): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .select({ id: user.id, name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})`, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(user.name), asc(user.email))
    .limit(limit);
}

/** The organization's members holding one of `roles`, each named as the app shows it (at most `limit`, by name). */
export async function membersWithRoles(db: DbExecutor, organizationId: string, roles: readonly string[], limit: number): Promise<{ id: string; name: string; email: string }[]> {
  if (!roles.length) return [];
  return db
    .select({ id: user.id, name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})`, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.role, [...roles])))
    .orderBy(asc(user.name), asc(user.email))
    .limit(limit);
}

/** Those of `userIds` who are members of the organization, each named as the app shows it (others are left out). */
export async function namedMembers(db: DbExecutor, organizationId: string, userIds: readonly string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (!userIds.length) return [];
  return db
    .select({ id: user.id, name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})`, email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, [...userIds])));
}

/** Those of `userIds` who are members of the organization, with their name, address, department and role. */
export async function membersOf(
  db: DbExecutor,
  organizationId: string,
  userIds: readonly string[],
): Promise<{ userId: string; name: string; email: string; department: string | null; role: string }[]> {
  if (!userIds.length) return [];
  return db
    .select({ userId: member.userId, name: user.name, email: user.email, department: member.department, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, [...userIds])));
}

/** The ids among `userIds` of members of the organization. */
export async function memberIds(db: DbExecutor, organizationId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** The addresses among `emails` (compared and answered lower-case) that belong to members of the organization. */
export async function memberEmails(db: DbExecutor, organizationId: string, emails: readonly string[]): Promise<Set<string>> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!lower.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${user.email})` })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, organizationId), inArray(sql`lower(${user.email})`, lower)));
  return new Set(rows.map((r) => r.email));
}

/** How many members of the organization hold one of the roles. */
export async function countWithRoles(db: DbExecutor, organizationId: string, roles: readonly string[]): Promise<number> {
  if (roles.length === 0) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(member.role, [...roles])));
  return rows[0]?.n ?? 0;
}

/** A member's department ("" when none, or not a member). */
export async function departmentOf(db: DbExecutor, organizationId: string, userId: string): Promise<string> {
  const rows = await db
    .select({ department: member.department })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return rows[0]?.department ?? "";
}

/** How many of the organization's members hold each of the given departments (compared without case, keyed lower-case); absent ones hold none. */
export async function countInDepartments(db: DbExecutor, organizationId: string, departments: readonly string[]): Promise<Map<string, number>> {
  if (departments.length === 0) return new Map();
  const lowered = departments.map((d) => d.toLowerCase());
  const rows = await db
    .select({ key: sql<string>`lower(${member.department})`, n: sql<number>`count(*)::int` })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(sql`lower(${member.department})`, lowered)))
    .groupBy(sql`lower(${member.department})`);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** Moves the organization's members in department `from` (any case) to `to`; returns how many moved. */
export async function renameDepartment(db: DbExecutor, organizationId: string, from: string, to: string): Promise<number> {
  const rows = await db
    .update(member)
    .set({ department: to })
    .where(and(eq(member.organizationId, organizationId), sql`lower(${member.department}) = ${from.toLowerCase()}`))
    .returning({ id: member.id });
  return rows.length;
}

/** Current members who joined per day (UTC) in [start, end] (days with nobody joining are absent). */
export async function joinedByDay(db: DbExecutor, organizationId: string, start: string, end: string): Promise<{ day: string; people: number }[]> {
  const rows = await db.execute<{ day: string; people: string }>(sql`
    select (created_at at time zone 'UTC')::date::text as day, count(*)::text as people from member
    where organization_id = ${organizationId} and created_at >= ${start}::date and created_at < (${end}::date + 1) group by 1 order by 1`);
  return rows.rows.map((r) => ({ day: r.day, people: Number(r.people) }));
}

/** Current members who joined in [start, end] and after `end` (UTC days): members at a period's end are today's less the later ones. */
export async function memberJoins(db: DbExecutor, organizationId: string, start: string, end: string): Promise<{ joined: number; after: number }> {
  const rows = await db.execute<{ joined: string; after: string }>(sql`
    select count(*) filter (where created_at < (${end}::date + 1))::text as joined, count(*) filter (where created_at >= (${end}::date + 1))::text as after
    from member where organization_id = ${organizationId} and created_at >= ${start}::date`);
  return { joined: Number(rows.rows[0]?.joined ?? 0), after: Number(rows.rows[0]?.after ?? 0) };
}

/** A user's address, lower-case, or null when there is no such user. */
export async function userEmail(db: DbExecutor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email.toLowerCase() ?? null;
}

/** Every organization's id (platform sweeps across tenants). */
export async function organizationIds(db: DbExecutor): Promise<string[]> {
  return (await db.select({ id: organization.id }).from(organization)).map((r) => r.id);
}

/** An organization by slug, or null. */
export async function organizationBySlug(db: DbExecutor, slug: string) {
  const rows = await db.select({ id: organization.id, name: organization.name, slug: organization.slug }).from(organization).where(eq(organization.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/* ── demo data (the simulated import creates its respondents) ── */

/** How many users have an address `<prefix>…@<domain>`. */
export async function countUsersByAddress(db: DbExecutor, prefix: string, domain: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(like(user.email, `${prefix}%@${domain}`));
  return row?.n ?? 0;
}

/** Creates people and their memberships (role user, with a department), in the caller's transaction. */
export async function insertMembers(
  tx: DbExecutor,
  organizationId: string,
  people: readonly { userId: string; name: string; email: string; department: string; joinedAt: Date }[],
): Promise<void> {
  if (!people.length) return;
  await tx.insert(user).values(people.map((p) => ({ id: p.userId, name: p.name, email: p.email, emailVerified: false, createdAt: p.joinedAt, updatedAt: p.joinedAt })));
  await tx.insert(member).values(people.map((p) => ({ id: newId(), organizationId, userId: p.userId, role: "user", department: p.department, createdAt: p.joinedAt })));
}

/** The shown name of a user (their name, else their address); "" for a user no longer stored. */
export async function shownName(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(nullif(${user.name}, ''), ${user.email})` })
    .from(user)
    .where(eq(user.id, userId));
  return row?.name ?? "";
}

/** An organization's name; "" when it is no longer stored. */
export async function organizationName(db: DbExecutor, organizationId: string): Promise<string> {
  const [row] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, organizationId));
  return row?.name ?? "";
}
