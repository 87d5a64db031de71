import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import auth from "../../locales/en/auth.ts";

addCatalog("auth", auth);

/** The sign-in pages' translate function (components). */
export const useAuthT = () => useT("auth");

/** The auth namespace's translate function outside React (form and callback helpers). */
export const authT = tNs("auth");
