import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { systemSetting } from "../db/schema/index.ts";

/**
 * The secret that signs session cookies: AUTH_SECRET when configured, otherwise one generated on
 * first start and kept in the database, so every process of a deployment (and every restart) agrees.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(systemSetting)
    .values({ key: "auth_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSetting).where(eq(systemSetting.key, "auth_secret"));
  return row.value;
}
