/**
 * Analytics storage: facts, cumulative rollups and member activity (every function takes organizationId first).
 * People's names, departments and join days come from the people directory (people/api.ts). Three reads still
 * join another area's tables in SQL, on purpose: the activity rankings (activeMembers, topCompleters) join
 * member and "user" to keep current members only and order by name before their LIMIT; personFigures counts a
 * few people's completions from assessment_response through its per-person index; industryTotals picks the
 * organizations of an industry from organization_setting (a cross-tenant benchmark). Listed in
 * docs/architecture.md ("Ports between modules").
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import * as people from "../../people/api.ts";
import type { Db } from "../../db/client.ts";
import { analyticsDistinct, analyticsDistinctBuilt, analyticsDistinctPair, analyticsFact, analyticsRollup, memberActivity, memberTally } from "../../db/schema/analytics.ts";
import { ACTIVE_SCOPE, DISTINCT_SPAN, dayNumber, gapArrays, gapChange, gapStep, SCOPE_SEPARATOR } from "../../../domain/analytics/distinct.ts";
import { V, VECTOR_LENGTH, zeroVector } from "../../../domain/analytics/vector.ts";
import { TRAITS, type Trait } from "../../../domain/psychometrics/facets.ts";

export type FactRow = typeof analyticsFact.$inferInsert;

export async function insertFact(db: Db, organizationId: string, fact: Omit<FactRow, "organizationId">): Promise<void> {
  await db
    .insert(analyticsFact)
    .values({ ...fact, organizationId })
    .onConflictDoNothing();
}

/** `v + delta` element by element, in SQL (the array never travels to the application and back). */
const plus = (v: SQL, delta: readonly number[], type: "float8" | "int" = "float8") =>
  sql`(select array_agg(x.a + x.b order by x.i) from unnest(${v}, ${`{${delta.join(",")}}`}::${sql.raw(type)}[]) with ordinality as x(a, b, i))`;

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
  const started = delta[V.exact.started] ?? 0;
  const r = analyticsRollup;
  const inCell = sql`${r.organizationId} = ${organizationId} and ${r.department} = ${cell.department} and ${r.typeId} = ${cell.typeId}`;
  const before = sql`coalesce((select ${r.v} from ${r} where ${inCell} and ${r.day} < ${day} order by ${r.day} desc limit 1), array_fill(0::float8, array[${VECTOR_LENGTH}::int]))`;
  await db.execute(sql`
    insert into ${r} (organization_id, department, type_id, day, day_count, day_started, v)
    values (${organizationId}, ${cell.department}, ${cell.typeId}, ${day}, ${completions}, ${started}, ${plus(before, delta)})
    on conflict (organization_id, department, type_id, day)
    do update set day_count = ${r}.day_count + excluded.day_count, day_started = ${r}.day_started + excluded.day_started, v = ${plus(sql`${r}.v`, delta)}`);
  await db.execute(sql`update ${r} set v = ${plus(sql`${r.v}`, delta)} where ${inCell} and ${r.day} > ${day}`);
}

/** Records that a member was active on a day (idempotent; in a transaction: the distinct-people pair is noted too). */
export async function markActive(tx: Db, organizationId: string, userId: string, day: string): Promise<void> {
  const added = await tx.insert(memberActivity).values({ organizationId, userId, day }).onConflictDoNothing().returning({ day: memberActivity.day });
  if (added.length) await noteDistinct(tx, organizationId, userId, day, [ACTIVE_SCOPE]);
}

// ---- distinct people (domain/analytics/distinct.ts) ----

async function addGap(db: Db, organizationId: string, scope: string, day: string, delta: readonly number[]): Promise<void> {
  const t = analyticsDistinct;
  await db.execute(sql`
    insert into ${t} (organization_id, scope, day, g) values (${organizationId}, ${scope}, ${day}, ${`{${delta.join(",")}}`}::int[])
    on conflict (organization_id, scope, day) do update set g = ${plus(sql`${t}.g`, delta, "int")}`);
}

/**
 * Organizations whose distinct tables this process has seen built. Once built they stay built (the marker
 * goes only with the organization), so neither a reader nor a writer asks again; before that, the marker
 * is read under the lock the build takes.
 */
