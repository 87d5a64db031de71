/**
 * The editorial workflow (spec 2 §2.8, §3.7, §3.8, §4): steps draft → review → approval → publish, one in
 * progress at a time. Advance and Reject are offered only on a step in progress, to its assignee or anyone
 * when it is unassigned; Reject never on the draft step. The report's status follows from the steps.
 */
import type { ReportStatus } from "./reports.ts";

export const STEP_TYPES = ["draft", "review", "approval", "publish"] as const;
export type StepType = (typeof STEP_TYPES)[number];
export type StepStatus = "pending" | "in_progress" | "completed" | "rejected";
export type WorkflowStep = { type: StepType; status: StepStatus; assigneeId: string | null };

/** Spec 2 §9 comment types. */
export const COMMENT_TYPES = ["general", "suggestion", "approval", "rejection"] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

/** A new workflow: draft in progress, the rest pending. */
export function newWorkflow(assignees: Partial<Record<StepType, string | null>> = {}): WorkflowStep[] {
  return STEP_TYPES.map((type, i) => ({ type, status: i === 0 ? "in_progress" : "pending", assigneeId: assignees[type] ?? null }));
}

/** Spec 2 §4: Advance is offered on a step in progress that is unassigned or assigned to the actor. */
export function canAdvance(step: WorkflowStep, actorId: string): boolean {
  return step.status === "in_progress" && (step.assigneeId === null || step.assigneeId === actorId);
}

/** Spec 2 §4: as Advance, and never on the draft step. */
export function canReject(step: WorkflowStep, actorId: string): boolean {
  return step.type !== "draft" && canAdvance(step, actorId);
}

/** The steps after advancing step `index`: it completes and the next starts (after publish, nothing is left). */
export function advance(steps: readonly WorkflowStep[], index: number, actorId: string): WorkflowStep[] {
  if (!steps[index] || !canAdvance(steps[index], actorId)) throw new Error("This step cannot be advanced by you now");
  return steps.map((s, i) => (i === index ? { ...s, status: "completed" } : i === index + 1 ? { ...s, status: "in_progress" } : s));
}

/**
 * The steps after rejecting step `index`: it is marked rejected, the steps before it from the draft are
 * reopened (draft in progress, the others pending again), so the report goes back to its author.
 */
export function reject(steps: readonly WorkflowStep[], index: number, actorId: string): WorkflowStep[] {
  if (!steps[index] || !canReject(steps[index], actorId)) throw new Error("This step cannot be rejected by you now");
  return steps.map((s, i) => (i === index ? { ...s, status: "rejected" } : i === 0 ? { ...s, status: "in_progress" } : i < index ? { ...s, status: "pending" } : s));
}

/**
 * The report status the steps give: draft while the draft step is open (or after a rejection), review while
 * review or approval are open, approved while publishing is open, published when every step is completed.
 */
export function statusFromSteps(steps: readonly WorkflowStep[]): ReportStatus {
  if (steps.every((s) => s.status === "completed")) return "published";
  const open = steps.find((s) => s.status === "in_progress");
  if (!open || open.type === "draft") return "draft";
  if (open.type === "review" || open.type === "approval") return "review";
  return "approved";
}
