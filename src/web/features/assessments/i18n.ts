import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import assessments from "../../locales/en/assessments.ts";

addCatalog("assessments", assessments);

/** The assessments list's translate function (components). */
export const useAssessmentsT = () => useT("assessments");

/** The assessments namespace's translate function outside React (list helpers). */
export const assessmentsT = tNs("assessments");
