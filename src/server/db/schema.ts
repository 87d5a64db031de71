/**
 * The database schema (Drizzle). `npm run db:generate` writes SQL migrations from it into
 * src/server/db/migrations; a test fails when this file and the committed migrations drift.
 *
 * The first seven tables are better-auth's (core + organization plugin), with the field names its
 * Drizzle adapter expects and snake_case columns. Every tenant table carries organization_id and is
 * indexed by it first.
 */
import { pgTable, text, timestamp, boolean, jsonb, index, uniqueIndex, bigserial, doublePrecision, integer, smallint } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The tenant column every tenant table starts with (deleted with its organization). */
const organizationRef = () =>
  text("organization_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });
/** A required reference to a user (rows go with the user). */
const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: createdAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: userRef(),
    activeOrganizationId: text("active_organization_id").references(() => organization.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    role: text("role").notNull().default("user"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_org_user_idx").on(t.organizationId, t.userId), index("member_user_idx").on(t.userId)],
);

export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    email: text("email").notNull(),
    role: text("role"),
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("invitation_org_idx").on(t.organizationId, t.email)],
);

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
    transport: text("transport").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);

/** An assessment given to one person: assigned by a manager, or started by the person themselves. */
export const assessment = pgTable(
  "assessment",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    typeId: text("type_id").notNull(),
    title: text("title").notNull(),
    userId: userRef(),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("assessment_org_user_idx").on(t.organizationId, t.userId)],
);

/**
 * One sitting of an assessment (the spec's assessment_responses): answers and per-item milliseconds in
 * one row (17x smaller than a row per answer, MEASUREMENTS.md), the item-bank version it used, and once
 * submitted the full score and scoring metadata.
 */
export const assessmentResponse = pgTable(
  "assessment_response",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    assessmentId: text("assessment_id")
      .notNull()
      .references(() => assessment.id, { onDelete: "cascade" }),
    userId: userRef(),
    typeId: text("type_id").notNull(),
    itemBankVersion: text("item_bank_version").notNull(),
    status: text("status").notNull().default("in_progress"),
    /** Integer answers (Likert, choice, scenario, scale) by item position in the type's item order at
     * item_bank_version; null = not answered. One small array per response: an answer save rewrites
     * ~250 bytes instead of a growing JSON document (bench/README.md). */
    answerValues: smallint("answer_values").array().notNull(),
    /** Milliseconds spent on each item, by the same positions. */
    answerMs: integer("answer_ms").array().notNull(),
    /** Text and ranking answers by item id (the few items whose answer is not an integer). */
    answerTexts: jsonb("answer_texts").$type<Record<string, unknown>>().notNull().default({}),
    respondent: jsonb("respondent").$type<{ sex?: "male" | "female"; age?: number }>().notNull().default({}),
    score: jsonb("score").$type<unknown>(),
    scoringMetadata: jsonb("scoring_metadata").$type<Record<string, unknown>>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
  },
  (t) => [
    index("assessment_response_org_assessment_idx").on(t.organizationId, t.assessmentId),
    index("assessment_response_org_completed_idx").on(t.organizationId, t.completedAt),
  ],
);

/** Spec §3 stored scores: one row per dimension (ocean_, facet_, pillar_, domain_, …) of a scored response. */
export const assessmentScore = pgTable(
  "assessment_scores",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: organizationRef(),
    assessmentId: text("assessment_id")
      .notNull()
      .references(() => assessment.id, { onDelete: "cascade" }),
    responseId: text("response_id")
      .notNull()
      .references(() => assessmentResponse.id, { onDelete: "cascade" }),
    dimension: text("dimension").notNull(),
    score: doublePrecision("score").notNull(),
    rawScore: doublePrecision("raw_score").notNull(),
    percentile: doublePrecision("percentile"),
    stanine: integer("stanine"),
    scoringRules: jsonb("scoring_rules").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("assessment_scores_org_response_dim_idx").on(t.organizationId, t.responseId, t.dimension)],
);

/** A revocable, expiring read-only link to one result; only the token's hash is stored. */
export const resultShare = pgTable(
  "result_share",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    responseId: text("response_id")
      .notNull()
      .references(() => assessmentResponse.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("result_share_org_response_idx").on(t.organizationId, t.responseId)],
);
