import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAssessmentSummary, TAssessmentTypeId } from "../../../contracts/assessments.ts";
import {
  assessmentKeys,
  assignAssessment,
  createOwnAssessment,
  fetchAssessmentTypes,
  fetchConsentTerms,
  fetchMyAssessments,
  fetchResponseSession,
  startAssessment,
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

/** Creates an assessment of a type for yourself (it then waits on the start page). */
export function useCreateOwnAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: TAssessmentTypeId) => createOwnAssessment(typeId),
    onSuccess: (created) => {
      queryClient.setQueryData<TAssessmentSummary[]>(assessmentKeys.mine, (old) => (old ? [created, ...old.filter((a) => a.id !== created.id)] : old));
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.mine });
    },
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

/** Assigns a type to members (managers and admins). */
export function useAssignAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { typeId: TAssessmentTypeId; assigneeIds: string[] }) => assignAssessment(input.typeId, input.assigneeIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.mine }),
  });
}
