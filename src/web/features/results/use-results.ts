import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TShare } from "../../../contracts/assessments.ts";
import { createShare, fetchResults, fetchShares, fetchSharedResults, resultKeys, revokeShare } from "./results-api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

/** A response's results (the caller's own, or a member's for managers and admins). */
export function useResults(responseId: string) {
  return useQuery({ queryKey: resultKeys.results(responseId), queryFn: ({ signal }) => fetchResults(responseId, signal) });
}

/** Results behind a share link. */
export function useSharedResults(token: string) {
  return useQuery({ queryKey: resultKeys.shared(token), queryFn: ({ signal }) => fetchSharedResults(token, signal), retry: false });
}

/** The share links of a response (only fetched while the Share dialog is open). */
export function useShares(responseId: string, enabled: boolean) {
  return useQuery({ queryKey: resultKeys.shares(responseId), queryFn: ({ signal }) => fetchShares(responseId, signal), enabled, staleTime: 0 });
}

/** Creates a link (one per click: a double click or a retry sends the same Idempotency-Key); the new one (with its url) is put first in the cached list. */
export function useCreateShare(responseId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (expiresInDays: number) => createShare(responseId, expiresInDays, keys.keyFor(expiresInDays)),
    onSuccess: (share) => {
      keys.renew();
      queryClient.setQueryData<TShare[]>(resultKeys.shares(responseId), (old) => [share, ...(old ?? []).filter((s) => s.id !== share.id)]);
    },
  });
}

/** Revokes a link, then re-reads the list. */
export function useRevokeShare(responseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeShare(responseId, shareId),
    onSuccess: (_, shareId) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<TShare[]>(resultKeys.shares(responseId), (old) => old?.map((s) => (s.id === shareId ? { ...s, revokedAt: s.revokedAt ?? now } : s)));
      void queryClient.invalidateQueries({ queryKey: resultKeys.shares(responseId) });
    },
  });
}
