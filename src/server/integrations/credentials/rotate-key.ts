/**
 * Rotating the credentials key: every stored credential not under the keyring's current key is opened with the
 * previous key it names and sealed again under the current one. Run after moving the old key to
 * FACETWISE_CREDENTIALS_KEY_PREVIOUS and setting the new FACETWISE_CREDENTIALS_KEY (`facetwise
 * rotate-credentials-key`); once it reports every row, the old key can be dropped from the configuration.
 */
import type { DbExecutor } from "../../jobs/repo.ts";
import { credentialContext, open, seal, type CredentialKeyring } from "./cipher.ts";
import * as repo from "./repo.ts";

/** Re-encrypts every credential under the current key; answers how many rows it rewrote. Rows written meanwhile are left to their writer (already current). */
export async function rotateCredentialsKey(db: DbExecutor, keyring: CredentialKeyring): Promise<number> {
  let rewritten = 0;
  for (const row of await repo.credentialsNotUnderKey(db, keyring.current.id)) {
    const context = credentialContext(row.organizationId, row.provider);
    const sealed = seal(keyring, open(keyring, row, context), context);
    if (await repo.replaceCredential(db, row.organizationId, row.id, row.version, { ...sealed, accessExpiresAt: row.accessExpiresAt })) rewritten++;
  }
  return rewritten;
}
