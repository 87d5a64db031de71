/** Pure helpers for the assessments list: sections, ordering, the action each row offers, and wording. */
import type { TAssessmentStatus, TAssessmentSummary } from "../../../contracts/assessments.ts";
import { progressPercent } from "../../../domain/assessments/progress.ts";

/** The list sections (sidebar children of /dashboard/assessments). */
export type ListSection = "all" | "active" | "completed" | "drafts";

/** The section of a path under /dashboard/assessments. */
export function sectionOfPath(pathname: string): ListSection {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return last === "active" || last === "completed" || last === "drafts" ? last : "all";
}

const SECTION_STATUSES: Readonly<Record<ListSection, readonly TAssessmentStatus[]>> = {
  all: ["assigned", "in_progress", "completed"],
  // Active: open and waiting for answers (assigned or started).
  active: ["assigned", "in_progress"],
  completed: ["completed"],
  // Drafts: started and not yet submitted.
  drafts: ["in_progress"],
};

const STATUS_ORDER: Readonly<Record<TAssessmentStatus, number>> = { in_progress: 0, assigned: 1, completed: 2 };

function latest(a: TAssessmentSummary): string {
  return a.completedAt ?? a.startedAt ?? a.createdAt;
}

/** The assessments of a section: in progress first, then assigned, then completed; newest first within each. */
export function assessmentsInSection(assessments: readonly TAssessmentSummary[], section: ListSection): TAssessmentSummary[] {
  const statuses = SECTION_STATUSES[section];
  return assessments
    .filter((a) => statuses.includes(a.status))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || latest(b).localeCompare(latest(a)) || a.id.localeCompare(b.id));
}

/** How many assessments each section holds. */
export function sectionCounts(assessments: readonly TAssessmentSummary[]): Record<ListSection, number> {
  return {
    all: assessments.length,
    active: assessments.filter((a) => SECTION_STATUSES.active.includes(a.status)).length,
    completed: assessments.filter((a) => a.status === "completed").length,
    drafts: assessments.filter((a) => a.status === "in_progress").length,
  };
}

/** What a row's button does. */
export type RowAction =
  | { kind: "start"; label: "Start"; assessmentId: string }
  | { kind: "resume"; label: "Resume"; responseId: string }
  | { kind: "results"; label: "View results"; responseId: string };

/** Start (assigned, or started without a session), Resume (in progress) or View results (completed). */
export function rowAction(a: TAssessmentSummary): RowAction {
  if (a.status === "completed" && a.responseId) return { kind: "results", label: "View results", responseId: a.responseId };
  if (a.status === "in_progress" && a.responseId) return { kind: "resume", label: "Resume", responseId: a.responseId };
  return { kind: "start", label: "Start", assessmentId: a.id };
}

export const STATUS_LABELS: Readonly<Record<TAssessmentStatus, string>> = {
  assigned: "Not started",
  in_progress: "In progress",
  completed: "Completed",
};

/** Spec §9: progress as a rounded percentage. */
export function rowProgress(a: Pick<TAssessmentSummary, "answered" | "total">): number {
  return progressPercent(a.answered, a.total);
}

/** "12 of 75 answered". */
export function answeredLabel(a: Pick<TAssessmentSummary, "answered" | "total">): string {
  return `${a.answered} of ${a.total} answered`;
}

/** The empty-state sentence of a section. */
export function emptySectionMessage(section: ListSection): { title: string; body: string } {
  switch (section) {
    case "active":
      return { title: "Nothing waiting for you", body: "Assessments assigned to you or started and not yet submitted will appear here." };
    case "completed":
      return { title: "No completed assessments yet", body: "When you submit an assessment, it appears here with a link to its results." };
    case "drafts":
      return { title: "No assessments in progress", body: "Assessments you have started and not yet submitted appear here, so you can pick up where you left off." };
    default:
      return { title: "No assessments yet", body: "Start one below, or wait for your organization to assign one to you." };
  }
}

/** "45-60 min" (or "45 min" when the range is a single value). */
export function minutesLabel(range: { min: number; max: number }): string {
  return range.min === range.max ? `${range.min} min` : `${range.min}-${range.max} min`;
}

/** A short date ("12 Mar 2025") in the user's locale, or "" for a missing or invalid date. */
export function shortDate(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });
}

/** The date line of a row: completed, started or assigned/created, whichever applies. */
export function rowDateLabel(a: TAssessmentSummary, locale?: string): string {
  if (a.completedAt) return `Completed ${shortDate(a.completedAt, locale)}`;
  if (a.startedAt) return `Started ${shortDate(a.startedAt, locale)}`;
  return `${a.assignedBy ? "Assigned" : "Created"} ${shortDate(a.createdAt, locale)}`;
}

/** "Assigned to 3 members" after an assignment. */
export function assignedMessage(count: number, typeName: string): string {
  return `${typeName} assigned to ${count} ${count === 1 ? "member" : "members"}`;
}
