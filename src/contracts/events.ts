/**
 * The domain events: what happened in an organization, as producers publish it (src/server/events) and
 * subscribers receive it. Each carries its organization and the ids a consumer needs to look things up —
 * never names, addresses or other personal data (an event is stored in the job queue until delivered).
 * Instants are ISO strings, since events travel as JSON.
 */
import { z } from "zod";
import { ZRole } from "./roles.ts";

const id = z.string().min(1).max(100);
const at = z.string().datetime({ offset: true });
const base = { organizationId: id };

export const ZDomainEvent = z.discriminatedUnion("type", [
  /** An assessment was given to a member by someone (an assignment, or a 360's self-rating). */
  z.object({ type: z.literal("assessment.assigned"), ...base, assessmentId: id, userId: id, assignedBy: id }),
  /** A member started a response (opened the assessment with consent). */
  z.object({ type: z.literal("assessment.started"), ...base, assessmentId: id, responseId: id, userId: id, typeId: id, startedAt: at }),
  /** A response was submitted and scored. `assignedBy` is who gave the assessment (null when the taker started it). */
  z.object({
    type: z.literal("assessment.completed"),
    ...base,
    assessmentId: id,
    responseId: id,
    userId: id,
    typeId: id,
    assignedBy: id.nullable(),
    completedAt: at,
  }),
  /** A manager reminded the assignee of an open assessment. */
  z.object({ type: z.literal("assessment.reminded"), ...base, assessmentId: id, userId: id, remindedBy: id }),
  /** Simulated respondents were imported in bulk (their analytics are recorded by the import itself). */
  z.object({ type: z.literal("assessments.imported"), ...base, typeIds: z.array(id), completed: z.number().int().nonnegative() }),
  /** A 360 project was started about `subjectUserId`. */
  z.object({ type: z.literal("feedback360.created"), ...base, projectId: id, subjectUserId: id, createdBy: id }),
  /** A 360 project closed, by someone (`closedBy`) or by its deadline (null). */
  z.object({ type: z.literal("feedback360.closed"), ...base, projectId: id, subjectUserId: id, closedBy: id.nullable() }),
  /** A workflow step was advanced; steps that started with it are named in `startedStepIds`. */
  z.object({ type: z.literal("report.step_advanced"), ...base, reportId: id, stepId: id, actorUserId: id, startedStepIds: z.array(id) }),
  /** A workflow step was rejected (the report goes back to its author). */
  z.object({ type: z.literal("report.rejected"), ...base, reportId: id, stepId: id, actorUserId: id }),
  /** A step of a report's workflow was given to a member (or to nobody: `assigneeId` null); `previousAssigneeId` held it before. */
  z.object({
    type: z.literal("report.step_assigned"),
    ...base,
    reportId: id,
    stepId: id,
    assigneeId: id.nullable(),
    previousAssigneeId: id.nullable(),
    actorUserId: id,
  }),
  /** A report's last workflow step completed: it is published. */
  z.object({ type: z.literal("report.published"), ...base, reportId: id, actorUserId: id }),
  /** A person became a member of the organization by accepting its invitation (in the app, or by signing up with one). */
  z.object({ type: z.literal("member.joined"), ...base, userId: id, role: ZRole, invitationId: id }),
  /** A member's role was changed by `changedBy`. */
  z.object({ type: z.literal("member.role_changed"), ...base, userId: id, from: ZRole, to: ZRole, changedBy: id }),
  /** A 360 rater was invited (their personal link mailed): when nominated by someone who may approve, or when approved. */
  z.object({ type: z.literal("rater.invited"), ...base, projectId: id, raterId: id, invitedBy: id }),
  /** A 360 rater submitted their feedback. */
  z.object({ type: z.literal("rater.submitted"), ...base, projectId: id, raterId: id }),
  /**
   * A start took the organization's plan allowance to 80 % (`threshold` 80) or to all of it (100) in the calendar
   * month `month` (YYYY-MM, the organization's time zone): `used` of `limit` started, the month ending at `resetsAt`.
   */
  z.object({
    type: z.literal("billing.usage_threshold"),
    ...base,
    threshold: z.union([z.literal(80), z.literal(100)]),
    used: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    month: z.string().regex(/^\d{4}-\d{2}$/),
    resetsAt: at,
    timeZone: z.string().min(1).max(64),
  }),
]);

/** Any domain event, as a producer publishes it. */
export type TDomainEvent = z.infer<typeof ZDomainEvent>;
/** The name of a domain event ("assessment.completed", …). */
export type TDomainEventType = TDomainEvent["type"];
/** The event of one type. */
export type TEventOf<K extends TDomainEventType> = Extract<TDomainEvent, { type: K }>;

/** Every event type, for documentation and tests. */
export const DOMAIN_EVENT_TYPES: readonly TDomainEventType[] = ZDomainEvent.options.map((o) => o.shape.type.value);
