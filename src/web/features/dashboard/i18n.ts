import { addCatalog, useT } from "../../lib/i18n.ts";
import dashboard from "../../locales/en/dashboard.ts";

addCatalog("dashboard", dashboard);

/** The dashboard overview's translate function. */
export const useDashboardT = () => useT("dashboard");
