/** The platform staff: reading them, granting a role (idempotent: one intent, one grant) and revoking one. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZGrantOutcome, ZRevokeOutcome, ZStaffList, type TGrantOutcome, type TGrantStaff, type TRevokeOutcome, type TStaffMember } from "../../../contracts/staff.ts";
import { api } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

/** TanStack Query key of the staff list. */
export const staffQueryKey = ["platform", "staff"] as const;

/** GET /api/platform/staff */
export async function fetchStaff(signal?: AbortSignal): Promise<TStaffMember[]> {
  return (await api.get("/api/platform/staff", { schema: ZStaffList, signal })).staff;
}

/** POST /api/platform/staff: the key makes a retried request grant once. */
export function grantStaff(input: TGrantStaff, idempotencyKey: string): Promise<TGrantOutcome> {
  return api.post("/api/platform/staff", input, { schema: ZGrantOutcome, idempotencyKey });
}

/** DELETE /api/platform/staff/:userId (409 for the last platform admin). */
export function revokeStaff(userId: string): Promise<TRevokeOutcome> {
  return api.request(`/api/platform/staff/${encodeURIComponent(userId)}`, { method: "DELETE", schema: ZRevokeOutcome });
}

/** The staff list. */
export function useStaff() {
  return useQuery({ queryKey: staffQueryKey, queryFn: ({ signal }) => fetchStaff(signal) });
}

/** Grants a role; the list is read again. */
export function useGrantStaff() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: TGrantStaff) => grantStaff(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: staffQueryKey });
    },
  });
}

/** Revokes a role; the person leaves the list. */
export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Pick<TStaffMember, "userId">) => revokeStaff(member.userId),
    onSuccess: (_, member) => queryClient.setQueryData<TStaffMember[]>(staffQueryKey, (old) => old?.filter((m) => m.userId !== member.userId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
