import { ZOrganizationSettings, ZUpdateOrganizationSettings } from "../../../contracts/settings.ts";
import type { AppModule } from "../module.ts";
import { SettingsService } from "./service.ts";

/** Organization settings: what respondents see while answering (item tags); admins change them. */
export const settingsModule: AppModule = {
  name: "settings",
  register({ core, route }) {
    const svc = new SettingsService({ db: core.database.db });
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
  },
};
