import { createHash } from "node:crypto";

/**
 * The bucket key of a credential that is itself a secret (a Slack incoming-webhook URL, a webhook URL with a
 * token in its query): its SHA-256, so the client's buckets never hold the secret.
 */
export const credentialKey = (secret: string): string => createHash("sha256").update(secret).digest("base64url");
