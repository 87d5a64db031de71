import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import charts from "../../locales/en/charts.ts";

addCatalog("charts", charts);

/** The chart kit's translate function (components). */
export const useChartsT = () => useT("charts");

/** The chart kit's translate function outside React. */
export const chartsT = tNs("charts");
