import { addCatalog, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import reports from "../../locales/en/reports.ts";

addCatalog("reports", reports);

/** The reports pages' translate function (components). */
export const useReportsT = () => useT("reports");
