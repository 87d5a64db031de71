import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import { organizationSetting } from "../../db/schema/settings.ts";

/** The organization's settings row, or null while it has only the defaults. */
export async function findSettings(db: Db, organizationId: string) {
  const rows = await db.select().from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0] ?? null;
}

/** The settings columns a change may write (profile and respondent settings). */
export type SettingsValues = {
  showItemTags?: boolean;
  selfInitiated360?: boolean;
  industry?: string | null;
  departments?: string[] | null;
  minGroupSize?: number;
  timeZone?: string;
};

/** Writes the given settings of the organization (creating its row on the first change); returns the row. */
export async function upsertSettings(db: Db, organizationId: string, values: SettingsValues) {
  const [row] = await db
    .insert(organizationSetting)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationSetting.organizationId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** The organization's department list (null when it has not named one). */
export async function departmentsOf(db: Db, organizationId: string): Promise<string[] | null> {
  const rows = await db.select({ departments: organizationSetting.departments }).from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0]?.departments ?? null;
}

/** The organization's time zone (its plan's allowance counts its calendar months); UTC until one is set. */
export async function timeZoneOf(db: DbExecutor, organizationId: string): Promise<string> {
  const rows = await db.select({ timeZone: organizationSetting.timeZone }).from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0]?.timeZone ?? "UTC";
}

/** Sets organization settings the demo data needs (simulated flag, industry, departments), creating the row if missing. */
export async function updateDemoSettings(db: Db, organizationId: string, values: { simulated?: boolean; industry?: string; departments?: string[] }): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(organizationSetting)
    .values({ organizationId, ...set })
    .onConflictDoUpdate({ target: organizationSetting.organizationId, set });
}

/** Whether the organization lets members start a 360 project about themselves (off until an admin allows it). */
export async function selfInitiatedAllowed(db: DbExecutor, organizationId: string): Promise<boolean> {
  const [row] = await db.select({ v: organizationSetting.selfInitiated360 }).from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId));
  return row?.v ?? false;
}
