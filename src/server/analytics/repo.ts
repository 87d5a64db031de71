/** Analytics storage: facts, cumulative rollups and member activity (every function takes organizationId first). */
import { and, eq, gt, lt, desc, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analyticsFact, analyticsRollup, member, memberActivity } from "../db/schema/index.ts";
import { addVectors, zeroVector } from "../../domain/analytics/vector.ts";

export type FactRow = typeof analyticsFact.$inferInsert;

/** The member's department ('' when none or no longer a member). */
export async function departmentOf(db: Db, organizationId: string, userId: string): Promise<string> {
  const rows = await db
    .select({ department: member.department })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  return rows[0]?.department ?? "";
}

export async function insertFact(db: Db, organizationId: string, fact: Omit<FactRow, "organizationId">): Promise<void> {
  await db
    .insert(analyticsFact)
    .values({ ...fact, organizationId })
    .onConflictDoNothing();
}

/**
 * Adds `delta` to the running totals of a cell from `day` on, under a per-cell transaction lock: today's row
 * is created from the latest earlier row when it does not exist, and rows after `day` (a back-dated
 * completion) get the delta too.
 */
export async function addToCell(
  db: Db,
  organizationId: string,
  cell: { department: string; typeId: string },
  day: string,
  delta: readonly number[],
  completions: number,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rollup:${organizationId}:${cell.department}:${cell.typeId}`}))`);
  const where = and(eq(analyticsRollup.organizationId, organizationId), eq(analyticsRollup.department, cell.department), eq(analyticsRollup.typeId, cell.typeId));
  const [same] = await db
    .select({ v: analyticsRollup.v })
    .from(analyticsRollup)
    .where(and(where, eq(analyticsRollup.day, day)))
    .limit(1);
  if (same) {
    await db
      .update(analyticsRollup)
      .set({ v: addVectors(same.v, delta), dayCount: sql`${analyticsRollup.dayCount} + ${completions}` })
      .where(and(where, eq(analyticsRollup.day, day)));
  } else {
    const [prev] = await db
      .select({ v: analyticsRollup.v })
      .from(analyticsRollup)
      .where(and(where, lt(analyticsRollup.day, day)))
      .orderBy(desc(analyticsRollup.day))
      .limit(1);
    await db.insert(analyticsRollup).values({ organizationId, ...cell, day, dayCount: completions, v: addVectors(prev?.v ?? zeroVector(), delta) });
  }
  const later = await db
    .select({ day: analyticsRollup.day, v: analyticsRollup.v })
    .from(analyticsRollup)
    .where(and(where, gt(analyticsRollup.day, day)));
  for (const row of later) {
    await db
      .update(analyticsRollup)
      .set({ v: addVectors(row.v, delta) })
      .where(and(where, eq(analyticsRollup.day, row.day)));
  }
}

/** Records that a member was active on a day (idempotent). */
export async function markActive(db: Db, organizationId: string, userId: string, day: string): Promise<void> {
  await db.insert(memberActivity).values({ organizationId, userId, day }).onConflictDoNothing();
}

// ---- reads ----

export type CellDayRow = { department: string; typeId: string; day: string; dayCount: number };

/** Every rollup day of the organization's cells (optionally one department and type), in cell and day order. */
export async function cellDays(db: Db, organizationId: string, f: { department?: string; typeId?: string } = {}): Promise<CellDayRow[]> {
  return db
    .select({ department: analyticsRollup.department, typeId: analyticsRollup.typeId, day: analyticsRollup.day, dayCount: analyticsRollup.dayCount })
    .from(analyticsRollup)
    .where(
      and(
        eq(analyticsRollup.organizationId, organizationId),
        f.department === undefined ? undefined : eq(analyticsRollup.department, f.department),
        f.typeId === undefined ? undefined : eq(analyticsRollup.typeId, f.typeId),
      ),
    )
    .orderBy(analyticsRollup.department, analyticsRollup.typeId, analyticsRollup.day);
}

export const cellKey = (department: string, typeId: string, day: string) => `${department}\u0000${typeId}\u0000${day}`;