const distinctBuilt = new Set<string>();
async function isDistinctBuilt(db: Db, organizationId: string): Promise<boolean> {
  if (distinctBuilt.has(organizationId)) return true;
  const rows = await db.select({ id: analyticsDistinctBuilt.organizationId }).from(analyticsDistinctBuilt).where(eq(analyticsDistinctBuilt.organizationId, organizationId));
  if (rows.length) distinctBuilt.add(organizationId);
  return rows.length > 0;
}

/**
 * Notes a person's day in scopes, in the caller's transaction: a new pair adds its gap to its day, and
 * shortens the gap of the person's next pair (a back-dated one). Nothing until the organization's distinct
 * tables are built (the build reads the same facts and activity); the build waits for these writers.
 */
export async function noteDistinct(tx: Db, organizationId: string, userId: string, day: string, scopes: readonly string[]): Promise<void> {
  if (!distinctBuilt.has(organizationId)) {
    // a build may be under way: wait for it, then look
    await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${`distinct:${organizationId}`}))`);
    if (!(await isDistinctBuilt(tx, organizationId))) return;
  }
  const p = analyticsDistinctPair;
  const n = dayNumber(day);
  for (const scope of scopes) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`distinct:${organizationId}:${scope}:${userId}`}))`);
    const added = await tx.insert(p).values({ organizationId, scope, userId, day }).onConflictDoNothing().returning({ day: p.day });
    if (!added.length) continue;
    const mine = sql`${p.organizationId} = ${organizationId} and ${p.scope} = ${scope} and ${p.userId} = ${userId}`;
    const [around] = (
      await tx.execute<{ prev: string | null; next: string | null }>(sql`
        select (select max(${p.day})::text from ${p} where ${mine} and ${p.day} < ${day}) as prev,
               (select min(${p.day})::text from ${p} where ${mine} and ${p.day} > ${day}) as next`)
    ).rows;
    const prevGap = around?.prev ? n - dayNumber(around.prev) : null;
    await addGap(tx, organizationId, scope, day, gapStep(prevGap));
    if (around?.next) {
      const next = dayNumber(around.next);
      await addGap(tx, organizationId, scope, around.next, gapChange(around.prev ? next - dayNumber(around.prev) : null, next - n));
    }
  }
}

/**
 * Builds the organization's distinct-people tables from its stored activity and facts, once (under an
 * exclusive lock that the writers of noteDistinct share); afterwards noteDistinct keeps them up.
 */
