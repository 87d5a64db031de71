import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ZSubscriptionView, type TPlanId, type TSubscriptionView } from "../../../contracts/billing.ts";
import { api } from "../../lib/api.ts";
import { subscriptionKey } from "../../data/subscription.ts";

export { useSubscription } from "../../data/subscription.ts";

/** PUT /api/billing/subscription (admins): the page shows the server's answer. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: TPlanId): Promise<TSubscriptionView> => api.request("/api/billing/subscription", { method: "PUT", body: { plan }, schema: ZSubscriptionView }),
    onSuccess: (view) => queryClient.setQueryData(subscriptionKey, view),
  });
}
