/** Platform tables (core infrastructure): instance settings, the audit log, the mail outbox, notifications, idempotency keys, preferences and the process metrics. */
import { pgTable, text, timestamp, jsonb, index, bigserial, integer, primaryKey } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, user, organization } from "./auth.ts";

/** Instance-wide settings shared by every process (e.g. the generated auth secret). */
export const systemSetting = pgTable("system_setting", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
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
    /** Files sent with the message (content base64), e.g. a report's PDF; null: none. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/** In-app notifications (the bell): one row per recipient; `link` is an app path. */
export const notification = pgTable(
  "notification",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What the notification is about, for its text (e.g. { assessmentTitle, assignerName, dueAt }). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notification_org_user_time_idx").on(t.organizationId, t.userId, t.createdAt)],
);

/**
 * Create requests already seen, by the caller and the Idempotency-Key the client sent: a double click or a
 * retried request replays the first answer instead of creating a second thing. Pruned after a day.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** METHOD and route pattern, and a hash of the path and body: the same key with other input is refused. */
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is running. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_key_created_idx").on(t.createdAt)],
);

/**
 * How many messages an organization's members sent today (UTC day) to addresses outside the organization:
 * shared reports, emailed builder reports, distribution-list deliveries. One counter for every route that
 * mails a free address, kept here so it holds across processes (the daily cap is src/domain/platform/external-mail.ts).
 */
export const externalMailDay = pgTable(
  "external_mail_day",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** The UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    recipients: integer("recipients").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);

/**
 * A person's own preferences (a row once they changed one; no row = the defaults): the language and time zone
 * their dates, numbers and emails are written in, and the notification kinds they do not want by email (the
 * bell always shows them).
 */
export const userPreference = pgTable("user_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** One of the product's languages (contracts/profile.ts LOCALES). */
  locale: text("locale").notNull().default("en"),
  /** An IANA time zone; null = the browser's own. */
  timeZone: text("time_zone"),
  /** Notification kinds not to be emailed. */
  emailOff: jsonb("email_off").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** What each running process last reported about itself (the operational dashboard sums fresh rows). */
export const processMetric = pgTable("process_metric", {
  id: text("id").primaryKey(),
  host: text("host").notNull(),
  pid: integer("pid").notNull(),
  kind: text("kind").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
