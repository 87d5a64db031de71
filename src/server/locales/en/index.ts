/** The English server catalogs: the complete set every other language falls back to. */
import { analytics } from "./analytics.ts";
import { errors } from "./errors.ts";
import { emails } from "./emails.ts";
import { exportTexts } from "./exports.ts";
import { pdf } from "./pdf.ts";
import { templates } from "./templates.ts";

export const en = { analytics, errors, emails, exports: exportTexts, pdf, templates } as const;
