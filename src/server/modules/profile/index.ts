import { ZProfile, ZUpdateProfile } from "../../../contracts/profile.ts";
import type { AppModule } from "../module.ts";
import { ProfileService } from "./service.ts";

/** The signed-in person's own profile: name, language, time zone and which notifications are emailed. */
export const profileModule: AppModule = {
  name: "profile",
  register({ core, route }) {
    const svc = new ProfileService({ db: core.database.db, sessions: core.sessions });
    const tags = ["profile"];
    route({ method: "GET", url: "/api/profile", summary: "Your profile and preferences", access: "session", response: ZProfile, tags }, async ({ actor }) => svc.get(actor));
    route(
      {
        method: "PUT",
        url: "/api/profile",
        summary: "Change your name, language, time zone or emailed notifications",
        access: "session",
        body: ZUpdateProfile,
        response: ZProfile,
        tags,
      },
      async ({ actor, body }) => svc.update(actor, body),
    );
  },
};
