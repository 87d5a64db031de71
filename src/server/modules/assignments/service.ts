import type { Db } from "../../db/client.ts";
import type { TenantActor } from "../../auth/tenancy.ts";
import { can } from "../../auth/policies/index.ts";
import { AppError, notFound, msg } from "../../http/errors.ts";
import type { EventBus } from "../../events/bus.ts";
import { REMINDER_INTERVAL_HOURS, type TAssignment, type TAssignmentStatus } from "../../../contracts/assignments.ts";
import type { TAssessmentTypeId } from "../../../contracts/assessments.ts";
import { itemsForType } from "../../../instruments/catalog.ts";
import * as repo from "./repo.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Following assignments: where each stands, reminders (emailed and notified, at most one per interval), results links. */
export class AssignmentsService {
  constructor(private readonly d: { db: Db; bus: Pick<EventBus, "publish" | "transaction">; now?: () => Date }) {}

  private now(): Date {
    return this.d.now?.() ?? new Date();
  }

  private present(actor: TenantActor, r: repo.AssignmentRow): TAssignment {
    const status: TAssignmentStatus = r.responseStatus === "completed" ? "completed" : r.responseId ? "in_progress" : "not_started";
    const next = r.lastRemindedAt ? new Date(r.lastRemindedAt.getTime() + REMINDER_INTERVAL_HOURS * HOUR_MS) : null;
    const readResults = status === "completed" && can(actor, "result.read", { kind: "result", ownerId: r.userId });
    return {
      id: r.id,
      typeId: r.typeId as TAssessmentTypeId,
      title: r.title,
      assignee: { id: r.userId, name: r.assigneeName, email: r.assigneeEmail },
      assignedBy: r.assignedBy ? { id: r.assignedBy, name: r.assignerName ?? "" } : null,
      status,
      answered: r.answered ?? 0,
      total: r.itemCount ?? itemsForType(r.typeId).length,
      assignedAt: r.createdAt.toISOString(),
      dueAt: r.dueAt?.toISOString() ?? null,
      startedAt: r.startedAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
      lastRemindedAt: r.lastRemindedAt?.toISOString() ?? null,
      reminderCount: r.reminderCount,
      nextReminderAt: status === "completed" ? null : next && next > this.now() ? next.toISOString() : null,
      resultsResponseId: readResults ? r.responseId : null,
      policies: { remind: status !== "completed" && can(actor, "assessments.assign"), readResults },
    };
  }

  async list(actor: TenantActor, scope: "mine" | "all", status?: TAssignmentStatus): Promise<TAssignment[]> {
    const rows = await repo.list(this.d.db, actor.organizationId, scope === "mine" ? { assignedBy: actor.userId } : {});
    const all = rows.map((r) => this.present(actor, r));
    return status ? all.filter((a) => a.status === status) : all;
  }

  /** Reminds the assignee (`assessment.reminded`: emailed and notified in the app); refused when completed or reminded within the interval. */
  async remind(actor: TenantActor, assessmentId: string): Promise<{ sentAt: string; nextReminderAt: string }> {
    const row = await repo.find(this.d.db, actor.organizationId, assessmentId);
    if (!row) throw notFound("Assignment");
    const a = this.present(actor, row);
    if (a.status === "completed") throw new AppError(409, "CONFLICT", msg("assignments.nameHasAlreadyCompletedAssessment", { name: a.assignee.name }));
    const now = this.now();
    // the assignee is emailed and notified by the notifications module, from `assessment.reminded`
    const sent = await this.d.bus.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, actor.organizationId, assessmentId, now, new Date(now.getTime() - REMINDER_INTERVAL_HOURS * HOUR_MS)))) return false;
      await this.d.bus.publish(tx, { type: "assessment.reminded", organizationId: actor.organizationId, assessmentId, userId: row.userId, remindedBy: actor.userId });
      return true;
    });
    if (!sent) {
      const last = (await repo.find(this.d.db, actor.organizationId, assessmentId))?.lastRemindedAt ?? now;
      const next = new Date(last.getTime() + REMINDER_INTERVAL_HOURS * HOUR_MS);
      const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
      throw new AppError(
        429,
        "RATE_LIMITED",
        msg("assignments.reminderTooSoon", { sentAt: last.toISOString().slice(11, 16), nextAt: next.toISOString().slice(0, 16).replace("T", " ") }),
        { nextReminderAt: next.toISOString(), retryAfterSeconds: seconds },
        { "retry-after": String(seconds) },
      );
    }
    return { sentAt: now.toISOString(), nextReminderAt: new Date(now.getTime() + REMINDER_INTERVAL_HOURS * HOUR_MS).toISOString() };
  }
}
