/**
 * The notices people get, written from the domain events (after commit, as `events.deliver` jobs): producers
 * publish what happened and know nothing of this. Each subscriber loads titles, names and addresses from the
 * event's ids, writes the in-app notices and their emails in one transaction (in the recipient's language and
 * time zone; not the emails whose kind the recipient turned off), then emits the bell's realtime signal.
 *
 * Delivery is at least once: a notice's id is derived from the event's id and its recipient (`noticeId`), so
 * a repeated delivery stores, mails and signals nothing a second time.
 */
import type { TDomainEventType } from "../../../contracts/events.ts";
import { reportAppPath } from "../../../contracts/reports.ts";
import type { Db } from "../../db/client.ts";
import type { EventBus, Published } from "../../events/bus.ts";
import { mailLangsOfUsers } from "../../i18n/mail-locale.ts";
import { assignmentEmail, reminderEmail, usageEmail } from "../../mail/templates.ts";
import { noticeId, type Notice, type Notifier } from "../../notifications/notifier.ts";
import { itemsForType } from "../../../instruments/catalog.ts";
import { rejectedEmail, stepEmail } from "../reports/api.ts";
import * as repo from "./repo.ts";

/** Where an admin changes the plan (Settings → Plan). */
const SETTINGS_PATH = "/dashboard/settings";

export type NotificationDeps = { db: Db; notifier: Pick<Notifier, "notify">; bus: Pick<EventBus, "subscribe">; baseURL: string };

/** The subscribers' names: they name the delivery jobs (and show on the operations page). */
export const NOTIFICATION_SUBSCRIBERS = {
  "assessment.assigned": "notifications.assessment-assigned",
  "assessment.reminded": "notifications.assessment-reminded",
  "assessment.completed": "notifications.assessment-completed",
  "feedback360.closed": "notifications.feedback360-closed",
  "report.step_advanced": "notifications.report-step-started",
  "report.rejected": "notifications.report-rejected",
  "report.step_assigned": "notifications.report-step-assigned",
  "billing.usage_threshold": "notifications.usage-threshold",
} as const satisfies Partial<Record<TDomainEventType, string>>;

type Notified = keyof typeof NOTIFICATION_SUBSCRIBERS;
/** Writes the notices of one event (in `tx`); none when the event concerns nobody (any more). */
type Compose<K extends Notified> = (tx: Db, e: Published<K>) => Promise<Notice[]>;

