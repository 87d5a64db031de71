/**
 * 360-degree feedback: projects, nominations and invitations, reminders and closing (jobs), the raters'
 * personal forms (public-token routes) and the comparison every surface shows. Who may do what is decided
 * by the policy module; which groups may be shown by src/domain/feedback360/anonymity.ts.
 */
import { createHash, createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can, type ProjectRef } from "../../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/types.ts";
import type { DbExecutor } from "../../jobs/repo.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import type { EventBus } from "../../events/bus.ts";
import { DEFAULT_MAIL_LANG, mailLangOfAddress, mailLangOfUser } from "../../i18n/mail-locale.ts";
import { raterEmail } from "./rater-emails.ts";
import { newId } from "../../db/ids.ts";
import { writeAudit } from "../../audit/repo.ts";
import type { TAddRaters, TComparison, TCreateProject, TProject, TProjectSummary, TRater, TRaterComments, TRaterForm } from "../../../contracts/feedback360.ts";
import { compare, type RaterInput, type RaterStatus } from "../../../domain/feedback360/comparison.ts";
import { selfScores } from "../../../domain/feedback360/scoring.ts";
import { daysLeft, reminderNotice, requesterName, templateFor } from "../../../domain/feedback360/email-templates.ts";
import { shortGroups } from "../../../domain/feedback360/nomination.ts";
import { subjectMaySeeProgress, vouchedFor } from "../../../domain/feedback360/anonymity.ts";
import {
  DEFAULT_DEADLINE_DAYS,
  MIN_GROUP_SIZE,
  RELATIONSHIPS,
  REMINDER_DAYS_BEFORE,
  SELF_RATING_RECENT_DAYS,
  isNamedRelationship,
  type Relationship,
} from "../../../domain/feedback360/relationships.ts";
import { facetOf } from "../../../domain/psychometrics/facets.ts";
import type { ScoreResult } from "../../../domain/psychometrics/result-types.ts";
import type { ObserverFacets } from "../../../domain/psychometrics/dark-side-types.ts";
import { OBSERVER_FORM_ID, OBSERVER_FORM_NAME, observerForm } from "../../../instruments/observer-form.ts";
import * as repo from "./repo.ts";
import * as people from "../../people/api.ts";
import * as assessments from "../assessments/api.ts";
import * as settings from "../settings/api.ts";

export const REMIND_QUEUE = "feedback360.reminder";
export const CLOSE_QUEUE = "feedback360.close";
export type RemindJob = { organizationId: string; projectId: string; deadline: string; daysBefore: number };
export type CloseJob = { organizationId: string; projectId: string; deadline: string };

const DAY_MS = 86_400_000;
/** A manual reminder skips raters reminded within this long. */
const REMINDER_GAP_MS = 60 * 60 * 1000;
/** The longest a project may run. */
const MAX_PROJECT_DAYS = 365;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

type ProjectFound = NonNullable<Awaited<ReturnType<typeof repo.findProject>>>;

