import { ZOrganizationSettings, ZUpdateOrganizationSettings } from "../../../contracts/settings.ts";
import { ZOrganizationProfile, ZUpdateOrganizationProfile } from "../../../contracts/analytics.ts";
import type { AppModule } from "../module.ts";

/**
 * Organization settings: what respondents see while answering (item tags), and the profile (industry,
 * departments, analytics minimum group size); every member reads them, admins change them.
 */
export const settingsModule: AppModule = {
  name: "settings",
  register({ core, route }) {
    const svc = core.services.settings;
    const tags = ["settings"];
    route(
      {
        method: "GET",
        url: "/api/organization/settings",
        summary: "The organization's settings",
        access: "member",
        allow: "organization.read",
        response: ZOrganizationSettings,
        tags,
      },
      async ({ actor }) => svc.get(actor),
    );
    route(
      {
        method: "PUT",
        url: "/api/organization/settings",
        summary: "Change the organization's settings (admins)",
        access: "member",
        allow: "settings.manage",
        body: ZUpdateOrganizationSettings,
        response: ZOrganizationSettings,
        tags,
      },
      async ({ actor, body }) => svc.update(actor, body),
    );
    route(
      {
        method: "GET",
        url: "/api/organization/profile",
        summary: "The organization's industry, departments and analytics minimum group size",
        access: "member",
        allow: "organization.read",
        response: ZOrganizationProfile,
        tags,
      },
      async ({ actor }) => svc.profile(actor.organizationId),
    );
    route(
      {
        method: "PUT",
        url: "/api/organization/profile",
        summary: "Change the organization's industry, departments or minimum group size (admins)",
        access: "member",
        allow: "settings.manage",
        body: ZUpdateOrganizationProfile,
        response: ZOrganizationProfile,
        tags,
      },
      async ({ actor, body }) => svc.updateProfile(actor, body),
    );
  },
};
