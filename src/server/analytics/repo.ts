/** Analytics storage: facts, cumulative rollups and member activity (every function takes organizationId first). */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { analyticsFact, analyticsRollup, member, memberActivity } from "../db/schema/index.ts";
import { V, VECTOR_LENGTH, zeroVector } from "../../domain/analytics/vector.ts";

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

/** `v + delta` element by element, in SQL (the vector never travels to the application and back). */
const plus = (v: SQL, delta: string) => sql`(select array_agg(x.a + x.b order by x.i) from unnest(${v}, ${delta}::float8[]) with ordinality as x(a, b, i))`;

/**
 * Adds `delta` to the running totals of a cell from `day` on, under a per-cell transaction lock: the day's
 * row is created from the latest earlier row when it does not exist, and rows after `day` (a back-dated
 * completion) get the delta too. Two statements whatever the number of later days; the sums are done by
 * the database.
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
  const d = `{${delta.join(",")}}`;
  const started = delta[V.exact.started] ?? 0;
  const r = analyticsRollup;
  const inCell = sql`${r.organizationId} = ${organizationId} and ${r.department} = ${cell.department} and ${r.typeId} = ${cell.typeId}`;
  const before = sql`coalesce((select ${r.v} from ${r} where ${inCell} and ${r.day} < ${day} order by ${r.day} desc limit 1), array_fill(0::float8, array[${VECTOR_LENGTH}::int]))`;
  await db.execute(sql`
    insert into ${r} (organization_id, department, type_id, day, day_count, day_started, v)
    values (${organizationId}, ${cell.department}, ${cell.typeId}, ${day}, ${completions}, ${started}, ${plus(before, d)})
    on conflict (organization_id, department, type_id, day)
    do update set day_count = ${r}.day_count + excluded.day_count, day_started = ${r}.day_started + excluded.day_started, v = ${plus(sql`${r}.v`, d)}`);
  await db.execute(sql`update ${r} set v = ${plus(sql`${r.v}`, d)} where ${inCell} and ${r.day} > ${day}`);
}

/** Records that a member was active on a day (idempotent). */
export async function markActive(db: Db, organizationId: string, userId: string, day: string): Promise<void> {
  await db.insert(memberActivity).values({ organizationId, userId, day }).onConflictDoNothing();
}

// ---- reads ----

export type CellDayRow = { department: string; typeId: string; day: string; dayCount: number };

/** Every rollup day of the organization's cells (optionally one department and type), in cell and day order. */
export async function cellDays(db: Db, organizationId: string, f: { department?: string; typeId?: string } = {}): Promise<CellDayRow[]> {
  // one row per cell with its days packed in a string: a year of 24 cells is 24 rows to parse, not 8,760
  const rows = await db.execute<{ department: string; type_id: string; days: string }>(sql`
    select department, type_id, string_agg(day::text || ':' || day_count, ',' order by day) as days
    from analytics_rollup
    where organization_id = ${organizationId}
    ${f.department === undefined ? sql`` : sql`and department = ${f.department}`} ${f.typeId === undefined ? sql`` : sql`and type_id = ${f.typeId}`}
    group by department, type_id
    order by department, type_id`);
  const out: CellDayRow[] = [];
  for (const r of rows.rows)
    for (const entry of r.days.split(",")) out.push({ department: r.department, typeId: r.type_id, day: entry.slice(0, 10), dayCount: Number(entry.slice(11)) });
  return out;
}

export const cellKey = (department: string, typeId: string, day: string) => `${department}\u0000${typeId}\u0000${day}`;

/** Half-open ranges [from, to) of vector offsets: the part of a vector a reader needs. */
export type VectorFields = readonly (readonly [number, number])[];

/**
 * The running-total vectors of the given (department, type, day) rows; with `fields`, only those ranges
 * are read (the rest of each vector is 0), so a reader that needs a few figures moves a few numbers.
 */
