/**
 * The organization's profile (industry, departments, analytics minimum group size), shared by the Settings page
 * and the Users page's department selects. The server is the authority on every rule; this only fetches and sends.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZOrganizationProfile, type TOrganizationProfile, type TUpdateOrganizationProfile } from "../../contracts/analytics.ts";
import { api } from "../lib/api.ts";

/** TanStack Query key of the organization's profile. */
export const profileQueryKey = ["organization", "profile"] as const;

/** GET /api/organization/profile (any member). */
export function fetchOrganizationProfile(signal?: AbortSignal): Promise<TOrganizationProfile> {
  return api.get("/api/organization/profile", { schema: ZOrganizationProfile, signal });
}

/** PUT /api/organization/profile (admins): ApiError 400 for duplicates or bounds, 409 when a removed department is still held. */
export function updateOrganizationProfile(body: TUpdateOrganizationProfile): Promise<TOrganizationProfile> {
  return api.request("/api/organization/profile", { method: "PUT", body, schema: ZOrganizationProfile });
}

/** The organization's profile; off when the user has no organization. */
export function useOrganizationProfile(enabled: boolean) {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchOrganizationProfile(signal), enabled });
}

/** Changes the profile; the page shows the server's answer, and the member list is re-read (renames move members). */
export function useUpdateOrganizationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: ["organization", "members"], exact: true });
    },
  });
}
