import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZProfile, type TProfile, type TUpdateProfile } from "../../../contracts/profile.ts";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";

const profileKey = ["profile"] as const;

/** GET /api/profile: the signed-in person's own profile and preferences. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => api.get("/api/profile", { schema: ZProfile, signal }) });
}

/** PUT /api/profile; on success the session is read again, so the header's name and every date follow at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (body: TUpdateProfile) => api.request("/api/profile", { method: "PUT", body, schema: ZProfile }),
    onSuccess: async (profile: TProfile) => {
      queryClient.setQueryData(profileKey, profile);
      await refresh();
    },
  });
}
