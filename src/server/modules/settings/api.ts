/**
 * What other modules may ask the settings module: an organization's profile (name, industry, departments) and
 * whether its respondents see item tags. The service is built once, by the composition root (core.ts
 * `services`); other modules take it typed as this port and import nothing else of this module.
 */
import type { SettingsService } from "./service.ts";

export type SettingsApi = Pick<SettingsService, "profile" | "departments" | "showItemTags">;
