/**
 * The English server catalogs: the complete set every other language falls back to. `psychometrics` and
 * `results-content` and `dark-side-content` are the web's catalogs of the same names (src/shared/locales/en): one text
 * for both sides.
 */
import psychometrics from "../../../shared/locales/en/psychometrics.ts";
import resultsContent from "../../../shared/locales/en/results-content.ts";
import darkSideContent from "../../../shared/locales/en/dark-side-content.ts";
import { analytics } from "./analytics.ts";
import { errors } from "./errors.ts";
import { emails } from "./emails.ts";
import { exportTexts } from "./exports.ts";
import { pdf } from "./pdf.ts";
import { templates } from "./templates.ts";
import assessmentTypes from "../../../shared/locales/en/assessment-types.ts";

/** `types`: the built-in assessment types' names and descriptions, the catalog the web app shares. */
export const en = {
  analytics,
  errors,
  emails,
  exports: exportTexts,
  pdf,
  templates,
  psychometrics,
  "results-content": resultsContent,
  "dark-side-content": darkSideContent,
  types: assessmentTypes,
} as const;
