import { z } from "zod";

export const ZNotificationParams = z.object({ notificationId: z.string().min(1).max(100) });

export const ZNotificationKind = z.enum([
  "assessment.assigned",
  "assessment.reminder",
  "assessment.completed",
  "feedback360.closed",
  "report.step_assigned",
  "report.rejected",
  "billing.usage",
]);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/** One in-app notification; the web app writes its text from kind and data. */
export const ZNotification = z.object({
  id: z.string(),
  kind: ZNotificationKind,
  data: z.object({
    assessmentTitle: z.string().optional(),
    actorName: z.string().optional(),
    dueAt: z.string().nullable().optional(),
    /** report.*: the report's title and the workflow step (Review, Approval, Publish…). */
    reportTitle: z.string().optional(),
    stepName: z.string().optional(),
    /** billing.usage: the share of the month's allowance reached (80 or 100), what was started of the limit, and when the count starts again (in `timeZone`, the organization's). */
    threshold: z.number().int().optional(),
    used: z.number().int().optional(),
    limit: z.number().int().optional(),
    resetsAt: z.string().optional(),
    timeZone: z.string().optional(),
  }),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications — the newest notifications and how many are unread. */
export const ZNotificationList = z.object({ notifications: z.array(ZNotification), unread: z.number().int() });
export type TNotificationList = z.infer<typeof ZNotificationList>;