/** Registers one after-commit subscriber per notifying event; answers a function that removes them. */
export function subscribeNotifications(d: NotificationDeps): () => void {
  const url = (link: string) => new URL(link, d.baseURL).toString();
  const on = <K extends Notified>(event: K, compose: Compose<K>) =>
    d.bus.subscribe<K>({
      event,
      name: NOTIFICATION_SUBSCRIBERS[event],
      mode: "after-commit",
      handle: async (e) => {
        const announce = await d.db.transaction(async (tx) => {
          const notices = await compose(tx, e);
          return notices.length ? d.notifier.notify(notices, tx) : null;
        });
        announce?.();
      },
    });

  const off = [
    // an assessment given to someone else (a 360's self-rating also to its subject who started the 360): a link to start it
    on("assessment.assigned", async (tx, e) => {
      const a = await repo.assessmentFacts(tx, e.organizationId, e.assessmentId);
      if (!a || (e.userId === e.assignedBy && !a.selfRatingOf360)) return [];
      const person = (await repo.members(tx, e.organizationId, [e.userId])).get(e.userId);
      if (!person) return [];
      const actorName = await repo.actorName(tx, e.assignedBy);
      const link = `/dashboard/assessments/start/${encodeURIComponent(a.id)}`;
      const lang = (await mailLangsOfUsers(tx, [person.id]))(person.id);
      return [
        {
          id: noticeId(e.id, person.id, "assessment.assigned"),
          organizationId: e.organizationId,
          userId: person.id,
          kind: "assessment.assigned",
          data: { assessmentTitle: a.title, actorName, dueAt: a.dueAt?.toISOString() ?? null },
          link,
          email: assignmentEmail({
            to: person.email,
            assessmentTitle: a.title,
            assignerName: actorName,
            organizationName: await repo.organizationName(tx, e.organizationId),
            dueAt: a.dueAt,
            url: url(link),
            lang,
          }),
        },
      ];
    }),
    // a reminder: the link resumes the response when there is one, with how far the assignee got
    on("assessment.reminded", async (tx, e) => {
      const a = await repo.assessmentFacts(tx, e.organizationId, e.assessmentId);
      const person = a && (await repo.members(tx, e.organizationId, [a.userId])).get(a.userId);
      if (!a || !person) return [];
      const actorName = await repo.actorName(tx, e.remindedBy);
      const link = a.responseId ? `/dashboard/assessments/take/${encodeURIComponent(a.responseId)}` : `/dashboard/assessments/start/${encodeURIComponent(a.id)}`;
      const lang = (await mailLangsOfUsers(tx, [person.id]))(person.id);
      return [
        {
          id: noticeId(e.id, person.id, "assessment.reminder"),
          organizationId: e.organizationId,
          userId: person.id,
          kind: "assessment.reminder",
          data: { assessmentTitle: a.title, actorName, dueAt: a.dueAt?.toISOString() ?? null },
          link,
          email: reminderEmail({
            to: person.email,
            assessmentTitle: a.title,
            senderName: actorName,
            dueAt: a.dueAt,
            answered: a.answered ?? 0,
            total: a.itemCount ?? itemsForType(a.typeId).length,
            url: url(link),
            lang,
          }),
        },
      ];
    }),
    // whoever gave the assessment hears that it is done (in the app only; the Assignments page shows it too)
    on("assessment.completed", async (tx, e) => {
      if (!e.assignedBy || e.assignedBy === e.userId) return [];
      const a = await repo.assessmentFacts(tx, e.organizationId, e.assessmentId);
      if (!a || !(await repo.members(tx, e.organizationId, [e.assignedBy])).has(e.assignedBy)) return [];
      return [
        {
          id: noticeId(e.id, e.assignedBy, "assessment.completed"),
          organizationId: e.organizationId,
          userId: e.assignedBy,
          kind: "assessment.completed",
          data: { assessmentTitle: a.title, actorName: await repo.actorName(tx, e.userId) },
          link: `/dashboard/assessments/${encodeURIComponent(e.responseId)}/results`,
        },
      ];
    }),
    // the subject of a closed 360: their feedback is ready (in the app)
    on("feedback360.closed", async (tx, e) => {
      const title = await repo.projectTitle(tx, e.organizationId, e.projectId);
      if (title === null || !(await repo.members(tx, e.organizationId, [e.subjectUserId])).has(e.subjectUserId)) return [];
      return [
        {
          id: noticeId(e.id, e.subjectUserId, "feedback360.closed"),
          organizationId: e.organizationId,
          userId: e.subjectUserId,
          kind: "feedback360.closed",
          data: { assessmentTitle: title },
          link: `/dashboard/360-review/${encodeURIComponent(e.projectId)}/comparison`,
        },
      ];
    }),
    // steps that started with an advance: each assignee (but the one who advanced) has a step to act on
    on("report.step_advanced", async (tx, e) => {
      const started = (await repo.steps(tx, e.organizationId, e.reportId, e.startedStepIds)).filter((s) => s.assigneeId && s.assigneeId !== e.actorUserId);
      return stepNotices(
        tx,
        e,
        started.map((s) => ({ stepId: s.id, stepName: s.name, assigneeId: s.assigneeId! })),
      );
    }),
    // a step given to someone while in progress (not to whoever held it, nor to the one who assigned it)
    on("report.step_assigned", async (tx, e) => {
      if (!e.assigneeId || e.assigneeId === e.previousAssigneeId || e.assigneeId === e.actorUserId) return [];
      const [step] = await repo.steps(tx, e.organizationId, e.reportId, [e.stepId]);
      if (!step || step.status !== "in_progress") return [];
      return stepNotices(tx, e, [{ stepId: step.id, stepName: step.name, assigneeId: e.assigneeId }]);
    }),
    // a rejection sends the report back to its author (unless they rejected it), with the reason given
    on("report.rejected", async (tx, e) => {
      const r = await repo.reportFacts(tx, e.organizationId, e.reportId);
      if (!r?.createdBy || r.createdBy === e.actorUserId) return [];
      const author = (await repo.members(tx, e.organizationId, [r.createdBy])).get(r.createdBy);
      const [step] = await repo.steps(tx, e.organizationId, e.reportId, [e.stepId]);
      if (!author || !step) return [];
      const actorName = await repo.actorName(tx, e.actorUserId);
      const link = reportAppPath(e.reportId);
      const lang = (await mailLangsOfUsers(tx, [author.id]))(author.id);
      return [
        {
          id: noticeId(e.id, author.id, "report.rejected"),
          organizationId: e.organizationId,
          userId: author.id,
          kind: "report.rejected",
          data: { reportTitle: r.title, stepName: step.name, actorName },
          link,
          email: rejectedEmail({ to: author.email, actorName, reportTitle: r.title, stepName: step.name, reason: step.notes, url: url(link), lang }),
        },
      ];
    }),
    // the plan's allowance at 80 % or reached: each admin, once per organization, month and threshold
    on("billing.usage_threshold", async (tx, e) => {
      const admins = await repo.planManagers(tx, e.organizationId);
      if (!admins.length) return [];
      const langOf = await mailLangsOfUsers(
        tx,
        admins.map((a) => a.id),
      );
      const organizationName = await repo.organizationName(tx, e.organizationId);
      const link = SETTINGS_PATH;
      // not the event's id: a second crossing in the same month (responses removed, a plan changed back) tells no one twice
      const cause = `billing.usage\n${e.organizationId}\n${e.month}\n${e.threshold}`;
      return admins.map((admin) => ({
        id: noticeId(cause, admin.id, "billing.usage"),
        organizationId: e.organizationId,
        userId: admin.id,
        kind: "billing.usage" as const,
        data: { threshold: e.threshold, used: e.used, limit: e.limit, resetsAt: e.resetsAt, timeZone: e.timeZone },
        link,
        email: usageEmail({
          to: admin.email,
          organizationName,
          threshold: e.threshold,
          used: e.used,
          limit: e.limit,
          resetsAt: new Date(e.resetsAt),
          timeZone: e.timeZone,
          url: url(link),
          lang: langOf(admin.id),
        }),
      }));
    }),
  ];

  /** "A step of this report is yours to act on", to each member named (those no longer members are skipped). */
  async function stepNotices(
    tx: Db,
    e: Published<"report.step_advanced" | "report.step_assigned">,
    given: { stepId: string; stepName: string; assigneeId: string }[],
  ): Promise<Notice[]> {
    if (!given.length) return [];
    const r = await repo.reportFacts(tx, e.organizationId, e.reportId);
    if (!r) return [];
    const people = await repo.members(
      tx,
      e.organizationId,
      given.map((g) => g.assigneeId),
    );
    const langOf = await mailLangsOfUsers(tx, [...people.keys()]);
    const actorName = await repo.actorName(tx, e.actorUserId);
    const link = reportAppPath(e.reportId);
    return given.flatMap(({ stepId, stepName, assigneeId }) => {
      const person = people.get(assigneeId);
      if (!person) return [];
      return [
        {
          // one notice per step and assignee: two steps started at once are two things to act on
          id: noticeId(`${e.id}\n${stepId}`, person.id, "report.step_assigned"),
          organizationId: e.organizationId,
          userId: person.id,
          kind: "report.step_assigned" as const,
          data: { reportTitle: r.title, stepName, actorName },
          link,
          email: stepEmail({ to: person.email, actorName, reportTitle: r.title, stepName, url: url(link), lang: langOf(person.id) }),
        },
      ];
    });
  }

  return () => {
    for (const fn of off) fn();
  };
}
