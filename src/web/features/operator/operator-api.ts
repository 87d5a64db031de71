/**
 * The operator console's calls (staff routes, organizations.operate): the organization and user tables, a person's
 * details, suspend/activate (create-like actions: one Idempotency-Key per intent) and a role change. No words here.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ZOrganizationStatusChange,
  ZOrganizationTable,
  ZUserDetail,
  ZUserTable,
  type TOrganizationSort,
  type TSortDirection,
  type TUserDetail,
} from "../../../contracts/operator.ts";
import type { TRole } from "../../../contracts/roles.ts";
import { api } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

const operatorKey = ["platform", "operator"] as const;
const organizationsKey = [...operatorKey, "organizations"] as const;
const usersKey = [...operatorKey, "users"] as const;

/** What the organization table asks for. */
export interface OrganizationTableParams {
  search: string;
  sort: TOrganizationSort;
  direction: TSortDirection;
  page: number;
  pageSize: number;
}

/** One page of the organization table; the page shown before stays while the next one loads. */
export function useOrganizationTable(params: OrganizationTableParams) {
  return useQuery({
    queryKey: [...organizationsKey, params],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ sort: params.sort, direction: params.direction, page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search.trim() !== "") q.set("search", params.search.trim());
      return api.get(`/api/platform/organizations?${q.toString()}`, { schema: ZOrganizationTable, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** What the user table asks for. */
export interface UserTableParams {
  search: string;
  role: TRole | "";
  page: number;
  pageSize: number;
}

/** One page of the user table. */
export function useUserTable(params: UserTableParams) {
  return useQuery({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => {
      const q = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search.trim() !== "") q.set("search", params.search.trim());
      if (params.role !== "") q.set("role", params.role);
      return api.get(`/api/platform/users?${q.toString()}`, { schema: ZUserTable, signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** One person and their memberships (the View drawer); null: nothing to load. */
export function useUserDetail(userId: string | null) {
  return useQuery({
    queryKey: [...usersKey, "detail", userId],
    queryFn: ({ signal }) => api.get(`/api/platform/users/${encodeURIComponent(userId ?? "")}`, { schema: ZUserDetail, signal }),
    enabled: userId !== null,
  });
}

/** Suspend (with a reason) or activate an organization; both tables are read again after. */
export function useOrganizationStatus() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (change: { organizationId: string; action: "suspend"; reason: string } | { organizationId: string; action: "activate" }) =>
      api.post(`/api/platform/organizations/${encodeURIComponent(change.organizationId)}/${change.action}`, change.action === "suspend" ? { reason: change.reason } : {}, {
        schema: ZOrganizationStatusChange,
        idempotencyKey: keys.keyFor(change),
      }),
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: operatorKey });
    },
  });
}

/** Changes a member's role in one organization; the tables are read again after. */
export function useOperatorRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { userId: string; organizationId: string; role: TRole }): Promise<TUserDetail> =>
      api.request(`/api/platform/users/${encodeURIComponent(change.userId)}/organizations/${encodeURIComponent(change.organizationId)}/role`, {
        method: "PATCH",
        body: { role: change.role },
        schema: ZUserDetail,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: operatorKey }),
  });
}
