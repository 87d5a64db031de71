/** The built-in assessment types' names and descriptions: the catalog the server shares (src/shared/locales/en/assessment-types.ts). */
import assessmentTypes from "../../../shared/locales/en/assessment-types.ts";

export default assessmentTypes;
