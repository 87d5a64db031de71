import { addCatalog, tNs, useT } from "../../lib/i18n.ts";
import "../../lib/i18n-common.ts";
import "../../lib/psychometrics/i18n.ts";
import darkSide from "../../locales/en/dark-side.ts";
import darkSideContent from "../../locales/en/dark-side-content.ts";

addCatalog("dark-side", darkSide);
addCatalog("dark-side-content", darkSideContent);

/** The dark-side dashboard's translate function (components). */
export const useDarkSideT = () => useT("dark-side");

/** The dark-side namespace's translate function outside React (view-model helpers). */
export const darkSideT = tNs("dark-side");

/** The analysis' words (development content, patterns, insights, basis) by the codes the server sends. */
export const contentT = tNs("dark-side-content");
