/** The integration_credential table: organization first, like every tenant table. */
import { and, eq, ne } from "drizzle-orm";
import type { DbExecutor } from "../../jobs/repo.ts";
import { integrationCredential } from "../../db/schema/integrations.ts";

export type CredentialRow = typeof integrationCredential.$inferSelect;

/** An organization's credential for a provider, or null. */
export async function findCredential(db: DbExecutor, organizationId: string, provider: string): Promise<CredentialRow | null> {
  const [row] = await db
    .select()
    .from(integrationCredential)
    .where(and(eq(integrationCredential.organizationId, organizationId), eq(integrationCredential.provider, provider)));
  return row ?? null;
}

/** Stores an organization's credential for a provider, replacing the one it had. */
export async function putCredential(
  db: DbExecutor,
  organizationId: string,
  row: { id: string; provider: string; keyId: string; ciphertext: string; accessExpiresAt: Date },
): Promise<void> {
  await db
    .insert(integrationCredential)
    .values({ ...row, organizationId })
    .onConflictDoUpdate({
      target: [integrationCredential.organizationId, integrationCredential.provider],
      set: { keyId: row.keyId, ciphertext: row.ciphertext, accessExpiresAt: row.accessExpiresAt, version: 1, updatedAt: new Date() },
    });
}

/**
 * Replaces a credential's ciphertext if it is still at `version` (nothing else wrote it meanwhile); answers
 * whether it did.
 */
export async function replaceCredential(
  db: DbExecutor,
  organizationId: string,
  id: string,
  version: number,
  next: { keyId: string; ciphertext: string; accessExpiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(integrationCredential)
    .set({ ...next, version: version + 1, updatedAt: new Date() })
    .where(and(eq(integrationCredential.organizationId, organizationId), eq(integrationCredential.id, id), eq(integrationCredential.version, version)))
    .returning({ id: integrationCredential.id });
  return rows.length > 0;
}

/**
 * Credentials of every organization not under `keyId` (for the key rotation, an operator's command: the one
 * read here not scoped by organization).
 */
export async function credentialsNotUnderKey(db: DbExecutor, keyId: string): Promise<CredentialRow[]> {
  return db.select().from(integrationCredential).where(ne(integrationCredential.keyId, keyId));
}
