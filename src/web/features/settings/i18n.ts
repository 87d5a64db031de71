import { addCatalog, useT } from "../../lib/i18n.ts";
import settings from "../../locales/en/settings.ts";

addCatalog("settings", settings);

/** The settings page's translate function. */
export const useSettingsT = () => useT("settings");
