/**
 * The operator console's SQL: organizations, memberships and suspensions across every organization (auth.ts, which
 * this area may read), with the plan from billing's operator port and the sign-ins from the audit log. Used by the
 * platform staff only (the routes require organizations.operate); no other module calls it.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db as DbExecutor } from "../../db/client.ts";
import { member, organization, organizationSuspension, user } from "../../db/schema/auth.ts";
import { planNowOf, simulatedCustomerOf, subscriptionStatusNowOf } from "../billing/api.ts";
import { lastMemberSignInOf, lastSignInOf } from "../../audit/repo.ts";
import type { TOrganizationSort, TSortDirection } from "../../../contracts/operator.ts";
import type { TRole } from "../../../contracts/roles.ts";

/** `%q%` with LIKE's wildcards in q taken literally. */
const likeLiteral = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A timestamp as the driver returns it from a raw expression (a Date, or text), as a Date; null stays null. */
export function asDate(v: Date | string | null | undefined): Date | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v : new Date(v);
}

/**
 * The outer query's organization and user ids, always qualified: Drizzle writes a column of a one-table select
 * unqualified, and inside a correlated subquery a bare "id" would be the subquery's own table's.
 */
const ORGANIZATION_ID = sql.raw(`"organization"."id"`);
const USER_ID = sql.raw(`"user"."id"`);

const memberCount = sql<number>`(select count(*)::int from "member" m where m.organization_id = ${ORGANIZATION_ID})`;

/**
 * The organization's last activity: the latest sign-in of one of its members into it (audit log), or the latest use
 * of a member's session in it (sessions slide as they are used), whichever is later.
 */
const lastActive = sql<
  Date | string | null
>`greatest(${lastMemberSignInOf(ORGANIZATION_ID)}, (select max(s.updated_at) from "session" s join "member" m on m.user_id = s.user_id and m.organization_id = s.active_organization_id where s.active_organization_id = ${ORGANIZATION_ID}))`;

/** Plans ordered by what they offer (not alphabetically); organizations without a subscription come last. */
const planRank = (now: Date) => sql<number>`case ${planNowOf(ORGANIZATION_ID, now)} when 'starter' then 1 when 'professional' then 2 when 'enterprise' then 3 else null end`;

function organizationSortKey(sort: TOrganizationSort, now: Date): SQL {
  switch (sort) {
    case "name":
      return sql`lower(${organization.name})`;
    case "created":
      return sql`${organization.createdAt}`;
    case "users":
      return memberCount;
    case "lastActive":
      return lastActive;
    case "plan":
      return planRank(now);
  }
}

/** Organizations whose name, or one of whose members' email, contains `search` (any case). */
function organizationSearch(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = likeLiteral(search);
  return or(
    ilike(organization.name, pattern),
    sql`exists (select 1 from "member" m join "user" u on u.id = m.user_id where m.organization_id = ${ORGANIZATION_ID} and u.email ilike ${pattern})`,
  );
}

/** The organization table's columns for each selected organization. */
const organizationColumns = (now: Date) => ({
  id: organization.id,
  name: organization.name,
  slug: organization.slug,
  createdAt: organization.createdAt,
  plan: planNowOf(ORGANIZATION_ID, now),
  subscriptionStatus: subscriptionStatusNowOf(ORGANIZATION_ID, now),
  users: memberCount,
  suspendedReason: organizationSuspension.reason,
  suspendedAt: organizationSuspension.suspendedAt,
  lastActiveAt: lastActive,
  simulated: simulatedCustomerOf(ORGANIZATION_ID),
});

export type OrganizationRow = Awaited<ReturnType<typeof pageOrganizations>>["rows"][number];

/**
 * One page of organizations, searched and sorted in the database (ties by name then id, so pages never overlap;
 * empty values last in either direction), with how many match in all.
 */
