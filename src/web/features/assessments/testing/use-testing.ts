import { useMutation, useQuery } from "@tanstack/react-query";
import type { TAssessmentTypeId } from "../../../../contracts/assessments.ts";
import { fetchSandboxItems, fetchSandboxTypes, scoreTestRun, testingKeys } from "./testing-api.ts";

/** The types that can be test-run (only fetched for those who may: `enabled`). */
export function useSandboxTypes(enabled: boolean) {
  return useQuery({ queryKey: testingKeys.types, queryFn: ({ signal }) => fetchSandboxTypes(signal), enabled, staleTime: 30_000 });
}

/** A type's items for the preview (re-read on each visit: a designed type may have been edited). */
export function useSandboxItems(typeId: TAssessmentTypeId | null) {
  return useQuery({
    queryKey: testingKeys.items(typeId ?? ""),
    queryFn: ({ signal }) => fetchSandboxItems(typeId!, signal),
    enabled: typeId !== null,
    staleTime: 0,
  });
}

/** Scores a test run (a read: nothing is stored, so nothing is invalidated). */
export function useScoreTestRun() {
  return useMutation({ mutationFn: scoreTestRun });
}
