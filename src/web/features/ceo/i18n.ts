import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import ceo from "../../locales/en/ceo.ts";

addCatalog("ceo", ceo);

/** The CEO dashboard's translate function. */
export const useCeoT = () => useT("ceo");
