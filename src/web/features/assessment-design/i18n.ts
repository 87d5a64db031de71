import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import "../../lib/psychometrics/i18n.ts";
import design from "../../locales/en/assessment-design.ts";

addCatalog("assessment-design", design);

/** The assessment design pages' translate function (components). */
export const useDesignT = () => useT("assessment-design");

/** The same outside React (pure helpers). */
export const designT = tNs("assessment-design");
