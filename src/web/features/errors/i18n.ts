import { addCatalog, useT } from "../../lib/i18n.ts";
import errors from "../../locales/en/errors.ts";

addCatalog("errors", errors);

/** The error pages' translate function. */
export const useErrorsT = () => useT("errors");
