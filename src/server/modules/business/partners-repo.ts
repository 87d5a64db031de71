/** The partners table and the saved targets (schema/business.ts): platform rows, no organization owns them. */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { businessPartner, businessTarget } from "../../db/schema/business.ts";
import { newId } from "../../db/ids.ts";
import { MAX_PARTNERS } from "../../../domain/business/launch.ts";

export type PartnerRow = typeof businessPartner.$inferSelect;
export type TargetRow = typeof businessTarget.$inferSelect;

/** The saved targets (one row, id 'current'), or none while staff have not saved any. */
export async function savedTargets(db: Db): Promise<TargetRow | undefined> {
  return (await db.select().from(businessTarget).where(eq(businessTarget.id, "current")))[0];
}

/** Every partner, by name (at most MAX_PARTNERS exist: creation refuses more). */
export function listPartners(db: Db): Promise<PartnerRow[]> {
  return db.select().from(businessPartner).orderBy(asc(businessPartner.name), asc(businessPartner.id)).limit(MAX_PARTNERS);
}

/** Adds a partner unless MAX_PARTNERS exist (checked and written in one transaction under a lock); null when full. */
export async function insertPartner(db: Db, p: { name: string; status: string; note: string | null }): Promise<PartnerRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table business_partner in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(businessPartner);
    if (n >= MAX_PARTNERS) return null;
    const [row] = await tx
      .insert(businessPartner)
      .values({ id: newId(), ...p })
      .returning();
    return row ?? null;
  });
}

/** Changes a partner; undefined when there is none with this id. */
export async function updatePartner(db: Db, id: string, p: { name?: string; status?: string; note?: string | null }): Promise<PartnerRow | undefined> {
  const [row] = await db
    .update(businessPartner)
    .set({ ...p, updatedAt: new Date() })
    .where(eq(businessPartner.id, id))
    .returning();
  return row;
}

/** Removes a partner; false when there was none. */
export async function deletePartner(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(businessPartner).where(eq(businessPartner.id, id)).returning({ id: businessPartner.id });
  return rows.length > 0;
}
