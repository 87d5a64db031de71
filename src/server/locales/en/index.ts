/**
 * The English server catalogs: the complete set every other language falls back to. `psychometrics` and
 * `results-content` are the web's catalogs of the same names (src/shared/locales/en): one text for both sides.
 */
import psychometrics from "../../../shared/locales/en/psychometrics.ts";
import resultsContent from "../../../shared/locales/en/results-content.ts";
import { analytics } from "./analytics.ts";
import { errors } from "./errors.ts";
import { emails } from "./emails.ts";
import { exportTexts } from "./exports.ts";
import { pdf } from "./pdf.ts";
import { templates } from "./templates.ts";

export const en = { analytics, errors, emails, exports: exportTexts, pdf, templates, psychometrics, "results-content": resultsContent } as const;
