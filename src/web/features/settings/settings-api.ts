import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZOrganizationSettings, type TOrganizationSettings, type TUpdateOrganizationSettings } from "../../../contracts/settings.ts";
import { api } from "../../lib/api.ts";
import { subscriptionKey } from "../../data/subscription.ts";

const settingsKey = ["organization", "settings"] as const;

/** GET /api/organization/settings: the organization's settings and whether the caller may change them. */
export function fetchOrganizationSettings(signal?: AbortSignal): Promise<TOrganizationSettings> {
  return api.get("/api/organization/settings", { schema: ZOrganizationSettings, signal });
}

/** PUT /api/organization/settings (admins). */
export function updateOrganizationSettings(body: TUpdateOrganizationSettings): Promise<TOrganizationSettings> {
  return api.request("/api/organization/settings", { method: "PUT", body, schema: ZOrganizationSettings });
}

/** The organization's settings (only asked for by members of an organization). */
export function useOrganizationSettings(enabled: boolean) {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => fetchOrganizationSettings(signal), enabled });
}

/** Changes settings; the page shows the server's answer. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationSettings,
    onSuccess: (settings, change) => {
      queryClient.setQueryData(settingsKey, settings);
      // the plan's month is counted in the organization's time zone
      if (change.timeZone !== undefined) void queryClient.invalidateQueries({ queryKey: subscriptionKey });
    },
  });
}
