/**
 * What other modules may ask the settings module: an organization's profile (name, industry, departments) and
 * whether its respondents see item tags; and, for the demo data and the first-start seed (which run without a
 * member), the department list and the demo settings; for the 360 module, whether members may start their own. The organization_setting table is read by this module's
 * repo only. The service is built once, by the composition root (core.ts
 * `services`); other modules take it typed as this port and import nothing else of this module.
 */
import type { SettingsService } from "./service.ts";

export type SettingsApi = Pick<SettingsService, "profile" | "departments" | "showItemTags">;
export { departmentsOf, selfInitiatedAllowed, timeZoneOf, updateDemoSettings } from "./repo.ts";