export async function ensureDistinct(db: Db, organizationId: string): Promise<void> {
  if (await isDistinctBuilt(db, organizationId)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`distinct:${organizationId}`}))`);
    if (await isDistinctBuilt(tx, organizationId)) return;
    const p = analyticsDistinctPair;
    await tx.delete(analyticsDistinct).where(eq(analyticsDistinct.organizationId, organizationId));
    await tx.delete(p).where(eq(p.organizationId, organizationId));
    await tx.execute(sql`
      insert into ${p} (organization_id, scope, user_id, day)
      select organization_id, ${ACTIVE_SCOPE}, user_id, day from member_activity where organization_id = ${organizationId}`);
    // the participant scopes as participantScope() spells them
    const sep = SCOPE_SEPARATOR;
    const dep = sql`'d:' || f.department`;
    const typ = sql`'t:' || f.type_id`;
    for (const [d, t] of [
      [sql`'*'`, sql`'*'`],
      [dep, sql`'*'`],
      [sql`'*'`, typ],
      [dep, typ],
    ])
      await tx.execute(sql`
        insert into ${p} (organization_id, scope, user_id, day)
        select distinct f.organization_id, 'participants' || ${sep} || ${d} || ${sep} || ${t}, f.user_id, (f.completed_at at time zone 'UTC')::date
        from analytics_fact f where f.organization_id = ${organizationId}`);
    const pairs = await tx.execute<{ scope: string; user_id: string; day: string }>(
      sql`select scope, user_id, day::text as day from ${p} where organization_id = ${organizationId} order by scope, user_id, day`,
    );
    const rows = [...gapArrays(pairs.rows.map((r) => ({ scope: r.scope, key: r.user_id, day: r.day }))).entries()].map(([id, g]) => {
      const [scope, day] = id.split("\u0000");
      return { organizationId, scope, day, g };
    });
    for (let i = 0; i < rows.length; i += 500) await tx.insert(analyticsDistinct).values(rows.slice(i, i + 500));
    await tx.insert(analyticsDistinctBuilt).values({ organizationId, builtAt: new Date() });
  });
}

/** Distinct people of a scope in [start, end], and their (person, day) pairs (one row a day up to DISTINCT_SPAN days). */
export async function distinctPeople(db: Db, organizationId: string, scope: string, start: string, end: string): Promise<{ people: number; personDays: number }> {
  const rows =
    dayNumber(end) - dayNumber(start) + 1 <= DISTINCT_SPAN
      ? await db.execute<{ people: string; person_days: string }>(sql`
          select coalesce(sum(g[(day - ${start}::date) + 1]), 0)::text as people, coalesce(sum(g[1]), 0)::text as person_days
          from analytics_distinct where organization_id = ${organizationId} and scope = ${scope} and day between ${start} and ${end}`)
      : await db.execute<{ people: string; person_days: string }>(sql`
          select count(distinct user_id)::text as people, count(*)::text as person_days
          from analytics_distinct_pair where organization_id = ${organizationId} and scope = ${scope} and day between ${start} and ${end}`);
  return { people: Number(rows.rows[0]?.people ?? 0), personDays: Number(rows.rows[0]?.person_days ?? 0) };
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
  // as comma-separated text: parsing it is several times faster than the driver's generic array parser
  const rows = await db.execute<{ department: string; type_id: string; day: string; v: string }>(sql`
    select r.department, r.type_id, r.day::text as day, array_to_string(${part}, ',') as v
    from analytics_rollup r
    join jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as k(department text, "typeId" text, day date)
      on r.department = k.department and r.type_id = k."typeId" and r.day = k.day
    where r.organization_id = ${organizationId}`);
  for (const r of rows.rows) {
    // V8's JSON parser reads the numbers without making a string for each
    const values = JSON.parse(`[${r.v}]`) as number[];
    let v: number[];
    if (!fields) v = values;
    else {
      v = zeroVector();
      let i = 0;
      for (const [from, to] of fields) for (let o = from; o < to; o++) v[o] = values[i++];
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

/** Members of the organization (optionally of one department), from the tally a trigger keeps. */
export async function memberCount(db: Db, organizationId: string, department?: string): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`coalesce(sum(${memberTally.n}), 0)::text` })
    .from(memberTally)
    .where(and(eq(memberTally.organizationId, organizationId), department === undefined ? undefined : eq(memberTally.department, department)));
  return Number(rows[0]?.n ?? 0);
}

/** Mean length in minutes of the sign-in sessions started in [start, end] in the organization (null when none). */
export async function avgSessionMinutes(db: Db, organizationId: string, start: string, end: string): Promise<number | null> {
  const rows = await db.execute<{ m: string | null }>(sql`
    select avg(extract(epoch from (updated_at - created_at)) / 60)::text as m from session
    where active_organization_id = ${organizationId} and created_at >= ${start}::date and created_at < (${end}::date + 1)`);
  const m = rows.rows[0]?.m;
  return m === null || m === undefined ? null : Number(m);
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

/** Member counts of organizations (for the industry rank's engagement), from the tally. */
export async function memberCounts(db: Db, organizationIds: readonly string[]): Promise<Map<string, number>> {
  if (!organizationIds.length) return new Map();
  const rows = await db.execute<{ organization_id: string; n: string }>(
    sql`select organization_id, sum(n)::text as n from member_tally where organization_id in (select jsonb_array_elements_text(${JSON.stringify(organizationIds)}::jsonb)) group by organization_id`,
  );
  return new Map(rows.rows.map((r) => [r.organization_id, Number(r.n)]));
}

/** Completed-response facts with the filters (team composition). */
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
    select f.response_id, f.user_id, f.department, f.sex, f.age, f.percentiles, f.pillars, f.completed_at::text as completed_at, ${people.nameOf(sql`f.user_id`)} as name
    from analytics_fact f
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
 * For the adverse-impact view: each person's latest completed response with a score on the measure (of the
 * type, or of every type), with its UTC day, sex, age and the score on one scale for everyone: the trait's
 * full-form raw domain sum (stored with the fact as assessment_scores' ocean_<trait> holds it, read on the
 * pooled norm by the caller) or the pillar's POMP.
 */
export async function impactPeople(
  db: Db,
  organizationId: string,
  typeId: string | undefined,
  measure: { kind: "trait"; trait: string } | { kind: "pillar"; index: number },
): Promise<{ userId: string; day: string; sex: string | null; age: number | null; score: number }[]> {
  const column = measure.kind === "trait" ? "raw" : "pillars";
  const index = measure.kind === "trait" ? TRAITS.indexOf(measure.trait as Trait) : measure.index;
  if (index < 0) throw new Error(`no such measure: ${JSON.stringify(measure)}`);
  const score = sql.raw(`(f.${column})[${index + 1}]`);
  const rows = await db.execute<{ user_id: string; day: string; sex: string | null; age: number | null; score: number }>(sql`
    select distinct on (f.user_id) f.user_id, (f.completed_at at time zone 'UTC')::date::text as day, f.sex, f.age, ${score}::float8 as score
    from analytics_fact f
    where f.organization_id = ${organizationId} and ${score} is not null
    ${typeId === undefined ? sql`` : sql`and f.type_id = ${typeId}`}
    order by f.user_id, f.completed_at desc, f.response_id desc`);
  return rows.rows.map((r) => ({ userId: r.user_id, day: r.day, sex: r.sex, age: r.age === null ? null : Number(r.age), score: Number(r.score) }));
}

/** Members active per day in [start, end] (member_activity; days with nobody active are absent). */
export async function activeByDay(db: Db, organizationId: string, start: string, end: string): Promise<{ day: string; people: number }[]> {
  const rows = await db.execute<{ day: string; people: string }>(sql`
    select day::text as day, count(*)::text as people from member_activity
    where organization_id = ${organizationId} and day between ${start} and ${end} group by day order by day`);
  return rows.rows.map((r) => ({ day: r.day, people: Number(r.people) }));
}

// ---- the reports' generated sections (modules/reports/generation.ts, through AnalyticsApi) ----

export type ActivitySort = "last_activity" | "assessments_completed" | "active_days" | "user_name";

export type ActiveMember = {
  userId: string;
  name: string;
  email: string;
  department: string | null;
  role: string;
  lastActivity: string | null;
  activeDays: number;
  assessmentsCompleted: number;
};

/**
 * Current members active in [start, end] (member_activity, the analytics' active days; a completion marks its
 * day active too), each with their last active day, active days and completions in the period (analytics_fact),
 * in `sort` order (most first; ties by name, then id, in code-point order), at most `limit`. Reads every active
 * member of the period: ActivitySort "last_activity" has a faster path (latestActiveMembers).
 */
export async function activeMembers(db: Db, organizationId: string, start: string, end: string, sort: ActivitySort, limit: number): Promise<ActiveMember[]> {
  if (sort === "assessments_completed") {
    const top = await topCompleters(db, organizationId, start, end, limit);
    // fewer people completed anything than asked: the rest are active members without completions, read in full
    if (top.length === limit) return top;
  }
  const order = {
    last_activity: sql`a.last_day desc,`,
    assessments_completed: sql`coalesce(d.n, 0) desc,`,
    active_days: sql`a.days desc,`,
    user_name: sql``,
  }[sort];
  const rows = await db.execute<{ user_id: string; name: string; email: string; department: string | null; role: string; last_day: string; days: string; n: string | null }>(sql`
    with a as (
      select user_id, max(day)::text as last_day, count(*) as days from member_activity
      where organization_id = ${organizationId} and day between ${start} and ${end} group by user_id),
    d as (
      select user_id, count(*) as n from analytics_fact
      where organization_id = ${organizationId} and completed_at >= ${start}::date and completed_at < (${end}::date + 1) group by user_id)
    select a.user_id, u.name, u.email, m.department, m.role, a.last_day, a.days::text as days, d.n::text as n
    from a
    join member m on m.organization_id = ${organizationId} and m.user_id = a.user_id
    join "user" u on u.id = a.user_id
    left join d on d.user_id = a.user_id
    order by ${order} u.name collate "C", a.user_id collate "C"
    limit ${limit}`);
  return rows.rows.map(toActiveMember);
}

/** A member's activity row as the rankings' queries answer it. */
type ActiveMemberRow = { user_id: string; name: string; email: string; department: string | null; role: string; last_day: string | null; days: string; n: string | null };

function toActiveMember(r: ActiveMemberRow): ActiveMember {
  return {
    userId: r.user_id,
    name: r.name,
    email: r.email,
    department: r.department,
    role: r.role,
    lastActivity: r.last_day,
    activeDays: Number(r.days),
    assessmentsCompleted: Number(r.n ?? 0),
  };
}

/**
 * The `limit` current members with the most completions in [start, end] (ties by name, then id, in code-point
 * order), each with their last active day and active days in it from the per-person pairs. Everyone who
 * completed something was active that day, so these are the first of activeMembers' "assessments_completed"
 * order without reading every active member of the period.
 */
async function topCompleters(db: Db, organizationId: string, start: string, end: string, limit: number): Promise<ActiveMember[]> {
  await ensureDistinct(db, organizationId);
  const rows = await db.execute<{ user_id: string; name: string; email: string; department: string | null; role: string; last_day: string | null; days: string; n: string }>(sql`
    with d as (
      select user_id, count(*) as n from analytics_fact
      where organization_id = ${organizationId} and completed_at >= ${start}::date and completed_at < (${end}::date + 1) group by user_id),
    top as (
      select d.user_id, d.n, u.name, u.email, m.department, m.role from d
      join member m on m.organization_id = ${organizationId} and m.user_id = d.user_id
      join "user" u on u.id = d.user_id
      order by d.n desc, u.name collate "C", d.user_id collate "C"
      limit ${limit})
    select top.user_id, top.name, top.email, top.department, top.role, top.n::text as n,
      (select max(p.day)::text from analytics_distinct_pair p
        where p.organization_id = ${organizationId} and p.scope = ${ACTIVE_SCOPE} and p.user_id = top.user_id and p.day between ${start} and ${end}) as last_day,
      (select count(*) from analytics_distinct_pair p
        where p.organization_id = ${organizationId} and p.scope = ${ACTIVE_SCOPE} and p.user_id = top.user_id and p.day between ${start} and ${end})::text as days
    from top
    order by top.n desc, top.name collate "C", top.user_id collate "C"`);
  return rows.rows.map(toActiveMember);
}

/** Per day of [start, end], newest first, the members' active days noted that day (the distinct table's g[1]; built tables needed). */
export async function activeDayCounts(db: Db, organizationId: string, start: string, end: string): Promise<{ day: string; n: number }[]> {
  const rows = await db.execute<{ day: string; n: number }>(sql`
    select day::text as day, g[1] as n from analytics_distinct
    where organization_id = ${organizationId} and scope = ${ACTIVE_SCOPE} and day between ${start} and ${end} order by day desc`);
  return rows.rows.map((r) => ({ day: r.day, n: Number(r.n) }));
}

/** Each member active in [from, end] with their last active day in it (member_activity's day index, newest days only). */
export async function lastActiveDays(db: Db, organizationId: string, from: string, end: string): Promise<Map<string, string>> {
  const rows = await db.execute<{ user_id: string; day: string }>(sql`
    select user_id, max(day)::text as day from member_activity
    where organization_id = ${organizationId} and day between ${from} and ${end} group by user_id`);
  return new Map(rows.rows.map((r) => [r.user_id, r.day]));
}

/**
 * These people's active days in [start, end] (the active scope's pairs, by person) and completions in it
 * (their assessments' completed responses, by person): read through per-person indexes, so a few people cost
 * a few lookups whatever the length of the period.
 */
export async function personFigures(
  db: Db,
  organizationId: string,
  userIds: readonly string[],
  start: string,
  end: string,
): Promise<Map<string, { activeDays: number; completed: number }>> {
  if (!userIds.length) return new Map();
  const rows = await db.execute<{ user_id: string; days: string; n: string }>(sql`
    select ids.user_id,
      (select count(*) from analytics_distinct_pair p
        where p.organization_id = ${organizationId} and p.scope = ${ACTIVE_SCOPE} and p.user_id = ids.user_id and p.day between ${start} and ${end})::text as days,
      (select count(*) from assessment a join assessment_response r on r.organization_id = a.organization_id and r.assessment_id = a.id and r.user_id = a.user_id
        where a.organization_id = ${organizationId} and a.user_id = ids.user_id and r.status = 'completed'
        and r.completed_at >= ${start}::date and r.completed_at < (${end}::date + 1))::text as n
    from (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as user_id) ids`);
  return new Map(rows.rows.map((r) => [r.user_id, { activeDays: Number(r.days), completed: Number(r.n) }]));
}
