import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import operations from "../../locales/en/operations.ts";

addCatalog("operations", operations);

/** The Operations page's translate function. */
export const useOperationsT = () => useT("operations");