export class Feedback360Service {
  constructor(
    private readonly d: {
      db: Db;
      baseURL: string;
      secret: string;
      mailer: Mailer;
      jobs: JobQueue;
      bus: Pick<EventBus, "publish" | "transaction">;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.d.now ? this.d.now() : new Date();
  }

  /** A rater's personal link token: derived from the server secret and the rater id (so reminders can resend it); only its hash is stored. */
  private tokenOf(raterId: string): string {
    return createHmac("sha256", this.d.secret).update(`feedback360-rater:${raterId}`).digest("base64url");
  }

  raterLink(raterId: string): string {
    return `${this.d.baseURL}/rate/${this.tokenOf(raterId)}`;
  }

  private ref(p: repo.ProjectRow, selfInitiatedAllowed: boolean): ProjectRef {
    return { kind: "feedback360", subjectId: p.subjectUserId, open: p.status === "open", selfInitiatedAllowed };
  }

  /** The project if the actor may read it (404 otherwise, so other people's projects do not exist for them). */
  private async readable(actor: TenantActor, projectId: string): Promise<{ found: ProjectFound; ref: ProjectRef }> {
    const found = await repo.findProject(this.d.db, actor.organizationId, projectId);
    if (!found) throw notFound("Project");
    const ref = this.ref(found.p, await settings.selfInitiatedAllowed(this.d.db, actor.organizationId));
    if (!can(actor, "feedback360.read", ref)) throw notFound("Project");
    return { found, ref };
  }

  async list(actor: TenantActor): Promise<{ projects: TProjectSummary[]; policies: { create: boolean; createForSelf: boolean; bulkDownload: boolean } }> {
    const all = can(actor, "feedback360.create");
    const rows = await repo.listProjects(this.d.db, actor.organizationId, all ? null : actor.userId);
    const selfAllowed = await settings.selfInitiatedAllowed(this.d.db, actor.organizationId);
    return {
      projects: rows.map((r) => this.summary(r.p, r.subjectName, r.raters, r.completed, can(actor, "feedback360.seeRaters", this.ref(r.p, selfAllowed)))),
      policies: {
        create: all,
        createForSelf: can(actor, "feedback360.createForSelf", { kind: "feedback360-settings", selfInitiatedAllowed: selfAllowed }),
        bulkDownload: can(actor, "feedback360.bulkDownload"),
      },
    };
  }

  /** A project in a list; `seeRaters` false (the subject): overall counts only once the minimum have finished. */
  private summary(p: repo.ProjectRow, subjectName: string, raters: number, completed: number, seeRaters: boolean): TProjectSummary {
    const progress = this.progress(p, raters, completed, seeRaters);
    return {
      id: p.id,
      title: p.title,
      status: p.status === "closed" ? "closed" : "open",
      deadline: p.deadline.toISOString(),
      closedAt: p.closedAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
      subject: { id: p.subjectUserId, name: subjectName },
      raterCount: progress?.total ?? null,
      completedCount: progress?.completed ?? null,
    };
  }

  /**
   * Overall progress: raters named and not declined, and how many finished. The subject (who may not see
   * raters) gets it for an open project only once at least the minimum have finished, never per group.
   */
  private progress(p: repo.ProjectRow, total: number, completed: number, seeRaters: boolean): { completed: number; total: number } | null {
    if (!seeRaters && p.status === "open" && !subjectMaySeeProgress(completed, p.minGroupSize)) return null;
    return { completed, total };
  }

  /** Creates a project; assigns the subject an IPIP-NEO-120 for the self-rating when they have none recent. */
  async create(actor: TenantActor, input: TCreateProject): Promise<TProject> {
    const now = this.now();
    const subject = await people.contact(this.d.db, actor.organizationId, input.subjectId);
    if (!subject) throw notFound("Member");
    if (subject.userId === actor.userId) {
      const selfInitiatedAllowed = await settings.selfInitiatedAllowed(this.d.db, actor.organizationId);
      if (!can(actor, "feedback360.createForSelf", { kind: "feedback360-settings", selfInitiatedAllowed })) throw forbidden(msg("feedback360.organizationDoesNotAllowMembers"));
    } else if (!can(actor, "feedback360.create")) throw forbidden(msg("feedback360.onlyManagersAdminsStart360"));
    const deadline = input.deadline ? new Date(input.deadline) : new Date(now.getTime() + DEFAULT_DEADLINE_DAYS * DAY_MS);
    this.checkDeadline(deadline, now, now);
    const id = await this.d.bus.transaction(async (tx) => {
      let selfAssessmentId: string | null = null;
      const recent = await assessments.latestSelfResult(tx, actor.organizationId, subject.userId, new Date(now.getTime() - SELF_RATING_RECENT_DAYS * DAY_MS));
      if (!recent) {
        selfAssessmentId = await assessments.openSelfAssessment(tx, actor.organizationId, subject.userId);
        if (!selfAssessmentId) {
          const title = "IPIP-NEO-120 self-rating for your 360";
          selfAssessmentId = await assessments.insertSelfAssessment(tx, actor.organizationId, subject.userId, title, actor.userId, deadline);
          // the subject is told (in the app and by email, with the link to start it) by the notifications module
          await this.d.bus.publish(tx, {
            type: "assessment.assigned",
            organizationId: actor.organizationId,
            assessmentId: selfAssessmentId,
            userId: subject.userId,
            assignedBy: actor.userId,
          });
        }
      }
      const id = await repo.insertProject(tx, actor.organizationId, {
        subjectUserId: subject.userId,
        title: input.title,
        form: observerForm().version,
        deadline,
        minGroupSize: input.minGroupSize ?? MIN_GROUP_SIZE.default,
        // the subject's nominations always wait for approval by someone else (anonymity.ts): the switch is gone
        managerApproval: true,
        createdBy: actor.userId,
        selfAssessmentId,
      });
      await this.schedule(tx, actor.organizationId, id, deadline, now);
      await this.d.bus.publish(tx, { type: "feedback360.created", organizationId: actor.organizationId, projectId: id, subjectUserId: subject.userId, createdBy: actor.userId });
      await writeAudit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "feedback360.project_created",
        targetType: "feedback360",
        targetId: id,
        metadata: {},
      });
      return id;
    });
    return this.get(actor, id);
  }

  private checkDeadline(deadline: Date, now: Date, createdAt: Date): void {
    if (deadline.getTime() <= now.getTime()) throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.deadlineMustInFuture"), { field: "deadline" });
    if (deadline.getTime() > createdAt.getTime() + MAX_PROJECT_DAYS * DAY_MS)
      throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.360ProjectRunsAtMost", { MAX_PROJECT_DAYS }), { field: "deadline" });
  }

  /** Reminder jobs at 7 and 2 days before the deadline (those still ahead) and the closing job at the deadline; a later deadline makes earlier jobs stale. */
  private async schedule(tx: DbExecutor, organizationId: string, projectId: string, deadline: Date, now: Date): Promise<void> {
    const iso = deadline.toISOString();
    for (const daysBefore of REMINDER_DAYS_BEFORE) {
      const at = new Date(deadline.getTime() - daysBefore * DAY_MS);
      if (at.getTime() <= now.getTime()) continue;
      await this.d.jobs.send<RemindJob>(
        REMIND_QUEUE,
        { organizationId, projectId, deadline: iso, daysBefore },
        { startAfter: at, singletonKey: `${projectId}:${daysBefore}:${iso}`, db: tx, organizationId },
      );
    }
    await this.d.jobs.send<CloseJob>(
      CLOSE_QUEUE,
      { organizationId, projectId, deadline: iso },
      { startAfter: deadline, singletonKey: `${projectId}:close:${iso}`, db: tx, organizationId },
    );
  }

  async get(actor: TenantActor, projectId: string): Promise<TProject> {
    const { found, ref } = await this.readable(actor, projectId);
    const p = found.p;
    const raters = await repo.ratersOf(this.d.db, actor.organizationId, p.id);
    const seeRaters = can(actor, "feedback360.seeRaters", ref);
    // the subject sees only the raters they named themselves: never who else was asked, nor in which group
    const shownRaters = seeRaters ? raters : raters.filter((r) => r.nominatedBy === actor.userId);
    const members = seeRaters
      ? await people.memberEmails(
          this.d.db,
          actor.organizationId,
          raters.map((r) => r.email),
        )
      : null;
    const counts = Object.fromEntries(RELATIONSHIPS.map((r) => [r, { named: 0, completed: 0, declined: 0 }])) as NonNullable<TProject["counts"]>;
    const named: Partial<Record<Relationship, number>> = {};
    for (const r of raters) {
      const rel = r.relationship as Relationship;
      counts[rel].named++;
      if (r.status === "completed") counts[rel].completed++;
      if (r.status === "declined") counts[rel].declined++;
      else named[rel] = (named[rel] ?? 0) + 1;
    }
    const self = await this.selfResult(actor.organizationId, p);
    const now = this.now();
    const total = raters.filter((r) => r.status !== "declined").length;
    const completed = counts.peer.completed + counts.direct_report.completed + counts.manager.completed + counts.other.completed;
    return {
      ...this.summary(p, found.subjectName, total, completed, seeRaters),
      minGroupSize: p.minGroupSize,
      managerApproval: true,
      form: { id: OBSERVER_FORM_ID, name: OBSERVER_FORM_NAME, itemCount: observerForm().items.length, minutes: "15-20" },
      createdBy: { id: p.createdBy ?? "", name: found.creatorName ?? "" },
      organizationName: found.organizationName,
      self: { status: self ? "completed" : "pending", completedAt: self?.completedAt?.toISOString() ?? null, assessmentId: self ? self.assessmentId : p.selfAssessmentId },
      counts: seeRaters ? counts : null,
      progress: this.progress(p, total, completed, seeRaters),
      raters: shownRaters.map((r) => this.presentRater(r, members)),
      shortGroups: seeRaters ? shortGroups(named, p.minGroupSize) : [],
      reminders: REMINDER_DAYS_BEFORE.map((daysBefore) => {
        const at = new Date(p.deadline.getTime() - daysBefore * DAY_MS);
        return { daysBefore, at: at.toISOString(), due: at.getTime() <= now.getTime() };
      }),
      policies: {
        manage: can(actor, "feedback360.manage", ref),
        nominate: can(actor, "feedback360.nominate", ref),
        approve: can(actor, "feedback360.approve", ref),
        readComparison: can(actor, "feedback360.readComparison", ref),
        seeRaters,
      },
    };
  }

  /** A rater as the caller may see them: `members` (the organization's members' addresses) only for those who may see raters. */
  private presentRater(r: repo.RaterRow, members: Set<string> | null): TRater {
    const seeRaters = members !== null;
    return {
      id: r.id,
      name: r.name,
      // the subject never sees a rater's address or progress
      email: seeRaters ? r.email : null,
      relationship: r.relationship as Relationship,
      customRelationship: r.customRelationship,
      status: seeRaters ? (r.status as RaterStatus) : null,
      approval: r.approval === "pending" ? "pending" : "approved",
      member: members ? members.has(r.email.toLowerCase()) : null,
      invitedAt: r.invitedAt?.toISOString() ?? null,
      remindersSent: seeRaters ? r.reminderCount : 0,
      lastRemindedAt: seeRaters ? (r.lastRemindedAt?.toISOString() ?? null) : null,
    };
  }

  /** The subject's self-rating: their newest IPIP-NEO-120 completed within a year before the project started (or since). */
  private selfResult(organizationId: string, p: repo.ProjectRow) {
    return assessments.latestSelfResult(this.d.db, organizationId, p.subjectUserId, new Date(p.createdAt.getTime() - SELF_RATING_RECENT_DAYS * DAY_MS));
  }

  /**
   * A rater's invitation, or with `reminder` their reminder. Raters are usually not users: the email is in the
   * language and time zone of the rater's own account when their address has one, else in the project's (its
   * creator's saved preferences), else English on UTC. A reminder (sent at `remindedAt`) counts the days left
   * on the calendar its deadline is written on.
   */
  private async invitation(
    db: DbExecutor,
    r: { id: string; name: string; email: string; relationship: string },
    p: { title: string; deadline: Date; createdBy: string | null; subjectUserId: string },
    found: { subjectName: string; creatorName: string | null; organizationName: string },
    remindedAt?: Date,
  ): Promise<MailMessage> {
    const projectLang = p.createdBy ? await mailLangOfUser(db, p.createdBy) : DEFAULT_MAIL_LANG;
    const lang = await mailLangOfAddress(db, r.email, projectLang);
    return raterEmail({
      to: r.email,
      template: templateFor(r.relationship as Relationship),
      raterName: r.name,
      subjectName: found.subjectName,
      requesterName: requesterName({ id: p.createdBy, name: found.creatorName }, p.subjectUserId),
      title: p.title,
      organizationName: found.organizationName,
      link: this.raterLink(r.id),
      deadline: p.deadline,
      reminder: remindedAt ? reminderNotice(daysLeft(p.deadline, remindedAt, lang.timeZone ?? "UTC")) : undefined,
      lang,
    });
  }

  /** Adds raters (nominations) and sends invitations to those approved; a project with manager approval holds the subject's nominations until approved. */
  async addRaters(actor: TenantActor, projectId: string, input: TAddRaters): Promise<TProject> {
    const { found, ref } = await this.readable(actor, projectId);
    if (!can(actor, "feedback360.nominate", ref))
      throw found.p.status !== "open" ? new AppError(409, "CONFLICT", msg("feedback360.projectClosed")) : forbidden(msg("feedback360.youMayNotNominateRaters"));
    const now = this.now();
    if (found.p.deadline.getTime() <= now.getTime()) throw new AppError(409, "CONFLICT", msg("feedback360.deadlineHasPassedExtendAdd"));
    const subjectEmail = found.subjectEmail.toLowerCase();
    await this.d.bus.transaction(async (tx) => {
      const p = await repo.lockProject(tx, actor.organizationId, projectId);
      if (!p || p.status !== "open") throw new AppError(409, "CONFLICT", msg("feedback360.projectClosed"));
      const existing = await repo.ratersOf(tx, actor.organizationId, projectId);
      const seen = new Set(existing.map((r) => r.email.toLowerCase()));
      input.raters.forEach((r, i) => {
        const email = r.email.trim().toLowerCase();
        if (seen.has(email)) throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.emailDuplicate"), { field: `raters.${i}.email`, email: r.email });
        if (email === subjectEmail) throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.personBeingRatedGivesTheir"), { field: `raters.${i}.email` });
        if (r.relationship === "other" && !r.customRelationship?.trim())
          throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.relationshipRequired"), { field: `raters.${i}.customRelationship` });
        seen.add(email);
      });
      // whoever may not approve nominations (the subject, whatever their role) has theirs held for someone who may
      const held = !can(actor, "feedback360.approve", ref);
      const rows = input.raters.map((r) => {
        const id = newId();
        return {
          id,
          name: r.name.trim(),
          email: r.email.trim(),
          relationship: r.relationship,
          customRelationship: r.relationship === "other" ? (r.customRelationship?.trim() ?? null) : null,
          tokenHash: sha256(this.tokenOf(id)),
          approval: held ? "pending" : "approved",
          nominatedBy: actor.userId,
          approvedBy: held ? null : actor.userId,
          itemCount: observerForm().items.length,
          invitedAt: held ? null : now,
        };
      });
      await repo.insertRaters(tx, actor.organizationId, projectId, rows);
      if (!held)
        for (const r of rows) {
          await this.d.mailer.send(await this.invitation(tx, r, p, found), { db: tx, organizationId: actor.organizationId });
          await this.d.bus.publish(tx, { type: "rater.invited", organizationId: actor.organizationId, projectId, raterId: r.id, invitedBy: actor.userId });
        }
      await writeAudit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "feedback360.raters_added",
        targetType: "feedback360",
        targetId: projectId,
        metadata: { count: rows.length, held },
      });
    });
    return this.get(actor, projectId);
  }

  /** Approves a nomination held for approval and sends its invitation; records who approved (never the subject: policies). */
  async approveRater(actor: TenantActor, projectId: string, raterId: string): Promise<TProject> {
    const { found, ref } = await this.readable(actor, projectId);
    if (!can(actor, "feedback360.approve", ref)) throw forbidden(msg("feedback360.youMayNotApproveNominations"));
    await this.d.bus.transaction(async (tx) => {
      const p = await repo.lockProject(tx, actor.organizationId, projectId);
      if (!p || p.status !== "open") throw new AppError(409, "CONFLICT", msg("feedback360.projectClosed"));
      const r = (await repo.ratersOf(tx, actor.organizationId, projectId)).find((x) => x.id === raterId);
      if (!r) throw notFound("Rater");
      if (r.approval !== "pending") return;
      await repo.markInvited(tx, actor.organizationId, [r.id], actor.userId, this.now());
      await this.d.mailer.send(await this.invitation(tx, r, p, found), { db: tx, organizationId: actor.organizationId });
      await this.d.bus.publish(tx, { type: "rater.invited", organizationId: actor.organizationId, projectId, raterId: r.id, invitedBy: actor.userId });
    });
    return this.get(actor, projectId);
  }

  /** Removes a nomination nobody has started answering (a held nomination can be removed by whoever nominated it). */
  async removeRater(actor: TenantActor, projectId: string, raterId: string): Promise<TProject> {
    const { ref } = await this.readable(actor, projectId);
    const r = (await repo.ratersOf(this.d.db, actor.organizationId, projectId)).find((x) => x.id === raterId);
    if (!r) throw notFound("Rater");
    const own = r.approval === "pending" && r.nominatedBy === actor.userId && can(actor, "feedback360.nominate", ref);
    if (!can(actor, "feedback360.manage", ref) && !own) throw forbidden(msg("feedback360.youMayNotRemoveRater"));
    if (!(await repo.deleteUnstartedRater(this.d.db, actor.organizationId, projectId, raterId))) throw new AppError(409, "CONFLICT", msg("feedback360.raterHasAlreadyStartedOr"));
    return this.get(actor, projectId);
  }

  /**
   * Emails a reminder to every approved rater who has not finished or declined (skipping those reminded in the
   * last hour when sent by hand). Answers how many were sent and skipped.
   */
  async remind(actor: TenantActor | null, organizationId: string, projectId: string): Promise<{ sent: number; skipped: number }> {
    const found = await repo.findProject(this.d.db, organizationId, projectId);
    if (!found) throw notFound("Project");
    if (actor) {
      const ref = this.ref(found.p, await settings.selfInitiatedAllowed(this.d.db, organizationId));
      if (!can(actor, "feedback360.read", ref)) throw notFound("Project");
      if (!can(actor, "feedback360.manage", ref)) throw forbidden(msg("feedback360.youMayNotSendReminders"));
    }
    const now = this.now();
    if (found.p.status !== "open" || found.p.deadline.getTime() <= now.getTime()) throw new AppError(409, "CONFLICT", msg("feedback360.projectClosed"));
    return this.d.db.transaction(async (tx) => {
      const raters = (await repo.ratersOf(tx, organizationId, projectId)).filter((r) => r.approval === "approved" && (r.status === "invited" || r.status === "in_progress"));
      const due = actor ? raters.filter((r) => !r.lastRemindedAt || now.getTime() - r.lastRemindedAt.getTime() >= REMINDER_GAP_MS) : raters;
      for (const r of due) await this.d.mailer.send(await this.invitation(tx, r, found.p, found, now), { db: tx, organizationId });
      await repo.markReminded(
        tx,
        organizationId,
        due.map((r) => r.id),
        now,
      );
      return { sent: due.length, skipped: raters.length - due.length };
    });
  }

  /** The scheduled reminder: only for the deadline it was scheduled for (an extension schedules new ones). */
  async scheduledReminder(job: RemindJob): Promise<number> {
    const found = await repo.findProject(this.d.db, job.organizationId, job.projectId);
    if (!found || found.p.status !== "open" || found.p.deadline.toISOString() !== job.deadline) return 0;
    return (await this.remind(null, job.organizationId, job.projectId)).sent;
  }

  /** The scheduled close at the deadline (stale when the deadline was extended). */
  async scheduledClose(job: CloseJob): Promise<boolean> {
    const found = await repo.findProject(this.d.db, job.organizationId, job.projectId);
    if (!found || found.p.status !== "open" || found.p.deadline.toISOString() !== job.deadline) return false;
    return this.closeNow(job.organizationId, found, null);
  }

  async extend(actor: TenantActor, projectId: string, deadlineIso: string): Promise<TProject> {
    const { found, ref } = await this.readable(actor, projectId);
    if (!can(actor, "feedback360.manage", ref))
      throw found.p.status !== "open" ? new AppError(409, "CONFLICT", msg("feedback360.projectClosed")) : forbidden(msg("feedback360.youMayNotChangeProject"));
    const deadline = new Date(deadlineIso);
    const now = this.now();
    if (deadline.getTime() <= found.p.deadline.getTime()) throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.newDeadlineMustLaterThan"), { field: "deadline" });
    this.checkDeadline(deadline, now, found.p.createdAt);
    await this.d.db.transaction(async (tx) => {
      const p = await repo.lockProject(tx, actor.organizationId, projectId);
      if (!p || p.status !== "open") throw new AppError(409, "CONFLICT", msg("feedback360.projectClosed"));
      await repo.setDeadline(tx, actor.organizationId, projectId, deadline);
      await this.schedule(tx, actor.organizationId, projectId, deadline, now);
      await writeAudit(tx, {
        organizationId: actor.organizationId,
        actorUserId: actor.userId,
        action: "feedback360.deadline_extended",
        targetType: "feedback360",
        targetId: projectId,
        metadata: { from: p.deadline.toISOString(), to: deadline.toISOString() },
      });
    });
    return this.get(actor, projectId);
  }

  async close(actor: TenantActor, projectId: string): Promise<TProject> {
    const { found, ref } = await this.readable(actor, projectId);
    if (!can(actor, "feedback360.manage", ref))
      throw found.p.status !== "open" ? new AppError(409, "CONFLICT", msg("feedback360.projectAlreadyClosed")) : forbidden(msg("feedback360.youMayNotCloseProject"));
    if (!(await this.closeNow(actor.organizationId, found, actor.userId))) throw new AppError(409, "CONFLICT", msg("feedback360.projectAlreadyClosed"));
    return this.get(actor, projectId);
  }

  /** Closes the project (releasing its results); `feedback360.closed` tells the subject their feedback is ready. */
  private async closeNow(organizationId: string, found: ProjectFound, actorUserId: string | null): Promise<boolean> {
    return this.d.bus.transaction(async (tx) => {
      if (!(await repo.closeProject(tx, organizationId, found.p.id, this.now()))) return false;
      await this.d.bus.publish(tx, { type: "feedback360.closed", organizationId, projectId: found.p.id, subjectUserId: found.p.subjectUserId, closedBy: actorUserId });
      await writeAudit(tx, {
        organizationId,
        actorUserId,
        action: "feedback360.project_closed",
        targetType: "feedback360",
        targetId: found.p.id,
        metadata: { byDeadline: actorUserId === null },
      });
      return true;
    });
  }

  /**
   * The comparison for the subject and admins. Before the project closes only the counts are released, so
   * nobody can watch the scores move as each rater finishes.
   */
  async comparison(actor: TenantActor, projectId: string): Promise<TComparison> {
    const { found, ref } = await this.readable(actor, projectId);
    if (!can(actor, "feedback360.readComparison", ref)) throw forbidden(msg("feedback360.onlyPersonRatedAdminsRead"));
    const c = await this.comparisonOf(actor.organizationId, found);
    if (c.released || can(actor, "feedback360.seeRaters", ref)) return c;
    // the subject, before closing: overall progress once the minimum have finished, no counts or groups
    const seen = c.progress && this.progress(found.p, c.progress.total, c.progress.completed, false);
    return { ...c, counts: null, groups: [], progress: seen ?? null };
  }

  /** The comparison of a project as every surface shows it (the API, the page, the PDF). */
  async comparisonOf(organizationId: string, found: ProjectFound): Promise<TComparison> {
    const p = found.p;
    const released = p.status === "closed";
    const form = observerForm();
    const raters = await repo.ratersOf(this.d.db, organizationId, p.id);
    const self = await this.selfResult(organizationId, p);
    const inputs: RaterInput[] = raters
      .filter((r) => r.approval === "approved")
      .map((r) => ({
        relationship: r.relationship as Relationship,
        status: r.status as RaterStatus,
        counted: vouchedFor(r, p.subjectUserId),
        values: r.answerValues,
        comments: r.comments,
      }));
    const c = compare({ items: form.items, self: self?.score ? selfScores(self.score as ScoreResult) : null, raters: inputs, minimum: p.minGroupSize, seed: p.id });
    const counts = Object.fromEntries(
      RELATIONSHIPS.map((r) => [r, { named: c.counts[r].invited, completed: c.counts[r].completed, declined: c.counts[r].declined }]),
    ) as TComparison["counts"];
    const facetOfItem = (i: number) => facetOf(form.items[i].domain, form.items[i].facet)!;
    return {
      project: {
        id: p.id,
        title: p.title,
        status: released ? "closed" : "open",
        deadline: p.deadline.toISOString(),
        closedAt: p.closedAt?.toISOString() ?? null,
        minGroupSize: p.minGroupSize,
        subject: { id: p.subjectUserId, name: found.subjectName },
        organizationName: found.organizationName,
      },
      released,
      scale: "pomp",
      self: { available: !!self, completedAt: self?.completedAt?.toISOString() ?? null },
      counts,
      // as on the project: raters named and not declined (held nominations too), and those finished
      progress: { completed: raters.filter((r) => r.status === "completed").length, total: raters.filter((r) => r.status !== "declined").length },
      groups: c.groups.map((g) => ({ key: g.key, members: [...g.members], count: g.count, shown: g.shown, reason: g.reason })),
      traits: released ? c.traits : [],
      facets: released ? c.facets : [],
      agreement: released
        ? c.agreement.map((a) => ({
            ...a,
            flags: a.flags.map((f) => ({
              itemId: form.items[f.item].id,
              text: form.items[f.item].text,
              facet: facetOfItem(f.item).key,
              trait: facetOfItem(f.item).trait,
              spread: f.spread,
            })),
          }))
        : [],
      blindSpots: released ? c.blindSpots : [],
      hiddenStrengths: released ? c.hiddenStrengths : [],
      feedback: released ? c.feedback : null,
      policies: { downloadReport: released },
    };
  }

  /**
   * Self and others per facet from the person's latest closed 360 with a self-rating and shown groups (the
   * released comparison, so the anonymity rules hold), or null.
   */
  async observedFacets(organizationId: string, userId: string): Promise<ObserverFacets | null> {
    const id = await repo.latestClosedProjectOf(this.d.db, organizationId, userId);
    const found = id && (await repo.findProject(this.d.db, organizationId, id));
    if (!found) return null;
    const c = await this.comparisonOf(organizationId, found);
    const rows = c.facets.filter((f) => f.self !== null && f.others !== null).map((f) => [f.key, { self: f.self!, others: f.others! }] as const);
    return rows.length ? (Object.fromEntries(rows) as ObserverFacets) : null;
  }

  /** The comparison behind a report download: the same rules as the page (readers only, after release). */
  async reportComparison(actor: TenantActor, projectId: string): Promise<TComparison> {
    const c = await this.comparison(actor, projectId);
    if (!c.released) throw new AppError(409, "CONFLICT", msg("feedback360.360ReportAvailableOnceProject"));
    return c;
  }

  /** Admins: the closed projects to bulk-download (the listed ones, or all). */
  async bulkProjects(actor: TenantActor, ids: string[] | null): Promise<TComparison[]> {
    if (!can(actor, "feedback360.bulkDownload")) throw forbidden(msg("feedback360.onlyAdminsDownloadEveryReport"));
    const closed = await repo.closedProjectIds(this.d.db, actor.organizationId, ids);
    if (ids && closed.length !== new Set(ids).size) throw notFound("Project");
    const out: TComparison[] = [];
    for (const id of closed) {
      const found = await repo.findProject(this.d.db, actor.organizationId, id);
      if (found) out.push(await this.comparisonOf(actor.organizationId, found));
    }
    return out;
  }

  // ---- the rater's personal link ----

  /** The rater behind a token while the link is valid (approved, project open, before the deadline); 404 otherwise. */
  private async raterOf(token: string) {
    const found = await repo.findRaterByTokenHash(this.d.db, sha256(token));
    if (!found || found.r.approval !== "approved" || found.p.status !== "open" || found.p.deadline.getTime() <= this.now().getTime()) throw notFound("Feedback link");
    return found;
  }

  async raterForm(token: string): Promise<TRaterForm> {
    const { r, p, subjectName, organizationName, creatorName } = await this.raterOf(token);
    const form = observerForm();
    const answers: Record<string, number> = {};
    form.items.forEach((item, i) => {
      const v = r.answerValues[i];
      if (v !== null && v !== undefined) answers[item.id] = v;
    });
    return {
      rater: { name: r.name, relationship: r.relationship as Relationship, customRelationship: r.customRelationship, status: r.status as RaterStatus },
      project: {
        title: p.title,
        subjectName,
        requesterName: requesterName({ id: p.createdBy, name: creatorName }, p.subjectUserId),
        organizationName,
        deadline: p.deadline.toISOString(),
        open: true,
        minGroupSize: p.minGroupSize,
      },
      namedGroup: isNamedRelationship(r.relationship as Relationship),
      items: form.items.map((i) => ({ id: i.id, text: i.text })),
      answers,
      comments: r.comments,
      answered: Object.keys(answers).length,
      total: form.items.length,
    };
  }

  /** Why a rater's write was refused: finished or declined (409), else the link is no longer valid (404). */
  private async refusal(token: string): Promise<AppError> {
    const { r } = await this.raterOf(token);
    if (r.status === "completed") return new AppError(409, "CONFLICT", msg("feedback360.feedbackHasAlreadyBeenSubmitted"));
    if (r.status === "declined") return new AppError(409, "CONFLICT", msg("feedback360.youHaveDeclinedGiveFeedback"));
    return notFound("Feedback link");
  }

  async saveAnswer(token: string, itemId: string, value: number): Promise<{ answered: number; total: number }> {
    const { r } = await this.raterOf(token);
    const form = observerForm();
    const position = form.items.findIndex((i) => i.id === itemId);
    if (position < 0) throw notFound("Item");
    const answered = await repo.saveRaterAnswer(this.d.db, r.organizationId, r.id, position, value, this.now());
    if (answered === null) throw await this.refusal(token);
    return { answered, total: form.items.length };
  }

  async saveComments(token: string, patch: Partial<TRaterComments>): Promise<TRaterComments> {
    const { r } = await this.raterOf(token);
    const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => typeof v === "string")) as Record<string, string>;
    const out = await repo.saveRaterComments(this.d.db, r.organizationId, r.id, clean, this.now());
    if (!out) throw await this.refusal(token);
    return out;
  }

  async submit(token: string): Promise<{ status: RaterStatus }> {
    const { r } = await this.raterOf(token);
    const done = await this.d.bus.transaction(async (tx) => {
      if (!(await repo.completeRater(tx, r.organizationId, r.id, this.now()))) return false;
      await this.d.bus.publish(tx, { type: "rater.submitted", organizationId: r.organizationId, projectId: r.projectId, raterId: r.id });
      return true;
    });
    if (!done) {
      const missing = r.answerValues.filter((v) => v === null).length;
      if ((r.status === "invited" || r.status === "in_progress") && missing > 0)
        throw new AppError(400, "VALIDATION_ERROR", msg("feedback360.missingStatementSAreNot", { missing }), { missing });
      throw await this.refusal(token);
    }
    return { status: "completed" };
  }

  async decline(token: string): Promise<{ status: RaterStatus }> {
    const { r } = await this.raterOf(token);
    if (!(await repo.declineRater(this.d.db, r.organizationId, r.id, this.now()))) throw await this.refusal(token);
    return { status: "declined" };
  }
}
