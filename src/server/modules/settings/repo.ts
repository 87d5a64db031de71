import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organizationSetting } from "../../db/schema/index.ts";

/** The organization's settings row, or null while it has only the defaults. */
export async function findSettings(db: Db, organizationId: string) {
  const rows = await db.select().from(organizationSetting).where(eq(organizationSetting.organizationId, organizationId)).limit(1);
  return rows[0] ?? null;
}

/** Writes the given settings of the organization (creating its row on the first change); returns the row. */
export async function upsertSettings(db: Db, organizationId: string, values: { showItemTags?: boolean }) {
  const [row] = await db
    .insert(organizationSetting)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationSetting.organizationId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row;
}
