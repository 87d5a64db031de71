import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import resultsContent from "../../locales/en/results-content.ts";
import results from "../../locales/en/results.ts";
import "../../lib/psychometrics/i18n.ts";

addCatalog("results", results);
addCatalog("results-content", resultsContent);

/** The results pages' translate function (components). */
export const useResultsT = () => useT("results");

/** The results namespace's translate function outside React (view-model helpers). */
export const resultsT = tNs("results");

/** The results content's translate function (derailers, executive actions, regulation notes). */
export const resultsContentT = tNs("results-content");
