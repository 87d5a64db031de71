import type { Db } from "../db/client.ts";
import { storedAuthSecret } from "./repo.ts";

/**
 * The secret that signs session cookies: AUTH_SECRET when configured, otherwise one generated on
 * first start and kept in the database, so every process of a deployment (and every restart) agrees.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ?? storedAuthSecret(db);
}
