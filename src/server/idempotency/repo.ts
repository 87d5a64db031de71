/** The idempotency_key table: one row per (caller, Idempotency-Key) of a create request. */
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { idempotencyKey } from "../db/schema/platform.ts";

export type IdempotencyRow = typeof idempotencyKey.$inferSelect;

/** Claims the key for a first request; false when it was already claimed (by this or an earlier request). */
export async function claim(db: Db, userId: string, key: string, route: string, requestHash: string, now: Date): Promise<boolean> {
  const rows = await db.insert(idempotencyKey).values({ userId, key, route, requestHash, createdAt: now }).onConflictDoNothing().returning({ key: idempotencyKey.key });
  return rows.length === 1;
}

export async function find(db: Db, userId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)))
    .limit(1);
  return row ?? null;
}

/** Records the answer the first request gave, for replays. */
export async function complete(db: Db, userId: string, key: string, status: number, response: unknown): Promise<void> {
  await db
    .update(idempotencyKey)
    .set({ status, response: response ?? null })
    .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
}

/** Frees the key of a request that failed, so a retry runs again. */
export async function release(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKey).where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
}

/** Deletes keys older than `before`; returns how many. */
export async function prune(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(idempotencyKey).where(lt(idempotencyKey.createdAt, before)).returning({ key: idempotencyKey.key });
  return rows.length;
}
