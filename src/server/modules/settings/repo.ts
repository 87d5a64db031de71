import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organizationSetting } from "../../db/schema/index.ts";

/** The organization's settings row, or null while it has only the defaults. */
export async function findSettings(db: Db, organizationId: string) {
  const rows = await db.select().from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0] ?? null;
}

/** The settings columns a change may write (profile and respondent settings). */
export type SettingsValues = { showItemTags?: boolean; selfInitiated360?: boolean; industry?: string | null; departments?: string[] | null; minGroupSize?: number };

/** Writes the given settings of the organization (creating its row on the first change); returns the row. */
export async function upsertSettings(db: Db, organizationId: string, values: SettingsValues) {
  const [row] = await db
    .insert(organizationSetting)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationSetting.organizationId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** How many of the organization's members hold each of the given departments (compared without case); absent ones hold none. */
export async function countMembersInDepartments(db: Db, organizationId: string, departments: readonly string[]): Promise<Map<string, number>> {
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
export async function renameMemberDepartment(db: Db, organizationId: string, from: string, to: string): Promise<number> {
  const rows = await db
    .update(member)
    .set({ department: to })
    .where(and(eq(member.organizationId, organizationId), sql`lower(${member.department}) = ${from.toLowerCase()}`))
    .returning({ id: member.id });
  return rows.length;
}
