/**
 * The editorial workflow of a report (spec 2 §2.8, §3.7, §3.8, §4, §7): steps draft → review → approval →
 * publish advanced and rejected under the domain's rules, the report's status set from the steps, comments
 * anchored to sections. Each decision and assignment is published as a domain event: the notifications module
 * tells assignees and authors (by email and in the app), distribution sends a published report.
 */
import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can, type CommentRef } from "../../auth/policies/index.ts";
import { AppError, forbidden, notFound, msg } from "../../http/errors.ts";
import type { TWorkflow, TWorkflowAction } from "../../../contracts/reports.ts";
import type { EventBus } from "../../events/bus.ts";
import { advance, reject, statusFromSteps, type StepStatus, type StepType, type WorkflowStep } from "../../../domain/reporting/workflow.ts";
import * as reports from "./instances/repo.ts";
import { refOf, type ReportInstanceService } from "./report-service.ts";

type StepRow = Awaited<ReturnType<typeof reports.listSteps>>[number];
const domainStep = (s: StepRow["s"]): WorkflowStep => ({ type: s.stepType as StepType, status: s.status as StepStatus, assigneeId: s.assigneeId });

export type WorkflowDeps = { db: Db; bus: Pick<EventBus, "publish" | "transaction">; reports: ReportInstanceService };

const commentRef = (found: reports.FoundReport, authorId: string | null): CommentRef => ({ kind: "comment", authorId, reportCreatedBy: found.r.createdBy });

export class WorkflowService {
  constructor(private readonly d: WorkflowDeps) {}

  /** GET /api/reports/workflow: the steps with what the caller may do on each, the comments, who can be assigned. */
  async get(actor: TenantActor, reportId: string): Promise<TWorkflow> {
    const found = await this.d.reports.load(actor.organizationId, reportId);
    return this.view(actor, found);
  }

  private async view(actor: TenantActor, found: reports.FoundReport): Promise<TWorkflow> {
    const org = actor.organizationId;
    const steps = await reports.listSteps(this.d.db, org, found.r.id);
    const comments = await reports.listComments(this.d.db, org, found.r.id);
    const members = await reports.listMembers(this.d.db, org);
    return {
      report_status: found.r.status as TWorkflow["report_status"],
      workflow_steps: steps.map(({ s, assignee }) => ({
        id: s.id,
        step_name: s.stepName,
        step_type: s.stepType as StepType,
        status: s.status as StepStatus,
        assignee: s.assigneeId ? { id: s.assigneeId, full_name: assignee ?? "" } : null,
        due_date: s.dueDate,
        completed_at: s.completedAt?.toISOString() ?? null,
        notes: s.notes,
        can_advance: can(actor, "reports.review", { kind: "report-step", step: domainStep(s), decision: "advance" }),
        can_reject: can(actor, "reports.review", { kind: "report-step", step: domainStep(s), decision: "reject" }),
      })),
      comments: comments.map(({ c, author, resolver }) => ({
        id: c.id,
        user: { id: c.userId, full_name: author ?? "" },
        comment_type: c.commentType as TWorkflow["comments"][number]["comment_type"],
        section_id: c.sectionId,
        comment_text: c.text,
        created_at: c.createdAt.toISOString(),
        is_resolved: c.resolvedAt !== null,
        resolved_by_user: c.resolvedAt ? { full_name: resolver ?? "" } : null,
        resolved_at: c.resolvedAt?.toISOString() ?? null,
        policies: { resolve: can(actor, "reports.resolveComment", commentRef(found, c.userId)) },
      })),
      assignable: members.map((m) => ({ id: m.id, full_name: m.name })),
      policies: { assign: can(actor, "reports.assign", refOf(found)), comment: can(actor, "organization.read") },
    };
  }

  /** POST /api/reports/workflow: one of the spec's actions (and assign_step); answers the workflow as it now is. */
  async act(actor: TenantActor, a: TWorkflowAction): Promise<TWorkflow> {
    const found = await this.d.reports.load(actor.organizationId, a.reportId);
    switch (a.action) {
      case "advance_step":
      case "reject_step":
        await this.decide(actor, found, a.stepId, a.action === "advance_step" ? "advance" : "reject", a.notes ?? null);
        break;
      case "add_comment":
        if (a.sectionId && !Object.hasOwn(found.r.content.sections, a.sectionId)) {
          throw new AppError(422, "VALIDATION_ERROR", msg("reports.sectionSectionidNotInReport", { sectionId: a.sectionId }), { sectionId: a.sectionId });
        }
        await reports.insertComment(
          this.d.db,
          actor.organizationId,
          { reportId: found.r.id, userId: actor.userId, commentType: a.commentType, sectionId: a.sectionId ?? null, text: a.commentText },
          this.d.reports.now(),
        );
        break;
      case "resolve_comment":
        {
          const comment = await reports.findComment(this.d.db, actor.organizationId, found.r.id, a.commentId);
          if (!comment) throw notFound("Comment");
          if (!can(actor, "reports.resolveComment", commentRef(found, comment.userId))) throw forbidden(msg("reports.onlyCommentSAuthorReport"));
        }
        // resolving twice changes nothing: the first resolver and time stay
        await reports.resolveComment(this.d.db, actor.organizationId, found.r.id, a.commentId, actor.userId, this.d.reports.now());
        break;
      case "assign_step":
        await this.assign(actor, found, a.stepId, a.assigneeId, a.dueDate);
        break;
    }
    return this.view(actor, await this.d.reports.load(actor.organizationId, a.reportId));
  }

