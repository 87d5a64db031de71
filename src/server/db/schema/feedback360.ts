/** 360-degree feedback: projects for one subject, and their raters (answers by item position, like responses). */
import { pgTable, text, timestamp, jsonb, index, uniqueIndex, integer, smallint, boolean } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, organizationRef, user } from "./auth.ts";
import { assessment } from "./assessments.ts";

export const feedbackProject = pgTable(
  "feedback_project",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    subjectUserId: text("subject_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The rated form (the IPIP-NEO-120 in the third person) and its version. */
    form: text("form").notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    minGroupSize: integer("min_group_size").notNull().default(3),
    managerApproval: boolean("manager_approval").notNull().default(false),
    /** open | closed */
    status: text("status").notNull().default("open"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** The IPIP-NEO-120 assigned to the subject for the self-rating when they had none recent. */
    selfAssessmentId: text("self_assessment_id").references(() => assessment.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("feedback_project_org_subject_idx").on(t.organizationId, t.subjectUserId), index("feedback_project_org_created_idx").on(t.organizationId, t.createdAt)],
);

export const feedbackRater = pgTable(
  "feedback_rater",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    projectId: text("project_id")
      .notNull()
      .references(() => feedbackProject.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** peer | direct_report | manager | other */
    relationship: text("relationship").notNull(),
    customRelationship: text("custom_relationship"),
    /** SHA-256 of the personal link's token (the token itself is only in the email). */
    tokenHash: text("token_hash").notNull(),
    /** invited | in_progress | completed | declined */
    status: text("status").notNull().default("invited"),
    /** approved | pending (nominated by the subject, waiting for approval by a manager or admin who is not the subject) */
    approval: text("approval").notNull().default("approved"),
    /** Who named the rater. */
    nominatedBy: text("nominated_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * Who approved the rater: the approver of a held nomination, or whoever named them when not held. Null for
     * raters approved before this was recorded. A rater counts towards a group's minimum only when the
     * nominator or the approver is someone other than the subject (domain/feedback360/anonymity.ts).
     */
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    /** Answers 1–5 by observer-form item position; null = not answered. */
    answerValues: smallint("answer_values").array().notNull(),
    comments: jsonb("comments").$type<{ strengths: string; improvements: string; additional: string }>().notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    reminderCount: integer("reminder_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("feedback_rater_org_project_idx").on(t.organizationId, t.projectId),
    uniqueIndex("feedback_rater_token_idx").on(t.tokenHash),
    uniqueIndex("feedback_rater_project_email_idx").on(t.projectId, sql`lower(${t.email})`),
  ],
);
