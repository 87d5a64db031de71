import { z } from "zod";
import { ZAssessmentTypeId } from "./assessments.ts";

export const ZAssignmentParams = z.object({ assessmentId: z.string().min(1).max(100) });

/** Where an assignment stands for the assigner: not started, in progress (n of m answered) or completed. */
export const ZAssignmentStatus = z.enum(["not_started", "in_progress", "completed"]);
export type TAssignmentStatus = z.infer<typeof ZAssignmentStatus>;

/** Reminders for one assignment are at most one per this many hours. */
export const REMINDER_INTERVAL_HOURS = 12;

/** One assignment as its organization's admins and managers follow it. */
export const ZAssignment = z.object({
  id: z.string(),
  typeId: ZAssessmentTypeId,
  title: z.string(),
  assignee: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  assignedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: ZAssignmentStatus,
  answered: z.number().int(),
  total: z.number().int(),
  assignedAt: z.string(),
  dueAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
  reminderCount: z.number().int(),
  /** When the next reminder may be sent (null: now, or never for a completed one). */
  nextReminderAt: z.string().nullable(),
  /** The completed response, when the caller may read its results. */
  resultsResponseId: z.string().nullable(),
  policies: z.object({ remind: z.boolean(), readResults: z.boolean() }),
});
export type TAssignment = z.infer<typeof ZAssignment>;

export const ZAssignmentQuery = z.object({
  /** "mine": assigned by the caller; "all": everything assigned in the organization. */
  scope: z.enum(["mine", "all"]).default("all"),
  status: ZAssignmentStatus.optional(),
});
export const ZAssignmentList = z.object({ assignments: z.array(ZAssignment) });

/** POST /api/assignments/:assessmentId/reminders */
export const ZReminderSent = z.object({ sentAt: z.string(), nextReminderAt: z.string() });
