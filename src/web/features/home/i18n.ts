import { addCatalog, useT } from "../../lib/i18n.ts";
import home from "../../locales/en/home.ts";

addCatalog("home", home);

/** The landing page's translate function. */
export const useHomeT = () => useT("home");
