import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import operator from "../../locales/en/operator.ts";

addCatalog("operator", operator);

/** The operator console's translate function. */
export const useOperatorT = () => useT("operator");
