import { inReaderWords } from "../../lib/assessment-types.ts";
import {
  ZAnswerSaved,
  ZAssessmentList,
  ZAssessmentTypeList,
  ZConsentTerms,
  ZStarted,
  ZSubmitted,
  ZResponseSession,
  type TAssessmentSummary,
  type TAssessmentTypeId,
  type TAssessmentTypeSummary,
  type TConsentTerms,
  type TResponseSession,
  type TSaveAnswer,
} from "../../../contracts/assessments.ts";
import { ZAssignmentList, ZReminderSent, type TAssignment, type TAssignmentStatus } from "../../../contracts/assignments.ts";
import { api } from "../../lib/api.ts";

/** TanStack Query keys of this feature. */
export const assessmentKeys = {
  types: ["assessment-types"] as const,
  mine: ["assessments", "mine"] as const,
  session: (responseId: string) => ["responses", responseId, "session"] as const,
  /** Every list of assignments (the tracking page's lists live under it). */
  assigned: ["assignments"] as const,
  assignedList: (filter: AssignmentFilter) => ["assignments", filter.scope, filter.status ?? "any"] as const,
  consentTerms: ["assessments", "consent-terms"] as const,
};

/** GET /api/assessment-types: what can be started or assigned. */
export async function fetchAssessmentTypes(signal?: AbortSignal): Promise<TAssessmentTypeSummary[]> {
  return (await api.get("/api/assessment-types", { schema: ZAssessmentTypeList, signal })).types.map(inReaderWords);
}

/** GET /api/assessments: the caller's own assessments (assigned, in progress, completed). */
export async function fetchMyAssessments(signal?: AbortSignal): Promise<TAssessmentSummary[]> {
  return (await api.get("/api/assessments", { schema: ZAssessmentList, signal })).assessments;
}

/** What an assignment asks for: a type, members, and an optional due date (ISO date-time). */
export interface AssignInput {
  typeId: TAssessmentTypeId;
  assigneeIds: string[];
  dueAt?: string | null;
}

/** What an assignment did: the new assessments, and the members who already had one of the type open. */
export interface Assigned {
  assessments: TAssessmentSummary[];
  alreadyAssigned: { userId: string; assessmentId: string }[];
}

/**
 * POST /api/assessments with assignees (needs the 'write' permission): one assessment per member who has none of
 * the type open. The idempotency key makes a retried or doubled request assign once.
 */
export async function assignAssessment(input: AssignInput, idempotencyKey: string): Promise<Assigned> {
  const body = { typeId: input.typeId, assigneeIds: input.assigneeIds, ...(input.dueAt ? { dueAt: input.dueAt } : {}) };
  const answer = await api.post("/api/assessments", body, { schema: ZAssessmentList, idempotencyKey });
  return { assessments: answer.assessments, alreadyAssigned: answer.alreadyAssigned ?? [] };
}

/** Which assignments the tracking page lists. */
export interface AssignmentFilter {
  /** "mine": assigned by the caller; "all": everyone's. */
  scope: "mine" | "all";
  status?: TAssignmentStatus;
}

/** GET /api/assignments: the organization's assignments (managers and admins). */
export async function fetchAssignments(filter: AssignmentFilter, signal?: AbortSignal): Promise<TAssignment[]> {
  const query = new URLSearchParams({ scope: filter.scope });
  if (filter.status) query.set("status", filter.status);
  return (await api.get(`/api/assignments?${query.toString()}`, { schema: ZAssignmentList, signal })).assignments;
}

/** POST /api/assignments/:id/reminders: emails and notifies the assignee (429 when sent too recently, 409 once completed). */
export function sendReminder(assessmentId: string): Promise<{ sentAt: string; nextReminderAt: string }> {
  return api.post(`/api/assignments/${encodeURIComponent(assessmentId)}/reminders`, {}, { schema: ZReminderSent });
}

/** Optional respondent facts that select the norm group. */
export interface Respondent {
  sex?: "male" | "female";
  age?: number;
}

/** POST /api/assessments/:id/start with the respondent's consent: opens (or resumes) the caller's response session. */
export async function startAssessment(assessmentId: string, respondent?: Respondent): Promise<string> {
  const body = respondent && (respondent.sex !== undefined || respondent.age !== undefined) ? { respondent, consent: true } : { consent: true };
  return (await api.post(`/api/assessments/${encodeURIComponent(assessmentId)}/start`, body, { schema: ZStarted })).responseId;
}

/**
 * POST /api/assessments/begin with the respondent's consent: makes the caller's assessment of the type (or
 * reuses their open one) and opens its response. Nothing exists before this call.
 */
export async function beginAssessment(typeId: TAssessmentTypeId, respondent: Respondent | undefined, idempotencyKey: string): Promise<string> {
  const body = respondent && (respondent.sex !== undefined || respondent.age !== undefined) ? { typeId, respondent, consent: true } : { typeId, consent: true };
  return (await api.post("/api/assessments/begin", body, { schema: ZStarted, idempotencyKey })).responseId;
}

/** GET /api/assessments/consent-terms: who sees results and how long they are kept (what the respondent consents to). */
export function fetchConsentTerms(signal?: AbortSignal): Promise<TConsentTerms> {
  return api.get("/api/assessments/consent-terms", { schema: ZConsentTerms, signal });
}

/** GET /api/responses/:id: the items, saved answers and status (everything needed to take or resume). */
export function fetchResponseSession(responseId: string, signal?: AbortSignal): Promise<TResponseSession> {
  return api.get(`/api/responses/${encodeURIComponent(responseId)}`, { schema: ZResponseSession, signal });
}

/** PUT /api/responses/:id/answers/:itemId: idempotent; resolves once the server has committed the answer. */
export async function putAnswer(responseId: string, itemId: string, body: TSaveAnswer): Promise<{ answered: number; total: number }> {
  const saved = await api.request(`/api/responses/${encodeURIComponent(responseId)}/answers/${encodeURIComponent(itemId)}`, {
    method: "PUT",
    body,
    schema: ZAnswerSaved,
  });
  return { answered: saved.answered, total: saved.total };
}

/** POST /api/responses/:id/submit (400 with details.missing when answers are missing). */
export function submitResponse(responseId: string): Promise<{ responseId: string }> {
  return api.post(`/api/responses/${encodeURIComponent(responseId)}/submit`, {}, { schema: ZSubmitted });
}

/** The item ids a 400 from submit names as missing (details.missing), else []. */
export function missingFromError(details: unknown): string[] {
  if (typeof details !== "object" || details === null || !("missing" in details)) return [];
  const missing = (details as { missing: unknown }).missing;
  return Array.isArray(missing) ? missing.filter((x): x is string => typeof x === "string") : [];
}
