import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZSubscriptionView, type TPlanId, type TSubscriptionView } from "../../../contracts/billing.ts";
import { api } from "../../lib/api.ts";

const subscriptionKey = ["billing", "subscription"] as const;

/** GET /api/billing/subscription: the plan, the billing period, this month's usage and the history. */
export function useSubscription(enabled: boolean) {
  return useQuery({ queryKey: subscriptionKey, queryFn: ({ signal }) => api.get("/api/billing/subscription", { schema: ZSubscriptionView, signal }), enabled });
}

/** PUT /api/billing/subscription (admins): the page shows the server's answer. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TPlanId): Promise<TSubscriptionView> => api.request("/api/billing/subscription", { method: "PUT", body: { plan }, schema: ZSubscriptionView }),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}