  /** Advance or reject a step in one transaction: the steps, the report's status and the events (a step started or rejected, a report published). */
  private async decide(actor: TenantActor, found: reports.FoundReport, stepId: string, decision: "advance" | "reject", notes: string | null): Promise<void> {
    const org = actor.organizationId;
    const now = this.d.reports.now();
    return this.d.bus.transaction(async (tx) => {
      const row = await reports.lockReport(tx, org, found.r.id);
      if (!row) throw notFound("Report");
      const rows = await reports.listSteps(tx, org, row.id);
      const index = rows.findIndex((x) => x.s.id === stepId);
      if (index < 0) throw notFound("Workflow step");
      const before = rows.map((x) => domainStep(x.s));
      const step = before[index];
      if (!can(actor, "reports.review", { kind: "report-step", step, decision })) {
        if (step.status !== "in_progress") throw new AppError(409, "CONFLICT", msg("reports.stepNotInProgress", { step: rows[index].s.stepName }));
        if (decision === "reject" && step.type === "draft") throw new AppError(422, "VALIDATION_ERROR", msg("reports.draftStepCannotRejected"));
        throw forbidden(
          rows[index].assignee
            ? msg("reports.stepAssignedTo", { step: rows[index].s.stepName, assignee: rows[index].assignee })
            : msg("reports.stepAssignedToSomeoneElse", { step: rows[index].s.stepName }),
        );
      }
      const after = decision === "advance" ? advance(before, index, actor.userId) : reject(before, index, actor.userId);
      for (const [i, s] of after.entries()) {
        if (s.status === before[i].status && i !== index) continue;
        const decided = i === index;
        await reports.updateStep(
          tx,
          org,
          rows[i].s.id,
          {
            status: s.status,
            completedAt: decided && decision === "advance" ? now : s.status === "completed" ? rows[i].s.completedAt : null,
            completedBy: decided ? actor.userId : s.status === "completed" ? rows[i].s.completedBy : null,
            ...(decided ? { notes } : {}),
          },
          now,
        );
      }
      const status = statusFromSteps(after);
      if (status !== row.status) {
        await reports.updateReport(tx, org, row.id, { status, ...(status === "published" ? { publishedAt: now } : {}) }, now);
        if (status === "published") {
          await this.d.bus.publish(tx, { type: "report.published", organizationId: org, reportId: row.id, actorUserId: actor.userId });
          await this.d.reports.record(tx, found, actor.userId, "published");
        }
      }
      if (decision === "reject") await this.d.bus.publish(tx, { type: "report.rejected", organizationId: org, reportId: row.id, stepId, actorUserId: actor.userId });
      else {
        const startedStepIds = after.flatMap((s, i) => (s.status === "in_progress" && before[i].status !== "in_progress" ? [rows[i].s.id] : []));
        await this.d.bus.publish(tx, { type: "report.step_advanced", organizationId: org, reportId: row.id, stepId, actorUserId: actor.userId, startedStepIds });
      }
    });
  }

  /** assign_step: who acts on a step (a member, or nobody) and by when; `report.step_assigned` tells the new assignee of a step in progress. */
  private async assign(actor: TenantActor, found: reports.FoundReport, stepId: string, assigneeId: string | null, dueDate: string | null): Promise<void> {
    const org = actor.organizationId;
    if (!can(actor, "reports.assign", refOf(found))) throw forbidden(msg("reports.onlyManagersAdminsReportS"));
    const now = this.d.reports.now();
    return this.d.bus.transaction(async (tx) => {
      const rows = await reports.listSteps(tx, org, found.r.id);
      const step = rows.find((x) => x.s.id === stepId);
      if (!step) throw notFound("Workflow step");
      const person = assigneeId ? (await reports.findMembers(tx, org, [assigneeId]))[0] : null;
      if (assigneeId && !person) throw new AppError(422, "VALIDATION_ERROR", msg("reports.assigneeMustMemberOrganization"), { assigneeId });
      await reports.updateStep(tx, org, step.s.id, { assigneeId, dueDate }, now);
      await this.d.bus.publish(tx, {
        type: "report.step_assigned",
        organizationId: org,
        reportId: found.r.id,
        stepId: step.s.id,
        assigneeId,
        previousAssigneeId: step.s.assigneeId,
        actorUserId: actor.userId,
      });
    });
  }
}
