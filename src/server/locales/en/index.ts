/** The English server catalogs: the complete set every other language falls back to. */
import { errors } from "./errors.ts";
import { emails } from "./emails.ts";
import { exportTexts } from "./exports.ts";
import { pdf } from "./pdf.ts";
import { templates } from "./templates.ts";
import assessmentTypes from "../../../shared/locales/en/assessment-types.ts";

/** `types`: the built-in assessment types' names and descriptions, the catalog the web app shares. */
export const en = { errors, emails, exports: exportTexts, pdf, templates, types: assessmentTypes } as const;
