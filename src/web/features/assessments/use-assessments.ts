import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAssessmentTypeId } from "../../../contracts/assessments.ts";
import type { TAssignment } from "../../../contracts/assignments.ts";
import { ApiError } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";
import {
  assessmentKeys,
  assignAssessment,
  beginAssessment,
  fetchAssessmentTypes,
  fetchAssignments,
  fetchConsentTerms,
  fetchMyAssessments,
  fetchResponseSession,
  sendReminder,
  startAssessment,
  type AssignInput,
  type AssignmentFilter,
  type Respondent,
} from "./assessments-api.ts";

/** The assessment types that can be started or assigned. */
export function useAssessmentTypes() {
  return useQuery({ queryKey: assessmentKeys.types, queryFn: ({ signal }) => fetchAssessmentTypes(signal), staleTime: 10 * 60_000 });
}

/** What the respondent consents to before starting (who sees results, how long they are kept). */
export function useConsentTerms() {
  return useQuery({ queryKey: assessmentKeys.consentTerms, queryFn: ({ signal }) => fetchConsentTerms(signal), staleTime: 60_000 });
}

/** The caller's assessments (always re-read on mount: progress changes while taking one). */
export function useMyAssessments() {
  return useQuery({ queryKey: assessmentKeys.mine, queryFn: ({ signal }) => fetchMyAssessments(signal), staleTime: 0 });
}

/** A response session to take or resume (never cached across visits: the server is the source of truth). */
export function useResponseSession(responseId: string) {
  return useQuery({
    queryKey: assessmentKeys.session(responseId),
    queryFn: ({ signal }) => fetchResponseSession(responseId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Begins a type for yourself on consent (the assessment is made only now). One intent, one start: the same
 * type keeps its idempotency key across a double click or a retry, and a new key is made once it succeeded.
 */
export function useBeginAssessment() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (target: { typeId: TAssessmentTypeId; respondent?: Respondent }) => beginAssessment(target.typeId, target.respondent, keys.keyFor(target.typeId)),
    onSuccess: () => keys.renew(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.mine }),
  });
}

/** Opens the response session of an assessment (or resumes the open one), with the optional respondent facts. */
export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { assessmentId: string; respondent?: Respondent }) => startAssessment(target.assessmentId, target.respondent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.mine }),
  });
}

/**
 * Assigns a type to members (managers and admins). One intent, one assignment: the same input keeps its
 * idempotency key across retries and double submits, and a new key is made once it succeeded.
 */
export function useAssignAssessment() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: AssignInput) => assignAssessment(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.mine });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.assigned });
    },
  });
}

/** The organization's assignments for the tracking page (re-read on mount and every minute while shown). */
export function useAssignments(filter: AssignmentFilter, enabled = true) {
  return useQuery({
    queryKey: assessmentKeys.assignedList(filter),
    queryFn: ({ signal }) => fetchAssignments(filter, signal),
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** `details.nextReminderAt` of a refused reminder (429), if the server sent one. */
export function nextReminderFromError(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.details !== "object" || error.details === null) return null;
  const next = (error.details as { nextReminderAt?: unknown }).nextReminderAt;
  return typeof next === "string" ? next : null;
}

/** The cached lists with one assignment changed. */
function patchAssignment(queryClient: ReturnType<typeof useQueryClient>, id: string, patch: (a: TAssignment) => TAssignment): void {
  queryClient.setQueriesData<TAssignment[]>({ queryKey: assessmentKeys.assigned }, (old) => old?.map((a) => (a.id === id ? patch(a) : a)));
}

/**
 * Sends a reminder about an assignment. The row shows the new "last reminded" and waits for the next allowed
 * time at once; a refusal because one was sent recently (429) also records when the next one may be sent.
 */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignment: Pick<TAssignment, "id">) => sendReminder(assignment.id),
    onSuccess: (sent, assignment) => {
      patchAssignment(queryClient, assignment.id, (a) => ({ ...a, lastRemindedAt: sent.sentAt, nextReminderAt: sent.nextReminderAt, reminderCount: a.reminderCount + 1 }));
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.assigned });
    },
    onError: (error, assignment) => {
      const next = nextReminderFromError(error);
      if (next) patchAssignment(queryClient, assignment.id, (a) => ({ ...a, nextReminderAt: next }));
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.assigned });
    },
  });
}
