/** Assessment design: the organization's designed assessment types and their immutable versions. */
import { pgTable, text, timestamp, jsonb, integer, index, primaryKey, uniqueIndex, boolean } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, organizationRef, user } from "./auth.ts";

/**
 * A designed assessment type (spec 1 §3 assessment type, made in the type manager or the node-based
 * creator). Its id ("ct-…") is the type id assessments and responses carry. The definition lives in its
 * versions; this row holds what lists and uniqueness need and which version is current.
 */
export const designedType = pgTable(
  "designed_type",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    source: text("source").notNull(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    currentVersion: integer("current_version").notNull().default(1),
    /** Set instead of deleting a type that has responses. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("designed_type_org_idx").on(t.organizationId, t.createdAt),
    uniqueIndex("designed_type_org_code_idx")
      .on(t.organizationId, t.code)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * One version of a designed type: the definition as saved and the item-bank version its items were recorded
 * under. Immutable once a response has been opened with it; a save of a type with responses adds a version.
 */
export const designedTypeVersion = pgTable(
  "designed_type_version",
  {
    typeId: text("type_id")
      .notNull()
      .references(() => designedType.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    organizationId: organizationRef(),
    definition: jsonb("definition").notNull(),
    itemBankVersion: text("item_bank_version").notNull(),
    itemCount: integer("item_count").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.typeId, t.version] }),
    index("designed_type_version_org_idx").on(t.organizationId, t.typeId),
    index("designed_type_version_bank_idx").on(t.itemBankVersion),
  ],
);
