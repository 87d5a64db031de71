/**
 * Credentials at rest: AES-256-GCM (node:crypto) under a key from configuration. Each ciphertext is stored
 * with the id of its key, so a keyring (the current key and previous ones) opens rows written before a key
 * rotation, and the rotation (rotate-key.ts) knows which rows to re-encrypt. The ciphertext is bound to what
 * it belongs to (additional data: organization and provider): a row copied onto another organization does
 * not open.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/** A 256-bit key and its id (a hash of the key: the id reveals nothing of it). */
export type CredentialKey = { id: string; key: Buffer };
/** The key new ciphertexts use, and the keys older ones may be under. */
export type CredentialKeyring = { current: CredentialKey; previous: CredentialKey[] };

/** A key from a configured secret (FACETWISE_CREDENTIALS_KEY, 32+ characters): HKDF-SHA256 of it. */
export function credentialKey(secret: string): CredentialKey {
  const key = Buffer.from(hkdfSync("sha256", secret, "facetwise", "integration-credentials-v1", 32));
  return { id: createHash("sha256").update("facetwise-credential-key-id:").update(key).digest("hex").slice(0, 16), key };
}

/**
 * The keyring from configuration: the configured key, or outside production (config.ts refuses to start
 * production without one) a key derived from the instance's auth secret. Earlier keys stay readable: the
 * configured previous ones and the derived one, so an install that ran without a configured key moves to one
 * by setting it and running the rotation.
 */
export function credentialKeyring(o: { configured: string | undefined; previous: readonly string[]; authSecret: string }): CredentialKeyring {
  const derived = credentialKey(`auth-secret:${o.authSecret}`);
  const current = o.configured ? credentialKey(o.configured) : derived;
  const previous = [...o.previous.map(credentialKey), derived].filter((k, i, all) => k.id !== current.id && all.findIndex((x) => x.id === k.id) === i);
  return { current, previous };
}

/** What binds a credential's ciphertext to its row: the organization and the provider. */
export const credentialContext = (organizationId: string, provider: string): string => `${organizationId}:${provider}`;

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts `plaintext` for `context` under the keyring's current key: its key id and base64 (nonce, tag, data). */
export function seal(keyring: CredentialKeyring, plaintext: string, context: string): { keyId: string; ciphertext: string } {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyring.current.key, nonce);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return { keyId: keyring.current.id, ciphertext: Buffer.concat([nonce, cipher.getAuthTag(), data]).toString("base64") };
}

/** Decrypts a sealed value with the keyring's key of that id; throws when the key is unknown or the value was altered. */
export function open(keyring: CredentialKeyring, sealed: { keyId: string; ciphertext: string }, context: string): string {
  const k = [keyring.current, ...keyring.previous].find((x) => x.id === sealed.keyId);
  if (!k) throw new Error(`No configured credentials key has id ${sealed.keyId}`);
  const raw = Buffer.from(sealed.ciphertext, "base64");
  const decipher = createDecipheriv("aes-256-gcm", k.key, raw.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
