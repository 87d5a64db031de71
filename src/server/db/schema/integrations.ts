/** Integrations: an organization's credentials for an external provider, encrypted at rest. */
import { pgTable, text, timestamp, integer, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, organization } from "./auth.ts";

/**
 * One provider connection of an organization (OAuth tokens). `ciphertext` is AES-256-GCM over the token
 * set (src/server/integrations/credentials/cipher.ts: nonce, tag and data, base64) under the key named by
 * `key_id`, bound to the organization and provider; nothing secret is stored in the clear. `version` grows
 * with each write, so a refresh that raced another one does not overwrite it.
 */
export const integrationCredential = pgTable(
  "integration_credential",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    keyId: text("key_id").notNull(),
    ciphertext: text("ciphertext").notNull(),
    /** When the access token expires (not secret: read to refresh before it does). */
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("integration_credential_org_provider_idx").on(t.organizationId, t.provider)],
);
