/** The launch checklist (schema/business.ts): platform rows, ordered by position. */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { launchChecklistItem } from "../../db/schema/business.ts";
import { newId } from "../../db/ids.ts";
import { MAX_CHECKLIST_ITEMS } from "../../../domain/business/launch.ts";

export type ChecklistRow = typeof launchChecklistItem.$inferSelect;

/** Every item in order (at most MAX_CHECKLIST_ITEMS exist: creation refuses more). */
export function listItems(db: Db): Promise<ChecklistRow[]> {
  return db.select().from(launchChecklistItem).orderBy(asc(launchChecklistItem.position), asc(launchChecklistItem.id)).limit(MAX_CHECKLIST_ITEMS);
}

/** Appends an item at the end unless MAX_CHECKLIST_ITEMS exist (one transaction under a lock); null when full. */
export async function insertItem(db: Db, title: string): Promise<ChecklistRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table launch_checklist_item in share row exclusive mode`);
    const [{ n, last }] = await tx.select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${launchChecklistItem.position}), 0)::int` }).from(launchChecklistItem);
    if (n >= MAX_CHECKLIST_ITEMS) return null;
    const [row] = await tx
      .insert(launchChecklistItem)
      .values({ id: newId(), title, position: last + 1 })
      .returning();
    return row ?? null;
  });
}

/** Renames an item or marks it done (by whom, now) or not done; undefined when there is none with this id. */
export async function updateItem(db: Db, id: string, p: { title?: string; done?: boolean }, userId: string): Promise<ChecklistRow | undefined> {
  const set: Partial<typeof launchChecklistItem.$inferInsert> = {};
  if (p.title !== undefined) set.title = p.title;
  if (p.done === true) Object.assign(set, { doneAt: sql`coalesce(${launchChecklistItem.doneAt}, now())`, doneBy: sql`coalesce(${launchChecklistItem.doneBy}, ${userId})` });
  if (p.done === false) Object.assign(set, { doneAt: null, doneBy: null });
  const [row] = await db.update(launchChecklistItem).set(set).where(eq(launchChecklistItem.id, id)).returning();
  return row;
}

/** Removes an item; false when there was none. */
export async function deleteItem(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(launchChecklistItem).where(eq(launchChecklistItem.id, id)).returning({ id: launchChecklistItem.id });
  return rows.length > 0;
}
