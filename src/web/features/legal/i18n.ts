import { addCatalog, useT } from "../../lib/i18n.ts";
import legal from "../../locales/en/legal.ts";

addCatalog("legal", legal);

/** The legal pages' translate function. */
export const useLegalT = () => useT("legal");