/** The running-total vectors of the given (department, type, day) rows. */
export async function vectorsAt(db: Db, organizationId: string, keys: readonly { department: string; typeId: string; day: string }[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (!keys.length) return out;
  const rows = await db.execute<{ department: string; type_id: string; day: string; v: number[] }>(sql`
    select r.department, r.type_id, r.day::text as day, r.v
    from analytics_rollup r
    join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(department text, "typeId" text, day date)
      on r.department = k.department and r.type_id = k."typeId" and r.day = k.day
    where r.organization_id = ${organizationId}`);
  for (const r of rows.rows) out.set(cellKey(r.department, r.type_id, r.day), r.v.map(Number));
  return out;
}

/** Per day in [start, end]: completions and starts across the selected cells (exact counts). */
export async function dailyCounts(db: Db, organizationId: string, start: string, end: string, offsets: { completed: number; started: number }) {
  const c = offsets.completed + 1;
  const s = offsets.started + 1;
  const rows = await db.execute<{ day: string; completed: string; started: string }>(sql`
    select day::text as day, sum(dc)::text as completed, sum(ds)::text as started from (
      select day, v[${sql.raw(String(c))}] - coalesce(lag(v[${sql.raw(String(c))}]) over w, 0) as dc, v[${sql.raw(String(s))}] - coalesce(lag(v[${sql.raw(String(s))}]) over w, 0) as ds
      from analytics_rollup where organization_id = ${organizationId} and day <= ${end}
      window w as (partition by department, type_id order by day)
    ) d where day >= ${start} group by day order by day`);
  return rows.rows.map((r) => ({ day: r.day, completed: Number(r.completed), started: Number(r.started) }));
}

/** Members of the organization (optionally of one department). */
export async function memberCount(db: Db, organizationId: string, department?: string): Promise<number> {
  const rows = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from member where organization_id = ${organizationId} ${department === undefined ? sql`` : sql`and coalesce(department, '') = ${department}`}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

/** Distinct members active in [start, end], and the sum over days of each day's active members. */
export async function activity(db: Db, organizationId: string, start: string, end: string): Promise<{ distinct: number; memberDays: number }> {
  const rows = await db.execute<{ distinct: string; member_days: string }>(sql`
    select count(distinct user_id)::text as distinct, count(*)::text as member_days from member_activity
    where organization_id = ${organizationId} and day between ${start} and ${end}`);
  return { distinct: Number(rows.rows[0]?.distinct ?? 0), memberDays: Number(rows.rows[0]?.member_days ?? 0) };
}

/** Mean length in minutes of the sign-in sessions started in [start, end] in the organization (null when none). */
export async function avgSessionMinutes(db: Db, organizationId: string, start: string, end: string): Promise<number | null> {
  const rows = await db.execute<{ m: string | null }>(sql`
    select avg(extract(epoch from (updated_at - created_at)) / 60)::text as m from session
    where active_organization_id = ${organizationId} and created_at >= ${start}::date and created_at < (${end}::date + 1)`);
  const m = rows.rows[0]?.m;
  return m === null || m === undefined ? null : Number(m);
}

/** Completions and distinct participants in [start, end] with the filters (exact counts, from the facts). */
export async function participants(db: Db, organizationId: string, start: string, end: string, f: { department?: string; typeId?: string }) {
  const rows = await db.execute<{ total: string; users: string }>(sql`
    select count(*)::text as total, count(distinct user_id)::text as users from analytics_fact
    where organization_id = ${organizationId} and completed_at >= ${start}::date and completed_at < (${end}::date + 1)
    ${f.department === undefined ? sql`` : sql`and department = ${f.department}`} ${f.typeId === undefined ? sql`` : sql`and type_id = ${f.typeId}`}`);
  return { total: Number(rows.rows[0]?.total ?? 0), users: Number(rows.rows[0]?.users ?? 0) };
}

/**
 * Other organizations of an industry with their all-time totals (the latest running-total row of each cell,
 * summed in JS by the caller): the platform benchmark and industry rank.
 */
export async function industryTotals(db: Db, industry: string): Promise<{ organizationId: string; v: number[] }[]> {
  const rows = await db.execute<{ organization_id: string; v: number[] }>(sql`
    select distinct on (r.organization_id, r.department, r.type_id) r.organization_id, r.v
    from analytics_rollup r join organization_setting s on s.organization_id = r.organization_id
    where s.industry = ${industry}
    order by r.organization_id, r.department, r.type_id, r.day desc`);
  return rows.rows.map((r) => ({ organizationId: r.organization_id, v: r.v.map(Number) }));
}

/** Member counts of organizations (for the industry rank's engagement). */
export async function memberCounts(db: Db, organizationIds: readonly string[]): Promise<Map<string, number>> {
  if (!organizationIds.length) return new Map();
  const rows = await db.execute<{ organization_id: string; n: string }>(
    sql`select organization_id, count(*)::text as n from member where organization_id in (select jsonb_array_elements_text(${JSON.stringify(organizationIds)}::jsonb)) group by organization_id`,
  );
  return new Map(rows.rows.map((r) => [r.organization_id, Number(r.n)]));
}

/** Completed-response facts with the filters (team composition and the adverse-impact view). */
export async function facts(db: Db, organizationId: string, f: { department?: string; userIds?: readonly string[]; typeId?: string; start?: string; end?: string }) {
  const rows = await db.execute<{
    response_id: string;
    user_id: string;
    department: string;
    sex: string | null;
    age: number | null;
    percentiles: number[] | null;
    pillars: number[] | null;
    completed_at: string;
    name: string | null;
  }>(sql`
    select f.response_id, f.user_id, f.department, f.sex, f.age, f.percentiles, f.pillars, f.completed_at::text as completed_at, u.name
    from analytics_fact f join "user" u on u.id = f.user_id
    where f.organization_id = ${organizationId}
    ${f.department === undefined ? sql`` : sql`and f.department = ${f.department}`}
    ${f.userIds === undefined ? sql`` : sql`and f.user_id in (select jsonb_array_elements_text(${JSON.stringify(f.userIds)}::jsonb))`}
    ${f.typeId === undefined ? sql`` : sql`and f.type_id = ${f.typeId}`}
    ${f.start === undefined ? sql`` : sql`and f.completed_at >= ${f.start}::date`}
    ${f.end === undefined ? sql`` : sql`and f.completed_at < (${f.end}::date + 1)`}
    order by f.completed_at`);
  return rows.rows;
}
