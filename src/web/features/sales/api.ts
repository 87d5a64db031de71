import { useQuery } from "@tanstack/react-query";
import { ZSalesView, type TSalesQuery } from "../../../contracts/business-signals.ts";
import { api } from "../../lib/api.ts";

/** GET /api/business/sales for a period. */
export function useSales(period: TSalesQuery["period"]) {
  return useQuery({ queryKey: ["business", "sales", period], queryFn: ({ signal }) => api.get(`/api/business/sales?period=${period}`, { schema: ZSalesView, signal }) });
}