export async function pageOrganizations(db: DbExecutor, o: { search: string; sort: TOrganizationSort; direction: TSortDirection; limit: number; offset: number; now: Date }) {
  const where = organizationSearch(o.search);
  const key = organizationSortKey(o.sort, o.now);
  const ordered = o.direction === "asc" ? sql`${key} asc nulls last` : sql`${key} desc nulls last`;
  const [rows, [total]] = await Promise.all([
    db
      .select(organizationColumns(o.now))
      .from(organization)
      .leftJoin(organizationSuspension, eq(organizationSuspension.organizationId, organization.id))
      .where(where)
      .orderBy(ordered, asc(sql`lower(${organization.name})`), asc(organization.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(organization).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** One organization's row of the table, or null when there is no such organization. */
export async function findOrganization(db: DbExecutor, organizationId: string, now: Date): Promise<OrganizationRow | null> {
  const rows = await db
    .select(organizationColumns(now))
    .from(organization)
    .leftJoin(organizationSuspension, eq(organizationSuspension.organizationId, organization.id))
    .where(eq(organization.id, organizationId))
    .limit(1);
  return rows[0] ?? null;
}

/** Suspends an organization with a reason (a second suspension rewords the reason and keeps the first date). */
export async function suspend(db: DbExecutor, organizationId: string, reason: string, by: string): Promise<void> {
  await db
    .insert(organizationSuspension)
    .values({ organizationId, reason, suspendedBy: by })
    .onConflictDoUpdate({ target: organizationSuspension.organizationId, set: { reason, suspendedBy: by } });
}

/** Lifts an organization's suspension; answers whether it was suspended. */
export async function activate(db: DbExecutor, organizationId: string): Promise<boolean> {
  const r = await db.delete(organizationSuspension).where(eq(organizationSuspension.organizationId, organizationId)).returning({ id: organizationSuspension.organizationId });
  return r.length > 0;
}

/** The ids of an organization's members. */
export async function memberIds(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db.select({ userId: member.userId }).from(member).where(eq(member.organizationId, organizationId));
  return rows.map((r) => r.userId);
}

/** Memberships whose person's name or email, or whose organization's name, contains `search` (any case), of one role. */
function membershipFilter(search: string, role: TRole | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (search !== "") {
    const pattern = likeLiteral(search);
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(organization.name, pattern))!);
  }
  if (role) conditions.push(eq(member.role, role));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of memberships across every organization (name, email, organization order), with how many match in all. */
export async function pageMemberships(db: DbExecutor, o: { search: string; role: TRole | undefined; limit: number; offset: number }) {
  const where = membershipFilter(o.search, o.role);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: user.id,
        name: user.name,
        email: user.email,
        organizationId: organization.id,
        organizationName: organization.name,
        suspended: sql<boolean>`${organizationSuspension.organizationId} is not null`,
        role: member.role,
        lastSignInAt: lastSignInOf(USER_ID),
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .leftJoin(organizationSuspension, eq(organizationSuspension.organizationId, organization.id))
      .where(where)
      .orderBy(asc(sql`lower(${user.name})`), asc(user.email), asc(sql`lower(${organization.name})`), asc(member.id))
      .limit(o.limit)
      .offset(o.offset),
    db.select({ n: count() }).from(member).innerJoin(user, eq(user.id, member.userId)).innerJoin(organization, eq(organization.id, member.organizationId)).where(where),
  ]);
  return { rows, total: Number(total.n) };
}

/** A person with their latest sign-in, or null. */
export async function findUser(db: DbExecutor, userId: string) {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email, createdAt: user.createdAt, lastSignInAt: lastSignInOf(USER_ID) })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** A person's memberships, organization name order. */
export async function membershipsOf(db: DbExecutor, userId: string) {
  return db
    .select({
      organizationId: organization.id,
      organizationName: organization.name,
      suspended: sql<boolean>`${organizationSuspension.organizationId} is not null`,
      role: member.role,
      joinedAt: member.createdAt,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(organizationSuspension, eq(organizationSuspension.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(asc(sql`lower(${organization.name})`), asc(organization.id));
}

/**
 * The organization's members' roles, locked for the caller's transaction: two role changes at once cannot both
 * take away one of the last two admins.
 */
export async function lockRoles(db: DbExecutor, organizationId: string): Promise<{ userId: string; role: string }[]> {
  return db.select({ userId: member.userId, role: member.role }).from(member).where(eq(member.organizationId, organizationId)).orderBy(desc(member.userId)).for("update");
}

/** Sets one member's role. */
export async function setRole(db: DbExecutor, organizationId: string, userId: string, role: TRole): Promise<void> {
  await db
    .update(member)
    .set({ role })
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)));
}