export async function vectorsAt(
  db: Db,
  organizationId: string,
  keys: readonly { department: string; typeId: string; day: string }[],
  fields?: VectorFields,
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  const unique = [...new Map(keys.map((k) => [cellKey(k.department, k.typeId, k.day), k])).values()];
  if (!unique.length) return out;
  // PostgreSQL arrays are 1-based and slices inclusive: [from, to) is v[from + 1 : to]
  const part = fields ? sql.raw(fields.map(([from, to]) => `r.v[${from + 1}:${to}]`).join(" || ")) : sql.raw("r.v");
  const rows = await db.execute<{ department: string; type_id: string; day: string; v: number[] }>(sql`
    select r.department, r.type_id, r.day::text as day, ${part} as v
    from analytics_rollup r
    join jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as k(department text, "typeId" text, day date)
      on r.department = k.department and r.type_id = k."typeId" and r.day = k.day
    where r.organization_id = ${organizationId}`);
  for (const r of rows.rows) {
    let v: number[];
    if (!fields) v = r.v.map(Number);
    else {
      v = zeroVector();
      let i = 0;
      for (const [from, to] of fields) for (let o = from; o < to; o++) v[o] = Number(r.v[i++]);
    }
    out.set(cellKey(r.department, r.type_id, r.day), v);
  }
  return out;
}

/** Completed and started responses per day in [start, end] over every cell (days with neither are absent). */
export async function dailyCounts(db: Db, organizationId: string, start: string, end: string) {
  const r = analyticsRollup;
  const rows = await db
    .select({ day: r.day, completed: sql<string>`sum(${r.dayCount})::text`, started: sql<string>`sum(${r.dayStarted})::text` })
    .from(r)
    .where(and(eq(r.organizationId, organizationId), sql`${r.day} between ${start} and ${end}`))
    .groupBy(r.day)
    .orderBy(r.day);
  return rows.map((x) => ({ day: x.day, completed: Number(x.completed), started: Number(x.started) }));
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
 * Other organizations of an industry (not `exceptOrganizationId`) with their all-time totals (each cell's
 * latest running-total row, summed in JS by the caller; with `fields`, only those ranges): the platform
 * benchmark and industry rank. The latest days are found from the key alone; only their vectors are read.
 */
export async function industryTotals(db: Db, industry: string, exceptOrganizationId: string, fields?: VectorFields): Promise<{ organizationId: string; v: number[] }[]> {
  const latest = await db.execute<{ organization_id: string; department: string; type_id: string; day: string }>(sql`
    select distinct on (r.organization_id, r.department, r.type_id) r.organization_id, r.department, r.type_id, r.day::text as day
    from analytics_rollup r join organization_setting s on s.organization_id = r.organization_id
    where s.industry = ${industry} and r.organization_id <> ${exceptOrganizationId}
    order by r.organization_id, r.department, r.type_id, r.day desc`);
  const byOrganization = new Map<string, { department: string; typeId: string; day: string }[]>();
  for (const r of latest.rows)
    byOrganization.set(r.organization_id, [...(byOrganization.get(r.organization_id) ?? []), { department: r.department, typeId: r.type_id, day: r.day }]);
  const out: { organizationId: string; v: number[] }[] = [];
  for (const [organizationId, keys] of byOrganization) {
    const vectors = await vectorsAt(db, organizationId, keys, fields);
    for (const v of vectors.values()) out.push({ organizationId, v });
  }
  return out;
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

/**
 * For the adverse-impact view: per sex and age group (under 40 / 40 and over; null when not given), the
 * completed responses with a score on the measure and those selected at the cut-off, counted in the
 * database over each cell's days in (from, to] (the whole privacy blocks of a range).
 */
export async function impactCounts(
  db: Db,
  organizationId: string,
  windows: readonly { department: string; typeId: string; from: string | null; to: string }[],
  measure: { column: "percentiles" | "pillars"; index: number },
  cutoff: number,
  direction: "atLeast" | "atMost",
): Promise<{ sex: string | null; older: boolean | null; n: number; selected: number }[]> {
  if (!windows.length) return [];
  const x = sql.raw(`(f.${measure.column})[${measure.index + 1}]`);
  const chosen = direction === "atLeast" ? sql`${x} >= ${cutoff}` : sql`${x} <= ${cutoff}`;
  const rows = await db.execute<{ sex: string | null; older: boolean | null; n: string; selected: string }>(sql`
    select f.sex, (f.age >= 40) as older, count(*)::text as n, count(*) filter (where ${chosen})::text as selected
    from analytics_fact f
    join jsonb_to_recordset(${JSON.stringify(windows)}::jsonb) as k(department text, "typeId" text, "from" date, "to" date)
      on f.department = k.department and f.type_id = k."typeId"
      and f.completed_at >= coalesce(k."from" + 1, '-infinity'::date) and f.completed_at < (k."to" + 1)
    where f.organization_id = ${organizationId} and ${x} is not null
    group by 1, 2`);
  return rows.rows.map((r) => ({ sex: r.sex, older: r.older, n: Number(r.n), selected: Number(r.selected) }));
}
