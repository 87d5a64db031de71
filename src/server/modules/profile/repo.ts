/** The profile's own data: the person's name and email on the user row (preferences live in preferences/repo.ts). */
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { user } from "../../db/schema/auth.ts";

/** The person's name and email, or undefined when the user is gone. */
export async function findUser(db: DbExecutor, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row;
}

/** Renames the person. */
export async function setName(db: DbExecutor, userId: string, name: string, now: Date): Promise<void> {
  await db.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
}
