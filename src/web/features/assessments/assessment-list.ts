/** Pure helpers for the assessments list: sections, ordering, the action each row offers, and wording. */
import type { TAssessmentStatus, TAssessmentSummary, TAssessmentTypeSummary, TEstimateBasis } from "../../../contracts/assessments.ts";
import { progressPercent } from "../../../domain/assessments/progress.ts";
import { assessmentsT } from "./i18n.ts";
import { displayLocale, displayTimeZone } from "../../lib/display-preferences.ts";

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

/** What a row's button does, with its label. */
export type RowAction =
  { kind: "start"; label: string; assessmentId: string } | { kind: "resume"; label: string; responseId: string } | { kind: "results"; label: string; responseId: string };

/** Start (assigned, or started without a session), Resume (in progress) or View results (completed). */
export function rowAction(a: TAssessmentSummary): RowAction {
  if (a.status === "completed" && a.responseId) return { kind: "results", label: assessmentsT("action.results"), responseId: a.responseId };
  if (a.status === "in_progress" && a.responseId) return { kind: "resume", label: assessmentsT("action.resume"), responseId: a.responseId };
  return { kind: "start", label: assessmentsT("action.start"), assessmentId: a.id };
}

/** A status as shown ("Not started", "In progress", "Completed"). */
export function statusLabel(status: TAssessmentStatus): string {
  return assessmentsT(`status.${status}`);
}

/** Spec §9: progress as a rounded percentage. */
export function rowProgress(a: Pick<TAssessmentSummary, "answered" | "total">): number {
  return progressPercent(a.answered, a.total);
}

/** "12 of 75 answered". */
export function answeredLabel(a: Pick<TAssessmentSummary, "answered" | "total">): string {
  return assessmentsT("row.answered", { answered: a.answered, total: a.total });
}

/** The empty-state sentence of a section. */
export function emptySectionMessage(section: ListSection): { title: string; body: string } {
  return { title: assessmentsT(`empty.${section}.title`), body: assessmentsT(`empty.${section}.body`) };
}

/**
 * "about 57 min (45 seconds a question)" or "about 21 min (median time of 212 completions here)": the one time
 * estimate (domain timeEstimate, sent as estimatedMinutes and estimateBasis) and where it comes from.
 */
export function minutesLabel(minutes: number, basis?: TEstimateBasis): string {
  if (!basis) return assessmentsT("minutes.about", { minutes });
  const source = basis.kind === "measured" ? assessmentsT("minutes.basis.measured", { count: basis.completions }) : assessmentsT("minutes.basis.per_question");
  return assessmentsT("minutes.withBasis", { minutes, basis: source });
}

/**
 * Each type's estimate as its type card words it (minutesLabel over the types' estimatedMinutes and estimateBasis,
 * from GET /api/assessment-types), by type id: for pages that name a type without its card, such as Assignments.
 */
export function typeEstimateLabels(types: readonly Pick<TAssessmentTypeSummary, "id" | "estimatedMinutes" | "estimateBasis">[]): ReadonlyMap<string, string> {
  return new Map(types.map((t) => [t.id, minutesLabel(t.estimatedMinutes, t.estimateBasis)]));
}

/** A short date ("12 Mar 2025") in the user's locale, or "" for a missing or invalid date. */
export function shortDate(iso: string | null, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString(locale ?? displayLocale(), { timeZone: displayTimeZone(), day: "numeric", month: "short", year: "numeric" });
}

/** The date line of a row: completed, started or assigned/created, whichever applies. */
export function rowDateLabel(a: TAssessmentSummary, locale?: string): string {
  if (a.completedAt) return assessmentsT("row.completed", { date: shortDate(a.completedAt, locale) });
  if (a.startedAt) return assessmentsT("row.started", { date: shortDate(a.startedAt, locale) });
  return a.assignedBy ? assessmentsT("row.assigned", { date: shortDate(a.createdAt, locale) }) : assessmentsT("row.created", { date: shortDate(a.createdAt, locale) });
}

/**
 * The line under a row's title: its date, and who assigned it ("Assigned by Morgan Manager on 1 Mar 2025", or
 * "Started 2 Mar 2025 · Assigned by Morgan Manager" once started).
 */
export function rowSubtitle(a: TAssessmentSummary, locale?: string): string {
  const name = a.assignedBy?.name.trim();
  // Without a name to show (someone who never set one), the date line says "Assigned …" on its own.
  if (!name) return rowDateLabel(a, locale);
  if (!a.startedAt && !a.completedAt) return assessmentsT("row.assignedBy", { name, date: shortDate(a.createdAt, locale) });
  return assessmentsT("row.withAssigner", { line: rowDateLabel(a, locale), name });
}
