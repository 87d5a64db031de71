import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZInvoiceEnvelope, ZInvoiceList, ZSpendEnvelope, ZSpendList, type TCreateSpend, type TInvoice, type TInvoiceList, type TSpendRecord } from "../../../contracts/billing.ts";
import { api } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

export type InvoiceFilter = { status: "all" | "paid" | "unpaid"; q: string; page: number; pageSize: number };

const invoicesKey = ["platform", "invoices"] as const;
const spendKey = ["platform", "spend"] as const;

/** GET /api/platform/invoices: a page of every organization's invoices (the previous page stays while the next loads). */
export function useInvoices(f: InvoiceFilter) {
  const qs = new URLSearchParams({ status: f.status, page: String(f.page), pageSize: String(f.pageSize), ...(f.q.trim() ? { q: f.q.trim() } : {}) });
  return useQuery({
    queryKey: [...invoicesKey, f],
    queryFn: ({ signal }): Promise<TInvoiceList> => api.get(`/api/platform/invoices?${qs}`, { schema: ZInvoiceList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/platform/invoices/:id/paid: one key per invoice, so a double click or a retry marks it once. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: async (invoiceId: string): Promise<TInvoice> =>
      (await api.post(`/api/platform/invoices/${encodeURIComponent(invoiceId)}/paid`, {}, { schema: ZInvoiceEnvelope, idempotencyKey: keys.keyFor(invoiceId) })).invoice,
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}

/** GET /api/business/spend: the last 24 months' records. */
export function useSpend(months = 24) {
  return useQuery({ queryKey: [...spendKey, months], queryFn: ({ signal }) => api.get(`/api/business/spend?months=${months}`, { schema: ZSpendList, signal }) });
}

/** POST /api/business/spend: one key per intent (the same input retried sends the same key). */
export function useAddSpend() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: async (input: TCreateSpend): Promise<TSpendRecord> =>
      (await api.post("/api/business/spend", input, { schema: ZSpendEnvelope, idempotencyKey: keys.keyFor(input) })).spend,
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: spendKey });
    },
  });
}
