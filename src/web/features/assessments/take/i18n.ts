import { addCatalog, tNs, useT } from "../../../lib/i18n.ts";
import "../../../lib/i18n-common.ts";
import taking from "../../../locales/en/taking.ts";
import "../../../lib/psychometrics/i18n.ts";

addCatalog("taking", taking);

/** The taking pages' translate function (components). */
export const useTakingT = () => useT("taking");

/** The taking namespace's translate function outside React (badges, save messages). */
export const takingT = tNs("taking");
