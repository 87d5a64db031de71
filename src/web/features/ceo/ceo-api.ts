import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZBusinessMetrics, ZCeoDashboard, ZRevenueOverview, ZTargetsView, type TBusinessTargets } from "../../../contracts/business.ts";
import type { MetricPeriod } from "../../../domain/billing/metrics.ts";
import type { RevenueRange } from "../../../domain/business/revenue.ts";
import { api } from "../../lib/api.ts";

/** GET /api/business/metrics for a period (a new period is a new query: the switch refetches). */
export function useBusinessMetrics(period: MetricPeriod) {
  return useQuery({
    queryKey: ["business", "metrics", period],
    queryFn: ({ signal }) => api.get(`/api/business/metrics?period=${period}`, { schema: ZBusinessMetrics, signal }),
  });
}

/** GET /api/business/revenue for a range. */
export function useRevenueOverview(range: RevenueRange) {
  return useQuery({
    queryKey: ["business", "revenue", range],
    queryFn: ({ signal }) => api.get(`/api/business/revenue?range=${range}`, { schema: ZRevenueOverview, signal }),
  });
}

/** GET /api/business/dashboard: KPI cards and the two charts. */
export function useCeoDashboard() {
  return useQuery({ queryKey: ["business", "dashboard"], queryFn: ({ signal }) => api.get("/api/business/dashboard", { schema: ZCeoDashboard, signal }) });
}

/** PUT /api/business/targets (an update: repeating it changes nothing more); the dashboard re-reads after. */
export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targets: TBusinessTargets) => api.request("/api/business/targets", { method: "PUT", body: targets, schema: ZTargetsView }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["business", "dashboard"] }),
  });
}
