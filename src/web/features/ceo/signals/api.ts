/** The CEO signals' server calls: executive alerts (with the charts), partners and the launch checklist. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ZChecklistItem,
  ZExecutiveAlerts,
  ZLaunchReadiness,
  ZPartner,
  ZPartnersView,
  type TCreatePartner,
  type TLaunchReadiness,
  type TUpdateChecklistItem,
  type TUpdatePartner,
} from "../../../../contracts/business-signals.ts";
import { api } from "../../../lib/api.ts";
import { useIntentKeys } from "../../../lib/idempotency.ts";

const alertsKey = ["business", "alerts"] as const;
const partnersKey = ["business", "partners"] as const;
const checklistKey = ["business", "launch-checklist"] as const;

/** GET /api/business/alerts, refreshed every 30 s while shown (the spec's default refresh interval). */
export function useExecutiveAlerts() {
  return useQuery({ queryKey: alertsKey, queryFn: ({ signal }) => api.get("/api/business/alerts", { schema: ZExecutiveAlerts, signal }), refetchInterval: 30_000 });
}

export function usePartners() {
  return useQuery({ queryKey: partnersKey, queryFn: ({ signal }) => api.get("/api/business/partners", { schema: ZPartnersView, signal }) });
}

/** Adds a partner: one intent, one partner (the same input keeps its idempotency key until it succeeds). */
export function useAddPartner() {
  const qc = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: TCreatePartner) => api.post("/api/business/partners", input, { schema: ZPartner, idempotencyKey: keys.keyFor(input) }),
    onSuccess: () => {
      keys.renew();
      void qc.invalidateQueries({ queryKey: partnersKey });
    },
  });
}

export function useChangePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TUpdatePartner }) =>
      api.request(`/api/business/partners/${encodeURIComponent(id)}`, { method: "PATCH", body: change, schema: ZPartner }),
    onSettled: () => qc.invalidateQueries({ queryKey: partnersKey }),
  });
}

export function useRemovePartner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/business/partners/${encodeURIComponent(id)}`, { method: "DELETE", schema: null }),
    onSettled: () => qc.invalidateQueries({ queryKey: partnersKey }),
  });
}

export function useLaunchReadiness() {
  return useQuery({ queryKey: checklistKey, queryFn: ({ signal }) => api.get("/api/business/launch-checklist", { schema: ZLaunchReadiness, signal }) });
}

export function useAddChecklistItem() {
  const qc = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (title: string) => api.post("/api/business/launch-checklist", { title }, { schema: ZChecklistItem, idempotencyKey: keys.keyFor(title) }),
    onSuccess: () => {
      keys.renew();
      void qc.invalidateQueries({ queryKey: checklistKey });
    },
  });
}

/** Ticks or renames an item; the tick shows at once (the readiness figures follow from the server's answer). */
export function useChangeChecklistItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TUpdateChecklistItem }) =>
      api.request(`/api/business/launch-checklist/${encodeURIComponent(id)}`, { method: "PATCH", body: change, schema: ZChecklistItem }),
    onMutate: async ({ id, change }) => {
      await qc.cancelQueries({ queryKey: checklistKey });
      const before = qc.getQueryData<TLaunchReadiness>(checklistKey);
      if (before) qc.setQueryData<TLaunchReadiness>(checklistKey, { ...before, items: before.items.map((i) => (i.id === id ? { ...i, ...change } : i)) });
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) qc.setQueryData(checklistKey, context.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: checklistKey }),
  });
}

export function useRemoveChecklistItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/business/launch-checklist/${encodeURIComponent(id)}`, { method: "DELETE", schema: null }),
    onSettled: () => qc.invalidateQueries({ queryKey: checklistKey }),
  });
}
