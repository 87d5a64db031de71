/** The organization's invitations: reading them, inviting (one address or many), resending and revoking. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZInvitation, ZInvitationList, ZInvitationResults, type TCreateInvitations, type TInvitation, type TInvitationResults } from "../../../contracts/invitations.ts";
import { api } from "../../lib/api.ts";
import { useIntentKeys } from "../../lib/idempotency.ts";

/** TanStack Query key of the invitation list. */
export const invitationsQueryKey = ["organization", "invitations"] as const;

/** GET /api/organization/invitations: pending and expired invitations, with what the caller may do to each. */
export async function fetchInvitations(signal?: AbortSignal): Promise<TInvitation[]> {
  return (await api.get("/api/organization/invitations", { schema: ZInvitationList, signal })).invitations;
}

/** POST /api/organization/invitations: each address's outcome. The key makes a retried request invite once. */
export function createInvitations(input: TCreateInvitations, idempotencyKey: string): Promise<TInvitationResults> {
  return api.post("/api/organization/invitations", input, { schema: ZInvitationResults, idempotencyKey });
}

/** POST /api/organization/invitations/:id/resend: a new link and expiry (429 when resent too recently). */
export function resendInvitation(id: string): Promise<TInvitation> {
  return api.post(`/api/organization/invitations/${encodeURIComponent(id)}/resend`, {}, { schema: ZInvitation });
}

/** DELETE /api/organization/invitations/:id: the link stops working (204). */
export function revokeInvitation(id: string): Promise<void> {
  return api.request(`/api/organization/invitations/${encodeURIComponent(id)}`, { method: "DELETE", schema: null });
}

/** The invitations, for those who may invite (off otherwise). */
export function useInvitations(enabled: boolean) {
  return useQuery({ queryKey: invitationsQueryKey, queryFn: ({ signal }) => fetchInvitations(signal), enabled });
}

/** Sends invitations: one intent, one send (the same input keeps its idempotency key until it succeeds). */
export function useInvite() {
  const queryClient = useQueryClient();
  const keys = useIntentKeys();
  return useMutation({
    mutationFn: (input: TCreateInvitations) => createInvitations(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.renew();
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
    },
  });
}

/** Resends one invitation; the row shows the new send count and expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Pick<TInvitation, "id" | "email">) => resendInvitation(invitation.id),
    onSuccess: (saved) => queryClient.setQueryData<TInvitation[]>(invitationsQueryKey, (old) => old?.map((i) => (i.id === saved.id ? saved : i))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}

/** Revokes one invitation; it leaves the list. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Pick<TInvitation, "id" | "email">) => revokeInvitation(invitation.id),
    onSuccess: (_, invitation) => queryClient.setQueryData<TInvitation[]>(invitationsQueryKey, (old) => old?.filter((i) => i.id !== invitation.id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
