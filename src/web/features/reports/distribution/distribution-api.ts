/** Distribution lists, subscriptions and delivery history (spec 2 §2.9, §3.10, §7): the calls and their queries. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZDistribution, ZDistributionResult, type TDistributionAction } from "../../../../contracts/reports.ts";
import { api } from "../../../lib/api.ts";
import { useIntentKeys } from "../../../lib/idempotency.ts";

export type DistributionTab = "lists" | "subscriptions" | "history";

export const distributionKeys = {
  all: (organizationId: string) => ["reports", "distribution", organizationId] as const,
  tab: (organizationId: string, type: DistributionTab) => ["reports", "distribution", organizationId, type] as const,
};

/** GET /api/reports/distribution?organizationId=&type= ; the history is polled while a delivery is pending. */
export function useDistribution(organizationId: string, type: DistributionTab) {
  return useQuery({
    queryKey: distributionKeys.tab(organizationId, type),
    queryFn: ({ signal }) => api.get(`/api/reports/distribution?${new URLSearchParams({ organizationId, type })}`, { schema: ZDistribution, signal }),
    refetchInterval: (q) => (q.state.data?.delivery_history?.some((d) => d.delivery_status === "pending") ? 3000 : false),
  });
}

/** POST /api/reports/distribution: one key per intent, so a double click makes one list or one subscription. */
export function useDistributionAction(organizationId: string) {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (body: TDistributionAction) => api.post("/api/reports/distribution", body, { schema: ZDistributionResult, idempotencyKey: keys.keyFor(body) }),
    onSuccess: () => {
      keys.renew();
      return queryClient.invalidateQueries({ queryKey: distributionKeys.all(organizationId) });
    },
  });
}

/** DELETE /api/reports/distribution/{id} with body {organizationId}. */
export function useDeleteList(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => api.request(`/api/reports/distribution/${encodeURIComponent(listId)}`, { method: "DELETE", body: { organizationId }, schema: null }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionKeys.all(organizationId) }),
  });
}
