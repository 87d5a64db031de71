/** Platform tables: instance settings, organization settings, the audit log and the mail outbox. */
import { pgTable, text, timestamp, jsonb, index, bigserial, boolean } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, user, organization } from "./auth.ts";

/** Instance-wide settings shared by every process (e.g. the generated auth secret). */
export const systemSetting = pgTable("system_setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** An organization's settings (a row once an admin changed one; no row = the defaults). */
export const organizationSetting = pgTable("organization_setting", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** Show trait, facet and pillar tags above questions to respondents (default: hidden, they bias answers). */
  showItemTags: boolean("show_item_tags").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Security-relevant events: sign-ins, sign-outs, role changes (spec 3 §9 "audit log"). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_org_time_idx").on(t.organizationId, t.createdAt)],
);

/** Mail that was sent or, with no SMTP configured, only recorded here (and shown on /dev/mailbox). */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);
