import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import sales from "../../locales/en/sales.ts";

addCatalog("sales", sales);

/** The sales view's translate function. */
export const useSalesT = () => useT("sales");
