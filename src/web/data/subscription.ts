/**
 * The organization's plan and this month's use of its allowance (GET /api/billing/subscription), shared by
 * Settings → Plan, the overview's usage banner and the assign dialog's warning. Only fetches; the server decides.
 */
import { useQuery } from "@tanstack/react-query";
import { ZSubscriptionView } from "../../contracts/billing.ts";
import { api } from "../lib/api.ts";

/** TanStack Query key of the subscription view. */
export const subscriptionKey = ["billing", "subscription"] as const;

/** GET /api/billing/subscription: the plan, the billing period, this month's usage and the history. */
export function useSubscription(enabled: boolean) {
  return useQuery({ queryKey: subscriptionKey, queryFn: ({ signal }) => api.get("/api/billing/subscription", { schema: ZSubscriptionView, signal }), enabled });
}
