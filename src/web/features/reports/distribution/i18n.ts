import { addCatalog, useT } from "../../../lib/i18n.ts";
import "../../../lib/i18n-common.ts";
import reportDistribution from "../../../locales/en/report-distribution.ts";

addCatalog("report-distribution", reportDistribution);

/** The Distribution tab's translate function. */
export const useDistributionT = () => useT("report-distribution");
