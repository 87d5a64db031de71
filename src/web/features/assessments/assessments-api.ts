import {
  ZAnswerSaved,
  ZAssessmentList,
  ZAssessmentTypeList,
  ZAssessmentSummary,
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
import { api } from "../../lib/api.ts";

/** TanStack Query keys of this feature. */
export const assessmentKeys = {
  types: ["assessment-types"] as const,
  mine: ["assessments", "mine"] as const,
  session: (responseId: string) => ["responses", responseId, "session"] as const,
  consentTerms: ["assessments", "consent-terms"] as const,
};

/** GET /api/assessment-types: what can be started or assigned. */
export async function fetchAssessmentTypes(signal?: AbortSignal): Promise<TAssessmentTypeSummary[]> {
  return (await api.get("/api/assessment-types", { schema: ZAssessmentTypeList, signal })).types;
}

/** GET /api/assessments: the caller's own assessments (assigned, in progress, completed). */
export async function fetchMyAssessments(signal?: AbortSignal): Promise<TAssessmentSummary[]> {
  return (await api.get("/api/assessments", { schema: ZAssessmentList, signal })).assessments;
}

/** POST /api/assessments for yourself: the new assessment (201). */
export function createOwnAssessment(typeId: TAssessmentTypeId): Promise<TAssessmentSummary> {
  return api.post("/api/assessments", { typeId }, { schema: ZAssessmentSummary });
}

/** POST /api/assessments with assignees (needs the 'write' permission): one assessment per member. */
export async function assignAssessment(typeId: TAssessmentTypeId, assigneeIds: readonly string[]): Promise<TAssessmentSummary[]> {
  return (await api.post("/api/assessments", { typeId, assigneeIds }, { schema: ZAssessmentList })).assessments;
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
