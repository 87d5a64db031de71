/**
 * The services more than one module uses, built once per app by the composition root (buildCore, in core.ts)
 * and handed to modules as `core.services`. The module that owns a service uses all of it; any other module
 * takes it typed as the owner's port (`<module>/api.ts`) and imports nothing else of the owner (the lint
 * holds it).
 */
import type { Db } from "../db/client.ts";
import { AnalyticsService } from "./analytics/service.ts";
import { SettingsService } from "./settings/service.ts";

export type ModuleServices = {
  settings: SettingsService;
  analytics: AnalyticsService;
};

export function buildServices(db: Db): ModuleServices {
  const settings = new SettingsService({ db });
  const analytics = new AnalyticsService({ db, settings });
  return { settings, analytics };
}
