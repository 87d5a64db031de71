import { addCatalog, useT } from "../../../lib/i18n.ts";
import "../../../lib/i18n-common.ts";
import testing from "../../../locales/en/testing.ts";

addCatalog("testing", testing);

/** The testing sandbox's translate function. */
export const useTestingT = () => useT("testing");
