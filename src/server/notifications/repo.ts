/** The notification table: in-app notifications per recipient, always read within one organization. */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { DbExecutor } from "../jobs/repo.ts";
import { notification } from "../db/schema/platform.ts";

export type NotificationRow = typeof notification.$inferSelect;

/** Inserts the rows; one whose id is already stored is skipped (a repeated delivery). Answers the ids inserted. */
export async function insertNotifications(db: DbExecutor, rows: (typeof notification.$inferInsert)[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const inserted = await db.insert(notification).values(rows).onConflictDoNothing({ target: notification.id }).returning({ id: notification.id });
  return new Set(inserted.map((r) => r.id));
}

export function recentFor(db: Db, organizationId: string, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notification)
    .where(and(eq(notification.organizationId, organizationId), eq(notification.userId, userId)))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(limit);
}

export async function unreadCount(db: Db, organizationId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.organizationId, organizationId), eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs (or not in this organization). */
export async function markRead(db: Db, organizationId: string, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notification)
    .set({ readAt: at })
    .where(and(eq(notification.organizationId, organizationId), eq(notification.userId, userId), eq(notification.id, id)))
    .returning({ id: notification.id });
  return rows.length === 1;
}

export async function markAllRead(db: Db, organizationId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(notification)
    .set({ readAt: at })
    .where(and(eq(notification.organizationId, organizationId), eq(notification.userId, userId), isNull(notification.readAt)));
}
