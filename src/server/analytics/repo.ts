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
