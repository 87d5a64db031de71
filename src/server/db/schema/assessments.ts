/** Assessments: assignments, responses (answers stored by position), stored scores and share links. */
import { pgTable, text, timestamp, jsonb, index, uniqueIndex, bigserial, doublePrecision, integer, smallint, boolean } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, organizationRef, userRef, user } from "./auth.ts";

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
    /** Optional due date the assigner set. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** The last reminder emailed for it (reminders are rate-limited per assignment) and how many were. */
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    reminderCount: integer("reminder_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("assessment_org_user_idx").on(t.organizationId, t.userId), index("assessment_org_assigned_idx").on(t.organizationId, t.assignedBy, t.createdAt)],
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
    /** When the respondent consented (start step), and the version of the wording they agreed to
     * (domain/assessments/consent.ts). Null on responses opened before consent was asked. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentVersion: text("consent_version"),
    /** The assessment timer's elapsed milliseconds, carried by each autosave (the largest wins), so a
     * reload or another device resumes it. */
    elapsedMs: integer("elapsed_ms").notNull().default(0),
    /** Made by the demo-data generator (simulated respondent), not by a person. */
    simulated: boolean("simulated").notNull().default(false),
    score: jsonb("score").$type<unknown>(),
    scoringMetadata: jsonb("scoring_metadata").$type<Record<string, unknown>>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
  },
  (t) => [index("assessment_response_org_assessment_idx").on(t.organizationId, t.assessmentId), index("assessment_response_org_completed_idx").on(t.organizationId, t.completedAt)],
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

/**
 * Every item-bank version a response has been opened with: the type's items in their stored order (the
 * positions of answer_values) with their texts and keys. Versions are immutable, so a response is always
 * decoded, shown and scored by the version it started with, even after the bank changes.
 */
export const itemBank = pgTable("item_bank", {
  version: text("version").primaryKey(),
  typeId: text("type_id").notNull(),
  items: jsonb("items").notNull(),
  createdAt: createdAt(),
});
