import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import reports from "../../locales/en/reports.ts";

addCatalog("reports", reports);

/** The reports pages' translate function (components). */
export const useReportsT = () => useT("reports");

/** The same, outside components (formatting helpers). */
export const reportsT = tNs("reports");
