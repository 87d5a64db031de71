import { addCatalog, useT } from "../../lib/i18n.ts";
import pricing from "../../locales/en/pricing.ts";

addCatalog("pricing", pricing);

/** The pricing page's translate function. */
export const usePricingT = () => useT("pricing");
