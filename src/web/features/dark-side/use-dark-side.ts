import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TDarkSideReport, TImmediateAction } from "../../../contracts/dark-side.ts";
import { ApiError } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";
import { darkSideKeys, fetchDarkSideAnalysis, recordAction } from "./dark-side-api.ts";

/** The assessment's dark-side analysis; a 404 (none to read) is not retried. */
export function useDarkSideAnalysis(assessmentId: string) {
  return useQuery({
    queryKey: darkSideKeys.analysis(assessmentId),
    queryFn: ({ signal }) => fetchDarkSideAnalysis(assessmentId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.statusCode < 500) && count < 2,
  });
}

/** Take Action: one record per click (a double click or a retry sends the same Idempotency-Key); the record joins the cached analysis. */
export function useRecordAction(assessmentId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (action: TImmediateAction) => recordAction(assessmentId, action, keys.keyFor(action)),
    onSuccess: (recorded) => {
      keys.renew();
      queryClient.setQueryData<TDarkSideReport>(darkSideKeys.analysis(assessmentId), (old) =>
        old ? { ...old, recordedActions: [...old.recordedActions.filter((a) => a.action !== recorded.action), recorded] } : old,
      );
    },
  });
}
